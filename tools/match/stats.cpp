#include "stats.h"

#include <cmath>
#include <limits>

namespace parachute::match {

double Score::ratio() const {
    return games() ? (wins + 0.5 * draws) / games() : 0.5;
}

double elo_from_score(double s) { return -400.0 * std::log10(1.0 / s - 1.0); }
double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

EloEstimate estimate(const Score& s) {
    EloEstimate e;
    const double n = s.games();
    if (n == 0) {
        e.error = std::numeric_limits<double>::infinity();
        return e;
    }
    const double mu = s.ratio();
    e.draw_ratio = s.draws / n;
    const double var = (s.wins * (1 - mu) * (1 - mu) + s.losses * mu * mu + s.draws * (0.5 - mu) * (0.5 - mu)) / n;
    const double stderr_mean = std::sqrt(var / n);
    const double lo = mu - Z95 * stderr_mean, hi = mu + Z95 * stderr_mean;
    e.elo = (mu <= 0 || mu >= 1) ? (mu <= 0 ? -std::numeric_limits<double>::infinity()
                                            : std::numeric_limits<double>::infinity())
                                 : elo_from_score(mu);
    e.error = (lo <= 0 || hi >= 1) ? std::numeric_limits<double>::infinity()
                                   : (elo_from_score(hi) - elo_from_score(lo)) / 2;
    const int decisive = s.wins + s.losses;
    e.los = decisive ? 0.5 * (1 + std::erf((s.wins - s.losses) / std::sqrt(2.0 * decisive))) : 0.5;
    return e;
}

double SprtParams::lower_bound() const { return std::log(beta / (1 - alpha)); }
double SprtParams::upper_bound() const { return std::log((1 - beta) / alpha); }

namespace {

// The distribution q closest to the observed frequencies p (maximum likelihood) whose
// mean score is s: q_i = p_i / (1 + theta (a_i - s)), theta solving sum q_i = 1.
void constrained_mle(const double* p, const double* a, int n, double s, double* q) {
    double amin = a[0], amax = a[0];
    for (int i = 1; i < n; ++i) amin = std::fmin(amin, a[i]), amax = std::fmax(amax, a[i]);
    // theta must keep every denominator positive.
    double lo = -1.0 / (amax - s), hi = 1.0 / (s - amin);
    const double eps = 1e-12;
    lo += eps * std::fabs(lo);
    hi -= eps * std::fabs(hi);
    // g(theta) = sum p_i (a_i - s) / (1 + theta (a_i - s)) is decreasing in theta.
    for (int iter = 0; iter < 200; ++iter) {
        const double mid = (lo + hi) / 2;
        double g = 0;
        for (int i = 0; i < n; ++i) g += p[i] * (a[i] - s) / (1 + mid * (a[i] - s));
        if (g > 0) lo = mid;
        else hi = mid;
    }
    const double theta = (lo + hi) / 2;
    for (int i = 0; i < n; ++i) q[i] = p[i] / (1 + theta * (a[i] - s));
}

} // namespace

double llr(const double* counts, int n, double elo0, double elo1) {
    double total = 0;
    for (int i = 0; i < n; ++i) total += counts[i];
    if (total == 0) return 0;
    // Outcomes nobody has seen yet get a tiny weight, so that the MLE stays inside
    // the simplex (fishtest regularises the same way).
    double p[5], a[5], q0[5], q1[5];
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        p[i] = counts[i] > 0 ? counts[i] : 1e-3;
        sum += p[i];
        a[i] = double(i) / (n - 1);
    }
    for (int i = 0; i < n; ++i) p[i] /= sum;
    constrained_mle(p, a, n, score_from_elo(elo0), q0);
    constrained_mle(p, a, n, score_from_elo(elo1), q1);
    double r = 0;
    for (int i = 0; i < n; ++i) r += p[i] * std::log(q1[i] / q0[i]);
    return total * r;
}

double llr_trinomial(const Score& s, const SprtParams& p) {
    const double counts[3] = {double(s.losses), double(s.draws), double(s.wins)};
    return llr(counts, 3, p.elo0, p.elo1);
}

double llr_pentanomial(const std::array<int, 5>& pairs, const SprtParams& p) {
    double counts[5];
    for (int i = 0; i < 5; ++i) counts[i] = pairs[i];
    return llr(counts, 5, p.elo0, p.elo1);
}

SprtDecision sprt_decide(double llr_value, const SprtParams& p) {
    if (llr_value >= p.upper_bound()) return SprtDecision::AcceptH1;
    if (llr_value <= p.lower_bound()) return SprtDecision::AcceptH0;
    return SprtDecision::Continue;
}

} // namespace parachute::match
