// Whole games between scripted fake engines: ends decided by the rules library, and every
// kind of engine fault (crash, hang, slow move, illegal or malformed move, false claim,
// resignation, a rejected legal move) ending the game against the engine at fault.
#include <boost/test/unit_test.hpp>

#include "../tools/match/game.h"
#include "match_support.h"

using namespace parachute;
using namespace parachute::match;
using namespace parachute::match::test;

namespace {

struct Players {
    std::unique_ptr<EngineClient> white, black;
    Players(const EngineConfig& w, const EngineConfig& b) : white(make_client(w)), black(make_client(b)) {
        BOOST_REQUIRE_EQUAL(white->start(), "");
        BOOST_REQUIRE_EQUAL(black->start(), "");
    }
    ~Players() {
        white->quit();
        black->quit();
    }
    GameRecord play(Variant v = Variant::Normal, const Opening& o = {}, const Adjudication& a = {}) {
        return play_game(*white, *black, v, o, a);
    }
};

std::string sans(const GameRecord& g) {
    std::string s;
    for (const PlayedMove& m : g.moves) s += (s.empty() ? "" : " ") + m.san;
    return s;
}

const std::string fools_mate = "line=f2f3,e7e5,g2g4,d8h4";

} // namespace

BOOST_AUTO_TEST_SUITE(match_games)

BOOST_AUTO_TEST_CASE(xboard_against_uci_to_mate) {
    Players p(fake_engine(fools_mate, "X"), fake_engine(fools_mate, "U", Protocol::Uci));
    const GameRecord g = p.play();
    BOOST_TEST(sans(g) == "f3 e5 g4 Qh4#");
    BOOST_TEST(g.result == GameResult::BlackWins);
    BOOST_TEST(g.reason == "Black mates");
    BOOST_TEST(g.termination == "normal");
    BOOST_TEST(g.white == "X");
    BOOST_TEST(g.time_control == "10+0.1");
    BOOST_TEST(g.fault[WHITE] == Fault::None);
    BOOST_TEST(g.fault[BLACK] == Fault::None);
}

BOOST_AUTO_TEST_CASE(same_engines_play_again_after_a_game) {
    Players p(fake_engine(fools_mate, "U1", Protocol::Uci), fake_engine(fools_mate, "X2"));
    BOOST_TEST(sans(p.play()) == "f3 e5 g4 Qh4#");
    BOOST_TEST(sans(p.play()) == "f3 e5 g4 Qh4#");
}

BOOST_AUTO_TEST_CASE(racing_kings_goal_from_an_opening_position) {
    Opening o;
    o.fen = "8/6K1/8/8/8/8/k7/8 w - - 0 1";
    Players q(fake_engine("line=g7g8", "A"), fake_engine("", "B", Protocol::Uci));
    const GameRecord g = q.play(Variant::RacingKings, o);
    BOOST_TEST(sans(g) == "Kg8");
    BOOST_TEST(g.result == GameResult::WhiteWins);
    BOOST_TEST(g.reason == "White's king reached the 8th rank");
    BOOST_TEST(!g.setup.standard_start);
    BOOST_TEST(g.setup.fen == "8/6K1/8/8/8/8/k7/8 w - - 0 1");
}

BOOST_AUTO_TEST_CASE(knightmate_bare_royal_knights_draw) {
    Players p(fake_engine("line=e1f3", "A", Protocol::Uci), fake_engine("", "B"));
    Opening o;
    o.fen = "4k3/8/8/8/8/5m2/8/4K3 w - - 0 1";
    const GameRecord g = p.play(Variant::Knightmate, o);
    BOOST_TEST(sans(g) == "Kxf3");
    BOOST_TEST(g.result == GameResult::Draw);
    BOOST_TEST(g.reason == "Draw by insufficient mating material");
}

