// How the players spent their clocks, from the TimeControl tag and the move times in
// the comments (book moves take no time and earn no increment, as on the runner's clocks).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "match_game.h"

namespace parachute::losses {

// The time on c's clock after its moves among plies 1..ply. False when the tag names
// no clock for c.
bool clock_left(const MatchGame& g, Color c, int ply, int64_t& ms);

// The share of its clock that c used in the game: the sum of its move times over
// base x sessions begun + increment x its timed moves. False without a clock or a timed move.
bool clock_share(const MatchGame& g, Color c, double& share);

struct PlayerClock {
    std::string player;
    std::vector<double> shares; // one per game of at least min_moves full moves with a clock
    int time_losses = 0;        // in all games read
};

// One entry per player, in the order the players first appear.
std::vector<PlayerClock> clock_usage(const std::vector<MatchGame>& games, int min_moves);

struct ShareStats {
    int games = 0;
    double median = 0, mean = 0, min = 0; // 0 when there is no game
};
ShareStats share_stats(std::vector<double> shares);

} // namespace parachute::losses
