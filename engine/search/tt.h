// The transposition table, shared by all search threads without locks: each entry keeps
// its key XORed with its data, so a torn write by two threads is detected as a miss.
#pragma once

#include <cstddef>
#include <atomic>
#include <cstdint>
#include <memory>

#include "../core/types.h"
#include "../core/value.h"

namespace parachute {

enum Bound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

struct TTData {
    Move move;
    Value value = VALUE_NONE;
    Value eval = VALUE_NONE;
    int depth = 0;
    Bound bound = BOUND_NONE;
};

class TranspositionTable {
public:
    // Allocates and clears about `megabytes`, at most what the machine can give (see
    // tt.cpp) and less when the allocation fails; returns the megabytes in use.
    size_t resize(size_t megabytes);
    void clear();
    void new_search() { generation = uint8_t((generation + 1) & 63); }

    bool probe(Key key, TTData& out) const;
    // Starts loading the bucket of key into the cache, to be probed a little later.
    void prefetch(Key key) const { __builtin_prefetch(bucket_of(key)); }
    void store(Key key, Value value, Bound bound, int depth, Move move, Value eval);
    // Permille of the first thousand buckets' entries written in this search (CECP/UCI hashfull).
    int hashfull() const;

private:
    // Relaxed atomics cost nothing on x86 and make the racy sharing well-defined.
    struct Entry {
        std::atomic<std::uint64_t> check; // key ^ data
        std::atomic<std::uint64_t> data;
    };
    static constexpr int BUCKET = 4;
    struct alignas(64) Bucket {
        Entry entries[BUCKET];
    };
    Bucket* bucket_of(Key key) const { return &buckets[(unsigned __int128)(key)*count >> 64]; }

    std::unique_ptr<Bucket[]> buckets;
    size_t count = 0;
    uint8_t generation = 0;
};

// Mate scores are stored relative to the node, not the root.
inline Value value_to_tt(Value v, int ply) {
    return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= VALUE_MATED_IN_MAX_PLY ? v - ply : v;
}
inline Value value_from_tt(Value v, int ply) {
    if (v == VALUE_NONE) return v;
    return v >= VALUE_MATE_IN_MAX_PLY ? v - ply : v <= VALUE_MATED_IN_MAX_PLY ? v + ply : v;
}

} // namespace parachute
