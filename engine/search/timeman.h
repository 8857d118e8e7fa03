// How long to think: an optimum (stop after an iteration once it is spent) and a maximum
// (stop in the middle of an iteration), from the clocks, increments and moves to go.
#pragma once

#include <cstdint>

#include "search.h"

namespace parachute {

struct TimeBudget {
    int64_t optimum_ms = 0; // 0: no time limit
    int64_t maximum_ms = 0;
};

// How many moves a sudden-death plan counts on: `at_start` at move 1, three fewer every
// ten moves, never fewer than `floor`.
struct PlanHorizon {
    int at_start;
    int floor;
};

// fullmove: the game's move number, which shortens the horizon of a sudden-death plan.
TimeBudget allocate_time(const Limits& limits, Color us, int64_t move_overhead_ms, int fullmove, PlanHorizon horizon);

// How much of the optimum to use before stopping after an iteration, 0.45 to 2.6. A best
// move that keeps changing (best_move_changes: recent changes, older ones halved each
// iteration), or a score below the last iteration's and the running average, asks for
// more; a best move that has taken almost all of the nodes (best_share) and stayed best
// asks for less. A mate score is not "falling".
double stop_factor(double best_move_changes, Value score, Value last_score, Value average_score, double best_share);

} // namespace parachute
