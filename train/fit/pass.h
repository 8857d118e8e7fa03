// One pass of the float net over some records: forward, the loss, and (when a gradient
// buffer is given) backward. The first layer is sparse both ways: the forward sums only
// the rows of the active features, and the backward adds only into those rows.
//
// The factor rows (model.h) are folded into the feature rows once per batch rather than
// added per feature per position: the pass reads the folded rows (what the engine's net
// will hold), and afterwards each factor row's gradient is the sum of the gradients of
// the rows it was folded into. Same arithmetic, half the row traffic.
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

// Adds to each factor row of grad the sum of the gradients of the rows it is folded
// into. Call once per buffer, after all the passes that filled it.
void fold_factor_gradient(const Shape& shape, float* grad);

// The pass with rows from fold_rows(m). Returns the sum of squared errors over the
// records; with grad != nullptr, adds grad_scale * d(squared error)/d(parameter) of each
// record into grad (the model's layout and size) for every parameter but the factor
// rows (fold_factor_gradient completes them).
double run_pass(const Model& m, const float* rows, const TargetMix& mix, const PassInput& in, float grad_scale, float* grad);

// The same, folding by itself: the complete gradient, factor rows included, is added
// into grad. For checks and small jobs (it allocates a model-sized buffer).
double run_pass(const Model& m, const TargetMix& mix, const PassInput& in, float grad_scale, float* grad);

} // namespace parachute::fit
