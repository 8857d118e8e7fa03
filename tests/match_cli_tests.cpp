// The command line, time controls, opening files and PGN output: exact parses, exact
// error messages for bad input, and byte-exact PGN.
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "../tools/match/cli.h"
#include "../tools/match/pgn.h"
#include "match_support.h"

using namespace parachute;
using namespace parachute::match;

namespace {

std::string parse(const std::string& line, MatchConfig& cfg) {
    std::istringstream in(line);
    std::vector<std::string> args;
    std::string w;
    while (in >> w) args.push_back(w);
    return parse_command_line(args, cfg, "/nonexistent/engines.json");
}

std::string parse_error(const std::string& line) {
    MatchConfig cfg;
    return parse(line, cfg);
}

std::string temp_file(const std::string& name, const std::string& text) {
    const std::string path = "/tmp/parachute-match-test-" + std::to_string(getpid()) + "-" + name;
    std::ofstream(path) << text;
    return path;
}

} // namespace

BOOST_AUTO_TEST_SUITE(match_cli)

BOOST_AUTO_TEST_CASE(time_controls) {
    TimeControl tc;
    BOOST_TEST(parse_tc("40/60+0.5", tc) == "");
    BOOST_TEST(tc.clock);
    BOOST_TEST(tc.moves_per_session == 40);
    BOOST_TEST(tc.base_ms == 60000);
    BOOST_TEST(tc.increment_ms == 500);
    BOOST_TEST(tc.pgn_tag() == "40/60+0.5");
    BOOST_TEST(parse_tc("2:30+0.05", tc) == "");
    BOOST_TEST(tc.base_ms == 150000);
    BOOST_TEST(tc.moves_per_session == 0);
    BOOST_TEST(tc.pgn_tag() == "150+0.05");
    BOOST_TEST(parse_tc("0.5", tc) == "");
    BOOST_TEST(tc.pgn_tag() == "0.5");
    BOOST_TEST(parse_tc("40/x", tc) == "bad time control '40/x' (expected e.g. 40/60+0.5, 0/2+0.05, 2:30+1, 10 or inf)");
    // cutechess-cli's 0/T: the whole game in T.
    BOOST_TEST(parse_tc("0/2+0.05", tc) == "");
    BOOST_TEST(tc.moves_per_session == 0);
    BOOST_TEST(tc.base_ms == 2000);
    BOOST_TEST(tc.increment_ms == 50);
    BOOST_TEST(tc.pgn_tag() == "2+0.05");
    BOOST_TEST(parse_tc("-1/60", tc) != "");
    BOOST_TEST(parse_tc("0/0", tc) != "");
    BOOST_TEST(parse_tc("inf", tc) == "");
    BOOST_TEST(!tc.clock);
}

BOOST_AUTO_TEST_CASE(clock_sessions_and_flag) {
    TimeControl tc;
    parse_tc("2/1+0.1", tc);
    tc.margin_ms = 50;
    GameClock c(tc);
    BOOST_TEST(c.moves_to_go() == 2);
    BOOST_TEST(c.spend(400));
    BOOST_TEST(c.remaining_ms() == 700);
    BOOST_TEST(c.moves_to_go() == 1);
    BOOST_TEST(c.spend(200));
    // The session ended: a new base arrives.
    BOOST_TEST(c.remaining_ms() == 1600);
    BOOST_TEST(c.spend(1640));     // 40 ms over, inside the margin
    BOOST_TEST(c.remaining_ms() == 60);
    BOOST_TEST(!c.spend(111));     // 51 ms over: the flag fell

    TimeControl st;
    st.move_time_ms = 100;
    GameClock s(st);
    BOOST_TEST(s.spend(100));
    BOOST_TEST(!s.spend(101));
}

