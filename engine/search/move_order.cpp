#include "move_order.h"

#include <algorithm>

#include "../eval/evaluate.h"
#include "see.h"

namespace parachute {

int quiet_score(const OrderContext& c, Move m) {
    const Piece pc = c.pos.moved_piece(m);
    const Square to = m.to();
    int score = 2 * c.hist.quiet[c.pos.side_to_move()][origin_index(m)][to];
    for (const PieceToHistory* h : c.continuations)
        if (h) score += (*h)[pc][to];
    return score;
}

void score_moves(const OrderContext& c, const MoveList& list, Move tt_move, int* scores, bool quiescence, int first) {
    const Position& pos = c.pos;
    const Variant v = pos.variant();
    for (int i = first; i < list.size(); ++i) {
        const Move m = list.moves[i];
        int s;
        if (m == tt_move) {
            s = 1 << 30;
        } else if (pos.is_capture(m) || m.is_promotion()) {
            const PieceType captured = pos.captured_type(m);
            s = 8 * (captured ? piece_value(v, captured) : 0) + (m.is_promotion() ? piece_value(v, m.promotion_type()) : 0)
              + c.hist.capture[pos.moved_piece(m)][m.to()][captured] / 8;
            s += (quiescence || see_ge(pos, m, -50)) ? (1 << 28) : -(1 << 28);
        } else if (m == c.killers[0]) {
            s = (1 << 27) + 2;
        } else if (m == c.killers[1]) {
            s = (1 << 27) + 1;
        } else if (m == c.counter) {
            s = 1 << 27;
        } else {
            s = quiet_score(c, m);
        }
        scores[i] = s;
    }
}

namespace {
// Selection sort for the first few moves, where most cut-offs happen; a node that gets
// further is probably an all-node and has the rest sorted at once.
constexpr int SELECTION_PICKS = 4;
} // namespace

Move next_move(MoveList& list, int* scores, int& index) {
    if (index >= list.size()) return Move::none();
    if (index < SELECTION_PICKS) {
        int best = index;
        for (int i = index + 1; i < list.size(); ++i)
            if (scores[i] > scores[best]) best = i;
        std::swap(list.moves[index], list.moves[best]);
        std::swap(scores[index], scores[best]);
    } else if (index == SELECTION_PICKS) {
        struct Scored {
            int score;
            Move move;
        };
        Scored rest[MAX_MOVES];
        const int n = list.size() - index;
        for (int i = 0; i < n; ++i) rest[i] = {scores[index + i], list.moves[index + i]};
        std::stable_sort(rest, rest + n, [](const Scored& a, const Scored& b) { return a.score > b.score; });
        for (int i = 0; i < n; ++i) scores[index + i] = rest[i].score, list.moves[index + i] = rest[i].move;
    }
    return list.moves[index++];
}

} // namespace parachute
