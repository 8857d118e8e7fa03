// Runs a whole match: takes the games from its schedule (schedule.h), plays them on
// C worker threads each with its own engine processes, restarts faulty engines,
// writes the PGN, and reports progress, Elo, LOS and the SPRT.
#pragma once

#include <ostream>

#include "cli.h"

namespace parachute::match {

// Returns the process exit code: 0 after a completed (or SPRT-stopped) match, 1 when
// the match could not be run (an engine that cannot start, an unreadable file, ...).
int run_match(const MatchConfig& cfg, std::ostream& out, std::ostream& err);

// Asks a running match to start no more games; the games in progress finish and the
// summary is printed. Safe to call from a signal handler.
void request_stop();

} // namespace parachute::match
