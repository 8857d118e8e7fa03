// UCI commands at awkward moments and bad input: go, stop, position, setoption and
// ucinewgame while a search runs or when none does, limits of zero, one clock only,
// "go mate" and the end of input, very long and binary lines, variant FENs.
#include <boost/test/unit_test.hpp>

#include <sstream>

#include "../engine/protocol/uci_loop.h"
#include "helpers.h"
#include "uci_harness.h"
#include "lines.h"

using namespace parachute;
using namespace parachute::test;

namespace {

using Lines = std::vector<std::string>;

struct Ready : UciSession {
    Ready() { send({"uci", "setoption name Hash value 16", "isready"}); }
};

bool is_bestmove(const std::string& l) { return starts_with(l, "bestmove "); }

// Sends a go that must end by itself, and waits (boundedly: a search that would wait
// for stop fails the test instead of hanging it) for its bestmove.
Lines go_and_wait(Ready& s, const std::string& go) {
    s.driver.handle(go);
    BOOST_TEST(s.transcript.wait_for(is_bestmove, 20000), go);
    s.searcher.wait();
    return s.transcript.take();
}

// The one bestmove of a transcript, legal in root.
std::string legal_bestmove(const Lines& out, const Position& root) {
    const Lines b = bestmoves(out);
    BOOST_REQUIRE_EQUAL(b.size(), 1u);
    const std::string best = best_of(b[0]);
    BOOST_TEST(is_legal(root, best), best + " in " + root.fen());
    return best;
}

bool printable(const std::string& l) {
    for (char c : l)
        if (c < 0x20 || c > 0x7e) return false;
    return true;
}

// run_uci on the whole input; the engine's lines.
Lines run_session(const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    BOOST_TEST(run_uci(in, out) == 0);
    return test::lines_of(out.str());
}

} // namespace

BOOST_AUTO_TEST_SUITE(uci_robustness)

BOOST_AUTO_TEST_CASE(limits_of_zero_answer_without_a_stop) {
    Ready s;
    s.send("position startpos");
    for (const char* go : {"go depth 0", "go movetime 0", "go nodes 0", "go depth -3", "go movetime -20"}) {
        const Lines out = go_and_wait(s, go);
        legal_bestmove(out, s.position());
        BOOST_TEST(!s.driver.waits_for_stop(), go);
    }
    // depth 0 is the smallest depth: one iteration.
    const Lines out = go_and_wait(s, "go depth 0");
    BOOST_REQUIRE_EQUAL(uci_infos(out).size(), 1u);
    BOOST_TEST(field(uci_infos(out)[0], "depth") == "1");
    BOOST_TEST(uci_answers(s.send("go mate 0"))
               == (Lines{"info string error: go: expected a number of moves from 1 after mate"}));
    BOOST_TEST(s.driver.waits_for_stop()); // nothing left to limit it
    legal_bestmove(s.send("stop"), s.position());
}

BOOST_AUTO_TEST_CASE(only_the_other_sides_clock_moves_at_once) {
    Ready s;
    s.send("position startpos moves e2e4");
    const Lines out = go_and_wait(s, "go wtime 60000 winc 1000");
    BOOST_TEST(out.front() == "info string error: go: btime missing for the side to move, taken as 0");
    legal_bestmove(out, s.position());
}

BOOST_AUTO_TEST_CASE(go_while_searching_answers_the_running_search_first) {
    Ready s;
    const Position start = s.position();
    BOOST_TEST(uci_answers(s.send({"position startpos", "go infinite"})).empty());
    BOOST_TEST(wait_for_an_iteration(s.transcript));
    const Lines out = s.send("go depth 2");
    const Lines b = bestmoves(out);
    BOOST_REQUIRE_EQUAL(b.size(), 2u);
    for (const std::string& l : b) BOOST_TEST(is_legal(start, best_of(l)), l);
    BOOST_TEST(out.back() == b[1]);
}

