// The protocol's building blocks without a search: command parsing, numbers as clients
// write them, holdings, clocks to Limits, thinking text, options, the edit board.
#include <boost/test/unit_test.hpp>

#include "../engine/protocol/cecp_parse.h"
#include "../engine/protocol/edit_board.h"
#include "../engine/protocol/engine_options.h"
#include "../engine/protocol/game.h"
#include "../engine/protocol/xboard_variants.h"
#include "../engine/protocol/thinking.h"
#include "../engine/protocol/time_control.h"
#include "helpers.h"

using namespace parachute;

BOOST_AUTO_TEST_SUITE(protocol_parse)

BOOST_AUTO_TEST_CASE(split_command_keeps_the_rest_whole) {
    const CommandLine c = split_command("  setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \r");
    BOOST_TEST(c.name == "setboard");
    BOOST_TEST(c.rest == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    BOOST_TEST(c.args.size() == 6u);
    BOOST_TEST(split_command("").name.empty());
    BOOST_TEST(split_command("option Skill Level=5").rest == "Skill Level=5");
}

BOOST_AUTO_TEST_CASE(numbers) {
    int64_t v = 0;
    BOOST_TEST(parse_seconds_ms("3.0", v));
    BOOST_TEST(v == 3000);
    BOOST_TEST(parse_seconds_ms("0.5", v));
    BOOST_TEST(v == 500);
    BOOST_TEST(parse_seconds_ms("12", v));
    BOOST_TEST(v == 12000);
    BOOST_TEST(!parse_seconds_ms("-1", v));
    BOOST_TEST(!parse_seconds_ms("1.2.3", v));
    BOOST_TEST(parse_level_base_ms("5", v));
    BOOST_TEST(v == 300000);
    BOOST_TEST(parse_level_base_ms("0:30", v));
    BOOST_TEST(v == 30000);
    BOOST_TEST(parse_level_base_ms("2:05", v));
    BOOST_TEST(v == 125000);
    BOOST_TEST(parse_level_base_ms("25+5", v)); // future extension: ignored after the number
    BOOST_TEST(v == 1500000);
    BOOST_TEST(parse_level_base_ms("0.5", v));
    BOOST_TEST(v == 30000);
    BOOST_TEST(!parse_level_base_ms("x", v));
    BOOST_TEST(!parse_level_base_ms("1:", v));
}

BOOST_AUTO_TEST_CASE(holding_forms) {
    Pockets p;
    BOOST_TEST(parse_holding({"[PPN]", "[q]"}, p).empty());
    BOOST_TEST(p.count[WHITE][PAWN] == 2);
    BOOST_TEST(p.count[WHITE][KNIGHT] == 1);
    BOOST_TEST(p.count[BLACK][QUEEN] == 1);
    BOOST_TEST(parse_holding({"[]", "[-]"}, p).empty());
    BOOST_TEST((p == Pockets{}));
    BOOST_TEST(parse_holding({"[PPN]", "[N]", "BN"}, p).empty());
    BOOST_TEST(p.count[BLACK][KNIGHT] == 1);
    BOOST_TEST(!parse_holding({"[K]", "[]"}, p).empty());
    BOOST_TEST(!parse_holding({"PP", "[]"}, p).empty());
    BOOST_TEST(!parse_holding({"[P]"}, p).empty());
    BOOST_TEST(!parse_holding({"[P]", "[]", "XY"}, p).empty());
}

BOOST_AUTO_TEST_CASE(move_shapes) {
    for (const char* m : {"e2e4", "e7e8q", "e7e8m", "P@e4", "n@d5", "O-O", "O-O-O", "Nf3", "exd5", "e8=Q+", "@@@@", "b2b3"})
        BOOST_TEST(looks_like_move(m), m);
    for (const char* w : {"foo", "hello", "xboard2", "", "protover", "e9"}) BOOST_TEST(!looks_like_move(w), w);
}

BOOST_AUTO_TEST_CASE(error_reasons_never_say_illegal) {
    BOOST_TEST(safe_reason("Illegal position: illegal castling") == "invalid position: invalid castling");
    BOOST_TEST(safe_reason("fine") == "fine");
}

BOOST_AUTO_TEST_CASE(mate_scores_count_moves) {
    BOOST_TEST(cecp_score(mate_in(1)) == 100001);
    BOOST_TEST(cecp_score(mate_in(3)) == 100002);
    BOOST_TEST(cecp_score(mated_in(2)) == -100001);
    BOOST_TEST(cecp_score(mated_in(4)) == -100002);
    BOOST_TEST(cecp_score(-35) == -35);
}

BOOST_AUTO_TEST_CASE(thinking_line_format) {
    IterationInfo info;
    info.depth = 7;
    info.seldepth = 12;
    info.score = 31;
    info.time_ms = 2000;
    info.nodes = 50000;
    info.pv = {Move::make(E2, E4), Move::make(E7, E5)};
    BOOST_TEST(thinking_line(info) == "7 31 200 50000 12 25000\te2e4 e7e5");
    BOOST_TEST(stat01_line(1234, 30000, 7, 5, 30) == "stat01: 123 30000 7 5 30");
}

BOOST_AUTO_TEST_CASE(clocks_become_limits) {
    TimeControl tc;
    tc.reset();
    tc.set_level(40, 300000, 0, 0, WHITE);
    tc.set_engine_clock(30000);
    tc.set_opponent_clock(45000);
    Limits l = tc.limits(BLACK, 1);
    BOOST_TEST(l.time[BLACK] == 30000);
    BOOST_TEST(l.time[WHITE] == 45000);
    BOOST_TEST(l.moves_to_go == 40);
    BOOST_TEST(tc.limits(BLACK, 81).moves_to_go == 40); // black's 41st move: a new session
    BOOST_TEST(tc.limits(BLACK, 79).moves_to_go == 1);
    BOOST_TEST(tc.limits(WHITE, 58).moves_to_go == 11);

    // A game set up with black to move: black's first move and white's first move both
    // have the whole session ahead, whatever the FEN's move number.
    tc.restart_session(BLACK);
    BOOST_TEST(tc.limits(BLACK, 0).moves_to_go == 40);
    BOOST_TEST(tc.limits(WHITE, 1).moves_to_go == 40);
    BOOST_TEST(tc.limits(WHITE, 77).moves_to_go == 2); // white has made 38 moves
    BOOST_TEST(tc.limits(BLACK, 78).moves_to_go == 1);

    // A level received mid-game counts its moves from there.
    tc.set_level(20, 22 * 60000, 0, 80, WHITE);
    BOOST_TEST(tc.limits(WHITE, 80).moves_to_go == 20);
    BOOST_TEST(tc.limits(WHITE, 98).moves_to_go == 11);
    BOOST_TEST(tc.limits(BLACK, 99).moves_to_go == 11);

    tc.set_level(0, 120000, 500, 0, WHITE); // level 0 2 0.5
    l = tc.limits(WHITE, 10);
    BOOST_TEST(l.moves_to_go == 0);
    BOOST_TEST(l.increment[WHITE] == 500);
    BOOST_TEST(l.time[WHITE] == 120000);

    tc.set_move_time(2500); // st cancels level
    l = tc.limits(WHITE, 10);
    BOOST_TEST(l.move_time == 2500);
    BOOST_TEST(l.time[WHITE] == -1);

    tc.set_level(0, 60000, 0, 0, WHITE); // and level cancels st (lichess-bot)
    BOOST_TEST(tc.limits(WHITE, 1).move_time == 0);

    tc.set_depth(3);
    BOOST_TEST(tc.limits(WHITE, 1).depth == 3);
    tc.reset();
    BOOST_TEST(tc.limits(WHITE, 1).depth == 0);
}

BOOST_AUTO_TEST_CASE(game_ply_counts_through_pocket_corrections) {
    // A corrected holding starts a new history (nothing to undo), but the moves played
    // still count for the time control's moves to go.
    Game g;
    g.reset(Variant::Crazyhouse);
    g.play(Move::make(E2, E4));
    g.play(Move::make(D7, D5));
    g.play(Move::make(E4, D5));
    Pockets p;
    p.count[WHITE][PAWN] = 1;
    bool changed = false;
    BOOST_TEST(g.set_pockets(p, changed).empty());
    BOOST_TEST(!changed); // the engine already had it so
    p.count[BLACK][KNIGHT] = 1;
    BOOST_TEST(g.set_pockets(p, changed).empty());
    BOOST_TEST(changed);
    BOOST_TEST(g.undoable() == 0);
    BOOST_TEST(g.game_ply() == 3);
    g.play(Move::make(D8, D5));
    BOOST_TEST(g.game_ply() == 4);
    BOOST_TEST(g.set_side_to_move(BLACK).empty());
    BOOST_TEST(g.game_ply() == 0); // "black": a new set-up position
}

BOOST_AUTO_TEST_CASE(nps_turns_time_into_nodes) {
    TimeControl tc;
    tc.reset();
    tc.set_move_time(1000); // cutechess: st 1 + nps N
    tc.set_nps(5000);
    Limits l = tc.limits(WHITE, 1);
    BOOST_TEST(l.nodes == 5000u);
    BOOST_TEST(l.move_time == 0);
    tc.set_move_time(20000); // python-chess: nps 1 + st N
    tc.set_nps(1);
    BOOST_TEST(tc.limits(WHITE, 1).nodes == 20u);
    tc.set_level(0, 60000, 1000, 0, WHITE);
    tc.set_nps(1000);
    l = tc.limits(WHITE, 1);
    BOOST_TEST(l.nodes == uint64_t((60000 / 30 + 1000) * 1000 / 1000));
    BOOST_TEST(l.time[WHITE] == -1);
}

BOOST_AUTO_TEST_CASE(engine_clock_runs_without_time_commands) {
    TimeControl tc;
    tc.reset();
    tc.set_level(0, 10000, 100, 0, WHITE);
    tc.engine_moved(1500);
    BOOST_TEST(tc.engine_clock() == 8600);
}

BOOST_AUTO_TEST_CASE(racing_kings_setup_text) {
    const std::vector<std::string> lines = racing_kings_setup_lines();
    BOOST_TEST(lines.front() == "setup (PNBRQKpnbrqk) 8x8+0_fairy 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
    BOOST_TEST(lines.size() == 6u);
    for (size_t i = 1; i < lines.size(); ++i) BOOST_TEST(lines[i].rfind("piece ", 0) == 0);
}

BOOST_AUTO_TEST_CASE(options) {
    EngineOptions o;
    BOOST_TEST(o.apply("Skill_Level=5").empty());
    BOOST_TEST(o.search.skill == 5);
    BOOST_TEST(!o.apply("Skill_Level=0").empty());
    BOOST_TEST(!o.apply("Skill Level=abc").empty());
    BOOST_TEST(o.apply("Crazyhouse Draw Rules=Samara").empty());
    BOOST_TEST((o.crazyhouse_draws == DrawRules::Samara));
    BOOST_TEST(!o.apply("Crazyhouse Draw Rules=FIDE").empty());
    BOOST_TEST(o.apply("Resign=1").empty());
    BOOST_TEST(o.resign);
    BOOST_TEST(o.apply("Move Overhead=100").empty()); // the older spelling
    BOOST_TEST(o.search.move_overhead_ms == 100);
    BOOST_TEST(o.apply("Hash=128").empty());
    BOOST_TEST(o.search.hash_mb == 128u);
    BOOST_TEST(!o.apply("Nonsense=1").empty());
    BOOST_TEST(!o.apply("").empty());
    BOOST_TEST(o.apply("Use NNUE=1").empty());
    BOOST_TEST(o.search.nnue);
    BOOST_TEST(o.apply("EvalFile racingkings=/nonexistent.nnue")
               == "cannot load the net, keeping the current one: cannot open net file '/nonexistent.nnue'");
    BOOST_TEST(!o.search.nets[int(Variant::RacingKings)]);
    BOOST_TEST(o.apply("EvalFile chess960=x") == "unknown variant in option name");
    const std::vector<std::string> f = o.features();
    BOOST_TEST(f.size() == 9u);
    BOOST_TEST(f[1] == "feature option=\"Crazyhouse_Draw_Rules -combo ChessPlayX /// *Samara\"");
    BOOST_TEST(f[4] == "feature option=\"Use_NNUE -check 1\"");
    BOOST_TEST(f[8] == "feature option=\"EvalFile_racingkings -file \"");
}

BOOST_AUTO_TEST_CASE(game_pockets_and_side) {
    Game g;
    g.reset(Variant::Crazyhouse);
    Pockets p;
    BOOST_TEST(parse_holding({"[PN]", "[q]"}, p).empty());
    bool changed = false;
    BOOST_TEST(g.set_pockets(p, changed).empty());
    BOOST_TEST(changed);
    BOOST_TEST(g.position().in_hand(WHITE, KNIGHT) == 1);
    BOOST_TEST(g.position().in_hand(BLACK, QUEEN) == 1);
    BOOST_TEST(g.set_pockets(p, changed).empty());
    BOOST_TEST(!changed);

    g.reset(Variant::Normal);
    BOOST_TEST(!g.set_pockets(p, changed).empty());
    BOOST_TEST(g.set_pockets(Pockets{}, changed).empty());
    BOOST_TEST(g.set_side_to_move(BLACK).empty());
    BOOST_TEST(g.position().side_to_move() == BLACK);

    BOOST_TEST(!g.set_fen("not a fen").empty());
    BOOST_TEST(!g.valid());
    g.reset(Variant::Knightmate);
    BOOST_TEST(g.valid());
}

BOOST_AUTO_TEST_CASE(edit_board_builds_a_fen) {
    Position start;
    start.set_start(Variant::Normal);
    EditBoard e(start);
    for (const char* c : {"#", "Ke1", "Rh1", "Pa2", "c", "Ke8", "Ra8", "xa2"}) BOOST_TEST(e.apply(c).empty(), c);
    BOOST_TEST(e.fen() == "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    BOOST_TEST(!e.apply("Zz9").empty());
    BOOST_TEST(!e.apply("Ze4").empty());
}

BOOST_AUTO_TEST_SUITE_END()
