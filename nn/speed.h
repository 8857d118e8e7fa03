// Measures inference speed for `parachute eval --speed`: full evaluations from scratch,
// and the search's pattern (make a move, update the accumulators, evaluate, unmake)
// against the same moves made without the net.
#pragma once

#include "network.h"

namespace parachute::nn {

struct SpeedReport {
    double scratch_evals_per_second = 0;
    double incremental_ns = 0;  // per move made: push + do_move + evaluate + undo + pop
    double moves_only_ns = 0;   // per move made: do_move + undo alone
    long long evaluations = 0;
};

SpeedReport measure_speed(const Network& net, const Position& start, double seconds);

} // namespace parachute::nn
