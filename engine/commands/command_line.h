// The subcommands of bin/parachute (perft, bench, eval) for its main: their lines of the
// program's usage, made from each command's own usage text, and running one by name.
#pragma once

#include <string>
#include <vector>

namespace parachute {

// "       parachute perft ...\n" for each subcommand, then the variants.
std::string commands_usage();

// Runs the subcommand args[0] with the other arguments and returns its exit code; -1
// when args[0] names no subcommand.
int run_subcommand(const std::vector<std::string>& args);

} // namespace parachute