BOOST_AUTO_TEST_CASE(stop_and_ponderhit_without_a_search_say_nothing) {
    Ready s;
    BOOST_TEST(s.send({"stop", "ponderhit", "stop"}).empty());
    legal_bestmove(s.send({"position startpos", "go depth 2"}), s.position());
    // The search is over: nothing more to say, and the next search is a normal one.
    BOOST_TEST(s.send({"stop", "ponderhit", "stop"}).empty());
    legal_bestmove(s.send("go depth 2"), s.position());
    BOOST_TEST(!s.driver.waits_for_stop());
}

BOOST_AUTO_TEST_CASE(position_during_a_search_is_for_the_next_go) {
    Ready s;
    const Position start = s.position();
    s.send({"position startpos", "go infinite"});
    BOOST_TEST(wait_for_an_iteration(s.transcript));
    BOOST_TEST(uci_answers(s.send("position startpos moves e2e4")).empty());
    BOOST_TEST(s.driver.waits_for_stop()); // the search goes on, on its own position
    legal_bestmove(s.send("stop"), start);
    legal_bestmove(s.send("go depth 2"), s.position());
    BOOST_TEST(s.position().side_to_move() == BLACK);
}

BOOST_AUTO_TEST_CASE(a_bad_combo_value_changes_nothing) {
    Ready s;
    const EngineOptions& o = s.driver.engine_options();
    s.send({"setoption name UCI_Variant value crazyhouse", "position startpos moves e2e4"});
    const std::string fen = s.position().fen();
    const Lines choices{"info string error: setoption UCI_Variant: expected one of chess, crazyhouse, "
                        "knightmate, racingkings"};
    BOOST_TEST(s.send("setoption name UCI_Variant value atomic") == choices);
    BOOST_TEST(s.send("setoption name UCI_Variant") == choices);
    BOOST_TEST(s.send("setoption name UCI_Variant value") == choices);
    BOOST_TEST(s.send("setoption name Crazyhouse Draw Rules value Lichess")
               == (Lines{"info string error: setoption Crazyhouse Draw Rules: expected ChessPlayX or Samara"}));
    BOOST_TEST((o.variant == Variant::Crazyhouse));
    BOOST_TEST((o.crazyhouse_draws == DrawRules::ChessPlayX));
    BOOST_TEST(s.position().fen() == fen);
    // During a search the same, and the search goes on.
    s.send("go infinite");
    BOOST_TEST(uci_answers(s.send("setoption name UCI_Variant value 960")) == choices);
    BOOST_TEST(s.driver.waits_for_stop());
    legal_bestmove(s.send("stop"), s.position());
    BOOST_TEST((o.variant == Variant::Crazyhouse));
}

BOOST_AUTO_TEST_CASE(ucinewgame_during_ponder_ends_it_with_its_bestmove) {
    Ready s;
    s.send({"position startpos moves e2e4 e7e5", "go ponder wtime 5000 btime 5000"});
    BOOST_TEST(wait_for_an_iteration(s.transcript));
    BOOST_TEST(s.driver.waits_for_stop());
    legal_bestmove(s.send("ucinewgame"), s.position());
    BOOST_TEST(!s.driver.waits_for_stop());
    BOOST_TEST(s.send({"ponderhit", "stop"}).empty()); // nothing is left to answer
    legal_bestmove(s.send({"position startpos", "go depth 2"}), s.position());
}

