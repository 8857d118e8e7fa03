// A single-elimination tournament as cutechess-cli plays it: the engines (the first
// -seeds N in their order, the others drawn with the match's seed) fill a bracket of the
// next power of two, byes going to the top seeds; each pair plays -games games, and
// more while the result is not decisive (an even -games needs a two-point lead, or
// one point after an even number of games); the leader goes on to the next stage.
#pragma once

#include <string>
#include <vector>

#include "schedule.h"

namespace parachute::match {

class KnockoutSchedule : public Schedule {
public:
    KnockoutSchedule(const MatchConfig& cfg, OpeningBook& book);
    Next next(Job& job) override;
    void finished(const Job& job, GameResult r) override;
    int planned() const override;
    std::string report(const std::vector<std::string>& names) const override;

private:
    struct Pair {
        int first = 0, second = -1; // second -1: a bye
        int points[2] = {0, 0};     // half points, so that draws stay whole
        int started = 0, running = 0;
        bool bye() const { return second < 0; }
        int leader() const { return points[1] > points[0] ? second : first; }
    };
    bool needs_games(const Pair& p) const;

    const MatchConfig& cfg;
    OpeningPicker openings;
    std::vector<std::vector<Pair>> stages;
    int numbered = 0;
};

// The bracket positions of seeds 1..size (size a power of two), top to bottom, so that
// seeds 1 and 2 can only meet in the final: 1, 4, 2, 3 for four.
std::vector<int> bracket_order(int size);

} // namespace parachute::match
