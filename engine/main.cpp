// bin/parachute: subcommands first ("perft"); the CECP driver is the default once it exists.
#include <cstdio>
#include <string>
#include <vector>

#include "commands/perft_command.h"

namespace {
void usage() {
    std::fprintf(stderr,
                 "usage: parachute perft --variant V --depth D [--fen \"FEN\"] [--divide]\n"
                 "  variants: normal, crazyhouse, knightmate, racingkings\n");
}
} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "help" || args[0] == "--help") {
        usage();
        return args.empty() ? 2 : 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "perft") return parachute::perft_command(args);
    std::fprintf(stderr, "parachute: unknown command '%s'\n", command.c_str());
    usage();
    return 2;
}
