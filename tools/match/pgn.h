// Games as PGN that cutechess-cli, XBoard and lichess load: Variant, FEN/SetUp for a
// non-standard start, TimeControl, Termination, and the reason as the final comment.
#pragma once

#include <ostream>
#include <string>

#include "game.h"

namespace parachute::match {

struct PgnHeader {
    std::string event = "?";
    std::string site = "?";
    std::string date;   // YYYY.MM.DD
    std::string round = "?";
};

// minimal (-pgnout FILE min): the seven standard tags, with FEN, SetUp and Variant when
// the game needs them, and the moves without comments.
void write_pgn(std::ostream& out, const PgnHeader& h, const GameRecord& g, bool minimal = false);

// The PGN name of a variant: "crazyhouse", "knightmate", "racingkings" (as the XBoard
// and cutechess-cli PGN readers spell them); "" for normal chess.
std::string pgn_variant_name(Variant v);

} // namespace parachute::match
