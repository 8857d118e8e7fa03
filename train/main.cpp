// parachute-train: self-play data generation, the data tools, training and export.
#include <cstdio>
#include <string>
#include <vector>

#include "data/tools.h"
#include "fit/command.h"
#include "selfplay/command.h"

namespace {
const char* USAGE =
    "usage: parachute-train selfplay ...   generate training data by self-play\n"
    "       parachute-train data stats|shuffle|split|merge|bench ...\n"
    "       parachute-train fit ...        train a net on self-play data\n"
    "       parachute-train export ...     quantize a training checkpoint into a net file\n"
    "Run a command without arguments for its options; train/README.md has the details.\n";
}

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        std::fputs(USAGE, stderr);
        return 2;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "selfplay") return parachute::selfplay::selfplay_command(args);
    if (command == "data") return parachute::data::data_command(args);
    if (command == "fit") return parachute::fit::fit_command(args);
    if (command == "export") return parachute::fit::export_command(args);
    std::fprintf(stderr, "parachute-train: unknown command '%s'\n%s", command.c_str(), USAGE);
    return 2;
}
