// bin/parachute: the engine on stdin/stdout, speaking UCI when the first command is "uci"
// and CECP (XBoard) otherwise, or the protocol named ("xboard", "uci"); subcommands
// otherwise ("perft", "bench", "eval").
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "commands/command_line.h"
#include "commands/version_line.h"
#include "protocol/protocol_choice.h"
#include "protocol/uci_loop.h"
#include "protocol/xboard_loop.h"

namespace {
// The program's usage: the protocol lines here, the subcommands' lines from their own
// usage texts (commands/command_line.h).
void usage(std::FILE* to) {
    std::fprintf(to,
                 "usage: parachute               play on stdin/stdout: UCI when the first command is \"uci\", else CECP\n"
                 "       parachute xboard|uci    play through the XBoard/CECP or the UCI protocol\n"
                 "       parachute --help|--version\n"
                 "%s",
                 parachute::commands_usage().c_str());
}
} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() > 1 && (args[0] == "xboard" || args[0] == "uci")) {
        // Nothing follows a protocol's name: a word after it is a mistake, not an option.
        std::fprintf(stderr, "parachute: unexpected argument '%s' after '%s'\n", args[1].c_str(), args[0].c_str());
        usage(stderr);
        return 2;
    }
    if (args.empty() || args[0] == "xboard" || args[0] == "uci") {
        // The engine announces sigint=0 and sigterm=0, but a GUI that ignores the
        // feature must not kill it in the middle of a game with SIGINT.
        std::signal(SIGINT, SIG_IGN);
        std::ios::sync_with_stdio(false);
        if (args.empty()) return parachute::run_protocol(std::cin, std::cout);
        if (args[0] == "uci") return parachute::run_uci(std::cin, std::cout);
        return parachute::run_xboard(std::cin, std::cout);
    }
    if (args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        usage(stdout);
        return 0;
    }
    if (args[0] == "--version" || args[0] == "-v") {
        std::fputs(parachute::version_line("parachute").c_str(), stdout);
        return 0;
    }
    if (const int code = parachute::run_subcommand(args); code >= 0) return code;
    std::fprintf(stderr, "parachute: unknown command '%s'\n", args[0].c_str());
    usage(stderr);
    return 2;
}
