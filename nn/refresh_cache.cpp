#include "refresh_cache.h"

#include <algorithm>
#include <cstring>

#include "kernels.h"

namespace parachute::nn {

void RowBatch::flush() {
    if (adds || subs) simd::update(target, target, add_rows, adds, sub_rows, subs, net.hidden);
    adds = subs = 0;
}

void hand_change(RowBatch& batch, const FeatureSet& fs, Color p, Color owner, PieceType pt, int before, int after) {
    const int len = hand_length(pt);
    before = std::min(before, len);
    after = std::min(after, len);
    for (int k = before + 1; k <= after; ++k) batch.add(hand_feature(fs, p, owner, pt, k));
    for (int k = after + 1; k <= before; ++k) batch.sub(hand_feature(fs, p, owner, pt, k));
}

void RefreshCache::reset(const Network* n) {
    net = n;
    entries.assign(n ? COLOR_NB * ORIENTATIONS : 0, Entry{});
    values.resize(n ? size_t(COLOR_NB) * ORIENTATIONS * n->hidden : 0);
}

void RefreshCache::refresh(const Position& pos, Color p, int16_t* out) {
    const FeatureSet& fs = *net->features;
    const Orientation o = orient(fs, p, pos.king_square(p));
    const int slot = int(p) * ORIENTATIONS + o.index();
    Entry& e = entries[size_t(slot)];
    int16_t* acc = values.get() + size_t(slot) * net->hidden;
    if (!e.valid) {
        // The empty board: biases, plus the constant colour feature where the set has one.
        std::memcpy(acc, net->ft_bias.get(), sizeof(int16_t) * size_t(net->hidden));
        if (fs.colour_feature && p == BLACK) {
            const int16_t* row = net->row(colour_feature(fs));
            simd::update(acc, acc, &row, 1, nullptr, 0, net->hidden);
        }
        std::memset(e.pieces, 0, sizeof e.pieces);
        std::memset(e.hand, 0, sizeof e.hand);
        e.valid = true;
    }
    {
        RowBatch batch(*net, acc);
        for (Color c : {WHITE, BLACK})
            for (int pt = PAWN; pt <= KING; ++pt) {
                if (fs.plane_of[pt] < 0) continue;
                const Piece pc = make_piece(c, PieceType(pt));
                const Bitboard now = pos.pieces(c, PieceType(pt));
                for (Bitboard b = e.pieces[pc] & ~now; b;) batch.sub(board_feature(fs, p, o, pc, pop_lsb(b)));
                for (Bitboard b = now & ~e.pieces[pc]; b;) batch.add(board_feature(fs, p, o, pc, pop_lsb(b)));
                e.pieces[pc] = now;
                if (fs.hand && pt <= QUEEN) {
                    hand_change(batch, fs, p, c, PieceType(pt), e.hand[c][pt], pos.in_hand(c, PieceType(pt)));
                    e.hand[c][pt] = pos.in_hand(c, PieceType(pt));
                }
            }
    }
    std::memcpy(out, acc, sizeof(int16_t) * size_t(net->hidden));
}

} // namespace parachute::nn