BOOST_AUTO_TEST_CASE(edit_mode_for_engines_without_setboard) {
    // The fakes index their lines by game ply: black's first move here is ply 1.
    Players p(fake_engine("line=,,e1d3", "A", Protocol::Uci), fake_engine("setboard=0 line=,f3g2", "B"));
    Opening o;
    o.fen = "4k3/8/8/8/8/5m2/8/4K3 b - - 0 1";
    Adjudication a;
    a.max_moves = 2;
    const GameRecord g = p.play(Variant::Knightmate, o, a);
    // Two full moves are four plies, counted from the set-up position.
    BOOST_TEST(g.moves.size() == 4u);
    BOOST_TEST(sans(g).substr(0, 8) == "Mg2 Kd3 ");
    BOOST_TEST(g.reason == "Draw by adjudication: maximum game length");
    BOOST_TEST(g.fault[BLACK] == Fault::None);

    // Pockets cannot be set up with edit.
    Players q(fake_engine("setboard=0", "C"), fake_engine("", "D"));
    o.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1";
    const GameRecord h = q.play(Variant::Crazyhouse, o);
    BOOST_TEST(h.reason == "White cannot start the game: engine has no setboard feature and pockets cannot be set up "
                           "with edit: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1");
    BOOST_TEST(h.fault[WHITE] == Fault::Broken);
}

BOOST_AUTO_TEST_CASE(crazyhouse_drops_and_maximum_length) {
    const std::string line = "line=e2e4,d7d5,e4d5,d8d5,P@e4";
    Players p(fake_engine(line, "A"), fake_engine(line, "B", Protocol::Uci));
    Adjudication a;
    a.max_moves = 3;
    const GameRecord g = p.play(Variant::Crazyhouse, {}, a);
    BOOST_REQUIRE_EQUAL(g.moves.size(), 6u);
    BOOST_TEST(sans(g).substr(0, 21) == "e4 d5 exd5 Qxd5 P@e4 ");
    BOOST_TEST(g.moves[4].coord == "P@e4");
    BOOST_TEST(g.result == GameResult::Draw);
    BOOST_TEST(g.reason == "Draw by adjudication: maximum game length");
    BOOST_TEST(g.termination == "adjudication");
}

BOOST_AUTO_TEST_CASE(book_moves_are_played_first) {
    Players p(fake_engine(fools_mate, "A"), fake_engine(fools_mate, "B"));
    Opening o;
    o.moves = {"f2f3", "e7e5"};
    const GameRecord g = p.play(Variant::Normal, o);
    BOOST_TEST(sans(g) == "f3 e5 g4 Qh4#");
    BOOST_REQUIRE_EQUAL(g.comments.size(), 4u);
    BOOST_TEST(g.comments[0] == "book");
    BOOST_TEST(g.comments[1] == "book");
    BOOST_TEST(g.comments[2] != "book");
}

BOOST_AUTO_TEST_CASE(repetition_is_a_draw) {
    const std::string line = "line=g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8";
    Players p(fake_engine(line, "A"), fake_engine(line, "B", Protocol::Uci));
    const GameRecord g = p.play();
    BOOST_TEST(g.moves.size() == 8u);
    BOOST_TEST(g.result == GameResult::Draw);
    BOOST_TEST(g.reason == "Draw by 3-fold repetition");
}

BOOST_AUTO_TEST_CASE(engines_claim_draws_when_the_runner_does_not) {
    const std::string shuffle = "line=g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8";
    Adjudication a;
    a.claim_draws_for_players = false;
    // The start position stands for the third time after ply 8, before white's 5th move.
    Players p(fake_engine(shuffle + " fault=drawclaim at=5", "A"), fake_engine(shuffle, "B"));
    GameRecord g = p.play(Variant::Normal, {}, a);
    BOOST_TEST(g.moves.size() == 8u);
    BOOST_TEST(g.result == GameResult::Draw);
    BOOST_TEST(g.reason == "Draw by 3-fold repetition (claimed by White)");

    // Black claims one ply late, after white has moved on: the claim still holds.
    Players q(fake_engine(shuffle, "A"), fake_engine(shuffle + " fault=drawclaim at=5", "B"));
    g = q.play(Variant::Normal, {}, a);
    BOOST_TEST(g.moves.size() == 9u);
    BOOST_TEST(g.reason == "Draw by 3-fold repetition (claimed by Black)");

    // Too early: a false claim.
    Players r(fake_engine(shuffle + " fault=drawclaim at=3", "A"), fake_engine(shuffle, "B"));
    g = r.play(Variant::Normal, {}, a);
    BOOST_TEST(g.result == GameResult::BlackWins);
    BOOST_TEST(g.reason == "White makes a false claim: 1/2-1/2 {Draw by repetition}");
}

