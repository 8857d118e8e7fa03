// Random numbers that are the same on every machine and in every build, so that Zobrist
// keys and self-play runs are reproducible from their seeds (std::uniform_int_distribution
// is not portable). splitmix64: small, fast and good enough for both.
#pragma once

#include <cstdint>
#include <utility>

namespace parachute {

// splitmix64's increment: 2^64 divided by the golden ratio, odd.
constexpr uint64_t GOLDEN_GAMMA = 0x9E3779B97F4A7C15ULL;

// splitmix64's step and output function; also a good 64-bit hash of x.
constexpr uint64_t mix64(uint64_t x) {
    x += GOLDEN_GAMMA;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// Draws mix64(seed), mix64(seed + 1), ...: a counter, not splitmix64's own stream of
// steps of GOLDEN_GAMMA, because self-play gives each game the stream seed + (game << 32).
class Rng {
public:
    explicit Rng(uint64_t seed) : state(seed) {}
    uint64_t next() { return mix64(state++); }
    // Uniform in [0, n) (n > 0); the modulo bias is far below what matters here.
    uint64_t below(uint64_t n) { return next() % n; }

private:
    uint64_t state;
};

// Fisher-Yates with Rng: std::shuffle's order differs between standard libraries, and a
// seed must give the same order with every toolchain.
template <class RandomIt> void shuffle(RandomIt first, RandomIt last, Rng& rng) {
    for (auto n = last - first; n > 1; --n) std::swap(first[n - 1], first[rng.below(uint64_t(n))]);
}

} // namespace parachute
