// bin/parachute-match: plays engines against each other; see tools/match/README.md.
#include <csignal>
#include <iostream>

#include "cli.h"
#include "fake_engine.h"
#include "tournament.h"

namespace {
// The first Ctrl-C lets the running games finish and prints the summary; the second,
// with the default action restored, ends the runner at once.
void on_interrupt(int) { parachute::match::request_stop(); }
} // namespace

int main(int argc, char** argv) {
    using namespace parachute::match;
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "--fake-engine")
        return run_fake_engine(std::vector<std::string>(args.begin() + 1, args.end()));
    if (args.empty() || args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
        std::cout << usage();
        return args.empty() ? 2 : 0;
    }
    MatchConfig cfg;
    if (std::string err = parse_command_line(args, cfg); !err.empty()) {
        std::cerr << "parachute-match: " << err << '\n';
        return 2;
    }
    struct sigaction sa {};
    sa.sa_handler = on_interrupt;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    return run_match(cfg, std::cout, std::cerr);
}