BOOST_AUTO_TEST_CASE(samara_rules_end_crazyhouse_at_the_fifth_repetition) {
    const std::string shuffle = "line=g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8";
    Adjudication a;
    a.claim_draws_for_players = false;
    a.draw_rules = DrawRules::Samara;
    Players p(fake_engine(shuffle, "A"), fake_engine(shuffle, "B", Protocol::Uci));
    const GameRecord g = p.play(Variant::Crazyhouse, {}, a);
    BOOST_TEST(g.moves.size() == 16u);
    BOOST_TEST(g.result == GameResult::Draw);
    BOOST_TEST(g.reason == "Fivefold repetition");
}

BOOST_AUTO_TEST_CASE(crash_loses_and_marks_the_engine_broken) {
    for (Protocol proto : {Protocol::Xboard, Protocol::Uci}) {
        Players p(fake_engine("fault=crash at=2", "A", proto), fake_engine("", "B"));
        const GameRecord g = p.play();
        BOOST_TEST(g.moves.size() == 2u);
        BOOST_TEST(g.result == GameResult::BlackWins);
        BOOST_TEST(g.reason == "White disconnects (engine crashed)");
        BOOST_TEST(g.termination == "abandoned");
        BOOST_TEST(g.fault[WHITE] == Fault::Broken);
        BOOST_TEST(g.fault[BLACK] == Fault::None);
    }
}

BOOST_AUTO_TEST_CASE(hang_loses_on_time_and_fails_the_ping) {
    for (Protocol proto : {Protocol::Xboard, Protocol::Uci}) {
        EngineConfig hang = fake_engine("fault=hang at=1", "H", proto);
        hang.tc.base_ms = 300;
        hang.tc.increment_ms = 0;
        Players p(fake_engine("", "A"), hang);
        const GameRecord g = p.play();
        BOOST_TEST(g.moves.size() == 1u);
        BOOST_TEST(g.result == GameResult::WhiteWins);
        BOOST_TEST(g.reason == "Black loses on time");
        BOOST_TEST(g.termination == "time forfeit");
        BOOST_TEST(g.fault[BLACK] == Fault::LostOnTime);
        BOOST_TEST(!p.black->responsive(std::chrono::milliseconds(200)));
    }
}

BOOST_AUTO_TEST_CASE(hang_without_clock_is_a_stalled_connection) {
    EngineConfig hang = fake_engine("fault=hang at=1", "H");
    hang.tc = TimeControl();
    hang.tc.depth = 5;
    Players p(hang, fake_engine("", "B"));
    Adjudication a;
    a.hang_ms = 300;
    const GameRecord g = p.play(Variant::Normal, {}, a);
    BOOST_TEST(g.result == GameResult::BlackWins);
    BOOST_TEST(g.reason == "White's connection stalls");
}

BOOST_AUTO_TEST_CASE(slow_move_loses_on_time_but_engine_stays_usable) {
    // The second move is held back until the runner, its time up, sends stop: it is late
    // however loaded the machine is. The first is prompt, and the margin of 5 s (which the
    // late move waits out) keeps it in time on a loaded machine.
    EngineConfig slow = fake_engine("fault=late at=2", "S", Protocol::Uci);
    slow.tc = TimeControl();
    slow.tc.move_time_ms = 100;
    slow.tc.margin_ms = 5000;
    Players p(slow, fake_engine("", "B"));
    const GameRecord g = p.play();
    BOOST_TEST(g.moves.size() == 2u);
    BOOST_TEST(g.reason == "White loses on time");
    BOOST_TEST(g.fault[WHITE] == Fault::LostOnTime);
    BOOST_TEST(p.white->responsive(std::chrono::seconds(15)));
}

