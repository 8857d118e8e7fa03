// Material as the loss analysis counts it: fixed points per piece (pawn 1, knight,
// bishop and commoner 3, rook 5, queen 9, royal piece 0) on the board and, in
// crazyhouse, in the pockets. Fixed points rather than the evaluation's weights, so
// that a classification does not change when the evaluation is tuned.
#pragma once

#include "../../engine/rules/position.h"

namespace parachute::losses {

int piece_points(PieceType pt);

// The points of colour c on the board and in its pocket (a promoted piece counts as
// what it now is; once captured it is a pawn in the pocket, as the rules have it).
int material_points(const Position& pos, Color c);

// The points of both sides' pieces other than pawns and royal pieces, board and pockets.
int piece_material(const Position& pos);

// The game phase, read from material (board and pockets) and the move number.
enum class Phase { Opening, Middlegame, Endgame };
constexpr int PHASE_NB = 3;
const char* phase_name(Phase p);

// Endgame: piece material at most half of the variant's start position's. Opening:
// still all of it, and the full-move number at most opening_moves. Middlegame: else.
Phase phase_of(Variant v, int piece_material_now, int fullmove, int opening_moves);

} // namespace parachute::losses
