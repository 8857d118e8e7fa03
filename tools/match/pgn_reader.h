// Reads the games of a PGN file as openings: the FEN tag (if any) and the main line's
// moves, checked by the rules library. Comments, variations, NAGs and move numbers are
// skipped, so opening books such as "2moves" files work as they are.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include "game.h"

namespace parachute::match {

// Appends the openings of the PGN text to `out`, keeping at most max_plies moves of
// each (0: all). "" or "NAME:LINE: what is wrong" (name is the file name for messages).
std::string read_pgn_openings(std::istream& in, const std::string& name, Variant v, int max_plies,
                              std::vector<Opening>& out);

} // namespace parachute::match