BOOST_AUTO_TEST_CASE(illegal_and_malformed_moves_lose) {
    for (Protocol proto : {Protocol::Xboard, Protocol::Uci}) {
        Players p(fake_engine("", "A"), fake_engine("fault=illegal at=3", "B", proto));
        GameRecord g = p.play();
        BOOST_TEST(g.moves.size() == 5u);
        BOOST_TEST(g.result == GameResult::WhiteWins);
        BOOST_TEST(g.reason == "Black makes an illegal move: a1a1");
        BOOST_TEST(g.termination == "rules infraction");
        BOOST_TEST(g.fault[BLACK] == Fault::Broken);

        Players q(fake_engine("fault=malformed at=1", "A", proto), fake_engine("", "B"));
        g = q.play();
        BOOST_TEST(g.moves.empty());
        BOOST_TEST(g.reason == "White makes an illegal move: hello");
    }
}

BOOST_AUTO_TEST_CASE(false_claim_loses) {
    Players p(fake_engine("fault=claim at=2", "A"), fake_engine("", "B"));
    const GameRecord g = p.play();
    BOOST_TEST(g.moves.size() == 2u);
    BOOST_TEST(g.result == GameResult::BlackWins);
    BOOST_TEST(g.reason == "White makes a false claim: 1-0 {White mates}");
    BOOST_TEST(g.termination == "rules infraction");
    BOOST_TEST(g.fault[WHITE] == Fault::Broken);
}

BOOST_AUTO_TEST_CASE(resignation) {
    Players p(fake_engine("", "A"), fake_engine("fault=resign at=1", "B"));
    const GameRecord g = p.play();
    BOOST_TEST(g.result == GameResult::WhiteWins);
    BOOST_TEST(g.reason == "Black resigns");
    BOOST_TEST(g.fault[BLACK] == Fault::None);
}

BOOST_AUTO_TEST_CASE(rejecting_a_legal_move_loses) {
    Players p(fake_engine("", "A"), fake_engine("fault=reject at=1", "B"));
    const GameRecord g = p.play();
    BOOST_TEST(g.result == GameResult::WhiteWins);
    BOOST_TEST(g.reason == "Black breaks the protocol: engine rejected a legal move: Illegal move: a2a3");
    BOOST_TEST(g.fault[BLACK] == Fault::Broken);
}

BOOST_AUTO_TEST_CASE(score_adjudication) {
    Adjudication a;
    a.resign_movecount = 3;
    a.resign_score = 500;
    Players p(fake_engine("score=-600", "A", Protocol::Uci), fake_engine("score=600", "B"));
    GameRecord g = p.play(Variant::Normal, {}, a);
    BOOST_REQUIRE_EQUAL(g.moves.size(), 5u);
    BOOST_TEST(g.result == GameResult::BlackWins);
    BOOST_TEST(g.reason == "Black wins by adjudication");
    BOOST_TEST(g.comments[0].substr(0, 8) == "-6.00/1 ");

    // Two-sided: the winner's engine must agree. B's +600 does, but only from its third
    // move on, so white's fourth move (ply 7) is the first to end the game; C's +100 never does.
    a.resign_twosided = true;
    Players two(fake_engine("score=-600", "A", Protocol::Uci), fake_engine("score=600", "B"));
    g = two.play(Variant::Normal, {}, a);
    BOOST_TEST(g.moves.size() == 7u);
    BOOST_TEST(g.reason == "Black wins by adjudication");
    a.max_moves = 10;
    Players one(fake_engine("score=-600", "A", Protocol::Uci), fake_engine("score=100", "C"));
    g = one.play(Variant::Normal, {}, a);
    BOOST_TEST(g.reason.find("wins by adjudication") == std::string::npos);

    // Knight moves only: no capture or pawn move restarts the count.
    const std::string knights = "line=b1c3,b8c6,g1f3,g8f6,c3b5,c6b4,f3g5,f6g4,b5a3,b4a6";
    Adjudication d;
    d.draw_movenumber = 4;
    d.draw_movecount = 2;
    d.draw_score = 10;
    Players q(fake_engine("score=5 " + knights, "A"), fake_engine("score=-3 " + knights, "B", Protocol::Uci));
    g = q.play(Variant::Normal, {}, d);
    // Four level scores are enough, but not before four full moves have been played.
    BOOST_TEST(g.moves.size() == 8u);
    BOOST_TEST(g.reason == "Draw by adjudication");
    BOOST_TEST(g.termination == "adjudication");

    // White's pawn move at ply 3 starts the count again: ply 7 is the fourth level score after it.
    const std::string pawn = "line=b1c3,b8c6,e2e4,g8f6,g1f3,c6b4,f3g5,f6g4,c3b5,b4a6";
    d.draw_movenumber = 0;
    Players r(fake_engine("score=5 " + pawn, "A"), fake_engine("score=-3 " + pawn, "B", Protocol::Uci));
    g = r.play(Variant::Normal, {}, d);
    BOOST_TEST(g.moves.size() == 7u);
    BOOST_TEST(g.reason == "Draw by adjudication");
}

