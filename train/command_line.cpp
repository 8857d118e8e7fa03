#include "command_line.h"

#include <cstdio>

#include "../engine/commands/version_line.h"
#include "data/tools.h"
#include "fit/command.h"
#include "selfplay/command.h"

namespace parachute::train {

const char* const USAGE =
    "usage: parachute-train selfplay ...   generate training data by self-play\n"
    "       parachute-train data stats|shuffle|split|merge|bench ...\n"
    "       parachute-train fit ...        train a net on self-play data\n"
    "       parachute-train export ...     quantize a training checkpoint into a net file\n"
    "       parachute-train --version\n"
    "Run a command with --help for its options; train/README.md has the details.\n";

int run_command(const std::vector<std::string>& args) {
    if (args.empty()) {
        std::fputs(USAGE, stderr);
        return 2;
    }
    const std::string& command = args[0];
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(USAGE, stdout);
        return 0;
    }
    if (command == "--version" || command == "-v") {
        std::fputs(version_line("parachute-train").c_str(), stdout);
        return 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "selfplay") return selfplay::selfplay_command(rest);
    if (command == "data") return data::data_command(rest);
    if (command == "fit") return fit::fit_command(rest);
    if (command == "export") return fit::export_command(rest);
    std::fprintf(stderr, "parachute-train: unknown command '%s'\n%s", command.c_str(), USAGE);
    return 2;
}

} // namespace parachute::train
