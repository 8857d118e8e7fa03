// Everything bin/parachute-match does with its arguments, apart from the signal set-up
// in main: --help, --version, -engines, the fake engine, a bad command line (exit 2),
// or the match itself. In the library so that the tests can run it in-process.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace parachute::match {

// args without argv[0]; conf= and -engines read engines_json. Returns the exit code.
int run_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                const std::string& engines_json);

} // namespace parachute::match
