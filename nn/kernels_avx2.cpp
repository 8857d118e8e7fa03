// AVX2 kernels: 16 int16 lanes per register, a tile of 128 lanes kept in 8 registers
// while every added and removed row is applied, so each accumulator lane is loaded and
// stored once per update.
#include "kernels.h"

#if defined(PARACHUTE_NN_AVX2)
#include <immintrin.h>

namespace parachute::nn::avx2 {

namespace {
constexpr int LANES = 16;
constexpr int REGS = TILE / LANES;
} // namespace

void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int add_count, const int16_t* const* sub,
            int sub_count, int hidden) {
    for (int t = 0; t < hidden; t += TILE) {
        __m256i r[REGS];
        for (int k = 0; k < REGS; ++k) r[k] = _mm256_load_si256(reinterpret_cast<const __m256i*>(src + t) + k);
        for (int a = 0; a < add_count; ++a)
            for (int k = 0; k < REGS; ++k)
                r[k] = _mm256_add_epi16(r[k], _mm256_load_si256(reinterpret_cast<const __m256i*>(add[a] + t) + k));
        for (int s = 0; s < sub_count; ++s)
            for (int k = 0; k < REGS; ++k)
                r[k] = _mm256_sub_epi16(r[k], _mm256_load_si256(reinterpret_cast<const __m256i*>(sub[s] + t) + k));
        for (int k = 0; k < REGS; ++k) _mm256_store_si256(reinterpret_cast<__m256i*>(dst + t) + k, r[k]);
    }
}

int32_t forward(const int16_t* stm, const int16_t* other, const int16_t* weights, int hidden, int qa,
                Activation activation) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i top = _mm256_set1_epi16(int16_t(qa));
    __m256i sum = _mm256_setzero_si256();
    const int16_t* halves[2] = {stm, other};
    for (int h = 0; h < 2; ++h)
        for (int i = 0; i < hidden; i += LANES) {
            const __m256i x = _mm256_load_si256(reinterpret_cast<const __m256i*>(halves[h] + i));
            const __m256i w = _mm256_load_si256(reinterpret_cast<const __m256i*>(weights + h * hidden + i));
            const __m256i v = _mm256_min_epi16(_mm256_max_epi16(x, zero), top);
            const __m256i p = activation == Activation::SCReLU ? _mm256_madd_epi16(_mm256_mullo_epi16(v, w), v)
                                                               : _mm256_madd_epi16(v, w);
            sum = _mm256_add_epi32(sum, p);
        }
    const __m128i s = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    const __m128i s2 = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
    const __m128i s3 = _mm_add_epi32(s2, _mm_shuffle_epi32(s2, 0xB1));
    return _mm_cvtsi128_si32(s3);
}

} // namespace parachute::nn::avx2
#endif
