// A quantized net in memory: (inputs -> H) feature transformer shared by both
// perspectives, then [stm, other] (2H) -> one output per output bucket.
//
// Quantization (what the trainer must produce; the net file carries the scales):
//   accumulator = ft_bias + sum of ft_weights rows      int16, 1.0 == qa
//   activation  = clamp(acc, 0, qa)  (CReLU)  or  its square / qa (SCReLU)
//   output      = sum(activation * out_weight) + out_bias   int32, 1.0 == qa * qb
//   centipawns  = output * scale / (qa * qb)
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "features.h"

namespace parachute::nn {

enum class Activation : uint32_t { CReLU = 0, SCReLU = 1 };

// How a net was made, as its file says (nn/net_file.h). The values are the file's; 0 is
// none of them, so that a header whose field was never written is not taken for either.
enum class Origin : uint32_t {
    Trained = 1, // by parachute-train, from self-play
    Derived = 2, // computed from the classical evaluation (nn/gen/derived_net.cpp), a stand-in
};

// Hidden sizes the kernels handle (a multiple of the 128-lane tile); the trainer may
// grow a net to any of these with no engine change.
constexpr int SUPPORTED_HIDDEN[] = {128, 256, 384, 512, 768, 1024};
constexpr int MAX_HIDDEN = 1024;
constexpr int MAX_OUTPUT_BUCKETS = 16;
bool hidden_supported(int h);

// 64-byte aligned storage for the SIMD loads.
template <typename T>
struct AlignedArray {
    struct Free {
        void operator()(T* p) const { std::free(p); }
    };
    std::unique_ptr<T[], Free> data;
    size_t size = 0;

    void resize(size_t n) {
        const size_t bytes = (n * sizeof(T) + 63) / 64 * 64;
        data.reset(static_cast<T*>(std::aligned_alloc(64, bytes ? bytes : 64)));
        size = n;
        for (size_t i = 0; i < n; ++i) data[i] = T(0);
    }
    T* get() { return data.get(); }
    const T* get() const { return data.get(); }
    T& operator[](size_t i) { return data[i]; }
    const T& operator[](size_t i) const { return data[i]; }
};

struct Network {
    Variant variant = Variant::Normal;
    const FeatureSet* features = nullptr;
    int inputs = 0;
    int hidden = 0;
    int output_buckets = 1;
    Activation activation = Activation::CReLU;
    int output_weight_bytes = 2; // as stored in the file: 1 (int8) or 2 (int16)
    int qa = 255, qb = 64, scale = 400;
    // Only the trainer's nets are played without being asked for (search_net in
    // engine/eval/evaluate.h), so a net is taken for a stand-in until its maker says otherwise.
    Origin origin = Origin::Derived;
    std::string provenance; // how the net was made, free text for people

    AlignedArray<int16_t> ft_bias;     // [hidden]
    AlignedArray<int16_t> ft_weights;  // [inputs][hidden]
    AlignedArray<int16_t> out_weights; // [output_buckets][2 * hidden]: stm half, then the other
    std::vector<int32_t> out_bias;     // [output_buckets]

    // Allocates zeroed weights for the given shape (fields above set first).
    void allocate();
    const int16_t* row(int feature) const { return ft_weights.get() + size_t(feature) * hidden; }

    // Checks the header fields alone (before weights exist). Returns "" or what is wrong.
    std::string shape_error() const;
    // Checks shape and ranges: the bounds that keep every int32 sum exact and the
    // SCReLU products inside int16. Returns "" or what is wrong.
    std::string validate() const;

    // centipawns from the raw output sum of one bucket
    int to_centipawns(int64_t raw_sum, int bucket) const;
};

} // namespace parachute::nn
