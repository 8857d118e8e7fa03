// UCI transcripts: lines in, exact lines out (info lines by pattern), in every variant:
// handshake, options, positions with moves and drops, searches by depth, time, infinite
// and ponder, positions without a move, and bad input.
#include <boost/test/unit_test.hpp>

#include <chrono>

#include "../engine/rules/notation.h"
#include "helpers.h"
#include "uci_harness.h"

using namespace parachute;
using namespace parachute::test;

namespace {

using Lines = std::vector<std::string>;

const char* const UCI_NAMES[VARIANT_NB] = {"chess", "crazyhouse", "knightmate", "racingkings"};

// A session past the handshake with a small table.
struct Ready : UciSession {
    Ready() { send({"uci", "setoption name Hash value 16", "isready"}); }
};

// The bestmove of a finished search, checked: exactly one, legal, its ponder legal after it.
std::string checked_bestmove(const Lines& out, const Position& root) {
    const Lines b = bestmoves(out);
    BOOST_REQUIRE_EQUAL(b.size(), 1u);
    BOOST_TEST(out.back() == b[0]); // nothing after the bestmove
    const std::string best = best_of(b[0]);
    BOOST_TEST(is_legal(root, best), best + " in " + root.fen());
    const std::string ponder = field(b[0], "ponder");
    if (!ponder.empty()) {
        Position after = root;
        play(after, {best});
        BOOST_TEST(is_legal(after, ponder), ponder + " after " + best);
    }
    return best;
}

} // namespace

BOOST_AUTO_TEST_SUITE(uci_transcripts)

BOOST_AUTO_TEST_CASE(handshake_lists_every_option) {
    UciSession s;
    BOOST_TEST(s.send("uci") == (Lines{
        "id name Parachute 0.1",
        "id author the Parachute authors",
        "option name UCI_Variant type combo default chess var chess var crazyhouse var knightmate var racingkings",
        "option name Hash type spin default 64 min 1 max 65536",
        "option name Threads type spin default 1 min 1 max 256",
        "option name Ponder type check default false",
        "option name MultiPV type spin default 1 min 1 max 256",
        "option name Skill Level type spin default 20 min 1 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 2900 min 1000 max 2900",
        "option name Crazyhouse Draw Rules type combo default ChessPlayX var ChessPlayX var Samara",
        "option name Move Overhead type spin default 30 min 0 max 5000",
        "option name Use NNUE type check default true",
        "option name EvalFile type string default <empty>",
        "option name EvalFile_normal type string default <empty>",
        "option name EvalFile_crazyhouse type string default <empty>",
        "option name EvalFile_knightmate type string default <empty>",
        "option name EvalFile_racingkings type string default <empty>",
        "uciok",
    }));
    BOOST_TEST(s.send("isready") == (Lines{"readyok"}));
    // Quiet commands: nothing to say.
    BOOST_TEST(s.send({"debug on", "debug off", "register later", "ucinewgame", "stop", "ponderhit", ""}).empty());
}

