// Material on the board and in the pockets, and the game phase they imply.
#include "internal.h"

namespace parachute::eval {

int eval_material(const Position& pos, const Weights& w, EvalTrace& t) {
    int phase = 0;
    for (Color c : {WHITE, BLACK}) {
        Score board;
        Value hand = 0;
        for (int pt = PAWN; pt <= COMMONER; ++pt) {
            const int on_board = popcount(pos.pieces(c, PieceType(pt)));
            const int in_hand = pos.in_hand(c, PieceType(pt));
            board += w.material[pt] * on_board;
            hand += w.hand[pt] * in_hand;
            // Crazyhouse pieces in the pocket come back: they keep the game a middlegame.
            phase += w.phase[pt] * (on_board + in_hand);
        }
        t.terms[TERM_MATERIAL][c] = board;
        t.terms[TERM_HAND][c] = S(hand, hand);
    }
    return phase < PHASE_MAX ? phase : PHASE_MAX;
}

} // namespace parachute::eval
