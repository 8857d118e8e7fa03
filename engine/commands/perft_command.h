#pragma once

#include <string>
#include <vector>

namespace parachute {

// bin/parachute perft --variant V --depth D [--fen "FEN"] [--divide]
// Prints "move: count" per root move with --divide, then always "nodes N"; the time and
// speed go to stderr. Returns the process exit code.
int perft_command(const std::vector<std::string>& args);
extern const char* const PERFT_USAGE;

} // namespace parachute
