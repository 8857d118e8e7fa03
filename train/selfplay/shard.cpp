#include "shard.h"

#include "../../engine/util/numbers.h"
#include "../data/shard_set.h"

namespace parachute::selfplay {

namespace {

// The inverse of an odd number modulo 2^32 (Newton's iteration doubles the correct bits).
constexpr uint32_t inverse(uint32_t c) {
    uint32_t x = c;
    for (int i = 0; i < 5; ++i) x *= 2 - c * x;
    return x;
}

} // namespace

std::string parse_shard(const std::string& text, Shard& out) {
    const size_t slash = text.find('/');
    const std::string_view whole = text;
    const std::optional<int64_t> k = parse_integer(whole.substr(0, slash), 0), n = parse_integer(whole.substr(slash + 1), 0);
    if (slash == std::string::npos || !k || !n) return "--shard takes K/N (shard K of N, counted from 0), not '" + text + "'";
    if (*n < 1 || *n > data::MAX_SHARDS) return "--shard " + text + ": N must be from 1 to " + std::to_string(data::MAX_SHARDS);
    if (*k >= *n) return "--shard " + text + ": K must be from 0 to N - 1";
    out = Shard{int(*k), int(*n)};
    return "";
}

uint32_t unmix32(uint32_t x) {
    x ^= x >> 16;
    x *= inverse(0x846ca68bU);
    x ^= (x >> 15) ^ (x >> 30);
    x *= inverse(0x7feb352dU);
    return x ^ (x >> 16);
}

uint64_t shard_game_of_id(uint64_t seed, uint32_t id) { return uint32_t(unmix32(id) - shard_id_key(seed)); }

} // namespace parachute::selfplay
