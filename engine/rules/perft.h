// Perft: counts the leaf nodes of the legal move tree, the proof that the move generator
// is exact. The last ply is bulk-counted (the moves are counted, not made).
#pragma once

#include <cstdint>
#include <functional>

#include "position.h"

namespace parachute {

uint64_t perft(Position& pos, int depth);

// Perft with one callback per root move (move, its count), in generation order.
uint64_t perft_divide(Position& pos, int depth, const std::function<void(Move, uint64_t)>& per_move);

} // namespace parachute
