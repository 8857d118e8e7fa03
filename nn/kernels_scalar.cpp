// The reference version of the kernels: plain loops, the definition of the arithmetic
// that the SIMD versions must reproduce bit for bit.
#include "kernels.h"

namespace parachute::nn::scalar {

void update(int16_t* dst, const int16_t* src, const int16_t* const* add, int add_count, const int16_t* const* sub,
            int sub_count, int hidden) {
    for (int i = 0; i < hidden; ++i) {
        // uint16_t arithmetic wraps modulo 2^16, as the SIMD adds do.
        uint16_t v = uint16_t(src[i]);
        for (int a = 0; a < add_count; ++a) v = uint16_t(v + uint16_t(add[a][i]));
        for (int s = 0; s < sub_count; ++s) v = uint16_t(v - uint16_t(sub[s][i]));
        dst[i] = int16_t(v);
    }
}

int32_t forward(const int16_t* stm, const int16_t* other, const int16_t* weights, int hidden, int qa,
                Activation activation) {
    int32_t sum = 0;
    const int16_t* halves[2] = {stm, other};
    for (int h = 0; h < 2; ++h)
        for (int i = 0; i < hidden; ++i) {
            const int32_t x = halves[h][i];
            const int32_t v = x < 0 ? 0 : x > qa ? qa : x;
            const int32_t w = weights[h * hidden + i];
            // SCReLU: (v * w) fits int16 by validation, then one more factor v.
            sum += activation == Activation::SCReLU ? int32_t(int16_t(v * w)) * v : v * w;
        }
    return sum;
}

} // namespace parachute::nn::scalar
