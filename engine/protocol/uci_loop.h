// The UCI session: commands from `in`, answers to `out`, until "quit" or end of input.
#pragma once

#include <iosfwd>
#include <string>

namespace parachute {

// Reads and handles one line at a time on the calling thread: the search runs on its
// own, so "stop", "ponderhit" and "isready" are read while it thinks. first_line is a
// command already read from `in` (the "uci" that chose the protocol); it comes first.
// Returns the process exit status.
int run_uci(std::istream& in, std::ostream& out, const std::string& first_line = "");

} // namespace parachute
