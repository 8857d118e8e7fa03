// The running totals of a match and the lines that report them: per-game progress,
// the final Elo/LOS/draw ratio, the SPRT state, and the machine-readable last line.
#pragma once

#include <array>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "../../engine/rules/gameend.h"
#include "stats.h"

namespace parachute::match {

class Scoreboard {
public:
    Scoreboard(std::vector<std::string> names, const SprtParams& sprt);

    // A finished game between engines a (white) and b (black); pair_id groups the two
    // games of one opening (-1 when it has no partner).
    void add(int white, int black, GameResult r, long pair_id);

    // Scores of engine 0 against all others (the match's subject).
    const Score& first_engine() const { return totals[0]; }
    double sprt_llr() const;
    SprtDecision sprt_decision() const;

    std::string progress_line(int played, int total) const;
    // The standings (more than two engines), the Elo difference and the SPRT state:
    // what -ratinginterval prints, and the summary's start.
    void write_ratings(std::ostream& out) const;
    // write_ratings (unless they were just printed) and the machine-readable "Elo: ..." line.
    void write_summary(std::ostream& out, bool with_ratings = true) const;

private:
    std::vector<std::string> names;
    SprtParams sprt;
    std::vector<Score> totals;  // each engine against the field
    // Pentanomial counts of engine 0's pairs, and half-finished pairs' first scores.
    std::array<int, 5> pairs{};
    std::map<long, int> open_pairs; // pair id -> engine 0's points x2 in the first game
    bool pentanomial_ok = true;
};

// "12.3 +/- 45.6" with "inf" for unbounded values.
std::string elo_text(double elo, double error);

} // namespace parachute::match
