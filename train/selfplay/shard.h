// The arithmetic of a sharded self-play run. A run of N shards is one sequence of games
// numbered 0, 1, 2, ...; shard K plays the games K, K + N, K + 2N, ... (its local game g
// is the run's game g * N + K), so shards never share a game and together are the run.
// Game G's random stream and id depend on the run's seed and G alone: which machine,
// thread or session plays it does not matter, and a shard is reproducible.
#pragma once

#include <cstdint>
#include <string>

#include "../../engine/util/random.h"

namespace parachute::selfplay {

struct Shard {
    int index = 0;
    int count = 1;
};

// "K/N" with 0 <= K < N <= data::MAX_SHARDS; returns "" or what is wrong.
std::string parse_shard(const std::string& text, Shard& out);

// A shard's part of a total (positions or games): total / N, one more for the first
// total % N shards; the parts sum to the total.
constexpr uint64_t shard_share(uint64_t total, Shard s) {
    return total / uint64_t(s.count) + (uint64_t(s.index) < total % uint64_t(s.count) ? 1 : 0);
}

constexpr uint64_t run_game(uint64_t local_game, Shard s) { return local_game * uint64_t(s.count) + uint64_t(s.index); }

// Game ids are 32 bits (FORMAT.md); game G's id is a bijection of G, so the first 2^32
// games of a run have distinct ids. A bijective 32-bit mixer: each step is invertible.
constexpr uint32_t mix32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    return x ^ (x >> 16);
}
uint32_t unmix32(uint32_t x);
constexpr uint64_t MAX_RUN_GAMES = uint64_t(1) << 32;

constexpr uint32_t shard_id_key(uint64_t seed) { return uint32_t(mix64(seed ^ 0x5348415244ULL)); }
constexpr uint32_t shard_game_id(uint64_t seed, uint64_t game) { return mix32(uint32_t(game) + shard_id_key(seed)); }
// The run's game number of an id (the inverse of shard_game_id for games below 2^32).
uint64_t shard_game_of_id(uint64_t seed, uint32_t id);

// The seed of game G's random stream. Rng draws mix64(seed), mix64(seed + 1), ... and a
// game draws at most a few thousand numbers, so streams 2^32 apart never meet.
constexpr uint64_t shard_game_stream(uint64_t seed, uint64_t game) { return mix64(mix64(seed) ^ 0x7368617264ULL) + (game << 32); }

} // namespace parachute::selfplay
