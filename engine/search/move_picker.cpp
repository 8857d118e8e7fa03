#include "move_picker.h"

#include <algorithm>

#include "../eval/evaluate.h"
#include "see.h"

namespace parachute {

namespace {

// Selection for the first few picks of a stage, where most cut-offs happen; a node that
// gets further is probably an all-node and has the rest of the stage sorted at once.
constexpr int SELECTION_PICKS = 4;

// Captures and promotions that lose more than this by SEE wait until after the quiet moves.
constexpr Value BAD_CAPTURE_MARGIN = -50;

// The bands of a list scored at once (the root, evasions): captures above and below the
// killers and counter move, which sit above the quiet moves' history scores.
constexpr int CAPTURE_BAND = 1 << 28;
constexpr int REFUTATION_BAND = 1 << 27;

bool tactical(const Position& pos, Move m) { return pos.is_capture(m) || m.is_promotion(); }

int capture_score(const OrderContext& c, Move m) {
    const Position& pos = c.pos;
    const Variant v = pos.variant();
    const PieceType captured = pos.captured_type(m);
    return 8 * (captured ? piece_value(v, captured) : 0) + (m.is_promotion() ? piece_value(v, m.promotion_type()) : 0)
         + c.hist.capture[pos.moved_piece(m)][m.to()][captured] / 8;
}

} // namespace

int quiet_score(const OrderContext& c, Move m) {
    const Piece pc = c.pos.moved_piece(m);
    const Square to = m.to();
    int score = 2 * c.hist.quiet[c.pos.side_to_move()][origin_index(m)][to];
    for (const PieceToHistory* h : c.continuations)
        if (h) score += (*h)[pc][to];
    return score;
}

MovePicker::MovePicker(const OrderContext& ctx, Move tt, PickerMode mode) : c(ctx), tt_move(tt) {
    if (mode == PickerMode::Search) stage = TABLE_MOVE;
    else stage = ctx.pos.in_check() ? LIST_TABLE_MOVE : QS_TABLE_MOVE;
}

MovePicker::MovePicker(const OrderContext& ctx, Move tt, const MoveList& root_moves)
    : c(ctx), tt_move(tt), stage(LIST_TABLE_MOVE), root_list(&root_moves) {}

bool MovePicker::table_move_fits() const {
    if (!tt_move) return false;
    if (root_list) return root_list->contains(tt_move);
    if (stage == QS_TABLE_MOVE && !tactical(c.pos, tt_move)) return false;
    return is_legal(c.pos, tt_move);
}

bool MovePicker::tried_refutation(Move m) const {
    return std::find(refutations, refutations + refutation_count, m) != refutations + refutation_count;
}

bool MovePicker::quiet_allowed(Move m) const { return !skipping_quiets || c.pos.gives_check(m); }

// A killer or the counter move, if it is a legal quiet move here not tried before.
bool MovePicker::refutation(Move m) {
    if (!m || m == tt_move || tactical(c.pos, m) || tried_refutation(m)) return false;
    if (!is_legal(c.pos, m) || !quiet_allowed(m)) return false;
    refutations[refutation_count++] = m;
    return true;
}

void MovePicker::add_captures(const MoveList& list) {
    for (Move m : list)
        if (m != tt_move) moves[end++] = {m, capture_score(c, m)};
    picked = 0;
}

void MovePicker::add_quiets(const MoveList& list) {
    for (Move m : list) {
        if (m == tt_move || tried_refutation(m)) continue;
        if (quiet_allowed(m)) moves[end++] = {m, quiet_score(c, m)};
    }
    picked = 0;
}

// The quiescence search keeps losing captures among the others: it skips them anyway.
void MovePicker::add_all(const MoveList& list, bool quiescence) {
    const Position& pos = c.pos;
    for (Move m : list) {
        if (m == tt_move) continue;
        int s;
        if (tactical(pos, m))
            s = capture_score(c, m) + (quiescence || see_ge(pos, m, BAD_CAPTURE_MARGIN) ? CAPTURE_BAND : -CAPTURE_BAND);
        else if (m == c.killers[0])
            s = REFUTATION_BAND + 2;
        else if (m == c.killers[1])
            s = REFUTATION_BAND + 1;
        else if (m == c.counter)
            s = REFUTATION_BAND;
        else
            s = quiet_score(c, m);
        moves[end++] = {m, s};
    }
    picked = 0;
}

Move MovePicker::pick_best() {
    if (picked < SELECTION_PICKS) {
        int best = cur;
        for (int i = cur + 1; i < end; ++i)
            if (moves[i].score > moves[best].score) best = i;
        std::swap(moves[cur], moves[best]);
    } else if (picked == SELECTION_PICKS) {
        // Insertion sort: stable, and no allocation in the search.
        for (int i = cur + 1; i < end; ++i) {
            const ScoredMove x = moves[i];
            int j = i;
            for (; j > cur && moves[j - 1].score < x.score; --j) moves[j] = moves[j - 1];
            moves[j] = x;
        }
    }
    ++picked;
    return moves[cur++].move;
}

Move MovePicker::next() {
    const Position& pos = c.pos;
    for (;;) {
        switch (stage) {
        case TABLE_MOVE:
        case LIST_TABLE_MOVE:
        case QS_TABLE_MOVE: {
            const bool fits = table_move_fits();
            stage = Stage(stage + 1);
            if (fits) return tt_move;
            tt_move = Move::none();
            break;
        }
        case CAPTURES_INIT:
        case QS_CAPTURES_INIT: {
            MoveList list;
            generate_captures(pos, list);
            add_captures(list);
            stage = Stage(stage + 1);
            break;
        }
        case GOOD_CAPTURES:
            while (cur < end) {
                const Move m = pick_best();
                if (see_ge(pos, m, BAD_CAPTURE_MARGIN)) return m;
                // cur has passed this slot and every earlier one: the losing captures
                // gather at the front, in the order of their scores.
                moves[bad_end++].move = m;
            }
            stage = KILLER_1;
            break;
        case KILLER_1:
        case KILLER_2:
        case COUNTER_MOVE: {
            const Move m = stage == KILLER_1 ? c.killers[0] : stage == KILLER_2 ? c.killers[1] : c.counter;
            stage = Stage(stage + 1);
            if (refutation(m)) return m;
            break;
        }
        case QUIETS_INIT:
            // Racing kings allows no checks, so skipped quiet moves leave none to look for.
            if (!(skipping_quiets && pos.rules().no_checks)) {
                MoveList list;
                generate_quiets(pos, list);
                add_quiets(list);
            }
            stage = QUIETS;
            break;
        case QUIETS:
            while (cur < end) {
                const Move m = pick_best();
                if (quiet_allowed(m)) return m;
            }
            cur = 0;
            end = bad_end;
            stage = BAD_CAPTURES;
            break;
        case BAD_CAPTURES:
        case LIST:
        case QS_CAPTURES:
            if (cur < end) return stage == BAD_CAPTURES ? moves[cur++].move : pick_best();
            stage = DONE;
            break;
        case LIST_INIT: {
            MoveList generated;
            if (!root_list) generate_legal(pos, generated);
            add_all(root_list ? *root_list : generated, !root_list);
            stage = LIST;
            break;
        }
        case DONE:
            return Move::none();
        }
    }
}

} // namespace parachute