BOOST_AUTO_TEST_CASE(full_command_line) {
    MatchConfig cfg;
    const std::string err = parse(
        "-engine cmd=a name=A proto=uci option.Hash=16 option.Threads=1 tscale=2 -engine cmd=b dir=/tmp nodes=1000 depth=7 "
        "-each tc=40/60+0.5 timemargin=100 -variant crazyhouse -games 10 -rounds 3 -repeat -concurrency 2 "
        "-openings file=x.epd format=epd order=random plies=4 start=2 -pgnout out.pgn min -resume "
        "--sprt elo0=0 elo1=5 alpha=0.05 beta=0.1 -draw movenumber=40 movecount=8 score=10 "
        "-resign movecount=3 score=600 -maxmoves 200 -tournament gauntlet -recover -debug -srand 7 "
        "-drawrules samara -drawclaims engines",
        cfg);
    BOOST_TEST(err == "");
    BOOST_TEST(cfg.engines.size() == 2u);
    BOOST_TEST(cfg.engines[0].name == "A");
    BOOST_TEST(int(cfg.engines[0].protocol) == int(Protocol::Uci));
    BOOST_TEST(cfg.engines[0].options.size() == 2u);
    BOOST_TEST(cfg.engines[0].options[1].first == "Threads");
    BOOST_TEST(cfg.engines[0].tc.base_ms == 60000);
    BOOST_TEST(cfg.engines[0].tc.margin_ms == 100);
    // tscale scales the handshake's limit and the 2 s for a CECP engine's first feature line.
    BOOST_TEST(cfg.engines[0].start_timeout_ms == 20000);
    BOOST_TEST(cfg.engines[0].feature_timeout_ms == 4000);
    BOOST_TEST(cfg.engines[1].start_timeout_ms == 10000);
    BOOST_TEST(cfg.engines[1].feature_timeout_ms == 0);
    BOOST_TEST(int(cfg.engines[1].protocol) == int(Protocol::Xboard));
    BOOST_TEST(cfg.engines[1].dir == "/tmp");
    BOOST_TEST(cfg.engines[1].tc.nodes == 1000);
    BOOST_TEST(cfg.engines[1].tc.depth == 7);
    BOOST_TEST(int(cfg.variant) == int(Variant::Crazyhouse));
    BOOST_TEST(cfg.games == 10);
    BOOST_TEST(cfg.rounds == 3);
    BOOST_TEST(cfg.repeat == 2);
    BOOST_TEST(cfg.concurrency == 2);
    BOOST_TEST(cfg.openings.file == "x.epd");
    BOOST_TEST(cfg.openings.shuffle);
    BOOST_TEST(cfg.openings.plies == 4);
    BOOST_TEST(cfg.openings.start == 2);
    BOOST_TEST(cfg.openings.seed == 7u);
    BOOST_TEST(cfg.pgn_file == "out.pgn");
    BOOST_TEST(cfg.resume);
    BOOST_TEST(cfg.sprt.enabled);
    BOOST_TEST(cfg.sprt.beta == 0.1);
    BOOST_TEST(cfg.adjudication.draw_movenumber == 40);
    BOOST_TEST(cfg.adjudication.draw_movecount == 8);
    BOOST_TEST(cfg.adjudication.draw_score == 10);
    BOOST_TEST(cfg.adjudication.resign_movecount == 3);
    BOOST_TEST(cfg.adjudication.resign_score == 600);
    BOOST_TEST(cfg.adjudication.max_moves == 200);
    BOOST_TEST(int(cfg.tournament) == int(TournamentType::Gauntlet));
    BOOST_TEST(cfg.debug);
    BOOST_TEST(int(cfg.adjudication.draw_rules) == int(DrawRules::Samara));
    BOOST_TEST(!cfg.adjudication.claim_draws_for_players);
}

BOOST_AUTO_TEST_CASE(engine_arguments_and_init_strings) {
    MatchConfig cfg;
    BOOST_TEST(parse("-each arg=--x -engine cmd=a tc=1 initstr=hard -engine cmd=b tc=1 arg=it's", cfg) == "");
    BOOST_TEST(full_command(cfg.engines[0]) == "a '--x'");
    BOOST_TEST(full_command(cfg.engines[1]) == "b '--x' 'it'\\''s'");
    std::string err;
    BOOST_TEST(split_command(full_command(cfg.engines[1]), &err) == std::vector<std::string>({"b", "--x", "it's"}));
    BOOST_TEST(err == "");
    BOOST_TEST(split_command("\"my engine\" -v a\\ b", &err) == std::vector<std::string>({"my engine", "-v", "a b"}));
    BOOST_TEST(cfg.engines[0].init_strings == std::vector<std::string>({"hard"}));
}

