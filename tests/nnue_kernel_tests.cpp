#include <boost/test/unit_test.hpp>

#include <random>
#include <vector>

#include "../nn/kernels.h"

using namespace parachute;

namespace {

using UpdateFn = void (*)(int16_t*, const int16_t*, const int16_t* const*, int, const int16_t* const*, int, int);
using ForwardFn = int32_t (*)(const int16_t*, const int16_t*, const int16_t*, int, int, nn::Activation);

struct Path {
    const char* name;
    UpdateFn update;
    ForwardFn forward;
};

// Every SIMD path this build has; each is compared with the scalar one.
std::vector<Path> simd_paths() {
    std::vector<Path> paths;
#if defined(PARACHUTE_NN_AVX2)
    paths.push_back({"avx2", nn::avx2::update, nn::avx2::forward});
#endif
#if defined(PARACHUTE_NN_AVX512)
    paths.push_back({"avx512", nn::avx512::update, nn::avx512::forward});
#endif
    paths.push_back({"simd", nn::simd::update, nn::simd::forward});
    return paths;
}

nn::AlignedArray<int16_t> random_array(size_t n, int lo, int hi, std::mt19937& rng) {
    nn::AlignedArray<int16_t> a;
    a.resize(n);
    for (size_t i = 0; i < n; ++i) a[i] = int16_t(lo + int(rng() % uint32_t(hi - lo + 1)));
    return a;
}

} // namespace

BOOST_AUTO_TEST_SUITE(nnue_kernels)

BOOST_AUTO_TEST_CASE(updates_are_bit_identical) {
    std::mt19937 rng(7);
    for (const Path& path : simd_paths())
        for (int hidden : nn::SUPPORTED_HIDDEN)
            for (int round = 0; round < 20; ++round) {
                // Full int16 range, so that the wrapping of overflowing lanes is compared too.
                nn::AlignedArray<int16_t> src = random_array(size_t(hidden), -32768, 32767, rng);
                nn::AlignedArray<int16_t> rows = random_array(size_t(hidden) * 40, -32768, 32767, rng);
                const int adds = int(rng() % 33), subs = int(rng() % 5);
                const int16_t* add[32];
                const int16_t* sub[32];
                for (int i = 0; i < adds; ++i) add[i] = rows.get() + size_t(rng() % 40) * hidden;
                for (int i = 0; i < subs; ++i) sub[i] = rows.get() + size_t(rng() % 40) * hidden;
                nn::AlignedArray<int16_t> a, b;
                a.resize(size_t(hidden));
                b.resize(size_t(hidden));
                nn::scalar::update(a.get(), src.get(), add, adds, sub, subs, hidden);
                path.update(b.get(), src.get(), add, adds, sub, subs, hidden);
                for (int i = 0; i < hidden; ++i)
                    BOOST_REQUIRE_MESSAGE(a[size_t(i)] == b[size_t(i)], path.name << " lane " << i << " hidden " << hidden);
                // In place, as the accumulator updates run.
                path.update(src.get(), src.get(), add, adds, sub, subs, hidden);
                for (int i = 0; i < hidden; ++i) BOOST_REQUIRE(a[size_t(i)] == src[size_t(i)]);
            }
}

BOOST_AUTO_TEST_CASE(outputs_are_bit_identical) {
    std::mt19937 rng(8);
    for (const Path& path : simd_paths())
        for (int hidden : nn::SUPPORTED_HIDDEN)
            for (nn::Activation act : {nn::Activation::CReLU, nn::Activation::SCReLU})
                for (int round = 0; round < 20; ++round) {
                    const int qa = round % 2 ? 255 : 127;
                    // Weights within what Network::validate allows for the activation.
                    const int w = act == nn::Activation::SCReLU ? std::min(32767 / qa, 2147483647 / (qa * qa * 2 * hidden)) : 127;
                    nn::AlignedArray<int16_t> stm = random_array(size_t(hidden), -400, 400, rng);
                    nn::AlignedArray<int16_t> other = random_array(size_t(hidden), -400, 400, rng);
                    nn::AlignedArray<int16_t> weights = random_array(size_t(hidden) * 2, -w, w, rng);
                    const int32_t expected = nn::scalar::forward(stm.get(), other.get(), weights.get(), hidden, qa, act);
                    BOOST_REQUIRE_EQUAL(expected, path.forward(stm.get(), other.get(), weights.get(), hidden, qa, act));
                }
}

BOOST_AUTO_TEST_CASE(scalar_forward_known_value) {
    // Two lanes per half; clamps at 0 and qa; SCReLU squares.
    nn::AlignedArray<int16_t> stm, other, w;
    stm.resize(128), other.resize(128), w.resize(256);
    stm[0] = 300, stm[1] = 10, other[0] = -5, other[1] = 20;
    w[0] = 2, w[1] = -3, w[128] = 7, w[129] = 1;
    BOOST_CHECK_EQUAL(nn::scalar::forward(stm.get(), other.get(), w.get(), 128, 255, nn::Activation::CReLU),
                      255 * 2 - 10 * 3 + 0 + 20 * 1);
    BOOST_CHECK_EQUAL(nn::scalar::forward(stm.get(), other.get(), w.get(), 128, 255, nn::Activation::SCReLU),
                      255 * 255 * 2 - 100 * 3 + 0 + 400);
}

BOOST_AUTO_TEST_SUITE_END()
