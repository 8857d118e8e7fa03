// Reads the games of a PGN file: the tags, the main line's moves, checked by the rules
// library, and the comments after them. Variations, NAGs and move numbers are skipped,
// so opening books such as "2moves" files work as they are, and so do the runner's own
// PGN files.
#pragma once

#include <istream>
#include <map>
#include <string>
#include <vector>

#include "game.h"

namespace parachute::match {

struct PgnGame {
    int number = 0;                         // 1 for the first game of the file
    int first_line = 0;                     // where the game starts in the file
    std::map<std::string, std::string> tags;
    Variant variant = Variant::Normal;      // the variant the moves were checked in
    Opening line;                           // the FEN tag ("" if none) and the moves
    std::vector<std::string> comments;      // the first comment after each move ("" if none)
    std::string last_comment;               // the last one of the game (the runner's reason)
    bool ends_over = false;                 // the last position read is over by rule

    std::string tag(const std::string& name) const; // "" when the game has no such tag
};

// Appends the games of the PGN text to `out`, keeping at most max_plies moves of each
// (0: all). "" or "NAME:LINE: what is wrong" (name is the file name for messages).
std::string read_pgn_games(std::istream& in, const std::string& name, Variant v, int max_plies,
                           std::vector<PgnGame>& out);

// Appends every game of the PGN text to `out`, each read in the variant its Variant tag
// names (normal chess without one). A game that cannot be read is left out and its
// message ("NAME:LINE: game N: what is wrong") goes to `errors`; the others are read.
void read_pgn_games_tagged(std::istream& in, const std::string& name, std::vector<PgnGame>& out,
                           std::vector<std::string>& errors);

// Appends the openings of the PGN text to `out`, keeping at most max_plies moves of
// each (0: all). "" or "NAME:LINE: what is wrong" (name is the file name for messages).
std::string read_pgn_openings(std::istream& in, const std::string& name, Variant v, int max_plies,
                              std::vector<Opening>& out);

} // namespace parachute::match
