#include "accumulator.h"

#include <algorithm>
#include <cstring>

#include "kernels.h"

namespace parachute::nn {

namespace {
// Evaluations stay far from mate scores whatever a net says.
constexpr Value EVAL_LIMIT = VALUE_MATE_IN_MAX_PLY / 2;
constexpr int INITIAL_PLIES = MAX_PLY + 16;

Value output(const Network& net, const Position& pos, const int16_t* stm, const int16_t* other) {
    const int bucket = output_bucket(pos, net.output_buckets);
    const int16_t* w = net.out_weights.get() + size_t(bucket) * 2 * net.hidden;
    const int32_t raw = simd::forward(stm, other, w, net.hidden, net.qa, net.activation);
    return std::clamp(net.to_centipawns(raw, bucket), -EVAL_LIMIT, EVAL_LIMIT);
}
} // namespace

AccumulatorStack::AccumulatorStack() : entries(INITIAL_PLIES) {}

void AccumulatorStack::reset(const Network& n, const Position& pos) {
    // The cache is always cleared: another net may have been loaded at the same address.
    if (!net || net->hidden != n.hidden) store.resize(entries.size() * 2 * size_t(n.hidden));
    net = &n;
    cache.reset(net);
    top = 0;
    Entry& e = entries[0];
    e.change_count = e.hand_count = 0;
    for (Color c : {WHITE, BLACK}) {
        e.orientation[c] = orient(*net->features, c, pos.king_square(c));
        e.computed[c] = false;
    }
}

AccumulatorStack::Entry& AccumulatorStack::next_entry() {
    if (size_t(top + 1) == entries.size()) {
        // Deeper than any search goes; keep the computed values of the path.
        AlignedArray<int16_t> bigger;
        bigger.resize(entries.size() * 4 * size_t(net->hidden));
        std::memcpy(bigger.get(), store.get(), store.size * sizeof(int16_t));
        store = std::move(bigger);
        entries.resize(entries.size() * 2);
    }
    Entry& e = entries[size_t(++top)];
    e.change_count = e.hand_count = 0;
    e.computed[WHITE] = e.computed[BLACK] = false;
    return e;
}

void AccumulatorStack::push(const Position& pos, Move m) {
    const Color us = pos.side_to_move();
    const Square to = m.to();
    Square royal[COLOR_NB] = {pos.king_square(WHITE), pos.king_square(BLACK)};
    Entry& e = next_entry();
    if (m.is_drop()) {
        const PieceType pt = m.drop_type();
        e.changes[e.change_count++] = {make_piece(us, pt), SQ_NONE, to};
        e.hand[e.hand_count++] = {us, pt, pos.in_hand(us, pt), pos.in_hand(us, pt) - 1};
    } else {
        const Square from = m.from();
        const Piece pc = pos.piece_on(from);
        if (type_of(pc) == KING) royal[us] = to;
        if (m.kind() == CASTLING) {
            // As Position::do_move: the royal piece goes two squares, the rook jumps beside it.
            const bool kingside = to > from;
            const Square rfrom = kingside ? from + 3 : from - 4, rto = kingside ? from + 1 : from - 1;
            e.changes[e.change_count++] = {pc, from, to};
            e.changes[e.change_count++] = {pos.piece_on(rfrom), rfrom, rto};
        } else {
            const Square capsq = m.kind() == EN_PASSANT ? to - pawn_push(us) : to;
            const Piece captured = pos.piece_on(capsq);
            if (captured != NO_PIECE) {
                e.changes[e.change_count++] = {captured, capsq, SQ_NONE};
                if (pos.rules().drops) {
                    const PieceType pt = (pos.promoted_pieces() & square_bb(capsq)) ? PAWN : type_of(captured);
                    e.hand[e.hand_count++] = {us, pt, pos.in_hand(us, pt), pos.in_hand(us, pt) + 1};
                }
            }
            if (m.is_promotion()) {
                e.changes[e.change_count++] = {pc, from, SQ_NONE};
                e.changes[e.change_count++] = {make_piece(us, m.promotion_type()), SQ_NONE, to};
            } else {
                e.changes[e.change_count++] = {pc, from, to};
            }
        }
    }
    for (Color c : {WHITE, BLACK}) e.orientation[c] = orient(*net->features, c, royal[c]);
}

void AccumulatorStack::push_null() {
    const Entry& parent = entries[size_t(top)];
    const Orientation o[COLOR_NB] = {parent.orientation[WHITE], parent.orientation[BLACK]};
    Entry& e = next_entry();
    e.orientation[WHITE] = o[WHITE];
    e.orientation[BLACK] = o[BLACK];
}

// Ply `ply` from ply - 1 by the recorded changes, in the same orientation.
void AccumulatorStack::apply(int ply, Color p) {
    const Entry& e = entries[size_t(ply)];
    const FeatureSet& fs = *net->features;
    const Orientation o = e.orientation[p];
    int16_t* dst = values(ply, p);
    std::memcpy(dst, values(ply - 1, p), sizeof(int16_t) * size_t(net->hidden));
    RowBatch batch(*net, dst);
    for (int i = 0; i < e.change_count; ++i) {
        const Change& c = e.changes[i];
        if (c.from != SQ_NONE) batch.sub(board_feature(fs, p, o, c.pc, c.from));
        if (c.to != SQ_NONE) batch.add(board_feature(fs, p, o, c.pc, c.to));
    }
    for (int i = 0; i < e.hand_count; ++i) {
        const HandChange& h = e.hand[i];
        hand_change(batch, fs, p, h.owner, h.pt, h.before, h.after);
    }
}

void AccumulatorStack::compute(const Position& pos, Color p) {
    int k = top;
    while (!entries[size_t(k)].computed[p]) {
        if (k == 0 || entries[size_t(k)].orientation[p] != entries[size_t(k - 1)].orientation[p]) {
            // Some move on the way changed this perspective's features wholesale.
            cache.refresh(pos, p, values(top, p));
            entries[size_t(top)].computed[p] = true;
            return;
        }
        --k;
    }
    for (int ply = k + 1; ply <= top; ++ply) {
        apply(ply, p);
        entries[size_t(ply)].computed[p] = true;
    }
}

const int16_t* AccumulatorStack::accumulator(const Position& pos, Color p) {
    if (!entries[size_t(top)].computed[p]) compute(pos, p);
    return values(top, p);
}

Value AccumulatorStack::evaluate(const Position& pos) {
    const Color us = pos.side_to_move();
    const int16_t* stm = accumulator(pos, us);
    const int16_t* other = accumulator(pos, ~us);
    return output(*net, pos, stm, other);
}

void accumulator_scratch(const Network& net, const Position& pos, Color p, int16_t* out, Square without) {
    std::memcpy(out, net.ft_bias.get(), sizeof(int16_t) * size_t(net.hidden));
    int features[MAX_ACTIVE];
    const int n = active_features(*net.features, pos, p, features);
    int skip = -1;
    if (without != SQ_NONE && pos.piece_on(without) != NO_PIECE)
        skip = board_feature(*net.features, p, orient(*net.features, p, pos.king_square(p)), pos.piece_on(without), without);
    RowBatch batch(net, out);
    for (int i = 0; i < n; ++i)
        if (features[i] != skip) batch.add(features[i]);
}

Value evaluate_scratch(const Network& net, const Position& pos, Square without) {
    alignas(64) int16_t acc[2 * MAX_HIDDEN];
    const Color us = pos.side_to_move();
    accumulator_scratch(net, pos, us, acc, without);
    accumulator_scratch(net, pos, ~us, acc + net.hidden, without);
    return output(net, pos, acc, acc + net.hidden);
}

} // namespace parachute::nn
