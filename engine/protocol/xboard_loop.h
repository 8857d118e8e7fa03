// The CECP session: commands from `in`, answers to `out`, until "quit" or end of input.
#pragma once

#include <iosfwd>
#include <string>

namespace parachute {

// Reads lines on a thread of its own, so that commands are taken while the engine
// searches, and feeds them and the search's completions to one XBoardDriver in the order
// they happen. first_line is a command already read from `in` (by whoever chose the
// protocol from it); it comes first. Returns the process exit status.
int run_xboard(std::istream& in, std::ostream& out, const std::string& first_line = "");

} // namespace parachute
