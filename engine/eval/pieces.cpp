// Attack maps, mobility, pressure on the enemy king's zone, bishop pair and rooks on
// open files: one pass over the pieces that the later terms read from.
#include "internal.h"

namespace parachute::eval {
namespace {

// The squares around the royal piece where attackers matter: its own moves and the
// square itself; for a stepping king also the three squares two ranks ahead, where the
// pawn shelter stands.
Bitboard king_zone(const Position& pos, Color c) {
    const Square ksq = pos.king_square(c);
    if (pos.rules().royal_knight) return knight_attacks(ksq) | square_bb(ksq);
    const Bitboard near = king_attacks(ksq) | square_bb(ksq);
    return near | (c == WHITE ? shift<8>(near) : shift<-8>(near));
}

} // namespace

void eval_pieces(const Position& pos, const Weights& w, Attacks& a, EvalTrace& t) {
    for (Color c : {WHITE, BLACK}) {
        const Bitboard pawns = pos.pieces(c, PAWN);
        const Bitboard left = c == WHITE ? shift<7>(pawns) : shift<-9>(pawns);
        const Bitboard right = c == WHITE ? shift<9>(pawns) : shift<-7>(pawns);
        a.by[c][PAWN] = left | right;
        a.by[c][KING] = pos.attacks_from(KING, pos.king_square(c), c, pos.pieces());
        a.all[c] = a.by[c][PAWN] | a.by[c][KING];
        a.twice[c] = (left & right) | (a.by[c][PAWN] & a.by[c][KING]);
        a.zone[c] = king_zone(pos, c);
    }

    for (Color c : {WHITE, BLACK}) {
        const Color them = ~c;
        // Where no move may give check, the enemy king does not block our lines: the
        // squares behind it are just as closed to it.
        const Bitboard occupied = pos.pieces() ^ (pos.rules().no_checks ? pos.pieces(them, KING) : 0);
        // Squares a piece can usefully go to: not our pawns or king, not where an enemy
        // pawn takes it.
        const Bitboard area = ~(pos.pieces(c, PAWN, KING) | a.by[them][PAWN]);
        Score mobility, pieces;
        for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN, COMMONER}) {
            for (Bitboard b = pos.pieces(c, pt); b;) {
                const Square s = pop_lsb(b);
                const Bitboard att = pos.attacks_from(pt, s, c, occupied);
                a.twice[c] |= a.all[c] & att;
                a.all[c] |= att;
                a.by[c][pt] |= att;
                if (const Bitboard hits = att & a.zone[them]) {
                    a.zone_attackers[c]++;
                    a.zone_weight[c] += w.attacker_weight[pt];
                    a.zone_hits[c] += popcount(hits);
                }
                int n = popcount(att & area);
                n = n < w.mobility_cap[pt] ? n : w.mobility_cap[pt];
                mobility += w.mobility[pt] * (n - w.mobility_base[pt]);
                if (pt == ROOK) {
                    const Bitboard file = file_bb(file_of(s));
                    if (!(file & pos.pieces(PAWN))) pieces += w.rook_open_file;
                    else if (!(file & pos.pieces(c, PAWN))) pieces += w.rook_semi_open_file;
                }
            }
        }
        const Bitboard bishops = pos.pieces(c, BISHOP);
        if ((bishops & DARK_SQUARES_BB) && (bishops & ~DARK_SQUARES_BB)) pieces += w.bishop_pair;
        t.terms[TERM_MOBILITY][c] = mobility;
        t.terms[TERM_PIECES][c] = pieces;
    }
}

} // namespace parachute::eval
