// The classical evaluation: one function per variant behind one entry point. The search
// uses it where a variant has no trained net (or Use_NNUE is off), and its material
// values steer move ordering, SEE and pruning margins. Scores are centipawns for the
// side to move.
#pragma once

#include "../rules/position.h"
#include "../core/value.h"

namespace parachute {

// Static evaluation of a position that is not over (the search handles mate, stalemate,
// the race goal and draws by rule before it asks). Deterministic; never VALUE_NONE;
// always well inside (-VALUE_MATE_IN_MAX_PLY, VALUE_MATE_IN_MAX_PLY).
Value evaluate(const Position& pos);

// Material values in centipawns as the search uses them for move ordering, SEE and
// pruning margins: on the board, and in hand (crazyhouse pieces in hand are worth more).
Value piece_value(Variant v, PieceType pt);
Value hand_value(Variant v, PieceType pt);

} // namespace parachute