BOOST_AUTO_TEST_CASE(white_pov_scores_are_turned_for_black) {
    // B reports +600 from white's side while it plays black: a losing score for it.
    Adjudication a;
    a.resign_movecount = 2;
    a.resign_score = 500;
    EngineConfig b = fake_engine("score=600", "B");
    b.white_pov = true;
    Players p(fake_engine("score=0", "A"), b);
    const GameRecord g = p.play(Variant::Normal, {}, a);
    BOOST_REQUIRE_EQUAL(g.moves.size(), 4u);
    BOOST_TEST(g.reason == "White wins by adjudication");
    BOOST_TEST(g.comments[1].substr(0, 8) == "-6.00/1 ");
}

BOOST_AUTO_TEST_CASE(mate_scores_in_comments) {
    // CECP mates as 100000 + N (protocol 2) and Sjeng's 1000000 - N; UCI "score mate N".
    Players p(fake_engine("score=100005", "A"), fake_engine("score=-999997", "B"));
    Adjudication a;
    a.max_moves = 1;
    GameRecord g = p.play(Variant::Normal, {}, a);
    BOOST_REQUIRE_EQUAL(g.comments.size(), 2u);
    BOOST_TEST(g.comments[0].substr(0, 6) == "+M5/1 ");
    BOOST_TEST(g.comments[1].substr(0, 6) == "-M3/1 ");
}

BOOST_AUTO_TEST_CASE(start_up_failures_are_reported) {
    auto missing = make_client(fake_engine("", "M"));
    EngineConfig cfg = missing->config();
    cfg.cmd = "/nonexistent/engine --flag";
    BOOST_TEST(make_client(cfg)->start() == "cannot run '/nonexistent/engine': No such file or directory");
    cfg.cmd = fake_engine_cmd("");
    cfg.dir = "/nonexistent-dir";
    BOOST_TEST(make_client(cfg)->start() == "cannot enter directory '/nonexistent-dir': No such file or directory");
    EngineConfig silent = fake_engine("fault=nostart", "N", Protocol::Uci);
    silent.start_timeout_ms = 200;
    BOOST_TEST(make_client(silent)->start() == "engine did not send uciok within 0.2 s");
    // The fake engine's done=0 may come as late as a loaded machine makes it (the 60 s
    // feature_timeout_ms of fake_engine only guards against a hang); the 3 s for done=1
    // then run out whatever the load, as done=1 never comes.
    silent = fake_engine("fault=nostart", "N");
    silent.start_timeout_ms = 3000;
    BOOST_TEST(make_client(silent)->start() == "engine sent feature done=0 but no done=1 within 3 s");
}

BOOST_AUTO_TEST_SUITE_END()
