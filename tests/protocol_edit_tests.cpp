// CECP's old edit mode: its subcommands, and the commands that keep their meaning inside
// it (quit, ping, new, force), through the driver and through the whole loop.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <sstream>

#include "../engine/protocol/xboard_loop.h"
#include "protocol_harness.h"
#include "lines.h"

using namespace parachute;
using namespace parachute::test;

namespace {

using Lines = std::vector<std::string>;

const char* const EDIT_ERROR = "Error (expected c, #, x<square> or <piece><square>): ";

// A session past the handshake, with a small depth.
struct Started : Session {
    Started() { send({"xboard", "protover 2", "accepted done", "memory 16", "new", "sd 2"}); }
};

// run_xboard on the whole input; the engine's lines.
Lines run_session(const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    BOOST_TEST(run_xboard(in, out) == 0);
    return test::lines_of(out.str());
}

bool contains(const Lines& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

} // namespace

BOOST_AUTO_TEST_SUITE(protocol_edit)

BOOST_AUTO_TEST_CASE(ping_is_answered_and_the_edit_goes_on) {
    Started s;
    BOOST_TEST(s.send({"force", "edit", "#", "Ke1"}).empty());
    BOOST_TEST(s.send("ping 7") == (Lines{"pong 7"}));
    BOOST_TEST(s.send("ping") == (Lines{"pong"}));
    BOOST_TEST(s.send({"Rh1", "c", "Ke8", "."}).empty());
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

BOOST_AUTO_TEST_CASE(other_commands_are_edit_subcommands_until_the_dot) {
    Started s;
    s.send({"force", "edit", "#"});
    BOOST_TEST(s.send("go") == (Lines{std::string(EDIT_ERROR) + "go"}));
    BOOST_TEST(s.send("setboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1") == (Lines{std::string(EDIT_ERROR) + "setboard"}));
    BOOST_TEST(s.send({"Ke1", "c", "Ke8", "Qd8", "."}).empty());
    BOOST_TEST(s.position().fen() == "3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    // Out of edit mode "." is the analysis status request again: silent outside analysis.
    BOOST_TEST(s.send(".").empty());
}

BOOST_AUTO_TEST_CASE(new_leaves_edit_mode_and_starts_a_new_game) {
    Started s;
    s.send({"variant crazyhouse", "force", "edit", "#", "Ke1"});
    BOOST_TEST(s.send("new").empty());
    BOOST_TEST(s.position().fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    BOOST_TEST((s.position().variant() == Variant::Normal));
    // The edit is gone: moves are moves again, and the engine plays black after new
    // (whose sd starts over).
    const Lines out = s.send({"sd 2", "e2e4"});
    BOOST_TEST(!mentions_illegal(out));
    BOOST_TEST(!move_in(out).empty());
}

BOOST_AUTO_TEST_CASE(force_is_accepted_inside_edit_mode) {
    Started s;
    // After new the engine plays black; force inside the edit makes it play neither side.
    BOOST_TEST(s.send({"edit", "#", "force", "Ke1", "c", "Ke8", "."}).empty());
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    BOOST_TEST(s.send("e1e2").empty()); // no reply move: force mode
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
}

BOOST_AUTO_TEST_CASE(quit_inside_edit_mode_ends_the_session) {
    Started s;
    s.send({"force", "edit", "#", "Ke1"});
    BOOST_TEST(!s.driver.handle("quit"));
    BOOST_TEST(s.transcript.take().empty());
    // Through the loop: quit is the last line read, the pings after it are never read.
    const Lines lines = run_session("xboard\nprotover 2\nmemory 16\nnew\nforce\nedit\n#\nKe1\nping 1\nquit\nping 2\n");
    BOOST_TEST(contains(lines, "pong 1"));
    BOOST_TEST(!contains(lines, "pong 2"));
    BOOST_TEST(lines.back() == "pong 1");
}

BOOST_AUTO_TEST_CASE(the_end_of_input_inside_edit_mode_ends_the_session) {
    const Lines lines = run_session("xboard\nprotover 2\nmemory 16\nnew\nforce\nedit\n#\nKe1\nping 3\n");
    BOOST_TEST(lines.back() == "pong 3");
    for (const std::string& l : lines) BOOST_TEST(!starts_with(l, "Error"), l);
}

BOOST_AUTO_TEST_CASE(a_rejected_edit_leaves_no_position) {
    Started s;
    BOOST_TEST(s.send({"force", "edit", "#", "c", "Ke8", "."}) == (Lines{"Error (white has no king): edit"}));
    // Commands that need a position say that it is missing, not that their words are wrong.
    BOOST_TEST(s.send("include all") == (Lines{"Error (no valid position is set): include all"}));
    BOOST_TEST(s.send("exclude e2e4") == (Lines{"Error (no valid position is set): exclude e2e4"}));
    BOOST_TEST(s.send("include") == (Lines{"Error (expected a move or all): include"}));
    BOOST_TEST(s.send("e2e4") == (Lines{"Illegal move (no valid position is set): e2e4"}));
    BOOST_TEST(s.send("ping 4") == (Lines{"pong 4"}));
    // A good edit sets a position again.
    BOOST_TEST(s.send({"edit", "#", "Ke1", "c", "Ke8", "."}).empty());
    BOOST_TEST(s.send("include all").empty());
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

BOOST_AUTO_TEST_SUITE_END()
