// One pass of the float net over some records: forward, the loss, and (when a gradient
// buffer is given) backward. The first layer is sparse both ways: the forward sums only
// the rows of the active features, and the backward adds only into those rows.
#pragma once

#include <cstdint>

#include "model.h"
#include "sample.h"

namespace parachute::fit {

struct PassInput {
    const data::Record* records;
    const uint32_t* order; // the indices of the records to use, in records
    size_t count;
};

// Returns the sum of squared errors over the records. With grad != nullptr, adds
// grad_scale * d(squared error)/d(parameter) for each record into grad (the model's
// layout and size).
double run_pass(const Model& m, const TargetMix& mix, const PassInput& in, float grad_scale, float* grad);

} // namespace parachute::fit
