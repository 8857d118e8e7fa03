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
    // 1: the search score alone. With data from a few ten thousand games the results
    // are mostly noise: on 1 M knightmate positions (18 000 games) a net trained with
    // 1.0 beat the classical evaluation at depth 6 by +58 +/- 88 Elo (60 games), one
    // trained with 0.75 lost by -64 +/- 88 on the same openings. With more games the
    // results teach something: on 8.2 M crazyhouse positions (222 000 games) 0.8 beat
    // 1.0 by +40 +/- 36 (355 games, crazyhouse net 5 in nets/README.md), and 0.6 lost
    // to 0.8 by -26 +/- 48 (198 games).
    float lambda = 1.0f;
    int scale = 400;
};

// Fills s from a decoded record of the feature set's variant.
void make_sample(const nn::FeatureSet& fs, int buckets, const TargetMix& mix, const data::Decoded& d, Sample& s);

} // namespace parachute::fit