BOOST_AUTO_TEST_CASE(setoption_sets_the_options_cecp_uses_too) {
    Ready s;
    const EngineOptions& o = s.driver.engine_options();
    BOOST_TEST(s.send({"setoption name Skill Level value 7", "setoption name Move Overhead value 100",
                       "setoption name Threads value 2", "setoption name MultiPV value 3", "setoption name Ponder value true",
                       "setoption name Use NNUE value false", "setoption name Crazyhouse Draw Rules value Samara"})
               .empty());
    BOOST_TEST(o.search.skill == 7);
    BOOST_TEST(o.search.move_overhead_ms == 100);
    BOOST_TEST(o.search.threads == 2);
    BOOST_TEST(o.search.multipv == 3);
    BOOST_TEST(o.ponder);
    BOOST_TEST(!o.search.nnue);
    BOOST_TEST((o.crazyhouse_draws == DrawRules::Samara));
    BOOST_TEST(s.searcher.options().threads == 2); // applied at once: no search runs
    // Names without regard to case, and CECP's spellings.
    BOOST_TEST(s.send({"setoption name skill level value 9", "setoption name Skill_Level value 10"}).empty());
    BOOST_TEST(o.search.skill == 10);
    // UCI_LimitStrength puts UCI_Elo in charge of the level, and gives it back.
    BOOST_TEST(s.send({"setoption name UCI_Elo value 2000", "setoption name UCI_LimitStrength value true"}).empty());
    BOOST_TEST(o.search.skill == 11);
    BOOST_TEST(s.send("setoption name UCI_Elo value 1000").empty());
    BOOST_TEST(o.search.skill == 1);
    BOOST_TEST(s.send("setoption name UCI_LimitStrength value false").empty());
    BOOST_TEST(o.search.skill == 10);
    // The announced values follow.
    const Lines again = s.send("uci");
    BOOST_TEST((std::find(again.begin(), again.end(), "option name Skill Level type spin default 10 min 1 max 20")
                != again.end()));
    BOOST_TEST((std::find(again.begin(), again.end(), "option name Ponder type check default true") != again.end()));

    BOOST_TEST(s.send("setoption name Skill Level value 0")
               == (Lines{"info string error: setoption Skill Level: expected a number from 1 to 20"}));
    BOOST_TEST(s.send("setoption name Ponder value yes")
               == (Lines{"info string error: setoption Ponder: expected true or false"}));
    // CECP's name of normal chess, which earlier versions listed too, is still taken.
    BOOST_TEST(uci_answers(s.send({"setoption name UCI_Variant value crazyhouse", "setoption name UCI_Variant value Normal"}))
                   .empty());
    BOOST_TEST((o.variant == Variant::Normal));
    BOOST_TEST(s.send("setoption name UCI_Variant value atomic")
               == (Lines{"info string error: setoption UCI_Variant: expected one of chess, crazyhouse, "
                         "knightmate, racingkings"}));
    BOOST_TEST(s.send("setoption name Nonsense value 1") == (Lines{"info string error: setoption Nonsense: unknown option"}));
    // UCI has no way to resign, so no Resign option.
    BOOST_TEST(s.send("setoption name Resign value true") == (Lines{"info string error: setoption Resign: unknown option"}));
    BOOST_TEST(s.send("setoption Hash 32")
               == (Lines{"info string error: expected setoption name NAME [value VALUE]: setoption Hash 32"}));
    BOOST_TEST(s.send("setoption name") == (Lines{"info string error: expected setoption name NAME [value VALUE]: setoption name"}));
    BOOST_TEST(o.search.skill == 10);
}

