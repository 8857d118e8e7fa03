// AVX-512 (BW) kernels: 32 int16 lanes per register, a tile of 128 lanes in 4 registers;
// the same arithmetic as the scalar and AVX2 versions.
#include "kernels.h"

#if defined(PARACHUTE_NN_AVX512)
#include <immintrin.h>

namespace parachute::nn::avx512 {

namespace {
constexpr int LANES = 32;
constexpr int REGS = TILE / LANES;
} // namespace

void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int add_count, const int16_t* const* sub,
            int sub_count, int hidden) {
    for (int t = 0; t < hidden; t += TILE) {
        __m512i r[REGS];
        for (int k = 0; k < REGS; ++k) r[k] = _mm512_load_si512(reinterpret_cast<const __m512i*>(src + t) + k);
        for (int a = 0; a < add_count; ++a)
            for (int k = 0; k < REGS; ++k)
                r[k] = _mm512_add_epi16(r[k], _mm512_load_si512(reinterpret_cast<const __m512i*>(add[a] + t) + k));
        for (int s = 0; s < sub_count; ++s)
            for (int k = 0; k < REGS; ++k)
                r[k] = _mm512_sub_epi16(r[k], _mm512_load_si512(reinterpret_cast<const __m512i*>(sub[s] + t) + k));
        for (int k = 0; k < REGS; ++k) _mm512_store_si512(reinterpret_cast<__m512i*>(dst + t) + k, r[k]);
    }
}

int32_t forward(const int16_t* stm, const int16_t* other, const int16_t* weights, int hidden, int qa,
                Activation activation) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i top = _mm512_set1_epi16(int16_t(qa));
    __m512i sum = _mm512_setzero_si512();
    const int16_t* halves[2] = {stm, other};
    for (int h = 0; h < 2; ++h)
        for (int i = 0; i < hidden; i += LANES) {
            const __m512i x = _mm512_load_si512(reinterpret_cast<const __m512i*>(halves[h] + i));
            const __m512i w = _mm512_load_si512(reinterpret_cast<const __m512i*>(weights + h * hidden + i));
            const __m512i v = _mm512_min_epi16(_mm512_max_epi16(x, zero), top);
            const __m512i p = activation == Activation::SCReLU ? _mm512_madd_epi16(_mm512_mullo_epi16(v, w), v)
                                                               : _mm512_madd_epi16(v, w);
            sum = _mm512_add_epi32(sum, p);
        }
    // Not _mm512_reduce_add_epi32: GCC 12's version warns about an uninitialized operand.
    alignas(64) int32_t lanes[16];
    _mm512_store_si512(reinterpret_cast<__m512i*>(lanes), sum);
    int32_t total = 0;
    for (int32_t x : lanes) total += x;
    return total;
}

} // namespace parachute::nn::avx512
#endif
