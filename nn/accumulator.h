// The accumulators of the search path, one entry per ply: making a move pushes an entry
// that records only what the move changed; undoing pops it (no arithmetic undone).
// Values are computed lazily when a position is evaluated: from the nearest computed
// ancestor by the recorded changes, or through the refresh cache when the royal piece
// changed bucket or mirror side on the way.
#pragma once

#include <vector>

#include "../engine/core/value.h"
#include "network.h"
#include "refresh_cache.h"

namespace parachute::nn {

class AccumulatorStack {
public:
    AccumulatorStack();

    // Starts a new path at pos with net (which must outlive the stack's use).
    void reset(const Network& net, const Position& pos);
    const Network* network() const { return net; }

    // Around Position::do_move / undo_move: push with the position BEFORE the move.
    void push(const Position& pos, Move m);
    void push_null();
    void pop() { --top; }
    int depth() const { return top; }

    // The evaluation of pos (the position at the top of the stack), side to move's view.
    Value evaluate(const Position& pos);
    // The accumulator of the top position for perspective p.
    const int16_t* accumulator(const Position& pos, Color p);

private:
    struct Change {
        Piece pc;
        Square from, to; // SQ_NONE: the piece appears / disappears
    };
    struct HandChange {
        Color owner;
        PieceType pt;
        int before, after;
    };
    struct Entry {
        Change changes[3];
        HandChange hand[2];
        int change_count = 0, hand_count = 0;
        Orientation orientation[COLOR_NB];
        bool computed[COLOR_NB] = {false, false};
    };

    int16_t* values(int ply, Color p) { return store.get() + (size_t(ply) * 2 + p) * size_t(net->hidden); }
    Entry& next_entry();
    void compute(const Position& pos, Color p);
    void apply(int ply, Color p);

    const Network* net = nullptr;
    std::vector<Entry> entries;
    AlignedArray<int16_t> store; // [ply][colour][hidden]
    int top = 0;
    RefreshCache cache;
};

// The evaluation of pos computed from scratch, optionally as if the piece on `without`
// were not there (the per-piece contributions of `parachute eval`). No cache, no stack.
Value evaluate_scratch(const Network& net, const Position& pos, Square without = SQ_NONE);
// One perspective's accumulator from scratch (tests compare the stack against it).
void accumulator_scratch(const Network& net, const Position& pos, Color p, int16_t* out, Square without = SQ_NONE);

} // namespace parachute::nn
