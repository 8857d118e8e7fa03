// The entry point: picks the variant's terms once, sums them per colour, blends
// middlegame and endgame by phase and returns the side to move's view.
#include "evaluate.h"

#include "internal.h"

namespace parachute {
namespace {

// Far from the mate range, whatever the terms add up to.
constexpr Value EVAL_LIMIT = 20000;

Value evaluate_into(const Position& pos, EvalTrace& t) {
    using namespace eval;
    t = EvalTrace{};
    const Weights& w = weights(pos.variant());
    t.phase = eval_material(pos, w, t);
    eval_placement(pos, t);
    t.terms[TERM_TEMPO][pos.side_to_move()] = w.tempo;
    t.scale = SCALE_NORMAL;

    Score sum;
    for (int term = 0; term < TERM_NB; ++term) sum += t.terms[term][WHITE] - t.terms[term][BLACK];
    const int eg = sum.eg * t.scale / SCALE_NORMAL;
    Value v = (sum.mg * t.phase + eg * (PHASE_MAX - t.phase)) / PHASE_MAX;
    v = v > EVAL_LIMIT ? EVAL_LIMIT : v < -EVAL_LIMIT ? -EVAL_LIMIT : v;
    t.white_view = v;
    t.stm_view = pos.side_to_move() == WHITE ? v : -v;
    return t.stm_view;
}

} // namespace

Value evaluate(const Position& pos) {
    EvalTrace t;
    return evaluate_into(pos, t);
}

Value evaluate(const Position& pos, EvalTrace& trace) { return evaluate_into(pos, trace); }

} // namespace parachute
