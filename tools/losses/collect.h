// The games of the input files, with each game the engine lost analysed.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include "analysis.h"

namespace parachute::losses {

struct LostGame {
    int game = 0; // index into Collection::games
    Color engine = WHITE;
    Divergence divergence;
    Phase phase = Phase::Opening;
    Kind kind = Kind::Other;
};

struct Collection {
    std::vector<MatchGame> games;
    std::vector<LostGame> lost;
    int without_engine = 0;           // games in which neither player is the engine
    std::vector<std::string> errors;  // "FILE:LINE: game N: what is wrong"
};

// Reads the PGN text `name` into c. A game that cannot be read is left out, and one
// whose two players both fit the engine's name is not analysed; each gets a message in
// c.errors.
void collect(std::istream& in, const std::string& name, const Settings& s, Collection& c);

} // namespace parachute::losses
