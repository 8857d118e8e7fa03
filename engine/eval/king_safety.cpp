// King danger in chess and crazyhouse, and the parts of it knightmate's royal knight
// shares: pressure on the zone, safe checks, the danger curve. Danger is counted in
// "units" from several signals, and the penalty grows with their square, because an
// attack is dangerous when many things come together, not when one piece looks at the king.
#include "internal.h"

namespace parachute::eval {

int zone_pressure_units(const Weights& w, const Attacks& a, Color us) {
    const Color them = ~us;
    int units = a.zone_weight[them] + w.zone_attack * a.zone_hits[them];
    if (a.zone_attackers[them] < 2) units /= 2; // one piece alone rarely mates
    // Zone squares they attack that nothing of ours but the king defends.
    const Bitboard defended = a.twice[us] | (a.all[us] & ~a.by[us][KING]);
    units += w.weak_zone_square * popcount(a.all[them] & a.zone[us] & ~defended);
    return units;
}

int safe_check_units(const Position& pos, const Weights& w, const Attacks& a, Color us) {
    const Color them = ~us;
    const Square ksq = pos.king_square(us);
    const Bitboard occupied = pos.pieces();
    // Squares they can move to without being taken at once.
    const Bitboard safe = ~pos.pieces(them) & ~a.all[us];
    const Bitboard diagonal = bishop_attacks(ksq, occupied), straight = rook_attacks(ksq, occupied);
    int units = 0;
    if (knight_attacks(ksq) & a.by[them][KNIGHT] & safe) units += w.safe_check[KNIGHT];
    if (diagonal & a.by[them][BISHOP] & safe) units += w.safe_check[BISHOP];
    if (straight & a.by[them][ROOK] & safe) units += w.safe_check[ROOK];
    if ((diagonal | straight) & a.by[them][QUEEN] & safe) units += w.safe_check[QUEEN];
    if (king_attacks(ksq) & a.by[them][COMMONER] & safe) units += w.safe_check[COMMONER];
    return units;
}

Score danger_penalty(const Position& pos, const Weights& w, Color us, int units) {
    if (!pos.pieces(~us, QUEEN) && !pos.in_hand(~us, QUEEN)) units = units * w.no_queen_percent / 100;
    if (units <= 0) return S(0, 0);
    const int mg = units * units / w.danger_divisor;
    return S(-(mg < w.danger_cap ? mg : w.danger_cap), -units * w.danger_eg / 16);
}

void eval_king_safety(const Position& pos, const Weights& w, const Attacks& a, EvalTrace& t) {
    for (Color us : {WHITE, BLACK}) {
        const Color them = ~us;
        const Square ksq = pos.king_square(us);
        int units = zone_pressure_units(w, a, us) + safe_check_units(pos, w, a, us);
        // Shelter: files next to the king without our pawn in front of it are open
        // lines for their rooks and queen (and drop lanes in crazyhouse).
        const int kf = file_of(ksq);
        const Bitboard ahead = forward_ranks(us, ksq);
        // The squares one and two ranks in front of the king, on its file and the next ones.
        const Bitboard k = square_bb(ksq);
        const Bitboard front = us == WHITE ? shift<8>(k) | shift<16>(k) : shift<-8>(k) | shift<-16>(k);
        const Bitboard shelter = front | shift<1>(front) | shift<-1>(front);
        for (int f = kf > 0 ? kf - 1 : 0; f <= (kf < 7 ? kf + 1 : 7); ++f) {
            const Bitboard file = file_bb(f);
            const Bitboard ours = pos.pieces(us, PAWN) & file & ahead;
            if (!ours) units += w.open_file_near_king * (pos.pieces(them, PAWN) & file ? 1 : 2);
            else if (!(ours & shelter)) units += w.shelter_missing;
        }
        if (pos.rules().drops) units += drop_threat_units(pos, us, a);
        t.terms[TERM_KING_SAFETY][us] = danger_penalty(pos, w, us, units);
    }
}

} // namespace parachute::eval
