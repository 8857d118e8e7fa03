// The refresh cache ("Finny table"): per perspective and per orientation (king bucket x
// mirror side), the accumulator of the last position refreshed there and that position's
// pieces and pockets. A refresh starts from the cached entry and applies only the
// difference, which after a royal move is a handful of pieces instead of all of them.
#pragma once

#include <vector>

#include "network.h"

namespace parachute::nn {

class RefreshCache {
public:
    // Forgets every entry and sizes them for net (nullptr: nothing).
    void reset(const Network* net);
    // Writes the accumulator of pos for perspective p into out (hidden int16, aligned).
    void refresh(const Position& pos, Color p, int16_t* out);

private:
    struct Entry {
        bool valid = false;
        Bitboard pieces[PIECE_NB];
        int hand[COLOR_NB][PIECE_TYPE_NB];
    };
    const Network* net = nullptr;
    std::vector<Entry> entries;      // [COLOR_NB][ORIENTATIONS]
    AlignedArray<int16_t> values;    // [COLOR_NB][ORIENTATIONS][hidden]
};

// Collects rows to add and subtract and applies them in batches through the SIMD kernel.
class RowBatch {
public:
    RowBatch(const Network& n, int16_t* acc) : net(n), target(acc) {}
    ~RowBatch() { flush(); }
    void add(int feature) {
        if (adds == CAP) flush();
        add_rows[adds++] = net.row(feature);
    }
    void sub(int feature) {
        if (subs == CAP) flush();
        sub_rows[subs++] = net.row(feature);
    }
    void flush();

private:
    static constexpr int CAP = 32;
    const Network& net;
    int16_t* target;
    const int16_t* add_rows[CAP];
    const int16_t* sub_rows[CAP];
    int adds = 0, subs = 0;
};

// The pocket thermometer moving from `before` to `after` pieces (clamped to its length).
void hand_change(RowBatch& batch, const FeatureSet& fs, Color p, Color owner, PieceType pt, int before, int after);

} // namespace parachute::nn
