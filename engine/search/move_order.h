// The order in which a node tries its moves: the table's move, then winning and equal
// captures and promotions (by the victim, then the capture history), the killers and the
// counter move, the quiet moves and drops by their histories, and the losing captures.
#pragma once

#include "../rules/movegen.h"
#include "history.h"

namespace parachute {

// What the ordering of one node reads, besides the position: the histories, the
// continuation tables of the two moves before (nullptr where there is none), this
// node's killers (live: a search of the same node may change them) and the counter move.
struct OrderContext {
    const Position& pos;
    const Histories& hist;
    const PieceToHistory* continuations[2];
    const Move* killers;
    Move counter;
};

// A quiet move's or a drop's history score: twice the butterfly history plus both
// continuation histories. It also moves the late-move reductions.
int quiet_score(const OrderContext& c, Move m);

// Scores list.moves[first..]: the quiescence search keeps losing captures among the
// others, since it skips them anyway.
void score_moves(const OrderContext& c, const MoveList& list, Move tt_move, int* scores, bool quiescence, int first);

// The next move by score from index on (index advances); Move::none() at the end.
Move next_move(MoveList& list, int* scores, int& index);

} // namespace parachute
