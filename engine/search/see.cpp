#include "see.h"

#include "../eval/evaluate.h"

namespace parachute {

bool see_ge(const Position& pos, Move m, Value threshold) {
    if (m.kind() == CASTLING) return VALUE_ZERO >= threshold;
    const Variant v = pos.variant();
    const Square to = m.to();
    Color stm = pos.side_to_move();
    Bitboard occupied = pos.pieces();

    Value swap;
    PieceType moving;
    if (m.is_drop()) {
        moving = m.drop_type();
        swap = -threshold;
    } else {
        const Square from = m.from();
        moving = type_of(pos.piece_on(from));
        const PieceType captured = pos.captured_type(m);
        swap = (captured ? piece_value(v, captured) : 0) - threshold;
        if (m.is_promotion()) {
            swap += piece_value(v, m.promotion_type()) - piece_value(v, PAWN);
            moving = m.promotion_type();
        }
        occupied ^= square_bb(from);
        if (m.kind() == EN_PASSANT) occupied ^= square_bb(to - pawn_push(stm));
    }
    if (swap < 0) return false;
    // The royal piece is never lost in an exchange: it counts as priceless.
    swap = (moving == KING ? VALUE_MATE : piece_value(v, moving)) - swap;
    if (swap <= 0) return true;

    occupied |= square_bb(to);
    Bitboard attackers = pos.attackers_to(to, occupied) & occupied;
    const Bitboard diagonal = pos.pieces(BISHOP) | pos.pieces(QUEEN);
    const Bitboard straight = pos.pieces(ROOK) | pos.pieces(QUEEN);
    bool result = true;

    static const PieceType ORDER[] = {PAWN, KNIGHT, BISHOP, ROOK, COMMONER, QUEEN};
    for (;;) {
        stm = ~stm;
        attackers &= occupied;
        Bitboard ours = attackers & pos.pieces(stm);
        // Pinned pieces may not join while their pinner is still on the board.
        if (pos.pinners(~stm) & occupied) ours &= ~pos.blockers_for_king(stm);
        if (!ours) break;
        result = !result;

        PieceType pt = NO_PIECE_TYPE;
        Bitboard bb = 0;
        for (PieceType candidate : ORDER)
            if ((bb = ours & pos.pieces(candidate))) {
                pt = candidate;
                break;
            }
        if (pt == NO_PIECE_TYPE) {
            // Only the royal piece is left to recapture: it may not if the square is still defended.
            return (attackers & ~pos.pieces(stm)) ? !result : result;
        }
        swap = piece_value(v, pt) - swap;
        if (swap < int(result)) break;
        occupied ^= square_bb(lsb(bb));
        if (pt == PAWN || pt == BISHOP || pt == QUEEN) attackers |= bishop_attacks(to, occupied) & diagonal;
        if (pt == ROOK || pt == QUEEN) attackers |= rook_attacks(to, occupied) & straight;
    }
    return result;
}

} // namespace parachute
