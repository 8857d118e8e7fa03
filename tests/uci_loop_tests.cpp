// The whole session through streams, as bin/parachute runs it: the first command picks
// the protocol, "uci" a UCI session to the end of input or "quit", anything else CECP.
#include <boost/test/unit_test.hpp>

#include <sstream>

#include "../engine/protocol/protocol_choice.h"
#include "../engine/protocol/uci_loop.h"
#include "lines.h"

using namespace parachute;

namespace {

std::vector<std::string> run(const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    in.tie(&out); // as std::cin is tied to std::cout
    BOOST_TEST(run_protocol(in, out) == 0);
    BOOST_TEST(in.tie() == &out); // restored
    return test::lines_of(out.str());
}

int count_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
    int n = 0;
    for (const std::string& l : lines) n += l.rfind(prefix, 0) == 0;
    return n;
}

} // namespace

BOOST_AUTO_TEST_SUITE(uci_loop)

BOOST_AUTO_TEST_CASE(uci_first_is_a_uci_session) {
    const std::vector<std::string> lines =
        run("\n  \nuci\nsetoption name Hash value 16\nisready\nposition startpos moves e2e4\ngo depth 3\n");
    BOOST_TEST(count_prefix(lines, "id name Parachute") == 1);
    BOOST_TEST(count_prefix(lines, "uciok") == 1);
    BOOST_TEST(count_prefix(lines, "readyok") == 1);
    // The end of input lets a search with a limit finish.
    BOOST_TEST(count_prefix(lines, "bestmove ") == 1);
    BOOST_TEST(lines.back().rfind("bestmove ", 0) == 0);
    BOOST_TEST(count_prefix(lines, "feature") == 0);
}

BOOST_AUTO_TEST_CASE(the_end_of_input_stops_an_endless_search) {
    const std::vector<std::string> lines = run("uci\nsetoption name Hash value 16\nposition startpos\ngo infinite\n");
    BOOST_TEST(count_prefix(lines, "bestmove ") == 1);
}

BOOST_AUTO_TEST_CASE(nothing_is_read_after_quit) {
    const std::vector<std::string> lines = run("uci\nquit\nisready\n");
    BOOST_TEST(count_prefix(lines, "uciok") == 1);
    BOOST_TEST(count_prefix(lines, "readyok") == 0);
}

BOOST_AUTO_TEST_CASE(anything_else_is_cecp) {
    std::vector<std::string> lines = run("xboard\nprotover 2\nping 7\nquit\n");
    BOOST_TEST(count_prefix(lines, "feature done=1") == 1);
    BOOST_TEST(count_prefix(lines, "pong 7") == 1);
    BOOST_TEST(count_prefix(lines, "id ") == 0);
    // CECP needs no greeting: the first command is CECP's own.
    lines = run("protover 2\nuci\nquit\n");
    BOOST_TEST(count_prefix(lines, "feature done=1") == 1);
    BOOST_TEST((lines.back() == "Error (unknown command): uci"));
    // quit first: nothing left to read.
    BOOST_TEST(run("quit\nprotover 2\n").empty());
    BOOST_TEST(run("").empty());
}

BOOST_AUTO_TEST_CASE(run_uci_without_a_first_line) {
    std::istringstream in("uci\nisready\nquit\n");
    std::ostringstream out;
    BOOST_TEST(run_uci(in, out) == 0);
    BOOST_TEST(out.str().find("uciok\nreadyok\n") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
