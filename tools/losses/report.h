// The results for people (a summary on stdout) and for programs (a TSV file, one line
// per lost game).
#pragma once

#include <ostream>
#include <string>

#include "collect.h"

namespace parachute::losses {

// "12." when white is to move in the position, "12..." when black is.
std::string move_number(const PositionFacts& f);

// The lost games, the counts by phase and kind, and the clock usage of every player.
void write_summary(std::ostream& out, const Collection& c, const Settings& s);

// A header line, then one line per lost game: game, white, black, result, ply, move,
// fen, parachute_score, opponent_score, phase, kind, file ("-" where there is no divergence).
void write_tsv(std::ostream& out, const Collection& c);

} // namespace parachute::losses
