// Match statistics: score, logistic Elo with a 95% interval, likelihood of superiority,
// and the generalised SPRT (the log-likelihood ratio of fishtest's GSPRT) on game
// results (trinomial) or on results of game pairs (pentanomial).
#pragma once

#include <array>
#include <string>

namespace parachute::match {

struct Score {
    int wins = 0, losses = 0, draws = 0;
    int games() const { return wins + losses + draws; }
    double ratio() const; // points per game, 0.5 with no games
};

// The two-sided 95% quantile of the normal distribution.
constexpr double Z95 = 1.959963984540054;

// Logistic Elo difference for a score ratio in (0, 1).
double elo_from_score(double s);
double score_from_elo(double elo);

struct EloEstimate {
    double elo = 0;
    double error = 0;   // half width of the 95% interval; infinite when undetermined
    double los = 0.5;   // likelihood of superiority, 0..1
    double draw_ratio = 0;
};
EloEstimate estimate(const Score& s);

struct SprtParams {
    bool enabled = false;
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
    double lower_bound() const; // log(beta / (1 - alpha))
    double upper_bound() const; // log((1 - beta) / alpha)
};

// The GSPRT log-likelihood ratio of H1 (Elo = elo1) against H0 (Elo = elo0), from the
// counts of outcomes whose scores are spread evenly over [0, 1]: 3 outcomes
// (loss, draw, win) or 5 (pair scores 0, 0.5, 1, 1.5, 2 over 2).
double llr(const double* counts, int n, double elo0, double elo1);
double llr_trinomial(const Score& s, const SprtParams& p);
double llr_pentanomial(const std::array<int, 5>& pairs, const SprtParams& p);

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };
SprtDecision sprt_decide(double llr_value, const SprtParams& p);

} // namespace parachute::match
