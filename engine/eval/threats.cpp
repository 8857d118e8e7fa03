// Pieces under attack: by a pawn (losing material or a tempo), or by anything while
// nothing defends them. The search resolves the captures; this keeps the static value
// honest about pieces that are en prise at the leaves.
#include "internal.h"

namespace parachute::eval {

void eval_threats(const Position& pos, const Weights& w, const Attacks& a, EvalTrace& t) {
    for (Color c : {WHITE, BLACK}) {
        const Color them = ~c;
        const Bitboard pieces = pos.pieces(c) & ~pos.pieces(c, PAWN, KING);
        t.terms[TERM_THREATS][c] = S(0, 0) - w.attacked_by_pawn * popcount(pieces & a.by[them][PAWN])
                                 - w.hanging * popcount(pieces & a.all[them] & ~a.all[c]);
    }
}

} // namespace parachute::eval