// As Fairy-Stockfish does, a variant that XBoard does not know by its UCI name is
// described after each setoption of UCI_Variant, for GUIs that set up their board from it.
BOOST_AUTO_TEST_CASE(a_variant_xboard_does_not_know_is_described) {
    Ready s;
    BOOST_TEST(s.send("setoption name UCI_Variant value racingkings")
               == (Lines{"info string variant racingkings files 8 ranks 8 pocket 0 template fairy startpos "
                         "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"}));
    const Lines chess = {"info string variant chess files 8 ranks 8 pocket 0 template fairy startpos "
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
    BOOST_TEST(s.send("setoption name uci_variant value chess") == chess);
    BOOST_TEST(s.send("setoption name UCI_Variant value chess") == chess); // each time, as Fairy-Stockfish
    BOOST_TEST(s.send({"setoption name UCI_Variant value crazyhouse", "setoption name UCI_Variant value knightmate"})
                   .empty());
    // Not after a refused value, nor after another option.
    BOOST_TEST(s.send({"setoption name UCI_Variant value atomic", "setoption name Hash value 8"}).size() == 1u);
}

BOOST_AUTO_TEST_CASE(evalfile_takes_the_variant_its_file_names) {
    Ready s;
    const EngineOptions& o = s.driver.engine_options();
    const std::string dir = PARACHUTE_SOURCE_DIR;
    BOOST_TEST(s.send("setoption name EvalFile value " + dir + "/nets/knightmate.nnue").empty());
    BOOST_TEST(o.net_paths[int(Variant::Knightmate)] == dir + "/nets/knightmate.nnue");
    BOOST_TEST(o.net_paths[int(Variant::Normal)].empty());
    BOOST_TEST(o.eval_file == dir + "/nets/knightmate.nnue");
    BOOST_TEST(s.send("setoption name EvalFile value /nonexistent.nnue")
               == (Lines{"info string error: setoption EvalFile: cannot load the net, keeping the current one: cannot "
                         "open net file '/nonexistent.nnue'"}));
    BOOST_TEST(s.send("setoption name EvalFile_crazyhouse value " + dir + "/nets/normal.nnue")
               == (Lines{"info string error: setoption EvalFile_crazyhouse: cannot load the net, keeping the current one: "
                         "net file '" + dir + "/nets/normal.nnue': wrong variant: the net is for normal, not crazyhouse"}));
    BOOST_TEST(s.send("setoption name EvalFile_normal value " + dir + "/nets/normal.nnue").empty());
    BOOST_TEST(o.net_paths[int(Variant::Normal)] == dir + "/nets/normal.nnue");
    // <empty>, the way an empty string is announced, is the built-in nets again.
    BOOST_TEST(s.send("setoption name EvalFile value <empty>").empty());
    for (int v = 0; v < VARIANT_NB; ++v) BOOST_TEST(o.net_paths[v].empty());
    BOOST_TEST(o.eval_file.empty());
    // The engine plays with a net from a file.
    const Lines out = s.send({"setoption name UCI_Variant value knightmate", "setoption name EvalFile_knightmate value "
                                  + dir + "/nets/knightmate.nnue", "position startpos", "go depth 3"});
    checked_bestmove(out, position(traits(Variant::Knightmate).start_fen, Variant::Knightmate));
}

BOOST_AUTO_TEST_CASE(positions_with_moves_in_every_variant) {
    Ready s;
    const struct {
        const char* variant;
        const char* command;
        const char* fen;
    } cases[] = {
        {"chess", "position startpos moves e2e4 e7e5 g1f3",
         "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
        {"normal", "position startpos moves e2e4 e7e5 g1f3",
         "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
        {"knightmate", "position startpos moves e2e4 e7e5", "rmbqkbmr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RMBQKBMR w KQkq - 0 2"},
        {"racingkings", "position startpos moves h2h3 a2a3", "8/8/8/8/8/k6K/1rbnNBR1/qrbnNBRQ w - - 2 2"},
        // Holdings after the board, a drop from each side, a capture filling a pocket.
        {"crazyhouse", "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1 moves Q@e6 d7e6 e2e4 N@d3",
         "rnbqkbnr/ppp1pppp/4p3/8/4P3/3n4/PPPP1PPP/RNBQKBNR[q] w KQkq - 1 3"},
        // A promoted queen (~) captured goes to the pocket as a pawn, and is dropped.
        {"crazyhouse", "position fen k7/8/8/8/8/8/8/q~R2K3[] w - - 0 1 moves b1a1 a8b7 P@e4",
         "8/1k6/8/8/4P3/8/8/R3K3[] b - - 0 2"},
        {"crazyhouse", "position startpos moves e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@d5",
         "rnb1kbnr/ppp1pppp/8/q2P4/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4"},
    };
    for (const auto& c : cases) {
        BOOST_TEST(uci_answers(s.send({std::string("setoption name UCI_Variant value ") + c.variant, c.command})).empty(),
                   c.command);
        BOOST_TEST(s.position().fen() == c.fen, c.command);
    }
}

BOOST_AUTO_TEST_CASE(go_depth_gives_a_legal_bestmove_in_every_variant) {
    Ready s;
    for (int v = 0; v < VARIANT_NB; ++v) {
        const Lines out = s.send({std::string("setoption name UCI_Variant value ") + UCI_NAMES[v], "ucinewgame",
                                  "position startpos", "go depth 4"});
        const Lines infos = uci_infos(out);
        BOOST_REQUIRE_EQUAL(infos.size(), 4u);
        for (int d = 1; d <= 4; ++d) {
            BOOST_TEST(field(infos[d - 1], "depth") == std::to_string(d));
            BOOST_TEST(field(infos[d - 1], "multipv") == "1");
        }
        BOOST_TEST(uci_answers(out).size() == 1u);
        checked_bestmove(out, position(traits(Variant(v)).start_fen, Variant(v)));
    }
    // From a crazyhouse position with pockets, after drops.
    const Lines out = s.send({"setoption name UCI_Variant value crazyhouse",
                              "position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 1 moves P@d5 P@d4",
                              "go depth 3"});
    checked_bestmove(out, s.position());
}

// A search by time ends by itself; how late a loaded machine lets its answer come is not
// this test's to bound (search/time_budget_never_exceeds_the_clock checks the budgets a
// clock gives exactly).
BOOST_AUTO_TEST_CASE(go_by_time) {
    Ready s;
    s.send("position startpos moves e2e4");
    const auto start = std::chrono::steady_clock::now();
    Lines out = s.send("go movetime 300");
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    checked_bestmove(out, s.position());
    // The move overhead (30 ms) comes off the 300 ms, but the rest is used.
    BOOST_TEST(ms >= 200);
    BOOST_TEST(!s.driver.waits_for_stop());

    out = s.send("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20");
    checked_bestmove(out, s.position());
    BOOST_TEST(!s.driver.waits_for_stop());
    // A clock already gone below zero still gets a move.
    out = s.send("go wtime 5000 btime -20");
    checked_bestmove(out, s.position());
    out = s.send("go nodes 5000");
    checked_bestmove(out, s.position());
}

BOOST_AUTO_TEST_CASE(stop_ends_an_infinite_search) {
    Ready s;
    for (const char* v : {"chess", "crazyhouse"}) {
        BOOST_TEST(uci_answers(s.send({std::string("setoption name UCI_Variant value ") + v, "position startpos",
                                       "go infinite"}))
                       .empty()); // only info lines so far
        BOOST_TEST(wait_for_an_iteration(s.transcript));
        BOOST_TEST(s.driver.waits_for_stop());
        // isready is answered during the search, which goes on.
        const Lines ready = s.send("isready");
        BOOST_TEST(uci_answers(ready) == (Lines{"readyok"}));
        const Lines out = s.send("stop");
        checked_bestmove(out, s.position());
        BOOST_TEST(s.send("stop").empty());
    }
    // An open-ended "go" waits for stop too.
    s.send({"position startpos", "go"});
    BOOST_TEST(wait_for_an_iteration(s.transcript));
    BOOST_TEST(bestmoves(s.transcript.take()).empty());
    checked_bestmove(s.send("stop"), s.position());
}

BOOST_AUTO_TEST_CASE(ponder_then_ponderhit_or_stop) {
    Ready s;
    for (const char* v : {"knightmate", "racingkings"}) {
        // The GUI ponders on the engine's expected reply: the position includes it.
        s.send({std::string("setoption name UCI_Variant value ") + v, "position startpos", "go depth 2"});
        s.send({"position startpos", "go ponder wtime 3000 btime 3000 depth 3"});
        // A finished depth still waits for ponderhit.
        BOOST_TEST(s.transcript.wait_for([](const std::string& l) { return field(l, "depth") == "3"; }, 60000));
        BOOST_TEST(bestmoves(s.transcript.take()).empty());
        BOOST_TEST(s.driver.waits_for_stop());
        checked_bestmove(s.send("ponderhit"), s.position());
        // A missed ponder: stop, a bestmove the GUI ignores, then the real search.
        s.send("go ponder wtime 3000 btime 3000");
        BOOST_TEST(wait_for_an_iteration(s.transcript));
        checked_bestmove(s.send("stop"), s.position());
        checked_bestmove(s.send("go wtime 3000 btime 3000 depth 2"), s.position());
    }
}

BOOST_AUTO_TEST_CASE(go_mate_stops_at_the_mate) {
    Ready s;
    // Back-rank mate in normal chess; a queen drop in crazyhouse.
    Lines out = s.send({"position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "go mate 1"});
    BOOST_TEST(checked_bestmove(out, s.position()) == "a1a8");
    BOOST_TEST(field(uci_infos(out).back(), "mate") == "1");
    out = s.send({"setoption name UCI_Variant value crazyhouse", "position fen 7k/6pp/8/8/8/8/8/K7[Q] w - - 0 1",
                  "go mate 1"});
    const std::string best = checked_bestmove(out, s.position());
    BOOST_TEST((starts_with(best, "Q@") && best.back() == '8'), best);
    BOOST_TEST(field(uci_infos(out).back(), "mate") == "1");
}

BOOST_AUTO_TEST_CASE(searchmoves_restrict_the_root) {
    Ready s;
    Lines out = s.send({"position startpos", "go depth 3 searchmoves a2a3 h2h4"});
    const std::string best = checked_bestmove(out, s.position());
    BOOST_TEST((best == "a2a3" || best == "h2h4"), best);
    out = s.send("go searchmoves e2e5 g2g3 depth 2");
    BOOST_TEST(out.front() == "info string error: go: searchmoves: e2e5 is not a legal move here");
    BOOST_TEST(checked_bestmove(out, s.position()) == "g2g3");
}

BOOST_AUTO_TEST_CASE(multipv_numbers_every_line) {
    Ready s;
    Lines out = s.send({"setoption name MultiPV value 3", "position startpos", "go depth 3"});
    std::vector<std::string> numbers;
    for (const std::string& l : uci_infos(out)) numbers.push_back(field(l, "depth") + ":" + field(l, "multipv"));
    // Worst first, so that a client taking the last line takes the best.
    BOOST_TEST(numbers == (std::vector<std::string>{"1:3", "1:2", "1:1", "2:3", "2:2", "2:1", "3:3", "3:2", "3:1"}));
    checked_bestmove(out, s.position());
    // A weakened level searches four lines, and says so.
    out = s.send({"setoption name MultiPV value 1", "setoption name Skill Level value 5", "go depth 2"});
    numbers.clear();
    for (const std::string& l : uci_infos(out)) numbers.push_back(field(l, "depth") + ":" + field(l, "multipv"));
    // When it plays another line than the best, a closing line 1 names the move played.
    const std::string best = checked_bestmove(out, s.position());
    BOOST_TEST(field(uci_infos(out).back(), "pv") == best);
    if (numbers.size() == 9) numbers.pop_back();
    BOOST_TEST(numbers == (std::vector<std::string>{"1:4", "1:3", "1:2", "1:1", "2:4", "2:3", "2:2", "2:1"}));
}

// The report of one search, fed by hand: whether on_done adds a closing line before the
// bestmove; the closing line's time is the result's.
BOOST_AUTO_TEST_CASE(a_closing_line_when_the_result_is_not_the_last_line_shown) {
    const Position start = position(traits(Variant::Normal).start_fen, Variant::Normal);
    auto line = [&](int depth, Value score, std::vector<std::string> pv, IterationInfo::Bound bound) {
        IterationInfo info;
        info.depth = depth;
        info.seldepth = depth + 3;
        info.score = score;
        info.time_ms = 2;
        info.nodes = 100 * uint64_t(depth);
        info.bound = bound;
        Position p = start;
        for (const std::string& m : pv) {
            info.pv.push_back(parse_move(p, m));
            p.do_move(info.pv.back());
        }
        return info;
    };
    auto result = [&](const std::string& best, const std::string& ponder, Value score) {
        SearchResult r;
        r.best = parse_move(start, best);
        Position after = start;
        after.do_move(r.best);
        r.ponder = ponder.empty() ? Move::none() : parse_move(after, ponder);
        r.score = 15;
        r.depth = 2;
        r.nodes = 900;
        r.time_ms = 3;
        r.lines = {{r.best, score, 2, IterationInfo::Bound::Exact}};
        return r;
    };
    const auto exact = IterationInfo::Bound::Exact;
    auto run = [&](const std::vector<IterationInfo>& infos, const SearchResult& r) {
        Transcript t;
        Output out(t.sink());
        Searcher searcher;
        UciSearchReport report(out, searcher, start, 0, false, false, false);
        for (const IterationInfo& i : infos) report.on_info(i);
        report.on_done(r);
        return t.take();
    };
    const std::vector<IterationInfo> two = {line(1, 20, {"e2e4", "e7e5"}, exact), line(2, 15, {"e2e4", "e7e5"}, exact)};
    const Lines shown = {"info depth 1 seldepth 4 multipv 1 score cp 20 nodes 100 nps 50000 hashfull 0 time 2 pv e2e4 e7e5",
                         "info depth 2 seldepth 5 multipv 1 score cp 15 nodes 200 nps 100000 hashfull 0 time 2 pv e2e4 e7e5"};
    // The result is the last line: nothing to add.
    Lines expected = shown;
    expected.push_back("bestmove e2e4 ponder e7e5");
    BOOST_TEST(run(two, result("e2e4", "e7e5", 15)) == expected);
    // Stopped part-way with another move (a node limit, stop), or another score, or a
    // weakened level's other line (with no ponder move): the result's own line.
    expected = shown;
    expected.push_back("info depth 2 seldepth 5 multipv 1 score cp 40 nodes 900 nps 300000 hashfull 0 time 3 pv d2d4 d7d5");
    expected.push_back("bestmove d2d4 ponder d7d5");
    BOOST_TEST(run(two, result("d2d4", "d7d5", 40)) == expected);
    expected = shown;
    expected.push_back("info depth 2 seldepth 5 multipv 1 score cp -10 nodes 900 nps 300000 hashfull 0 time 3 pv e2e4");
    expected.push_back("bestmove e2e4");
    BOOST_TEST(run(two, result("e2e4", "", -10)) == expected);
    // Nothing shown at all (a stop in the first iteration).
    BOOST_TEST(run({}, result("g1f3", "", 5))
               == (Lines{"info depth 2 seldepth 2 multipv 1 score cp 5 nodes 900 nps 300000 hashfull 0 time 3 pv g1f3",
                         "bestmove g1f3"}));
    // A bound last: the exact line follows, even for the same move and score.
    std::vector<IterationInfo> bound = two;
    bound.push_back(line(3, 15, {"e2e4", "e7e5"}, IterationInfo::Bound::Lower));
    expected = shown;
    expected.push_back("info depth 3 seldepth 6 multipv 1 score cp 15 lowerbound nodes 300 nps 150000 hashfull 0 time 2 pv e2e4 e7e5");
    expected.push_back("info depth 2 seldepth 6 multipv 1 score cp 15 nodes 900 nps 300000 hashfull 0 time 3 pv e2e4 e7e5");
    expected.push_back("bestmove e2e4 ponder e7e5");
    BOOST_TEST(run(bound, result("e2e4", "e7e5", 15)) == expected);
    // Stopped in the third iteration after the first move failed low: the score is that
    // iteration's upper bound, not the second iteration's score, and says so.
    SearchResult cut = result("e2e4", "e7e5", 6);
    cut.lines[0].depth = 3;
    cut.lines[0].bound = IterationInfo::Bound::Upper;
    expected = shown;
    expected.push_back("info depth 3 seldepth 5 multipv 1 score cp 6 upperbound nodes 900 nps 300000 hashfull 0 time 3 pv e2e4 e7e5");
    expected.push_back("bestmove e2e4 ponder e7e5");
    BOOST_TEST(run(two, cut) == expected);
}

// Searches cut short by node budgets in every variant: whatever the last iteration said,
// the last info line is the move played.
BOOST_AUTO_TEST_CASE(the_last_info_line_names_the_bestmove) {
    Ready s;
    for (int v = 0; v < VARIANT_NB; ++v)
        for (const char* nodes : {"300", "1000", "2500", "6000", "15000"}) {
            const Lines out = s.send({std::string("setoption name UCI_Variant value ") + UCI_NAMES[v], "position startpos",
                                      std::string("go nodes ") + nodes});
            const std::string best = checked_bestmove(out, s.position());
            const Lines infos = uci_infos(out);
            BOOST_REQUIRE(!infos.empty());
            BOOST_TEST(field(infos.back(), "pv") == best, UCI_NAMES[v] << " nodes " << nodes);
            BOOST_TEST(field(infos.back(), "multipv") == "1");
        }
}

BOOST_AUTO_TEST_CASE(hashfull_is_reported_in_permille) {
    Ready s;
    // Every iteration's lines give the table's fill; a small table, so that one search
    // fills a good part of it.
    const Lines out = s.send({"setoption name Hash value 1", "isready", "position startpos", "go nodes 200000"});
    const Lines infos = uci_infos(out);
    BOOST_REQUIRE(!infos.empty());
    for (const std::string& l : infos) {
        const int permille = std::stoi(field(l, "hashfull"));
        BOOST_TEST(permille >= 0);
        BOOST_TEST(permille <= 1000);
    }
    BOOST_TEST(std::stoi(field(infos.back(), "hashfull")) > 0);
    checked_bestmove(out, s.position());
}

BOOST_AUTO_TEST_CASE(positions_without_a_move) {
    Ready s;
    const struct {
        const char* variant;
        const char* fen;
        const char* info;
    } cases[] = {
        {"chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "info depth 0 score mate 0"}, // mated
        {"chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "info depth 0 score cp 0"},   // stalemate
        // White's king is home and black's cannot follow; both kings home is a draw.
        {"racingkings", "6K1/8/8/8/8/8/k7/8 b - - 0 1", "info depth 0 score mate 0"},
        {"racingkings", "k5K1/8/8/8/8/8/8/8 w - - 0 1", "info depth 0 score cp 0"},
    };
    for (const auto& c : cases) {
        const std::string set = std::string("setoption name UCI_Variant value ") + c.variant;
        BOOST_TEST(without_variant_descriptions(s.send({set, std::string("position fen ") + c.fen, "go depth 3"}))
                       == (Lines{c.info, "bestmove 0000"}),
                   c.fen);
        // Asked to ponder or to think forever, it answers at ponderhit or stop.
        BOOST_TEST(s.send("go ponder") == (Lines{c.info}));
        BOOST_TEST(s.driver.waits_for_stop());
        BOOST_TEST(s.send("ponderhit") == (Lines{"bestmove 0000"}));
        BOOST_TEST(s.send("go infinite") == (Lines{c.info}));
        BOOST_TEST(s.send("stop") == (Lines{"bestmove 0000"}));
    }
}

BOOST_AUTO_TEST_CASE(bad_input_is_named_and_the_engine_goes_on) {
    Ready s;
    BOOST_TEST(s.send("foo") == (Lines{"info string error: unknown command: foo"}));
    BOOST_TEST(s.send("foo bar baz") == (Lines{"info string error: unknown command: foo bar baz"}));
    BOOST_TEST(s.send("\x01\x02 zz") == (Lines{"info string error: unknown command: ?? zz"}));
    // The specification: unknown words are skipped, the rest read as a command.
    BOOST_TEST(s.send("joho isready") == (Lines{"info string error: unknown command joho skipped", "readyok"}));
    BOOST_TEST(s.send("position") == (Lines{"info string error: expected position startpos|fen FEN [moves ...]: position"}));
    BOOST_TEST(s.send("position start") == (Lines{"info string error: expected position startpos|fen FEN [moves ...]: position start"}));
    BOOST_TEST(s.send("position fen") == (Lines{"info string error: position fen: expected a FEN"}));
    BOOST_TEST(s.send("position startpos e2e4") == (Lines{"info string error: position: expected moves, not e2e4"}));

    // Moves are played up to the first one that is not legal.
    BOOST_TEST(s.send("position startpos moves e2e4 e7e5 e1e3 g1f3")
               == (Lines{"info string error: position: illegal move e1e3 (not a legal move here), it and the 1 moves after "
                         "it ignored"}));
    BOOST_TEST(s.position().fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    BOOST_TEST(s.send("position startpos moves e2e4 e2e4")
               == (Lines{"info string error: position: illegal move e2e4 (no piece on e2), it and the 0 moves after it ignored"}));
    BOOST_TEST(s.send("position startpos moves P@e4")
               == (Lines{"info string error: position: illegal move P@e4 (no drops in this variant), it and the 0 moves "
                         "after it ignored"}));

    // A bad FEN leaves no position: go answers with the null move rather than search.
    Position p;
    const std::string reason = p.set("xyz w - - 0 1", Variant::Normal);
    BOOST_REQUIRE(!reason.empty());
    BOOST_TEST(s.send("position fen xyz w - - 0 1")
               == (Lines{"info string error: position fen: bad FEN (" + reason + "), no position is set: xyz w - - 0 1"}));
    BOOST_TEST(s.send("go depth 2") == (Lines{"info string error: go: no valid position is set", "bestmove 0000"}));
    // A crazyhouse FEN in normal chess is bad too.
    p = Position();
    const std::string zh = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1";
    BOOST_TEST(s.send("position fen " + zh)
               == (Lines{"info string error: position fen: bad FEN (" + p.set(zh, Variant::Normal)
                         + "), no position is set: " + zh}));

    // Bad go parameters are named; the rest of the line still counts.
    s.send("position startpos");
    Lines out = s.send("go depth x movetime 50");
    BOOST_TEST(out.front() == "info string error: go: expected a number after depth");
    checked_bestmove(out, s.position());
    out = s.send("go wibble depth 1");
    BOOST_TEST(out.front() == "info string error: go: unknown parameter wibble");
    checked_bestmove(out, s.position());
    out = s.send("go depth");
    BOOST_TEST(out.front() == "info string error: go: expected a number after depth");
    // An open-ended search: stop it.
    checked_bestmove(s.send("stop"), s.position());
    BOOST_TEST(s.send("isready") == (Lines{"readyok"}));
}

BOOST_AUTO_TEST_CASE(quit_stops_the_search_with_its_bestmove) {
    Ready s;
    s.send({"position startpos", "go infinite"});
    BOOST_TEST(wait_for_an_iteration(s.transcript));
    BOOST_TEST(!s.driver.handle("quit"));
    checked_bestmove(s.transcript.take(), s.position());
}

BOOST_AUTO_TEST_CASE(a_new_variant_starts_at_its_start_position) {
    Ready s;
    s.send({"position startpos moves e2e4", "setoption name UCI_Variant value racingkings"});
    BOOST_TEST(s.position().fen() == traits(Variant::RacingKings).start_fen);
    // The same variant again changes nothing.
    s.send({"position startpos moves h2h3", "setoption name UCI_Variant value racingkings"});
    BOOST_TEST(s.position().fen() == "8/8/8/8/8/7K/krbnNBR1/qrbnNBRQ b - - 1 1");
}

BOOST_AUTO_TEST_SUITE_END()
