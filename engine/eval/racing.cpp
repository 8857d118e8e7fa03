// Racing kings: the first king on the 8th rank wins, and since no move may give check,
// a square attacked by the enemy is simply closed to our king. The race is measured in
// king moves along open squares (a breadth-first search over king steps, done with
// bitboards), and the lead in moves decides, counting black's equalising reply.
#include "internal.h"

namespace parachute::eval {
namespace {

// The number of king moves to the 8th rank if nothing moved but the king, never
// stepping on a square the enemy attacks; UNREACHABLE when it cannot get there.
constexpr int UNREACHABLE = 10;

Bitboard king_steps(Bitboard b) {
    const Bitboard row = b | shift<1>(b) | shift<-1>(b);
    return row | shift<8>(row) | shift<-8>(row);
}

int race_distance(const Position& pos, Color c, const Attacks& a) {
    // Our own pieces count as passable: they can step aside (the blocked-path term
    // charges for the ones right in front).
    const Bitboard open = ~a.all[~c];
    Bitboard reached = pos.pieces(c, KING);
    for (int d = 0; d < UNREACHABLE; ++d) {
        if (reached & RANK_8_BB) return d;
        const Bitboard next = king_steps(reached) & open;
        if (next == reached) break;
        reached = next;
    }
    return UNREACHABLE;
}

// The king's rank (0 = 1st rank) and its distance in moves to the goal.
constexpr int RANK_BONUS[8] = {0, 15, 35, 60, 95, 140, 200, 280};
constexpr int DISTANCE_BONUS[UNREACHABLE + 1] = {200, 150, 100, 60, 30, 15, 5, 0, 0, 0, -30};
// Per square in front of the king that our own piece blocks or the enemy attacks.
constexpr int OWN_BLOCKER = 10, ATTACKED_FRONT = 15;
// Per square in the two ranks in front of the enemy king (its file and the next ones)
// that we control.
constexpr int FRONT_CONTROL = 10;
// The lead: a whole move ahead wins the race if nothing interferes.
constexpr int LEAD_BASE = 150, LEAD_STEP = 75, LEAD_MAX_MOVES = 3;

// The king's file and the files next to it, on the given number of ranks in front of it.
Bitboard front_of(Square ksq, int ranks) {
    const Bitboard k = square_bb(ksq);
    Bitboard front = 0, row = k | shift<1>(k) | shift<-1>(k);
    for (int i = 0; i < ranks; ++i) {
        row = shift<8>(row);
        front |= row;
    }
    return front;
}

} // namespace

void eval_race(const Position& pos, const Attacks& a, EvalTrace& t) {
    int dist[COLOR_NB];
    for (Color c : {WHITE, BLACK}) {
        const Color them = ~c;
        const Square ksq = pos.king_square(c);
        dist[c] = race_distance(pos, c, a);
        int v = RANK_BONUS[rank_of(ksq)] + DISTANCE_BONUS[dist[c]];
        const Bitboard front = front_of(ksq, 1);
        v -= OWN_BLOCKER * popcount(front & pos.pieces(c));
        v -= ATTACKED_FRONT * popcount(front & a.all[them]);
        v += FRONT_CONTROL * popcount(front_of(pos.king_square(them), 2) & a.all[c]);
        t.terms[TERM_RACE][c] = S(v, v);
    }

    // Margin in moves for the side to move, who wins the race when it is at least 1 and
    // draws it at 0: white must arrive a whole move before black, since black reaching
    // the 8th rank right after white draws; black to move arriving together with white
    // arrives first. Hence the extra move when black is to move, and why this term (the
    // only one) is not symmetric under swapping the colours.
    const Color us = pos.side_to_move();
    const int margin = dist[~us] - dist[us] + (us == BLACK);
    if (margin == 0) return;
    const int moves = margin > 0 ? margin : -margin;
    int lead = LEAD_BASE + LEAD_STEP * ((moves < LEAD_MAX_MOVES ? moves : LEAD_MAX_MOVES) - 1);
    // Far from the goal the estimate is rough and the lead can change hands.
    const int nearest = dist[WHITE] < dist[BLACK] ? dist[WHITE] : dist[BLACK];
    lead = lead * (8 - (nearest < 7 ? nearest : 7)) / 8;
    t.terms[TERM_RACE_LEAD][us] = margin > 0 ? S(lead, lead) : S(-lead, -lead);
}

} // namespace parachute::eval
