// Move-ordering statistics learned during the search: which quiet moves, drops and
// captures caused cut-offs, alone and as replies to the previous moves.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "../core/types.h"

namespace parachute {

constexpr int HISTORY_LIMIT = 16384;

// Moves toward the bonus' sign while staying within the limit (the "gravity" rule).
template <int Limit = HISTORY_LIMIT>
inline void update_history(int16_t& entry, int bonus) {
    bonus = std::clamp(bonus, -Limit, Limit);
    entry = int16_t(entry + bonus - entry * std::abs(bonus) / Limit);
}

// A drop's "origin" is its piece type, after the 64 squares.
inline int origin_index(Move m) { return m.is_drop() ? 64 + m.drop_type() : m.from(); }

using PieceToHistory = int16_t[PIECE_NB][SQUARE_NB];

struct Histories {
    int16_t quiet[COLOR_NB][64 + PIECE_TYPE_NB][SQUARE_NB];
    int16_t capture[PIECE_NB][SQUARE_NB][PIECE_TYPE_NB];
    PieceToHistory continuation[PIECE_NB][SQUARE_NB]; // [previous piece][previous to][piece][to]
    Move counter[PIECE_NB][SQUARE_NB];

    // memset, which an optimised build makes of a zero fill anyway: the -O1 fuzzing build
    // instruments a std::fill element by element, and clearing these 2 MB then took half
    // of each CECP fuzz input's time.
    void clear() {
        std::memset(quiet, 0, sizeof quiet);
        std::memset(capture, 0, sizeof capture);
        std::memset(continuation, 0, sizeof continuation);
        std::fill(&counter[0][0], &counter[0][0] + PIECE_NB * SQUARE_NB, Move::none());
    }
};

} // namespace parachute
