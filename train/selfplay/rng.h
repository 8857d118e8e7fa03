// The random numbers of self-play: small, fast, and the same on every machine, so that a
// run is reproducible from its seed (std::uniform_int_distribution is not portable).
#pragma once

#include <cstdint>

namespace parachute::selfplay {

constexpr uint64_t mix64(uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

class Rng {
public:
    explicit Rng(uint64_t seed) : state(seed) {}
    uint64_t next() { return mix64(state++); }
    // Uniform in [0, n) (n > 0); the modulo bias is far below what matters here.
    uint64_t below(uint64_t n) { return next() % n; }

private:
    uint64_t state;
};

} // namespace parachute::selfplay
