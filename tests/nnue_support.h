// Nets for the NNUE tests: random weights of a chosen shape, so that every feature's
// row differs and a wrong index or a missed update shows in the accumulators.
#pragma once

#include <random>

#include "../nn/network.h"

namespace parachute::test {

inline nn::Network random_net(Variant v, int hidden, nn::Activation act, int buckets, uint32_t seed) {
    std::mt19937 rng(seed);
    auto uniform = [&rng](int lo, int hi) { return lo + int(rng() % uint32_t(hi - lo + 1)); };
    nn::Network n;
    n.variant = v;
    n.features = &nn::feature_set(v);
    n.inputs = n.features->inputs();
    n.hidden = hidden;
    n.output_buckets = buckets;
    n.activation = act;
    n.output_weight_bytes = act == nn::Activation::SCReLU ? 1 : 2;
    n.qa = 255;
    n.qb = 64;
    n.scale = 400;
    n.provenance = "random test net, seed " + std::to_string(seed);
    n.allocate();
    for (size_t i = 0; i < n.ft_bias.size; ++i) n.ft_bias[i] = int16_t(uniform(-100, 200));
    for (size_t i = 0; i < n.ft_weights.size; ++i) n.ft_weights[i] = int16_t(uniform(-60, 60));
    // Small enough for the worst-case int32 sums (Network::validate).
    const int w = act == nn::Activation::SCReLU ? 31 : 127;
    for (size_t i = 0; i < n.out_weights.size; ++i) n.out_weights[i] = int16_t(uniform(-w, w));
    for (int32_t& b : n.out_bias) b = uniform(-5000, 5000);
    return n;
}

} // namespace parachute::test