BOOST_AUTO_TEST_CASE(bad_command_lines_name_the_problem) {
    const std::string two = "-engine cmd=a tc=1 -engine cmd=b tc=1 ";
    BOOST_TEST(parse_error("-engine cmd=a tc=1") == "at least two engines are needed (-engine cmd=... proto=...)");
    BOOST_TEST(parse_error("-engine cmd=a -engine cmd=b tc=1") == "engine 1: no time control (tc=, st=, nodes= or depth=)");
    BOOST_TEST(parse_error("-engine tc=1 -engine cmd=b tc=1") == "engine 1: no cmd= (or conf=)");
    BOOST_TEST(parse_error("-engine cmd=a proto=ucci tc=1 -engine cmd=b tc=1") == "engine 1: unknown protocol 'ucci' (use xboard or uci)");
    BOOST_TEST(parse_error("-engine cmd=a tc=1 -engine cmd=b tc=abc") == "engine 2: bad time control 'abc' (expected e.g. 40/60+0.5, 0/2+0.05, 2:30+1, 10 or inf)");
    BOOST_TEST(parse_error("-engine cmd=a tc=1 -engine cmd=b colour=red") == "engine 2: unknown engine setting 'colour'");
    BOOST_TEST(parse_error("-engine cmd=a tc=1 tscale=0 -engine cmd=b tc=1") == "engine 1: bad tscale=0 (a factor above 0)");
    BOOST_TEST(parse_error(two + "-variant shogi") == "unknown variant 'shogi' (standard, crazyhouse, knightmate, racingkings)");
    BOOST_TEST(parse_error(two + "-games x") == "-games must be a whole number from 1 to 16777216, not 'x'");
    BOOST_TEST(parse_error(two + "--concurrency 0") == "-concurrency must be a whole number from 1 to 256, not '0'");
    BOOST_TEST(parse_error(two + "-openings file=a plies=-1") == "-openings plies must be a whole number from 0 to 1048576, not '-1'");
    BOOST_TEST(parse_error(two + "-sprt elo0=x elo1=5") == "-sprt elo0 must be a number, not 'x'");
    BOOST_TEST(parse_error("-engine cmd=a nodes=1e6 -engine cmd=b tc=1")
               == "engine 1: nodes must be a whole number from 1 to 1152921504606846976, not '1e6'");
    BOOST_TEST(parse_error(two + "-resume") == "-resume needs -pgnout FILE (the games to go on from)");
    BOOST_TEST(parse_error(two + "-games") == "-games needs a number");
    BOOST_TEST(parse_error(two + "-sprt elo0=5 elo1=0") == "-sprt needs elo1 > elo0");
    BOOST_TEST(parse_error(two + "-openings file=a format=bin") == "unsupported opening format 'bin' (epd, fen or pgn)");
    BOOST_TEST(parse_error(two + "-frobnicate") == "unknown option '-frobnicate' (see --help)");
    BOOST_TEST(parse_error(two + "-engine cmd=c tc=1 bare") == "engine 3: expected key=value, got 'bare'");
}

