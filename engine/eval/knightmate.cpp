// Knightmate: the royal piece moves like a knight, so it is mated when the few squares a
// knight's jump away are covered or blocked; a commoner (a non-royal king) is its most
// dangerous hunter and, late in the game, mates it alone in a corner.
#include "internal.h"

namespace parachute::eval {
namespace {

// Units per missing escape square below three, and per enemy commoner within two steps.
constexpr int MISSING_ESCAPE = 6;
constexpr int ESCAPES_WANTED = 3;
constexpr int COMMONER_NEARBY = 8;
// Commoners closing in on the enemy royal knight, per step closer than seven.
constexpr Score COMMONER_PROXIMITY = S(2, 5);

} // namespace

void eval_knightmate(const Position& pos, const Weights& w, const Attacks& a, EvalTrace& t) {
    for (Color us : {WHITE, BLACK}) {
        const Color them = ~us;
        const Square ksq = pos.king_square(us);
        int units = zone_pressure_units(w, a, us) + safe_check_units(pos, w, a, us);
        // Escape squares: not ours, not attacked by them.
        const int escapes = popcount(knight_attacks(ksq) & ~pos.pieces(us) & ~a.all[them]);
        if (escapes < ESCAPES_WANTED) units += MISSING_ESCAPE * (ESCAPES_WANTED - escapes);
        for (Bitboard b = pos.pieces(them, COMMONER); b;)
            if (distance(pop_lsb(b), ksq) <= 2) units += COMMONER_NEARBY;
        t.terms[TERM_KING_SAFETY][us] = danger_penalty(pos, w, us, units);

        Score activity;
        const Square target = pos.king_square(them);
        for (Bitboard b = pos.pieces(us, COMMONER); b;)
            activity += COMMONER_PROXIMITY * (7 - distance(pop_lsb(b), target));
        t.terms[TERM_ACTIVITY][us] = activity;
    }
}

} // namespace parachute::eval
