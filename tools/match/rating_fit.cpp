#include "rating_fit.h"

#include <algorithm>
#include <cmath>
#include <deque>

#include "stats.h"

namespace parachute::match {

namespace {

constexpr double K = 0.0057564627324851142; // ln(10) / 400: Elo to the logistic's natural scale
constexpr int MAX_ITERATIONS = 200;
constexpr double MAX_STEP = 400;   // Newton steps are clipped so that a poor start cannot overshoot
constexpr double DIVERGED = 5000;  // no player is 5000 Elo from the anchor on real games

// The players that no chain of games links to `from`.
std::vector<int> unreachable(const GameTable& t, int from) {
    const int n = int(t.names.size());
    std::vector<bool> seen(n, false);
    std::deque<int> queue{from};
    seen[from] = true;
    while (!queue.empty()) {
        const int i = queue.front();
        queue.pop_front();
        for (int j = 0; j < n; ++j)
            if (!seen[j] && t.games[i][j] > 0) {
                seen[j] = true;
                queue.push_back(j);
            }
    }
    std::vector<int> out;
    for (int i = 0; i < n; ++i)
        if (!seen[i]) out.push_back(i);
    return out;
}

using Matrix = std::vector<std::vector<double>>;

// The inverse of a symmetric positive definite matrix by Cholesky factorisation, or
// false when it is not positive definite. The matrices here are a few dozen players
// wide, where a hand-written loop is as good as a linear-algebra library.
bool invert_spd(const Matrix& a, Matrix& inverse) {
    const int n = int(a.size());
    Matrix l(n, std::vector<double>(n, 0.0));
    for (int j = 0; j < n; ++j) {
        double d = a[j][j];
        for (int k = 0; k < j; ++k) d -= l[j][k] * l[j][k];
        if (!(d > 0)) return false;
        l[j][j] = std::sqrt(d);
        for (int i = j + 1; i < n; ++i) {
            double s = a[i][j];
            for (int k = 0; k < j; ++k) s -= l[i][k] * l[j][k];
            l[i][j] = s / l[j][j];
        }
    }
    inverse.assign(n, std::vector<double>(n, 0.0));
    for (int c = 0; c < n; ++c) {
        std::vector<double> y(n, 0.0);
        for (int i = 0; i < n; ++i) {
            double s = i == c ? 1 : 0;
            for (int k = 0; k < i; ++k) s -= l[i][k] * y[k];
            y[i] = s / l[i][i];
        }
        for (int i = n - 1; i >= 0; --i) {
            double s = y[i];
            for (int k = i + 1; k < n; ++k) s -= l[k][i] * inverse[k][c];
            inverse[i][c] = s / l[i][i];
        }
    }
    return true;
}

} // namespace

int GameTable::index(const std::string& name) {
    const auto it = std::find(names.begin(), names.end(), name);
    if (it != names.end()) return int(it - names.begin());
    names.push_back(name);
    for (auto& row : points) row.push_back(0);
    for (auto& row : games) row.push_back(0);
    for (auto& row : draws) row.push_back(0);
    points.emplace_back(names.size(), 0.0);
    games.emplace_back(names.size(), 0);
    draws.emplace_back(names.size(), 0);
    return int(names.size()) - 1;
}

void GameTable::add(int white, int black, double white_points) {
    points[white][black] += white_points;
    points[black][white] += 1 - white_points;
    ++games[white][black];
    ++games[black][white];
    if (white_points == 0.5) {
        ++draws[white][black];
        ++draws[black][white];
    }
}

double RatingFit::error(int i) const { return Z95 * std::sqrt(std::max(0.0, covariance[i][i])); }

double RatingFit::difference_error(int i, int j) const {
    const double v = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j];
    return Z95 * std::sqrt(std::max(0.0, v));
}

