// The pieces of UCI with no session: reading go, the scores and lines the engine
// writes, the options table as UCI sees it, the UCI_Elo scale.
#include <boost/test/unit_test.hpp>

#include "../engine/protocol/engine_options.h"
#include "../engine/protocol/uci_go.h"
#include "../engine/protocol/uci_report.h"
#include "helpers.h"

using namespace parachute;
using namespace parachute::test;

namespace {

std::vector<std::string> words(const std::string& s) {
    std::vector<std::string> out;
    size_t i = 0;
    while ((i = s.find_first_not_of(' ', i)) != std::string::npos) {
        const size_t e = std::min(s.find(' ', i), s.size());
        out.push_back(s.substr(i, e - i));
        i = e;
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(uci_parse)

BOOST_AUTO_TEST_CASE(go_clocks_and_limits) {
    const Position start = position(traits(Variant::Normal).start_fen, Variant::Normal);
    GoRequest g = parse_go(words("wtime 61000 btime 59000 winc 1000 binc 900 movestogo 12"), start);
    BOOST_TEST(g.errors.empty());
    BOOST_TEST(g.limits.time[WHITE] == 61000);
    BOOST_TEST(g.limits.time[BLACK] == 59000);
    BOOST_TEST(g.limits.increment[WHITE] == 1000);
    BOOST_TEST(g.limits.increment[BLACK] == 900);
    BOOST_TEST(g.limits.moves_to_go == 12);
    BOOST_TEST(!g.open_ended());

    g = parse_go(words("depth 7 nodes 12345 movetime 250 mate 3 ponder infinite"), start);
    BOOST_TEST(g.errors.empty());
    BOOST_TEST(g.limits.depth == 7);
    BOOST_TEST(g.limits.nodes == 12345u);
    BOOST_TEST(g.limits.move_time == 250);
    BOOST_TEST(g.mate == 3);
    BOOST_TEST(g.limits.ponder);
    BOOST_TEST(g.limits.infinite);
    BOOST_TEST(g.limits.time[WHITE] == -1); // no clock given

    g = parse_go({}, start);
    BOOST_TEST(g.open_ended());
    BOOST_TEST(!g.limits.infinite);
    // A clock below zero is no time at all, not "no clock".
    g = parse_go(words("wtime -40 btime 100"), start);
    BOOST_TEST(g.limits.time[WHITE] == 0);
}

BOOST_AUTO_TEST_CASE(go_searchmoves_and_faults) {
    const Position start = position(traits(Variant::Normal).start_fen, Variant::Normal);
    GoRequest g = parse_go(words("searchmoves e2e4 d2d4 depth 2"), start);
    BOOST_TEST(g.errors.empty());
    BOOST_TEST(g.limits.depth == 2);
    BOOST_TEST(g.limits.excluded.size() == 18u);
    for (Move m : g.limits.excluded) BOOST_TEST((move_to_uci(m) != "e2e4" && move_to_uci(m) != "d2d4"));

    g = parse_go(words("searchmoves e2e5"), start);
    BOOST_TEST(g.errors == (std::vector<std::string>{"searchmoves: e2e5 is not a legal move here",
                                                      "searchmoves: no legal move given, searching all moves"}));
    BOOST_TEST(g.limits.excluded.empty());

    g = parse_go(words("depth x movetime 40 nodes"), start);
    BOOST_TEST(g.errors == (std::vector<std::string>{"expected a number after depth", "expected a number after nodes"}));
    BOOST_TEST(g.limits.depth == 0);
    BOOST_TEST(g.limits.move_time == 40);
    g = parse_go(words("depth movetime 40 wobble"), start);
    BOOST_TEST(g.errors == (std::vector<std::string>{"expected a number after depth", "unknown parameter wobble"}));
    BOOST_TEST(g.limits.move_time == 40);

    // Drops in crazyhouse.
    const Position zh = position("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", Variant::Crazyhouse);
    g = parse_go(words("searchmoves N@e6"), zh);
    BOOST_TEST(g.errors.empty());
    MoveList legal;
    generate_legal(zh, legal);
    BOOST_TEST(g.limits.excluded.size() == size_t(legal.size() - 1));
}

BOOST_AUTO_TEST_CASE(go_zeros_one_clock_and_many_faults) {
    const Position start = position(traits(Variant::Normal).start_fen, Variant::Normal);
    // 0 (or less) asks for an answer at once: the smallest limit, never "none".
    GoRequest g = parse_go(words("depth 0 nodes 0 movetime 0"), start);
    BOOST_TEST(g.errors.empty());
    BOOST_TEST(g.limits.depth == 1);
    BOOST_TEST(g.limits.nodes == 1u);
    BOOST_TEST(g.limits.move_time == 1);
    BOOST_TEST(!g.open_ended());
    g = parse_go(words("depth -2 movetime -5"), start);
    BOOST_TEST(g.limits.depth == 1);
    BOOST_TEST(g.limits.move_time == 1);
    g = parse_go(words("mate 0"), start);
    BOOST_TEST(g.errors == (std::vector<std::string>{"expected a number of moves from 1 after mate"}));
    BOOST_TEST(g.mate == 0);
    // A mate alone bounds nothing: it may not be there.
    g = parse_go(words("mate 2"), start);
    BOOST_TEST(g.mate == 2);
    BOOST_TEST(g.open_ended());

    // Only the other side's clock: the mover's counts as empty.
    g = parse_go(words("btime 5000 binc 100"), start);
    BOOST_TEST(g.errors == (std::vector<std::string>{"wtime missing for the side to move, taken as 0"}));
    BOOST_TEST(g.limits.time[WHITE] == 0);
    BOOST_TEST(g.limits.time[BLACK] == 5000);
    BOOST_TEST(!g.open_ended());
    g = parse_go(words("wtime 5000"), start);
    BOOST_TEST(g.errors.empty());
    BOOST_TEST(g.limits.time[BLACK] == -1); // black's clock does not matter now

    // Eight faults are named, the rest counted.
    std::string junk;
    for (int i = 0; i < 20; ++i) junk += " w" + std::to_string(i);
    g = parse_go(words(junk + " depth 3"), start);
    BOOST_REQUIRE_EQUAL(g.errors.size(), 9u);
    BOOST_TEST(g.errors[0] == "unknown parameter w0");
    BOOST_TEST(g.errors[7] == "unknown parameter w7");
    BOOST_TEST(g.errors[8] == "and 12 more faults");
    BOOST_TEST(g.limits.depth == 3);
}

BOOST_AUTO_TEST_CASE(scores_and_lines) {
    BOOST_TEST(uci_score(35) == "cp 35");
    BOOST_TEST(uci_score(-210) == "cp -210");
    BOOST_TEST(uci_score(mate_in(1)) == "mate 1");
    BOOST_TEST(uci_score(mate_in(5)) == "mate 3");
    BOOST_TEST(uci_score(mated_in(2)) == "mate -1");
    BOOST_TEST(uci_score(mated_in(4)) == "mate -2");

    const Position start = position(traits(Variant::Normal).start_fen, Variant::Normal);
    IterationInfo info;
    info.depth = 5;
    info.seldepth = 8;
    info.score = 23;
    info.time_ms = 250;
    info.nodes = 50000;
    info.pv = {parse_move(start, "e2e4")};
    BOOST_TEST(uci_info_line(info, 2, 17)
               == "info depth 5 seldepth 8 multipv 2 score cp 23 nodes 50000 nps 200000 hashfull 17 time 250 pv e2e4");
    info.time_ms = 0;
    info.pv.clear();
    BOOST_TEST(uci_info_line(info, 1, 0)
               == "info depth 5 seldepth 8 multipv 1 score cp 23 nodes 50000 nps 0 hashfull 0 time 0");
    // An aspiration window's fail-high and fail-low: right after the score, as Stockfish
    // writes them.
    info.bound = IterationInfo::Bound::Lower;
    BOOST_TEST(uci_info_line(info, 1, 0)
               == "info depth 5 seldepth 8 multipv 1 score cp 23 lowerbound nodes 50000 nps 0 hashfull 0 time 0");
    info.bound = IterationInfo::Bound::Upper;
    info.score = mated_in(4);
    info.pv = {parse_move(start, "d2d4")};
    BOOST_TEST(uci_info_line(info, 1, 0)
               == "info depth 5 seldepth 8 multipv 1 score mate -2 upperbound nodes 50000 nps 0 hashfull 0 time 0 pv d2d4");

    SearchResult r;
    BOOST_TEST(uci_bestmove_line(start, r) == "bestmove 0000");
    r.best = parse_move(start, "e2e4");
    BOOST_TEST(uci_bestmove_line(start, r) == "bestmove e2e4");
    Position after = start;
    after.do_move(r.best);
    r.ponder = parse_move(after, "e7e5");
    BOOST_TEST(uci_bestmove_line(start, r) == "bestmove e2e4 ponder e7e5");
    r.ponder = parse_move(start, "d2d4"); // not a reply: left out
    BOOST_TEST(uci_bestmove_line(start, r) == "bestmove e2e4");
    // Drops are written upper case for both sides, as Fairy-Stockfish writes them.
    const Position zh = position("4k3/8/8/8/8/8/8/4K3[n] b - - 0 1", Variant::Crazyhouse);
    r = SearchResult();
    r.best = parse_move(zh, "n@e6");
    BOOST_TEST(uci_bestmove_line(zh, r) == "bestmove N@e6");
}

BOOST_AUTO_TEST_CASE(elo_scale) {
    BOOST_TEST(skill_for_elo(MIN_ELO) == 1);
    BOOST_TEST(skill_for_elo(1049) == 1);
    BOOST_TEST(skill_for_elo(1050) == 2);
    BOOST_TEST(skill_for_elo(2000) == 11);
    BOOST_TEST(skill_for_elo(2800) == 19);
    BOOST_TEST(skill_for_elo(MAX_ELO) == 20);
    BOOST_TEST(skill_for_elo(0) == 1);
}

BOOST_AUTO_TEST_CASE(one_table_two_protocols) {
    EngineOptions o;
    // CECP does not see the UCI-only options, UCI does not see Resign.
    BOOST_TEST(o.apply("MultiPV=2") == "unknown option");
    BOOST_TEST(o.apply("UCI_Elo=1500") == "unknown option");
    BOOST_TEST(o.apply("EvalFile=x") == "unknown option");
    BOOST_TEST(o.set_uci("Resign", "true") == "unknown option");
    // What one protocol sets, the other announces.
    BOOST_TEST(o.set_uci("move overhead", "250").empty());
    BOOST_TEST(o.features()[3] == "feature option=\"Move_Overhead -spin 250 0 5000\"");
    BOOST_TEST(o.apply("Skill_Level=3").empty());
    const std::vector<std::string> u = o.uci_options();
    BOOST_TEST((std::find(u.begin(), u.end(), "option name Skill Level type spin default 3 min 1 max 20") != u.end()));
    // Checks: 0/1 in CECP, true/false in UCI.
    BOOST_TEST(o.apply("Use_NNUE=false") == "expected 0 or 1");
    BOOST_TEST(o.set_uci("Use NNUE", "FALSE").empty());
    BOOST_TEST(!o.search.nnue);
    BOOST_TEST(o.features()[4] == "feature option=\"Use_NNUE -check 0\"");
    // Combos: exact in CECP, any case in UCI.
    BOOST_TEST(o.apply("Crazyhouse_Draw_Rules=samara") == "expected ChessPlayX or Samara");
    BOOST_TEST(o.set_uci("crazyhouse draw rules", "samara").empty());
    BOOST_TEST((o.crazyhouse_draws == DrawRules::Samara));
    BOOST_TEST(o.set_uci("UCI_Variant", "RacingKings").empty());
    BOOST_TEST((o.variant == Variant::RacingKings));
    BOOST_TEST(o.set_uci("UCI_Variant", "normal").empty());
    BOOST_TEST((o.variant == Variant::Normal));
    BOOST_TEST(o.set_uci("EvalFile chess960", "x") == "unknown variant in option name");
    BOOST_TEST(o.set_uci("Hash", "0") == "expected a number from 1 to 65536");
}

// The driver asks which option a setoption named, to describe a variant after UCI_Variant:
// the same spellings as set_uci, and only the option that was asked about.
BOOST_AUTO_TEST_CASE(an_option_name_is_recognised_in_every_spelling_set_uci_takes) {
    for (const char* n : {"UCI_Variant", "uci_variant", "UCI Variant", "uci VARIANT"})
        BOOST_TEST(EngineOptions::uci_name_means(n, "UCI_Variant"), n);
    for (const char* n : {"UCI_Variants", "Variant", "", "UCI_Elo"})
        BOOST_TEST(!EngineOptions::uci_name_means(n, "UCI_Variant"), n);
    BOOST_TEST(EngineOptions::uci_name_means("move_overhead", "Move Overhead"));
    BOOST_TEST(!EngineOptions::uci_name_means("UCI_Variant", "Move Overhead"));
}

BOOST_AUTO_TEST_SUITE_END()
