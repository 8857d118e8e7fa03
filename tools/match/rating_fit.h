// Ratings of many players on one Elo scale from the games they played against each
// other: the maximum-likelihood fit of the logistic (Bradley-Terry) model, a draw
// counting as half a win, as Ordo does by default. A match's own Elo line compares two
// engines; a calibration (skill levels against anchor engines) needs every player
// placed on one scale with error bars, which only a joint fit gives.
#pragma once

#include <string>
#include <vector>

namespace parachute::match {

// The games, summed per pair of players: points[i][j] is what i scored against j
// (a win 1, a draw 0.5), games[i][j] and draws[i][j] how many games and draws they
// played (both symmetric).
struct GameTable {
    std::vector<std::string> names;
    std::vector<std::vector<double>> points;
    std::vector<std::vector<int>> games;
    std::vector<std::vector<int>> draws;

    int index(const std::string& name); // adds the player if new
    void add(int white, int black, double white_points);
};

struct FitSettings {
    std::string anchor;       // the player whose rating is fixed; "" is the first name
    double anchor_elo = 0;
    // Virtual draws added to every pair that met (BayesElo's prior): they keep a player
    // with a perfect or a zero score at a finite rating, and shift real scores little.
    double prior_draws = 1;
};

struct RatingFit {
    std::vector<double> elo;                     // per player, in names' order
    // Elo^2; the anchor's row and column are 0. The model's covariance, which takes
    // every game for decisive, scaled by the share of a game's variance that draws
    // leave (1 - draws / 4 over the sum of p(1 - p)): draws narrow the intervals, as
    // they do a two-engine match's.
    std::vector<std::vector<double>> covariance;
    double dispersion = 1;
    int iterations = 0;

    // Half width of the 95% interval of player i's rating, relative to the anchor.
    double error(int i) const;
    // Half width of the 95% interval of the difference elo[i] - elo[j].
    double difference_error(int i, int j) const;
};

// "" and the fit, or what prevents it (an unknown anchor, a player without games linking
// it to the anchor, ratings that do not converge).
std::string fit_ratings(const GameTable& table, const FitSettings& settings, RatingFit& out);

} // namespace parachute::match