BOOST_AUTO_TEST_CASE(epd_lines_become_fens) {
    BOOST_TEST(epd_to_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm e5; id \"x\";")
               == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
    BOOST_TEST(epd_to_fen("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1") == "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
}

BOOST_AUTO_TEST_CASE(opening_files) {
    const std::string good = temp_file("good.epd",
        "# a comment\n"
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"e4\";\n"
        "\n"
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\r\n");
    OpeningOptions o;
    o.file = good;
    OpeningBook book;
    BOOST_TEST(book.load(o, Variant::Normal) == "");
    BOOST_TEST(book.size() == 2u);
    BOOST_TEST(book.next().fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
    BOOST_TEST(book.next().fen == "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    BOOST_TEST(book.next().fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");

    o.start = 3;
    BOOST_TEST(book.load(o, Variant::Normal) == "start=3 is beyond the 2 openings of '" + good + "'");

    const std::string bad = temp_file("bad.epd", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\nnot a fen\n");
    o = OpeningOptions();
    o.file = bad;
    const std::string err = book.load(o, Variant::Normal);
    BOOST_TEST(err.rfind(bad + ":2: bad FEN 'not a fen': ", 0) == 0);

    o.file = "/nonexistent/openings.epd";
    BOOST_TEST(book.load(o, Variant::Normal) == "cannot read opening file '/nonexistent/openings.epd'");
    std::remove(good.c_str());
    std::remove(bad.c_str());
}

BOOST_AUTO_TEST_CASE(pgn_opening_files) {
    const std::string book = temp_file("book.pgn",
        "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 {main} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6!? 3.Bb5 a6 *\n\n"
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"]\n[SetUp \"1\"]\n\n"
        "1. d4 d5 2. c4 ; a rest-of-line comment\ndxc4 3. Qa4+ 1/2-1/2\n");
    OpeningOptions o;
    o.file = book;
    o.pgn = true;
    o.plies = 4;
    OpeningBook b;
    BOOST_TEST(b.load(o, Variant::Crazyhouse) == "");
    BOOST_TEST(b.size() == 2u);
    Opening first = b.next();
    BOOST_TEST(first.fen == "");
    BOOST_TEST(first.moves == std::vector<std::string>({"e2e4", "e7e5", "g1f3", "b8c6"}));
    Opening second = b.next();
    BOOST_TEST(second.fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
    BOOST_TEST(second.moves == std::vector<std::string>({"d2d4", "d7d5", "c2c4", "d5c4"}));

    const std::string bad = temp_file("bad.pgn", "[Event \"?\"]\n\n1. e4 e5\n2. Ke3 *\n");
    o.file = bad;
    BOOST_TEST(b.load(o, Variant::Normal) == bad + ":4: illegal move 'Ke3'");
    std::remove(book.c_str());
    std::remove(bad.c_str());
}

BOOST_AUTO_TEST_CASE(random_plies_are_legal_and_reproducible) {
    OpeningOptions o;
    o.plies = 6;
    o.seed = 42;
    OpeningBook a, b;
    BOOST_TEST(a.load(o, Variant::Crazyhouse) == "");
    BOOST_TEST(b.load(o, Variant::Crazyhouse) == "");
    for (int i = 0; i < 20; ++i) {
        const Opening x = a.next(), y = b.next();
        BOOST_TEST(x.moves == y.moves);
        BOOST_TEST(x.moves.size() == 6u);
        GameSetup setup;
        BOOST_TEST(prepare_setup(Variant::Crazyhouse, x, setup) == "");
        BOOST_TEST(setup.standard_start);
    }
}

BOOST_AUTO_TEST_CASE(pgn_output) {
    GameRecord g;
    g.setup.variant = Variant::Crazyhouse;
    g.setup.fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq d6 0 2";
    g.setup.standard_start = false;
    g.moves = {{"e4d5", "exd5"}, {"d8d5", "Qxd5"}, {"P@e4", "P@e4"}};
    g.comments = {"book", "-0.35/12 0.51s", "+M3/9 1.2s"};
    g.result = GameResult::WhiteWins;
    g.reason = "Black loses on time";
    g.termination = "time forfeit";
    g.white = "Alpha \"A\"";
    g.black = "Beta";
    g.time_control = "40/60+0.5";
    PgnHeader h;
    h.event = "Test";
    h.date = "2026.01.02";
    h.round = "7";
    std::ostringstream out;
    write_pgn(out, h, g);
    BOOST_TEST(out.str() ==
        "[Event \"Test\"]\n[Site \"?\"]\n[Date \"2026.01.02\"]\n[Round \"7\"]\n"
        "[White \"Alpha \\\"A\\\"\"]\n[Black \"Beta\"]\n[Result \"1-0\"]\n"
        "[FEN \"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq d6 0 2\"]\n[SetUp \"1\"]\n"
        "[Variant \"crazyhouse\"]\n[PlyCount \"3\"]\n[TimeControl \"40/60+0.5\"]\n[Termination \"time forfeit\"]\n\n"
        "2. exd5 {book} Qxd5 {-0.35/12 0.51s} 3. P@e4 {+M3/9 1.2s} {Black loses on time}\n1-0\n\n");
}

BOOST_AUTO_TEST_SUITE_END()