std::string fit_ratings(const GameTable& table, const FitSettings& settings, RatingFit& out) {
    const int n = int(table.names.size());
    if (n < 2) return "ratings need games between at least two players";
    if (settings.prior_draws < 0) return "the prior must be 0 or more virtual draws";
    int anchor = 0;
    if (!settings.anchor.empty()) {
        const auto it = std::find(table.names.begin(), table.names.end(), settings.anchor);
        if (it == table.names.end()) return "the anchor '" + settings.anchor + "' played none of the games";
        anchor = int(it - table.names.begin());
    }
    if (const std::vector<int> cut = unreachable(table, anchor); !cut.empty()) {
        std::string list;
        for (int i : cut) list += (list.empty() ? "" : ", ") + table.names[i];
        return "no games link " + list + " to the anchor " + table.names[anchor]
             + ", so they cannot be placed on its scale";
    }

    // Pair totals with the prior's virtual draws.
    std::vector<std::vector<double>> w(n, std::vector<double>(n, 0)), g = w;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (table.games[i][j] > 0) {
                g[i][j] = table.games[i][j] + settings.prior_draws;
                w[i][j] = table.points[i][j] + settings.prior_draws / 2;
            }

    // Newton's method on the log-likelihood over every rating but the anchor's.
    std::vector<int> free, slot(n, -1);
    for (int i = 0; i < n; ++i)
        if (i != anchor) {
            slot[i] = int(free.size());
            free.push_back(i);
        }
    const int m = int(free.size());
    std::vector<double> r(n, 0.0);
    Matrix info, cov;
    std::vector<double> grad;
    auto evaluate = [&] {
        info.assign(m, std::vector<double>(m, 0.0));
        grad.assign(m, 0.0);
        for (int a = 0; a < m; ++a) {
            const int i = free[a];
            for (int j = 0; j < n; ++j) {
                if (j == i || g[i][j] == 0) continue;
                const double p = score_from_elo(r[i] - r[j]);
                const double curvature = K * K * g[i][j] * p * (1 - p);
                grad[a] += K * (w[i][j] - g[i][j] * p);
                info[a][a] += curvature;
                if (j != anchor) info[a][slot[j]] -= curvature;
            }
        }
    };
    out = RatingFit{};
    for (out.iterations = 1; out.iterations <= MAX_ITERATIONS; ++out.iterations) {
        evaluate();
        if (!invert_spd(info, cov)) return "the games do not determine the ratings";
        std::vector<double> step(m, 0.0);
        double largest = 0;
        for (int a = 0; a < m; ++a) {
            for (int b = 0; b < m; ++b) step[a] += cov[a][b] * grad[b];
            largest = std::max(largest, std::abs(step[a]));
        }
        const double scale = largest > MAX_STEP ? MAX_STEP / largest : 1;
        for (int a = 0; a < m; ++a) r[free[a]] += scale * step[a];
        for (int i = 0; i < n; ++i)
            if (!std::isfinite(r[i]) || std::abs(r[i]) > DIVERGED)
                return table.names[i] + "'s rating does not converge (a perfect or a zero score with no prior?)";
        if (largest < 1e-7) break;
    }
    if (out.iterations > MAX_ITERATIONS) return "the ratings did not converge in " + std::to_string(MAX_ITERATIONS) + " steps";

    evaluate();
    if (!invert_spd(info, cov)) return "the games do not determine the ratings";
    // A game scored p on average with draw rate q has variance p(1 - p) - q/4, less than
    // the decisive game's p(1 - p) that the model's information assumes. The draws
    // (the prior's virtual ones too, as the information counts them) set the factor;
    // the scores' own scatter would mostly add noise on lopsided pairs.
    double draws = 0, binomial = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            if (g[i][j] == 0) continue;
            const double p = score_from_elo(r[i] - r[j]);
            draws += table.draws[i][j] + settings.prior_draws;
            binomial += g[i][j] * p * (1 - p);
        }
    out.dispersion = binomial > 0 ? std::max(0.0, 1 - draws / 4 / binomial) : 1;
    out.covariance.assign(n, std::vector<double>(n, 0.0));
    for (int a = 0; a < m; ++a)
        for (int b = 0; b < m; ++b) out.covariance[free[a]][free[b]] = out.dispersion * cov[a][b];
    out.elo.resize(n);
    for (int i = 0; i < n; ++i) out.elo[i] = r[i] + settings.anchor_elo;
    return "";
}

} // namespace parachute::match
