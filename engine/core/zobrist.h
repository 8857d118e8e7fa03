// Zobrist keys: one random number per (piece, square), side, castling rights, en-passant
// file, count of each piece in hand, and promoted flag, XORed together into a position key.
#pragma once

#include "types.h"

namespace parachute {

constexpr int MAX_IN_HAND = 64; // the most of one piece type a FEN may put in one pocket

namespace zobrist {
extern Key psq[PIECE_NB][SQUARE_NB];
extern Key side;
extern Key castling[16];
extern Key en_passant[8];
// in_hand[pc][n] is XORed in when the n-th piece of kind pc enters the pocket (n >= 1).
extern Key in_hand[PIECE_NB][MAX_IN_HAND + 1];
extern Key promoted[SQUARE_NB];
} // namespace zobrist

void init_zobrist();

} // namespace parachute
