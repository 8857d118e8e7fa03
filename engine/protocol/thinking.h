// The engine's search reports as CECP text: thinking lines ("post") and the stat01 answer
// to "." in analysis mode.
#pragma once

#include <cstdint>
#include <string>

#include "../search/search.h"

namespace parachute {

// Centipawns as they are, mate as +-(100000 + moves to mate), the protocol's convention.
int cecp_score(Value v);

// "ply score time nodes seldepth nps<TAB>pv" with time in centiseconds, the PV in
// coordinate notation. The optional fields sit before the tab, as the protocol allows.
std::string thinking_line(const IterationInfo& info);

// "stat01: time nodes ply mvleft mvtot", time in centiseconds.
std::string stat01_line(int64_t time_ms, uint64_t nodes, int depth, int moves_left, int moves_total);

} // namespace parachute
