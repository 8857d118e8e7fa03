// What XBoard needs to play racing kings, which it does not know: the engine defines it
// as a variant of XBoard's catch-all "fairy" on an 8x8 board without holdings.
#pragma once

#include <string>
#include <vector>

namespace parachute {

// The "setup" line and one "piece" line per piece, to send after "variant racingkings".
std::vector<std::string> racing_kings_setup_lines();

} // namespace parachute
