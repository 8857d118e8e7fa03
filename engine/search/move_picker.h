// The order in which a node tries its moves, generated in stages so that a node that
// cuts off early never generates or scores the moves it would have tried later: the
// table's move, winning and equal captures and promotions (by the victim, then the
// capture history), the killers and the counter move, the quiet moves and drops by
// their histories, and the losing captures.
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

enum class PickerMode {
    Search,     // the stages above; in check the same stages yield the evasions
    Quiescence, // the table's move if tactical, then captures and promotions; in check every evasion
};

class MovePicker {
public:
    // tt_move may be any move code: it is tried only if legal here.
    MovePicker(const OrderContext& c, Move tt_move, PickerMode mode);
    // The root, which already holds its legal moves: all of them, scored at once.
    MovePicker(const OrderContext& c, Move tt_move, const MoveList& root_moves);

    // The next move, each legal move once; Move::none() at the end.
    Move next();

    // Late-move pruning has begun: from now on the only quiet moves are those that give
    // check (the quiescence search would not see a quiet mate). A quiet stage not yet
    // reached then scores and sorts the checks alone; in racing kings, where no move may
    // check, it does not even generate the quiet moves.
    void skip_quiets() { skipping_quiets = true; }

private:
    // Each line runs in its order: a stage that is done passes to the next one by + 1.
    enum Stage {
        TABLE_MOVE, CAPTURES_INIT, GOOD_CAPTURES, KILLER_1, KILLER_2, COUNTER_MOVE, QUIETS_INIT, QUIETS,
        BAD_CAPTURES,
        LIST_TABLE_MOVE, LIST_INIT, LIST,         // the root and evasions in the quiescence search
        QS_TABLE_MOVE, QS_CAPTURES_INIT, QS_CAPTURES,
        DONE
    };
    struct ScoredMove {
        Move move;
        int score;
    };

    bool table_move_fits() const;
    bool refutation(Move m);
    bool tried_refutation(Move m) const;
    bool quiet_allowed(Move m) const;
    void add_captures(const MoveList& list);
    void add_quiets(const MoveList& list);
    void add_all(const MoveList& list, bool quiescence);
    Move pick_best();

    OrderContext c;
    Move tt_move;
    Stage stage;
    const MoveList* root_list = nullptr;
    bool skipping_quiets = false;
    Move refutations[3]; // the killers and counter move already tried
    int refutation_count = 0;
    int cur = 0, end = 0, bad_end = 0, picked = 0;
    union { // uninitialised, as in MoveList: only what a stage has written is read
        ScoredMove moves[MAX_MOVES];
    };
};

} // namespace parachute
