// Static exchange evaluation: does the exchange that m starts on its square win at least
// threshold, with both sides capturing with their least valuable piece first?
#pragma once

#include "../rules/position.h"
#include "../core/value.h"

namespace parachute {

bool see_ge(const Position& pos, Move m, Value threshold);

} // namespace parachute