BOOST_AUTO_TEST_CASE(variant_fens_as_guis_write_them) {
    Ready s;
    const struct {
        const char* variant;
        const char* fen;
    } cases[] = {
        // Pockets in brackets, empty as [] or [-], or as a ninth rank; counters left out.
        {"crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
        {"crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq -"},
        {"crazyhouse", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R/Pp w KQkq - 2 3"},
        {"crazyhouse", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Nn] w KQkq - 4 5"},
        {"racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"},
        {"racingkings", "8/8/8/1k6/8/8/1rbnNBRK/qrbnNBRQ w - - 0 3"},
    };
    for (const auto& c : cases) {
        const Lines out = s.send({std::string("setoption name UCI_Variant value ") + c.variant,
                                  std::string("position fen ") + c.fen, "go depth 2"});
        BOOST_TEST(uci_answers(out).size() == 1u, c.fen); // no error, one bestmove
        legal_bestmove(out, s.position());
    }
    // A crazyhouse drop and racing kings' checks are judged by the variant's rules.
    BOOST_TEST(without_variant_descriptions(s.send({"setoption name UCI_Variant value racingkings",
                                                    "position fen 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1 moves e2c1"}))
               == (Lines{"info string error: position: illegal move e2c1 (not a legal move here), it and the 0 moves "
                         "after it ignored"}));
}

BOOST_AUTO_TEST_CASE(very_long_and_binary_lines_get_short_printable_answers) {
    Ready s;
    Lines out = s.send(std::string(1 << 20, 'y'));
    BOOST_REQUIRE_EQUAL(out.size(), 1u);
    BOOST_TEST(out[0].size() < 300u);
    out = s.send("position fen " + std::string(1 << 20, 'x'));
    BOOST_REQUIRE_EQUAL(out.size(), 1u);
    BOOST_TEST(out[0].size() < 300u);
    out = s.send("setoption name EvalFile value /" + std::string(1 << 20, 'p'));
    BOOST_REQUIRE_EQUAL(out.size(), 1u);
    BOOST_TEST(out[0].size() < 300u);
    // Bytes that are not printable ASCII never come back as they are.
    out = s.send({"position fen rnbqkbn\xff/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                  "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq \x01 0 1",
                  "setoption name EvalFile value /tmp/\x02.nnue", "\x80\x81 isready"});
    BOOST_REQUIRE_EQUAL(out.size(), 5u);
    for (const std::string& l : out) BOOST_TEST(printable(l), l);
    // A go line of junk: the first faults named, then how many more; the search still runs.
    s.send("position startpos");
    std::string go = "go depth 1";
    for (int i = 0; i < 100000; ++i) go += " bad";
    out = go_and_wait(s, go);
    BOOST_REQUIRE_EQUAL(out.size(), 11u); // 8 faults, the count, an info line, the bestmove
    BOOST_TEST(out[0] == "info string error: go: unknown parameter bad");
    BOOST_TEST(out[8] == "info string error: go: and 99992 more faults");
    legal_bestmove(out, s.position());
    // A long game: every move is played.
    std::string moves = "position startpos moves";
    for (int i = 0; i < 2500; ++i) moves += " g1f3 g8f6 f3g1 f6g8";
    BOOST_TEST(s.send(moves).empty());
    BOOST_TEST(s.position().history_length() == 10000);
}

BOOST_AUTO_TEST_CASE(the_end_of_input_during_a_search_ends_the_session) {
    // A mate that is not there is never found: the end of input stops the search.
    Lines lines = run_session("uci\nsetoption name Hash value 16\nposition startpos\ngo mate 2\n");
    BOOST_TEST(bestmoves(lines).size() == 1u);
    // A search with a limit is let finish, pondering is stopped.
    lines = run_session("uci\nsetoption name Hash value 16\nposition startpos\ngo depth 3\n");
    BOOST_REQUIRE_EQUAL(bestmoves(lines).size(), 1u);
    BOOST_TEST(field(uci_infos(lines).back(), "depth") == "3");
    lines = run_session("uci\nsetoption name Hash value 16\nposition startpos moves e2e4\ngo ponder wtime 900000 "
                        "btime 900000\n");
    BOOST_TEST(bestmoves(lines).size() == 1u);
    // Only the other side's clock: a move at once rather than a search without end.
    lines = run_session("uci\nsetoption name Hash value 16\nposition startpos moves e2e4\ngo wtime 900000\n");
    BOOST_TEST(bestmoves(lines).size() == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
