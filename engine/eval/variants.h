// The classical evaluation's part of each variant's descriptor (the rules' part is the
// table of engine/rules/variant.cpp, the nets' part nn/features.cpp): its weights, the
// shape of its piece-square tables and the endgame knowledge that holds in it.
#pragma once

#include "internal.h"

namespace parachute::eval {

// The weights of each variant (weights.cpp says why they differ).
Weights chess_weights();
Weights crazyhouse_weights();
Weights knightmate_weights();
Weights racing_weights();

// How pst.cpp draws a variant's piece-square tables.
enum class PstShape {
    Chess,      // centralised pieces, advanced pawns, a king sheltered on its back rank
    Knightmate, // the chess tables but for the commoner and the royal knight
    Racing,     // pieces in the middle of the board; no pawns, the kings' race is its own term
};
struct PstChoice {
    PstShape shape;
    // Black reads the tables with the ranks flipped, as its pieces face the other way;
    // in racing kings both sides run north and read the squares as they are.
    bool black_flips_ranks;
    int pawn_advance_eg;   // endgame bonus per rank a pawn has advanced
    int king_rank_penalty; // Chess shape: middlegame cost per rank the king leaves its back rank
};

// What stands in for king safety: the attack on a chess king, the net around a royal
// knight, or the kings' race to the eighth rank.
enum class KingTerm { Safety, RoyalKnight, Race };

struct VariantEval {
    Variant id;
    Weights (*make_weights)();
    PstChoice pst;
    KingTerm king_term;
    // A side without pawns and at most a minor piece ahead cannot win (evaluate.cpp).
    bool minor_piece_endings_drawn;
};

// One row per variant, in the order of PARACHUTE_VARIANTS.
inline constexpr VariantEval VARIANT_EVAL[] = {
    {Variant::Normal, chess_weights, {PstShape::Chess, true, 6, 20}, KingTerm::Safety, true},
    // A crazyhouse king is exposed to drops anywhere off its back rank; material returns
    // by drops, so no ending is drawn for lack of it.
    {Variant::Crazyhouse, crazyhouse_weights, {PstShape::Chess, true, 3, 30}, KingTerm::Safety, false},
    // A lone commoner or bishop can mate a royal knight.
    {Variant::Knightmate, knightmate_weights, {PstShape::Knightmate, true, 6, 0}, KingTerm::RoyalKnight, false},
    // Racing kings is not about mating.
    {Variant::RacingKings, racing_weights, {PstShape::Racing, false, 0, 0}, KingTerm::Race, false},
};
static_assert(one_row_per_variant(VARIANT_EVAL), "one row of evaluation per variant, in the order of PARACHUTE_VARIANTS");

constexpr const VariantEval& variant_eval(Variant v) { return VARIANT_EVAL[int(v)]; }

} // namespace parachute::eval
