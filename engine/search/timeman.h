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

// fullmove: the game's move number, which shortens the horizon of a sudden-death plan.
TimeBudget allocate_time(const Limits& limits, Color us, int64_t move_overhead_ms, int fullmove);

} // namespace parachute
