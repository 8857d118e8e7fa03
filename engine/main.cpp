// bin/parachute: the engine on stdin/stdout, speaking UCI when the first command is "uci"
// and CECP (XBoard) otherwise, or the protocol named ("xboard", "uci"); subcommands
// otherwise ("perft", "bench", "eval").
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "commands/bench_command.h"
#include "commands/eval_command.h"
#include "commands/perft_command.h"
#include "protocol/protocol_choice.h"
#include "protocol/uci_loop.h"
#include "protocol/xboard_loop.h"

namespace {
void usage() {
    std::fprintf(stderr,
                 "usage: parachute               play on stdin/stdout: UCI when the first command is \"uci\", else CECP\n"
                 "       parachute xboard|uci    play through the XBoard/CECP or the UCI protocol\n"
                 "       parachute perft --variant V --depth D [--fen \"FEN\"] [--divide]\n"
                 "       parachute bench [--depth D] [--hash MB] [--eval default|classical|nnue] [--net FILE]\n"
                 "       parachute eval [--variant V] [--fen \"FEN\"] [--net FILE] [--eval nnue|classical] [--speed]\n"
                 "  variants: normal, crazyhouse, knightmate, racingkings\n");
}
} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "xboard" || args[0] == "uci") {
        // The engine announces sigint=0 and sigterm=0, but a GUI that ignores the
        // feature must not kill it in the middle of a game with SIGINT.
        std::signal(SIGINT, SIG_IGN);
        std::ios::sync_with_stdio(false);
        if (args.empty()) return parachute::run_protocol(std::cin, std::cout);
        if (args[0] == "uci") return parachute::run_uci(std::cin, std::cout);
        return parachute::run_xboard(std::cin, std::cout);
    }
    if (args[0] == "help" || args[0] == "--help") {
        usage();
        return 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "perft") return parachute::perft_command(args);
    if (command == "bench") return parachute::bench_command(args);
    if (command == "eval") return parachute::eval_command(args);
    std::fprintf(stderr, "parachute: unknown command '%s'\n", command.c_str());
    usage();
    return 2;
}
