// What bin/parachute-train does with its arguments: --help, --version, one of its
// commands, or the usage on stderr with exit code 2. In the library, so that the tests
// run it in-process.
#pragma once

#include <string>
#include <vector>

namespace parachute::train {

// The program's usage: one line per command.
extern const char* const USAGE;

// args without argv[0]; returns the exit code.
int run_command(const std::vector<std::string>& args);

} // namespace parachute::train
