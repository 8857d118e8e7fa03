// A training record as the float net reads it: the active features of both
// perspectives (side to move first), the output bucket, and the target.
#pragma once

#include "../../nn/features.h"
#include "../data/record.h"

namespace parachute::fit {

struct Sample {
    int features[2][nn::MAX_ACTIVE]; // [0] side to move's perspective, [1] the other's
    int count[2];
    int bucket;
    float target; // expected score for the side to move, 0..1
};

// How the target mixes the search and the game:
//   lambda * sigmoid(score / scale) + (1 - lambda) * result
// with the result (1 win, 0.5 draw, 0 loss) seen by the side to move.
struct TargetMix {
    float lambda = 0.75f;
    int scale = 400;
};

// Fills s from a decoded record of the feature set's variant.
void make_sample(const nn::FeatureSet& fs, int buckets, const TargetMix& mix, const data::Decoded& d, Sample& s);

} // namespace parachute::fit
