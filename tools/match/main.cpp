// bin/parachute-match: plays engines against each other; see tools/match/README.md.
#include <csignal>
#include <iostream>

#include "engines_json.h"
#include "run_command.h"
#include "tournament.h"

namespace {
// The first Ctrl-C lets the running games finish and prints the summary; the second,
// with the default action restored, ends the runner at once.
void on_interrupt(int) { parachute::match::request_stop(); }
} // namespace

int main(int argc, char** argv) {
    using namespace parachute::match;
    struct sigaction sa {};
    sa.sa_handler = on_interrupt;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    return run_command(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr, default_engines_json());
}
