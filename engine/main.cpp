// bin/parachute: the CECP (XBoard) engine by default or with "xboard"; subcommands
// otherwise ("perft", "bench", "eval").
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "commands/bench_command.h"
#include "commands/eval_command.h"
#include "commands/perft_command.h"
#include "protocol/xboard_loop.h"

namespace {
void usage() {
    std::fprintf(stderr,
                 "usage: parachute [xboard]      play through the XBoard/CECP protocol on stdin/stdout\n"
                 "       parachute perft --variant V --depth D [--fen \"FEN\"] [--divide]\n"
                 "       parachute bench [--depth D] [--hash MB] [--eval default|classical|nnue] [--net FILE]\n"
                 "       parachute eval [--variant V] [--fen \"FEN\"] [--net FILE] [--eval nnue|classical] [--speed]\n"
                 "  variants: normal, crazyhouse, knightmate, racingkings\n");
}
} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "xboard") {
        // The engine announces sigint=0 and sigterm=0, but a GUI that ignores the
        // feature must not kill it in the middle of a game with SIGINT.
        std::signal(SIGINT, SIG_IGN);
        std::ios::sync_with_stdio(false);
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
