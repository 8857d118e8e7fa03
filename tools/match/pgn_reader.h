// Reads the games of a PGN file: the tags and the main line's moves, checked by the
// rules library. Comments, variations, NAGs and move numbers are skipped, so opening
// books such as "2moves" files work as they are, and so do the runner's own PGN files.
#pragma once

#include <istream>
#include <map>
#include <string>
#include <vector>

#include "game.h"

namespace parachute::match {

struct PgnGame {
    int first_line = 0;                     // where the game starts in the file
    std::map<std::string, std::string> tags;
    Opening line;                           // the FEN tag ("" if none) and the moves
    bool ends_over = false;                 // the last position read is over by rule
};

// Appends the games of the PGN text to `out`, keeping at most max_plies moves of each
// (0: all). "" or "NAME:LINE: what is wrong" (name is the file name for messages).
std::string read_pgn_games(std::istream& in, const std::string& name, Variant v, int max_plies,
                           std::vector<PgnGame>& out);

// Appends the openings of the PGN text to `out`, keeping at most max_plies moves of
// each (0: all). "" or "NAME:LINE: what is wrong" (name is the file name for messages).
std::string read_pgn_openings(std::istream& in, const std::string& name, Variant v, int max_plies,
                              std::vector<Opening>& out);

} // namespace parachute::match
