// Games as PGN that cutechess-cli, XBoard and lichess load: Variant, FEN/SetUp for a
// non-standard start, TimeControl, Termination, and the reason as the final comment.
#pragma once

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "game.h"

namespace parachute::match {

struct PgnHeader {
    std::string event = "?";
    std::string site = "?";
    std::string date;   // YYYY.MM.DD
    std::string round = "?";
    // Tags after the standard ones, in this order (the schedule tags of shard.h).
    std::vector<std::pair<std::string, std::string>> extra;
};

// minimal (-pgnout FILE min): the seven standard tags, with FEN, SetUp and Variant when
// the game needs them, the extra tags, and the moves without comments.
void write_pgn(std::ostream& out, const PgnHeader& h, const GameRecord& g, bool minimal = false);

// The PGN name of a variant: "crazyhouse", "knightmate", "racingkings" (as the XBoard
// and cutechess-cli PGN readers spell them); "" for normal chess.
std::string pgn_variant_name(Variant v);

// The inverse of result_string; anything else (such as "*") is an unfinished game.
GameResult parse_result(const std::string& s);

} // namespace parachute::match
