#include "network.h"

#include <cstdlib>

namespace parachute::nn {

bool hidden_supported(int h) {
    for (int s : SUPPORTED_HIDDEN)
        if (s == h) return true;
    return false;
}

void Network::allocate() {
    ft_bias.resize(size_t(hidden));
    ft_weights.resize(size_t(inputs) * size_t(hidden));
    out_weights.resize(size_t(output_buckets) * 2 * size_t(hidden));
    out_bias.assign(size_t(output_buckets), 0);
}

std::string Network::shape_error() const {
    if (!features) return "unknown feature set";
    if (inputs != features->inputs())
        return "feature set " + std::string(features->name) + " has " + std::to_string(features->inputs()) +
               " inputs, the net " + std::to_string(inputs);
    if (!hidden_supported(hidden)) return "unsupported hidden size " + std::to_string(hidden);
    if (output_buckets < 1 || output_buckets > MAX_OUTPUT_BUCKETS)
        return "unsupported number of output buckets " + std::to_string(output_buckets);
    if (activation != Activation::CReLU && activation != Activation::SCReLU) return "unknown activation";
    if (output_weight_bytes != 1 && output_weight_bytes != 2) return "output weights must be 1 or 2 bytes";
    if (qa < 1 || qa > 255 || qb < 1 || qb > 32767 || scale < 1 || scale > 100000) return "quantization scales out of range";
    return "";
}

std::string Network::validate() const {
    if (std::string e = shape_error(); !e.empty()) return e;
    if (ft_bias.size != size_t(hidden) || ft_weights.size != size_t(inputs) * hidden ||
        out_weights.size != size_t(output_buckets) * 2 * hidden || out_bias.size() != size_t(output_buckets))
        return "weights not allocated for the net's shape";
    // SCReLU multiplies clamp(acc) by the weight in int16 before the second factor.
    const int64_t limit_w = activation == Activation::SCReLU ? 32767 / qa : 32767;
    const int64_t per_unit = activation == Activation::SCReLU ? int64_t(qa) * qa : qa;
    for (int b = 0; b < output_buckets; ++b) {
        int64_t sum = 0;
        for (int i = 0; i < 2 * hidden; ++i) {
            const int v = out_weights[size_t(b) * 2 * hidden + i];
            const int64_t w = std::abs(v);
            if (w > limit_w) return "output weight " + std::to_string(v) + " too large for the activation";
            if (output_weight_bytes == 1 && (v < -128 || v > 127)) return "output weight does not fit the file's int8";
            sum += w;
        }
        // Worst case of the int32 sums in every code path.
        if (sum * per_unit > INT32_MAX)
            return "output weights of bucket " + std::to_string(b) + " could overflow the int32 sum";
    }
    return "";
}

int Network::to_centipawns(int64_t raw_sum, int bucket) const {
    // SCReLU sums are in qa*qa*qb units: bring them to qa*qb first.
    const int64_t out = (activation == Activation::SCReLU ? raw_sum / qa : raw_sum) + out_bias[bucket];
    return int(out * scale / (int64_t(qa) * qb));
}

} // namespace parachute::nn
