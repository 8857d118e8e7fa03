// The two hot loops of inference, in a scalar version that always exists and SIMD
// versions compiled when the build's target has them (ARCH). All versions compute the
// same integers: int16 accumulator arithmetic wraps the same way, and the int32 output
// sums cannot overflow (Network::validate), so their order does not matter. `simd`
// names the widest version of this build; the tests run every compiled one against
// `scalar`.
#pragma once

#include <cstdint>

#include "network.h"

namespace parachute::nn {

#define PARACHUTE_NN_KERNELS                                                                                     \
    /* dst = src + sum of add rows - sum of sub rows, over `hidden` int16 lanes (dst may be src) */              \
    void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int add_count,                      \
                const int16_t* const* sub, int sub_count, int hidden);                                          \
    /* sum over both halves of activation(acc) * weight, int32; weights: stm half then the other */             \
    int32_t forward(const int16_t* stm, const int16_t* other, const int16_t* weights, int hidden, int qa,       \
                    Activation activation);

namespace scalar {
PARACHUTE_NN_KERNELS
}
#if defined(__AVX2__)
#define PARACHUTE_NN_AVX2 1
namespace avx2 {
PARACHUTE_NN_KERNELS
}
#endif
#if defined(__AVX512F__) && defined(__AVX512BW__)
#define PARACHUTE_NN_AVX512 1
namespace avx512 {
PARACHUTE_NN_KERNELS
}
#endif

#undef PARACHUTE_NN_KERNELS

#if defined(PARACHUTE_NN_AVX512)
namespace simd = avx512;
constexpr const char* SIMD_NAME = "avx512";
#elif defined(PARACHUTE_NN_AVX2)
namespace simd = avx2;
constexpr const char* SIMD_NAME = "avx2";
#else
namespace simd = scalar;
constexpr const char* SIMD_NAME = "scalar";
#endif

// Lanes processed per tile by the SIMD updates; every supported hidden size is a multiple.
constexpr int TILE = 128;

} // namespace parachute::nn
