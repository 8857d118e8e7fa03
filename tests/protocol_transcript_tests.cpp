// CECP transcripts: lines in, exact or pattern lines out, for every command of the
// protocol in every variant, with small search limits (sd, nodes) to stay fast and
// deterministic.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <sstream>
#include <thread>

#include "helpers.h"
#include "protocol_harness.h"

using namespace parachute;
using namespace parachute::test;

namespace {

using Lines = std::vector<std::string>;

int index_of_prefix(const Lines& lines, const std::string& prefix) {
    for (size_t i = 0; i < lines.size(); ++i)
        if (starts_with(lines[i], prefix)) return int(i);
    return -1;
}

// A session past the handshake, in force mode, with a small depth.
struct Started : Session {
    Started() {
        send({"xboard", "protover 2", "accepted done", "memory 16", "new", "sd 2"});
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(protocol_transcripts)

BOOST_AUTO_TEST_CASE(protover_answers_features_at_once) {
    Session s;
    BOOST_TEST(s.send("xboard").empty());
    const Lines f = s.send("protover 2");
    BOOST_REQUIRE(f.size() >= 3u);
    BOOST_TEST(f.back() == "feature done=1");
    std::string all;
    for (const std::string& l : f) {
        BOOST_TEST(starts_with(l, "feature "), l);
        all += l + ' ';
    }
    for (const char* want : {"ping=1", "setboard=1", "usermove=1", "playother=1", "time=1", "draw=1", "sigint=0",
                             "sigterm=0", "reuse=1", "analyze=1", "colors=0", "name=1", "pause=1", "nps=1",
                             "memory=1", "smp=1", "exclude=1", "setscore=1", "myname=\"Parachute ",
                             "variants=\"normal,crazyhouse,knightmate,racingkings\""})
        BOOST_TEST(all.find(want) != std::string::npos, want);
    for (const char* opt : {"option=\"Skill_Level -spin", "option=\"Crazyhouse_Draw_Rules -combo",
                            "option=\"Resign -check", "option=\"Move_Overhead -spin", "option=\"Use_NNUE -check 1",
                            "option=\"EvalFile_normal -file", "option=\"EvalFile_crazyhouse -file",
                            "option=\"EvalFile_knightmate -file", "option=\"EvalFile_racingkings -file"})
        BOOST_TEST(all.find(opt) != std::string::npos, opt);
}

BOOST_AUTO_TEST_CASE(quiet_commands_say_nothing) {
    // python-chess fails on any "Error" line, so all of these pass silently.
    Started s;
    BOOST_TEST(s.send({"accepted ping", "rejected sigint", "random", "computer", "name Bob Smith", "rating 2100 1800",
                       "ics -", "ics freechess.org", "nopost", "post", "nopost", ".", "hard", "easy", "memory 32",
                       "cores 1", "egtpath syzygy /tmp/tb", "option Skill Level=20", "level 40 5 0", "st 2.5",
                       "level 0 2 0.5", "level 40 0:30 0", "sd 2", "nps 0", "time 6000", "otim 6000", "force",
                       "setscore 50 10", "exit", "pause", "resume", "holding [] []"})
              .empty());
}

BOOST_AUTO_TEST_CASE(ping_answers_in_order) {
    Started s;
    BOOST_TEST(s.send({"ping 1", "force", "e2e4", "ping 2"}) == (Lines{"pong 1", "pong 2"}));
}

BOOST_AUTO_TEST_CASE(new_plays_black_after_the_user_moves) {
    Started s;
    const Lines out = answers(s.send("usermove e2e4"));
    BOOST_REQUIRE(out.size() == 1u);
    const std::string reply = move_in(out);
    Position p = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant::Normal);
    BOOST_TEST(is_legal(p, reply), reply);
    // The bare move form works as well.
    s.send({"new", "force"});
    BOOST_TEST(s.send({"e2e4", "e7e5", "Nf3"}).empty());
    BOOST_TEST(s.position().side_to_move() == BLACK);
}

BOOST_AUTO_TEST_CASE(nnue_options) {
    Started s;
    const std::string dir = PARACHUTE_SOURCE_DIR;
    BOOST_TEST(s.send("option Use_NNUE=1").empty());
    BOOST_TEST(s.send("option Use NNUE=1").empty()); // the spelling of earlier versions
    BOOST_TEST(s.send("option EvalFile_knightmate=" + dir + "/nets/knightmate.nnue").empty());
    BOOST_TEST(s.send("option EvalFile_knightmate=").empty()); // back to the built-in net
    BOOST_TEST(s.send("option EvalFile normal=/nonexistent.nnue")
               == (Lines{"Error (cannot load the net, keeping the current one: cannot open net file '/nonexistent.nnue'): "
                         "option EvalFile normal=/nonexistent.nnue"}));
    // A folder picked by mistake in the GUI's file dialog.
    BOOST_TEST(s.send("option EvalFile_normal=" + dir + "/nets")
               == (Lines{"Error (cannot load the net, keeping the current one: cannot read net file '" + dir
                         + "/nets': Is a directory): option EvalFile_normal=" + dir + "/nets"}));
    BOOST_TEST(s.send("option EvalFile crazyhouse=" + dir + "/nets/normal.nnue")
               == (Lines{"Error (cannot load the net, keeping the current one: net file '" + dir
                         + "/nets/normal.nnue': wrong variant: the net is for normal, not crazyhouse): option EvalFile "
                           "crazyhouse=" + dir + "/nets/normal.nnue"}));
    BOOST_TEST(s.send("option Use NNUE=yes") == (Lines{"Error (expected 0 or 1): option Use NNUE=yes"}));
    // The engine plays with the net.
    Lines out = answers(s.send({"variant knightmate", "sd 3", "go"}));
    BOOST_REQUIRE(out.size() == 1u);
    BOOST_TEST(is_legal(position(traits(Variant::Knightmate).start_fen, Variant::Knightmate), move_in(out)));
}

BOOST_AUTO_TEST_CASE(go_and_force_and_playother) {
    Started s;
    Lines out = answers(s.send({"force", "go"}));
    BOOST_TEST(out.size() == 1u);
    BOOST_TEST(is_legal(position(traits(Variant::Normal).start_fen, Variant::Normal), move_in(out)));
    // Engine plays white now; after black's move it answers.
    s.send({"force"});
    BOOST_TEST(s.send("e7e5").empty()); // force: no answer
    out = answers(s.send({"playother"}));
    BOOST_TEST(out.empty()); // white to move, engine is black: waits
    MoveList l;
    generate_legal(s.position(), l);
    out = answers(s.send(move_to_uci(l.moves[0])));
    BOOST_TEST(out.size() == 1u);
    BOOST_TEST(starts_with(out[0], "move "));
}

BOOST_AUTO_TEST_CASE(illegal_moves_and_bad_commands) {
    Started s;
    // (The first illegal move right after a setup in force mode is answered one command
    // late; see cutechess_dummy_move_before_black_setboard. A played move ends that.)
    s.send({"force", "d2d3", "d7d6"});
    BOOST_TEST(s.send("e2e5") == (Lines{"Illegal move (not a legal move here): e2e5"}));
    BOOST_TEST(s.send("usermove e7e5") == (Lines{"Illegal move (not the side to move's piece): e7e5"}));
    BOOST_TEST(s.send("e3e4") == (Lines{"Illegal move (no piece on e3): e3e4"}));
    BOOST_TEST(s.send("P@e4") == (Lines{"Illegal move (no drops in this variant): P@e4"}));
    BOOST_TEST(s.send("foo") == (Lines{"Error (unknown command): foo"}));
    BOOST_TEST(s.send("usermove") == (Lines{"Error (expected one move): usermove"}));
    BOOST_TEST(s.send("level 40 x 0") == (Lines{"Error (expected level MPS BASE INC): level 40 x 0"}));
    BOOST_TEST(s.send("st -1") == (Lines{"Error (expected seconds): st -1"}));
    BOOST_TEST(s.send("sd x") == (Lines{"Error (expected a depth): sd x"}));
    BOOST_TEST(s.send("time abc") == (Lines{"Error (expected centiseconds): time abc"}));
    BOOST_TEST(s.send("otim") == (Lines{"Error (expected centiseconds): otim"}));
    BOOST_TEST(s.send("nps -5") == (Lines{"Error (expected nodes per second): nps -5"}));
    BOOST_TEST(s.send("memory 0") == (Lines{"Error (expected megabytes): memory 0"}));
    BOOST_TEST(s.send("cores many") == (Lines{"Error (expected a number of cores): cores many"}));
    BOOST_TEST(s.send("option Bogus=1") == (Lines{"Error (unknown option): option Bogus=1"}));
    BOOST_TEST(s.send("option Skill Level=99") == (Lines{"Error (expected a number from 1 to 20): option Skill Level=99"}));
    BOOST_TEST(s.send("setscore x") == (Lines{"Error (expected setscore SCORE DEPTH): setscore x"}));
    BOOST_TEST(s.send("variant shogi") == (Lines{"Error (unsupported variant): variant shogi"}));
    BOOST_TEST(s.send("exclude e2e5") == (Lines{"Error (no such move here): exclude e2e5"}));
    // The state survived all of it.
    BOOST_TEST(s.position().fen() == "rnbqkbnr/ppp1pppp/3p4/8/8/3P4/PPP1PPPP/RNBQKBNR w KQkq - 0 2");
    BOOST_TEST(s.send({"e2e4", "ping 9"}) == (Lines{"pong 9"}));
}

BOOST_AUTO_TEST_CASE(undo_without_moves_is_an_error) {
    Started s;
    s.send({"force", "setboard 4k3/8/8/8/8/8/8/4K2R w K - 0 1"});
    BOOST_TEST(s.send("undo") == (Lines{"Error (no move to take back): undo"}));
    s.send("e1e2");
    BOOST_TEST(s.send("remove") == (Lines{"Error (no two moves to take back): remove"}));
    BOOST_TEST(s.send("undo").empty());
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

BOOST_AUTO_TEST_CASE(garbage_never_crashes_and_never_says_illegal) {
    Started s;
    const std::string junk[] = {std::string(5000, 'x'), "\x01\x02\xff", "setboard", "setboard 8/8/8/8 w", "holding",
                                "holding [P", "holding [Z] []", "level", "level 1 2 3 4", "ping", "exclude",
                                "include", "option", "option =", "variant", "usermove a b", "edit", "Zz9", "zz", ".",
                                "new", "variant crazyhouse", "holding [Q] [q] WX", "setboard [] w - - 0 1"};
    for (const std::string& j : junk) {
        const Lines out = s.send(j);
        BOOST_TEST(!mentions_illegal(out), j);
    }
}

BOOST_AUTO_TEST_CASE(bad_setboard_leaves_no_position_until_a_new_one) {
    Started s;
    s.send("force");
    Lines out = s.send("setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
    BOOST_REQUIRE(out.size() == 1u);
    BOOST_TEST(starts_with(out[0], "Error (bad FEN: "));
    BOOST_TEST(!mentions_illegal(out));
    BOOST_TEST(s.send("e2e4") == (Lines{"Illegal move (no valid position is set): e2e4"}));
    BOOST_TEST(s.send("go") == (Lines{"Error (no valid position is set): go"}));
    BOOST_TEST(s.send({"setboard 4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"}).empty());
}

BOOST_AUTO_TEST_CASE(errors_quote_bad_bytes_as_printable_text) {
    Started s;
    // The reason quotes the FEN's bad letter and the file's path: '?' for such bytes.
    BOOST_TEST(s.send("setboard rnbqkbn\xff/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
               == (Lines{"Error (bad FEN: bad piece letter '?' in rank 8 ('rnbqkbn?')): setboard "
                         "rnbqkbn?/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}));
    BOOST_TEST(s.send("option EvalFile_normal=/tmp/\x02.nnue")
               == (Lines{"Error (cannot load the net, keeping the current one: cannot open net file '/tmp/?.nnue'): "
                         "option EvalFile_normal=/tmp/?.nnue"}));
    BOOST_TEST(s.send({"edit", "\xff" "a4", "."}) == (Lines{"Error (no such piece: '?'): ?a4"}));
}

BOOST_AUTO_TEST_CASE(variants_and_new_means_normal_chess) {
    Started s;
    s.send({"force", "variant crazyhouse", "e2e4", "d7d5", "e4d5", "d8d5", "b1c3"});
    BOOST_TEST(s.position().in_hand(WHITE, PAWN) == 1);
    BOOST_TEST(s.send("usermove P@e4").empty()); // black drops the pawn it took
    BOOST_TEST(s.position().in_hand(BLACK, PAWN) == 0);
    // After "new" it is normal chess again: drops are illegal.
    s.send({"new", "force"});
    BOOST_TEST(s.position().variant() == Variant::Normal);
    BOOST_TEST(s.send({"P@e4", "ping 2"}) == (Lines{"Illegal move (no drops in this variant): P@e4", "pong 2"}));
}

BOOST_AUTO_TEST_CASE(setboard_reads_every_holdings_form) {
    Started s;
    s.send({"force", "variant crazyhouse"});
    const char* fens[] = {
        "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R/Nn w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2Q~[Pp] w Qkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    };
    for (const char* f : fens) BOOST_TEST(s.send(std::string("setboard ") + f).empty(), f);
    BOOST_TEST(s.position().fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
    s.send("setboard r3k2r/8/8/8/8/8/8/R3K2Q~[Pp] w Qkq - 0 1");
    BOOST_TEST(s.position().fen() == "r3k2r/8/8/8/8/8/8/R3K2Q~[Pp] w Qkq - 0 1");
    s.send("setboard rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1");
    BOOST_TEST(s.send({"N@e4", "n@e5"}).empty()); // upper case for both colours, lower case too
    BOOST_TEST(s.position().in_hand(WHITE, KNIGHT) == 0);
    BOOST_TEST(s.position().in_hand(BLACK, KNIGHT) == 0);
}

BOOST_AUTO_TEST_CASE(engine_drops_in_crazyhouse) {
    Started s;
    s.send({"force", "variant crazyhouse", "setboard r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NN] w KQkq - 0 1"});
    const Lines out = answers(s.send("go"));
    const std::string m = move_in(out);
    BOOST_TEST(is_legal(position("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NN] w KQkq - 0 1", Variant::Crazyhouse), m),
               m);
}

BOOST_AUTO_TEST_CASE(racing_kings_setup_after_variant) {
    Started s;
    const Lines out = s.send("variant racingkings");
    BOOST_TEST(out == (Lines{"setup (PNBRQKpnbrqk) 8x8+0_fairy 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
                             "piece K& K", "piece Q& Q", "piece R& R", "piece B& B", "piece N& N"}));
    BOOST_TEST(s.send("variant knightmate").empty());
    BOOST_TEST(s.position().fen() == traits(Variant::Knightmate).start_fen);
}

BOOST_AUTO_TEST_CASE(cutechess_dummy_move_before_black_setboard) {
    // cutechess sends "b2b3" in force mode before a black-to-move setboard; in racing
    // kings b2 holds a black rook. The engine must not say "Illegal" to it.
    Started s;
    s.send({"variant racingkings", "force"});
    BOOST_TEST(s.send({"b2b3", "setboard 8/8/8/8/8/8/krbnNBRK/qrbnNBR1 b - - 0 1"}).empty());
    BOOST_TEST(s.position().side_to_move() == BLACK);
    // Any other command next gets the answer a really illegal move deserves, first.
    s.send({"variant racingkings", "force"});
    BOOST_TEST(s.send({"b2b3", "ping 4"}) == (Lines{"Illegal move (not the side to move's piece): b2b3", "pong 4"}));
    // Any other illegal first move (a check, in racing kings) is answered at once.
    s.send({"variant racingkings", "force"});
    BOOST_TEST(s.send("e2c3") == (Lines{"Illegal move (not a legal move here): e2c3"}));
    // Normal chess: the dummy is a legal move and the setboard replaces it.
    s.send({"new", "force"});
    BOOST_TEST(s.send({"b2b3", "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}).empty());
    BOOST_TEST(s.position().fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

BOOST_AUTO_TEST_CASE(knightmate_engine_moves) {
    Started s;
    s.send({"variant knightmate", "force"});
    const Lines out = answers(s.send("go"));
    BOOST_TEST(is_legal(position(traits(Variant::Knightmate).start_fen, Variant::Knightmate), move_in(out)));
    // Promotion to a commoner from the GUI.
    s.send({"setboard 4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "force"});
    BOOST_TEST(s.send("a7a8m").empty());
    BOOST_TEST(s.position().piece_on(A8) == W_COMMONER);
}

BOOST_AUTO_TEST_CASE(move_now_and_ping_while_thinking) {
    Started s;
    s.send({"force", "st 30", "sd 0"});
    s.send_now("go");
    BOOST_TEST(s.driver.thinking());
    s.send_now("ping 7"); // held back until the move is out
    BOOST_TEST(index_of_prefix(s.transcript.take(), "pong") == -1);
    s.send_now("?");
    const Lines out = answers(s.transcript.take());
    BOOST_REQUIRE(out.size() == 2u);
    BOOST_TEST(starts_with(out[0], "move "));
    BOOST_TEST(out[1] == "pong 7");
}

BOOST_AUTO_TEST_CASE(force_stops_thinking_without_a_move) {
    Started s;
    s.send({"force", "st 30", "sd 0"});
    s.send_now("go");
    s.send_now("ping 3");
    s.send_now("force");
    BOOST_TEST(!s.driver.thinking());
    const Lines out = answers(s.transcript.take());
    BOOST_TEST(out == (Lines{"pong 3"}));
    BOOST_TEST(s.position().fen() == traits(Variant::Normal).start_fen);
}

BOOST_AUTO_TEST_CASE(pondering_on_the_expected_reply) {
    Started s;
    s.send({"hard", "force", "sd 3"});
    Lines out = answers(s.send("go"));
    BOOST_TEST(!move_in(out).empty());
    BOOST_TEST(s.driver.pondering());
    // A ping while pondering is answered at once.
    s.send_now("ping 11");
    BOOST_TEST(s.transcript.take() == (Lines{"pong 11"}));
    // Some reply: pondered or not, the engine answers with a legal move.
    MoveList replies;
    generate_legal(s.position(), replies);
    const std::string reply = move_to_uci(replies.moves[0]);
    Position before = s.position();
    out = answers(s.send(reply));
    before.do_move(replies.moves[0]);
    BOOST_TEST(is_legal(before, move_in(out)), move_in(out));
    s.send("easy");
    BOOST_TEST(!s.driver.pondering());
}

BOOST_AUTO_TEST_CASE(playother_ponders_on_the_expected_move) {
    Started s;
    s.send({"hard", "force", "sd 3", "e2e4"});
    BOOST_TEST(!s.driver.pondering()); // force mode: a board only
    // The engine takes white; black is to move, so it ponders on black's likely move.
    BOOST_TEST(s.send({"post", "playother"}).size() >= 1u);
    BOOST_TEST(s.driver.pondering());
    const Lines h = s.send("hint");
    BOOST_REQUIRE(h.size() == 1u);
    BOOST_TEST(starts_with(h[0], "Hint: "));
    BOOST_TEST(is_legal(s.position(), h[0].substr(6)), h[0]);
    // The guess or another move: either way a legal answer, and pondering again after it.
    Position after = s.position();
    const Move reply = parse_move(after, h[0].substr(6));
    after.do_move(reply);
    const Lines out = answers(s.send(h[0].substr(6)));
    BOOST_TEST(is_legal(after, move_in(out)), move_in(out));
    BOOST_TEST(s.driver.pondering());
    s.send("easy");
    BOOST_TEST(!s.driver.pondering());
    // "hard" on the opponent's turn starts pondering at once.
    s.send("hard");
    BOOST_TEST(s.driver.pondering());
    s.send("force");
    BOOST_TEST(!s.driver.pondering());
}

BOOST_AUTO_TEST_CASE(no_pondering_on_the_first_move_after_new) {
    // XBoard sends "hard" right after "new"; the protocol says not to ponder on this move.
    Started s;
    BOOST_TEST(s.send({"new", "post", "hard", "sd 2"}).empty());
    BOOST_TEST(!s.driver.pondering());
    // Once the game has a move, the engine ponders after each of its own.
    BOOST_TEST(!move_in(s.send("e2e4")).empty());
    BOOST_TEST(s.driver.pondering());
    // The same after a new game in another variant.
    BOOST_TEST(s.send({"new", "variant crazyhouse", "hard"}) == (Lines{}));
    BOOST_TEST(!s.driver.pondering());
}

BOOST_AUTO_TEST_CASE(setscore_is_taken_where_the_search_meets_the_position) {
    // After 1.e4 a6 the GUI says white (to move) is lost; black, to move after 1.e4, then
    // plays a6, which it does not choose by itself.
    Started plain;
    plain.send({"force", "e2e4", "sd 3"});
    const std::string own = move_in(plain.send("go"));
    BOOST_TEST(own != "a7a6");
    Started s;
    s.send({"force", "e2e4", "a7a6"});
    BOOST_TEST(s.send("setscore -3000 10").empty());
    s.send({"undo", "sd 3"});
    BOOST_TEST(move_in(s.send("go")) == "a7a6");
    // A new game forgets it.
    s.send({"new", "force", "e2e4", "sd 3"});
    BOOST_TEST(move_in(s.send("go")) == own);
    BOOST_TEST(s.send("setscore 10 -1") == (Lines{"Error (expected setscore SCORE DEPTH): setscore 10 -1"}));
}

BOOST_AUTO_TEST_CASE(post_shows_thinking_lines) {
    Started s;
    s.send({"post", "force"});
    const Lines out = s.send("go");
    int thinking = 0;
    for (const std::string& l : out) thinking += is_thinking_line(l);
    BOOST_TEST(thinking >= 1);
    s.send({"nopost", "force"});
    for (const std::string& l : s.send("go")) BOOST_TEST(!is_thinking_line(l), l);
}

BOOST_AUTO_TEST_CASE(nps_mode_reports_node_time) {
    // "nps 1000" + "st 10": a 10,000-node budget, and thinking lines give the time as
    // nodes / 1000 seconds, in centiseconds.
    Started s;
    s.send({"post", "force", "nps 1000", "st 10"});
    int thinking = 0;
    for (const std::string& l : s.send("go")) {
        if (!is_thinking_line(l)) continue;
        ++thinking;
        std::istringstream in(l);
        long long ply, score, cs, nodes;
        in >> ply >> score >> cs >> nodes;
        BOOST_TEST(cs == nodes / 10, l);
    }
    BOOST_TEST(thinking >= 1);
}

BOOST_AUTO_TEST_CASE(weakened_play_posts_its_best_line_last) {
    // Below level 20 several root lines are searched; python-chess and XBoard read the
    // last line of an iteration as the score, so the best (here a mate in one) comes last.
    Started s;
    s.send({"option Skill_Level=10", "post", "force", "setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "sd 3"});
    std::string last;
    for (const std::string& l : s.send("go"))
        if (is_thinking_line(l)) last = l;
    BOOST_TEST(starts_with(last, "3 100001 "), last);
    BOOST_TEST(last.substr(last.find('\t') + 1) == "a1a8");
}

BOOST_AUTO_TEST_CASE(input_is_quoted_back_safely) {
    Started s;
    BOOST_TEST(s.send("ping") == (Lines{"pong"}));
    // Long garbage is cut, and bytes that are not printable ASCII are not echoed raw.
    const Lines out = s.send("bogus " + std::string(1000, 'x'));
    BOOST_REQUIRE(out.size() == 1u);
    BOOST_TEST(out[0] == "Error (unknown command): bogus " + std::string(250, 'x') + "...");
    BOOST_TEST(s.send("bogus \x01\xff") == (Lines{"Error (unknown command): bogus ??"}));
}

BOOST_AUTO_TEST_CASE(analysis_mode) {
    Started s;
    s.send({"post", "force"});
    s.send_now("analyze");
    BOOST_TEST(s.driver.analyzing());
    s.send_now("ping 5"); // answered at once during analysis
    BOOST_TEST(s.transcript.wait_for([](const std::string& l) { return l == "pong 5"; }));
    BOOST_TEST(s.transcript.wait_for(is_thinking_line));
    s.send_now(".");
    BOOST_TEST(s.transcript.wait_for([](const std::string& l) { return starts_with(l, "stat01: "); }));
    s.send_now("e2e4"); // moves go on in analysis; never a "move"
    s.send_now("undo");
    s.send_now("e2e4");
    s.send_now("e7e5");
    BOOST_TEST(s.driver.analyzing());
    s.send_now("setboard 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    BOOST_TEST(s.driver.analyzing());
    s.send_now("new"); // stays in analysis
    BOOST_TEST(s.driver.analyzing());
    s.send_now("exit");
    BOOST_TEST(!s.driver.analyzing());
    for (const std::string& l : s.transcript.take()) BOOST_TEST(!starts_with(l, "move "), l);
}

BOOST_AUTO_TEST_CASE(exclude_and_include) {
    Started s;
    s.send({"force", "exclude all", "include e2e4"});
    BOOST_TEST(move_in(s.send("go")) == "e2e4");
    s.send({"force", "exclude all", "include g8f6"});
    BOOST_TEST(move_in(s.send("go")) == "g8f6");
    s.send({"new", "force", "sd 2", "exclude all", "include all", "exclude e2e4"});
    BOOST_TEST(move_in(s.send("go")) != "e2e4");
}

BOOST_AUTO_TEST_CASE(undo_and_remove) {
    Started s;
    s.send({"force", "e2e4", "e7e5", "g1f3"});
    BOOST_TEST(s.send("undo").empty());
    BOOST_TEST(s.position().side_to_move() == WHITE);
    BOOST_TEST(s.send("remove").empty());
    BOOST_TEST(s.position().fen() == traits(Variant::Normal).start_fen);
    // In a game: the engine answers, the user takes back both moves and plays another.
    s.send("new");
    s.send({"sd 1", "e2e4"});
    BOOST_TEST(s.send("remove").empty());
    BOOST_TEST(s.position().fen() == traits(Variant::Normal).start_fen);
    BOOST_TEST(!move_in(s.send("d2d4")).empty());
}

BOOST_AUTO_TEST_CASE(hint_and_book) {
    Started s;
    s.send("force");
    const Lines h = s.send("hint");
    BOOST_REQUIRE(h.size() == 1u);
    BOOST_TEST(starts_with(h[0], "Hint: "));
    BOOST_TEST(is_legal(s.position(), h[0].substr(6)));
    const Lines b = s.send("bk");
    BOOST_REQUIRE(b.size() == 2u);
    BOOST_TEST(b[0][0] == ' ');
    BOOST_TEST(b[1].empty());
}

BOOST_AUTO_TEST_CASE(edit_mode_sets_up_a_position) {
    Started s;
    s.send({"force", "edit", "#", "Ke1", "Qd1", "c", "Ke8", "."});
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    BOOST_TEST(s.send({"edit", "Zq9"}) == (Lines{"Error (expected c, #, x<square> or <piece><square>): Zq9"}));
    BOOST_TEST(s.send({"Pz1"}).size() == 1u);
    BOOST_TEST(s.send(".").empty());
    // The old black-to-move idiom: new, force, a2a3, edit ..., with colors=0 never "black".
    s.send({"new", "force", "a2a3", "edit", "#", "Ke1", "Rh1", "c", "Ke8", "."});
    BOOST_TEST(s.position().fen() == "4k3/8/8/8/8/8/8/4K2R b K - 0 1");
}

BOOST_AUTO_TEST_CASE(white_and_black_commands) {
    Started s;
    s.send({"force", "e2e4"});
    BOOST_TEST(s.send("white").empty());
    BOOST_TEST(s.position().side_to_move() == WHITE);
    BOOST_TEST(s.send("black").empty());
    BOOST_TEST(s.position().side_to_move() == BLACK);
}

BOOST_AUTO_TEST_CASE(holding_sets_the_pockets) {
    Started s;
    s.send({"force", "variant crazyhouse"});
    BOOST_TEST(s.send("holding [PPN] [q]").empty());
    BOOST_TEST(s.position().in_hand(WHITE, PAWN) == 2);
    BOOST_TEST(s.position().in_hand(BLACK, QUEEN) == 1);
    BOOST_TEST(s.send("holding [PPN] [qN] BN").empty());
    BOOST_TEST(s.position().in_hand(BLACK, KNIGHT) == 1);
    BOOST_TEST(s.send("holding [] []").empty());
    BOOST_TEST(s.position().hand_empty(WHITE));
    // Agreeing pockets keep the history (zippy sends them after every move).
    s.send({"e2e4", "holding [] []", "d7d5", "holding [] []"});
    BOOST_TEST(s.send("undo").empty());
    // In normal chess empty pockets are fine, anything else is an error, not "Illegal".
    s.send("new");
    BOOST_TEST(s.send("holding [] []").empty());
    const Lines out = s.send("holding [P] []");
    BOOST_REQUIRE(out.size() == 1u);
    BOOST_TEST(starts_with(out[0], "Error ("));
}

BOOST_AUTO_TEST_CASE(holding_during_analysis_and_thinking_restarts) {
    Started s;
    s.send({"force", "variant crazyhouse", "post"});
    s.send_now("analyze");
    s.send_now("holding [Q] []");
    BOOST_TEST(s.driver.analyzing());
    BOOST_TEST(s.position().in_hand(WHITE, QUEEN) == 1);
    s.send_now("exit");
    // While thinking on its own move: the search restarts on the corrected position and
    // the move played is legal there.
    s.send({"force", "st 30", "sd 0"});
    s.send_now("go");
    s.send_now("holding [Q] [r]");
    BOOST_TEST(s.driver.thinking());
    s.send_now("?");
    const std::string m = move_in(s.transcript.take());
    Position p = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qr] w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(is_legal(p, m), m);
}

BOOST_AUTO_TEST_CASE(pause_and_resume) {
    Started s;
    s.send({"force", "st 30", "sd 0"});
    s.send_now("go");
    s.send_now("pause");
    BOOST_TEST(!s.driver.thinking());
    s.send_now("resume");
    BOOST_TEST(s.driver.thinking());
    s.send_now("?");
    BOOST_TEST(!move_in(s.transcript.take()).empty());
}

BOOST_AUTO_TEST_CASE(result_ends_the_game) {
    Started s;
    s.send({"force", "st 30", "sd 0"});
    s.send_now("go");
    s.send_now("result 1-0 {Black resigns}");
    BOOST_TEST(!s.driver.thinking());
    BOOST_TEST(answers(s.transcript.take()).empty());
    BOOST_TEST(s.send("new").empty());
}

BOOST_AUTO_TEST_CASE(opponent_mates_engine_reports_the_result) {
    Started s;
    s.send({"force", "setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "playother"});
    // The engine plays black; white mates: the result is out, no search.
    BOOST_TEST(s.send("a1a8") == (Lines{"1-0 {White mates}"}));
    BOOST_TEST(!s.driver.thinking());
}

BOOST_AUTO_TEST_CASE(engine_mates_and_reports) {
    Started s;
    s.send({"force", "setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "sd 3"});
    BOOST_TEST(answers(s.send("go")) == (Lines{"move a1a8", "1-0 {White mates}"}));
}

BOOST_AUTO_TEST_CASE(crazyhouse_drop_mate_is_reported) {
    Started s;
    // Black king in the corner behind its own pawns, nothing in black's pocket to block:
    // a queen dropped on the 8th rank mates.
    s.send({"force", "variant crazyhouse", "setboard 7k/6pp/8/8/8/8/8/K7[Q] w - - 0 1", "sd 2"});
    const Lines out = answers(s.send("go"));
    BOOST_REQUIRE(out.size() == 2u);
    BOOST_TEST(starts_with(out[0], "move Q@"));
    BOOST_TEST(out[1] == "1-0 {White mates}");
}

BOOST_AUTO_TEST_CASE(racing_kings_engine_claims_the_race) {
    Started s;
    s.send({"variant racingkings", "force", "setboard 8/6K1/8/8/8/8/k7/8 w - - 0 1", "sd 2"});
    const Lines out = answers(s.send("go"));
    BOOST_REQUIRE(out.size() == 2u);
    BOOST_TEST(starts_with(out[0], "move g7"));
    BOOST_TEST(out[1] == "1-0 {White's king reached the 8th rank}");
}

BOOST_AUTO_TEST_CASE(racing_kings_black_equalises) {
    Started s;
    s.send({"variant racingkings", "force", "setboard 8/k5K1/8/8/8/8/8/8 w - - 0 1", "playother"});
    // White reaches the 8th rank; black can follow at once, so nothing is over yet and
    // the engine (black) moves: to the 8th rank, a draw.
    const Lines out = answers(s.send("g7g8"));
    BOOST_REQUIRE(out.size() == 2u);
    BOOST_TEST(starts_with(out[0], "move a7"));
    BOOST_TEST(out[1] == "1/2-1/2 {Both kings reached the 8th rank}");
}

BOOST_AUTO_TEST_CASE(fifty_move_claim_is_an_offer_before_the_move) {
    Started s;
    // Rooks and kings far apart, 99 half-moves without capture or pawn move: every quiet
    // move makes the draw claimable, and the engine has nothing better.
    s.send({"force", "setboard 8/3k4/8/r7/8/8/4K3/7R w - - 99 80", "sd 2"});
    const Lines out = answers(s.send("go"));
    BOOST_REQUIRE(out.size() >= 2u);
    BOOST_TEST(out[0] == "offer draw");
    BOOST_TEST(starts_with(out[1], "move "));
}

BOOST_AUTO_TEST_CASE(samara_rules_have_no_fifty_move_claim) {
    Started s;
    s.send({"option Crazyhouse Draw Rules=Samara", "force", "variant crazyhouse",
            "setboard 8/3k4/8/r7/8/8/4K3/7R[] w - - 99 80", "sd 2"});
    for (const std::string& l : answers(s.send("go"))) BOOST_TEST(l != "offer draw");
}

BOOST_AUTO_TEST_CASE(draw_offers_accepted_when_worse) {
    Started s;
    // The engine (black) has a bare king against a queen: it accepts.
    s.send({"force", "setboard 4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "playother", "sd 2"});
    s.send("a1a2");
    BOOST_TEST(s.send("draw") == (Lines{"offer draw"}));
    // Up a queen itself, it declines by saying nothing.
    s.send({"new", "force", "setboard 4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", "playother", "sd 2"});
    s.send("e8d7");
    BOOST_TEST(s.send("draw").empty());
    // A pawn down (the classical evaluation says -103 at depth 4), worse but not lost:
    // it plays on.
    s.send({"new", "option Use_NNUE=0", "force", "setboard rnbqkbnr/ppppp1pp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "post", "sd 4"});
    std::string last;
    for (const std::string& l : s.send("go"))
        if (is_thinking_line(l)) last = l;
    BOOST_TEST(starts_with(last, "4 -103 "), last);
    BOOST_TEST(s.send("draw").empty());
}

BOOST_AUTO_TEST_CASE(resigns_only_when_allowed) {
    for (bool allowed : {false, true}) {
        Started s;
        if (allowed) s.send("option Resign=1");
        // Black two queens and two rooks up; the engine plays white. Its third hopeless
        // move is a resignation, when the option allows.
        s.send({"force", "setboard rq1qk2r/8/8/8/4K3/8/8/8 w - - 0 1", "sd 2"});
        bool resigned = false;
        for (const std::string& line : s.send("go")) resigned |= line == "resign";
        for (int i = 0; i < 3 && !resigned; ++i) {
            MoveList l;
            generate_legal(s.position(), l);
            if (!l.size()) break;
            for (const std::string& line : s.send(move_to_uci(l.moves[0]))) resigned |= line == "resign";
        }
        BOOST_TEST(resigned == allowed);
    }
}

BOOST_AUTO_TEST_CASE(the_common_commands_in_every_variant) {
    for (int vi = 0; vi < VARIANT_NB; ++vi) {
        const Variant v = Variant(vi);
        const std::string name = traits(v).name;
        Started s;
        s.send({"force", "variant " + name, "sd 2", "time 3000", "otim 3000"});
        BOOST_TEST(s.position().fen() == traits(v).start_fen, name);
        // The engine plays white, then answers a reply as white again.
        std::string m = move_in(answers(s.send("go")));
        BOOST_TEST(!m.empty(), name);
        MoveList l;
        generate_legal(s.position(), l);
        BOOST_TEST(!move_in(answers(s.send(move_to_uci(l.moves[0])))).empty(), name);
        BOOST_TEST(s.position().history_length() == 3, name);
        // Take back, analyse, stat, hint, exclusions, pause, draw offers, holdings.
        BOOST_TEST(s.send({"force", "remove", "undo"}).empty(), name);
        BOOST_TEST(s.position().fen() == traits(v).start_fen, name);
        const Lines h = s.send("hint");
        BOOST_TEST((h.size() == 1 && starts_with(h[0], "Hint: ")), name);
        s.send_now("analyze");
        BOOST_TEST(s.driver.analyzing(), name);
        s.send_now("exclude all");
        s.send_now("include all");
        s.send_now("pause");
        s.send_now("resume");
        s.send_now(".");
        s.send_now("hint"); // a hint when the analysis has one, else nothing
        s.send_now("holding [] []");
        s.send_now("exit");
        s.send({"draw", "setboard " + std::string(traits(v).start_fen), "ping 1"});
        for (const std::string& x : s.transcript.take()) BOOST_TEST(!starts_with(x, "Error"), name << ": " << x);
        BOOST_TEST(!s.driver.analyzing());
    }
}

BOOST_AUTO_TEST_CASE(quit_ends_the_session) {
    Session s;
    BOOST_TEST(s.driver.handle("new"));
    BOOST_TEST(!s.driver.handle("quit"));
}

BOOST_AUTO_TEST_SUITE_END()
