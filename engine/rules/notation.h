// Moves as text: coordinate notation as CECP and UCI send it (e2e4, e7e8q, e7e8m, N@d5,
// castling as the royal piece's two-square step e1g1) and SAN for PGN (Nf3, exd5, P@e4,
// O-O, e8=Q+).
#pragma once

#include <string>
#include <string_view>

#include "position.h"

namespace parachute {

std::string square_to_string(Square s);
std::string move_to_uci(Move m);

// The legal move the text names in this position, or Move::none(). Accepts coordinate
// notation (drops with either case, promotion letter in either case), O-O / O-O-O / 0-0,
// and SAN.
Move parse_move(const Position& pos, std::string_view text);

// SAN of a legal move, with '+' or '#' when it checks or mates.
std::string move_to_san(Position& pos, Move m);

} // namespace parachute
