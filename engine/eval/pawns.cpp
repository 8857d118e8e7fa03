// Pawn structure: passed, doubled and isolated pawns.
#include "internal.h"

namespace parachute::eval {
namespace {

Bitboard adjacent_files(int f) {
    return (f > 0 ? file_bb(f - 1) : 0) | (f < 7 ? file_bb(f + 1) : 0);
}

} // namespace

void eval_pawns(const Position& pos, const Weights& w, EvalTrace& t) {
    for (Color c : {WHITE, BLACK}) {
        const Bitboard ours = pos.pieces(c, PAWN), theirs = pos.pieces(~c, PAWN);
        Score s;
        for (Bitboard b = ours; b;) {
            const Square sq = pop_lsb(b);
            const int f = file_of(sq);
            const Bitboard ahead = forward_ranks(c, sq), front = ahead & file_bb(f);
            if (!(ours & adjacent_files(f))) s -= w.isolated;
            if (ours & front) {
                s -= w.doubled; // only the rear pawn of a pair is counted, and it is not passed
                continue;
            }
            if (!(theirs & ahead & (file_bb(f) | adjacent_files(f)))) {
                Score bonus = w.passed[relative_rank(c, sq)];
                // A blocked passer is worth much less: it needs the blocker gone first.
                if (pos.pieces() & square_bb(sq + pawn_push(c))) bonus = S(bonus.mg / 2, bonus.eg / 2);
                s += bonus;
            }
        }
        t.terms[TERM_PAWNS][c] = s;
    }
}

} // namespace parachute::eval
