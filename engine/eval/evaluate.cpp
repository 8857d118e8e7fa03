// The entry point: picks the variant's terms once, sums them per colour, blends
// middlegame and endgame by phase and returns the side to move's view.
#include "evaluate.h"

#include "variants.h"

namespace parachute {
namespace {

// Far from the mate range, whatever the terms add up to.
constexpr Value EVAL_LIMIT = 20000;

// Chess endings the side ahead cannot win for lack of material: no pawns and at most a
// minor piece more. Applied where the variant's row in variants.h says so (normal chess).
int chess_scale(const Position& pos, const eval::Weights& w, int eg) {
    const Color strong = eg > 0 ? WHITE : BLACK;
    if (pos.pieces(strong, PAWN)) return SCALE_NORMAL;
    int npm[COLOR_NB] = {0, 0};
    for (Color c : {WHITE, BLACK})
        for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) npm[c] += w.material[pt].mg * popcount(pos.pieces(c, pt));
    if (npm[strong] - npm[~strong] > w.material[BISHOP].mg) return SCALE_NORMAL;
    return npm[strong] < w.material[ROOK].mg ? 0 : SCALE_NORMAL / 4;
}

Value evaluate_into(const Position& pos, EvalTrace& t) {
    using namespace eval;
    t = EvalTrace{};
    const VariantTraits& rules = pos.rules();
    const VariantEval& descriptor = variant_eval(pos.variant());
    const Weights& w = weights(pos.variant());
    Attacks a{};

    t.phase = eval_material(pos, w, t);
    eval_placement(pos, t);
    eval_pieces(pos, w, a, t);
    if (rules.pawns) eval_pawns(pos, w, t);
    eval_threats(pos, w, a, t);
    switch (descriptor.king_term) {
    case KingTerm::Race: eval_race(pos, a, t); break;
    case KingTerm::RoyalKnight: eval_knightmate(pos, w, a, t); break;
    case KingTerm::Safety: eval_king_safety(pos, w, a, t); break;
    }
    t.terms[TERM_TEMPO][pos.side_to_move()] = w.tempo;

    Score sum;
    for (int term = 0; term < TERM_NB; ++term) sum += t.terms[term][WHITE] - t.terms[term][BLACK];
    t.scale = descriptor.minor_piece_endings_drawn ? chess_scale(pos, w, sum.eg) : SCALE_NORMAL;
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
