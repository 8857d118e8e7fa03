// -merge: the result of a match over the PGN files its shards wrote. The games must
// carry one schedule's tags (shard.h); a game that is in two files, or of another
// schedule, stops the merge, and so do missing games unless -allow-partial. The lines
// printed are those a single run of the schedule ends with: the last score line, the
// Elo difference with LOS, the SPRT state and the "Elo: ..." line.
#pragma once

#include <ostream>

#include "cli.h"

namespace parachute::match {

// The exit code: 0 merged, 1 when the files cannot be read or do not belong together.
int run_merge(const MergeConfig& cfg, std::ostream& out, std::ostream& err);

} // namespace parachute::match
