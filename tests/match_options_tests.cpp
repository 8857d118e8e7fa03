// The cutechess-cli options that change how a match runs, with fake engines: knockout,
// -ratinginterval, -epdout, -pgnout min, -wait, restart=on, initstr= before the
// handshake, stderr=, conf= from an engines.json, and bin/parachute-match's own
// answers to --help, --version, -engines and bad command lines.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "../tools/match/tournament.h"
#include "helpers.h"
#include "match_support.h"

using namespace parachute;
using namespace parachute::match;
using namespace parachute::match::test;
using parachute::test::occurrences;
using parachute::test::slurp;

namespace {

std::string temp_path(const std::string& name) { return parachute::test::temp_path("match", name); }

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// An engines.json at path with the fake engines of these settings, called Fake1, Fake2,
// ...; the first speaks CECP, the others UCI.
void write_fake_engines_json(const std::string& path, const std::vector<std::string>& settings) {
    std::ofstream json(path);
    for (size_t k = 0; k < settings.size(); ++k) {
        const bool uci = k > 0;
        json << (k ? ",\n " : "[") << "{\"name\": \"Fake" << k + 1 << "\", \"command\": \""
             << fake_engine_cmd(settings[k] + (uci ? " proto=uci" : "")) << "\", \"protocol\": \""
             << (uci ? "uci" : "xboard") << "\"}";
    }
    json << "]\n";
}

} // namespace

BOOST_AUTO_TEST_SUITE(match_options)

BOOST_AUTO_TEST_CASE(knockout_match_to_a_winner) {
    MatchConfig cfg;
    // White resigns at once in every game: each encounter ends after one game.
    cfg.engines = {fake_engine("fault=resign at=1", "A"), fake_engine("fault=resign at=1", "B"),
                   fake_engine("fault=resign at=1", "C")};
    cfg.tournament = TournamentType::Knockout;
    cfg.seeds = 3;
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.err == "");
    // Seed 1 has the bye; seeds 2 and 3 play, then the winner meets seed 1.
    BOOST_TEST(r.out.find("Started game 1 of 2 (B vs C)") != std::string::npos);
    BOOST_TEST(r.out.find("Started game 2 of 2 (A vs C)") != std::string::npos);
    BOOST_TEST(r.out.find("Knockout stage 1:  A (bye)  B - C 0-1\nKnockout stage 2:  A - C 0-1\nKnockout winner: C\n")
               != std::string::npos);
}

BOOST_AUTO_TEST_CASE(ratings_every_n_games_and_the_output_files) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("fault=resign at=1", "A"), fake_engine("fault=resign at=1", "B")};
    cfg.games = 4;
    cfg.rating_interval = 2;
    cfg.pgn_file = temp_path("min.pgn");
    cfg.pgn_minimal = true;
    cfg.epd_file = temp_path("end.epd");
    cfg.site = "Test Site";
    std::remove(cfg.pgn_file.c_str());
    std::remove(cfg.epd_file.c_str());
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    // After games 2 and 4; the final summary does not repeat them.
    BOOST_TEST(occurrences(r.out, "Elo difference: ") == 2);
    const std::string pgn = slurp(cfg.pgn_file);
    BOOST_TEST(occurrences(pgn, "[Site \"Test Site\"]") == 4);
    BOOST_TEST(occurrences(pgn, "{") == 0);
    BOOST_TEST(occurrences(pgn, "[PlyCount") == 0);
    BOOST_TEST(pgn.find("\n\n0-1\n\n") != std::string::npos);
    // White resigned before moving: the start position, once per game.
    BOOST_TEST(slurp(cfg.epd_file) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    std::remove(cfg.pgn_file.c_str());
    std::remove(cfg.epd_file.c_str());

    // Every third game: after game 3, and in the final summary after game 4.
    cfg.pgn_file = cfg.epd_file = "";
    cfg.rating_interval = 3;
    BOOST_TEST(occurrences(run(cfg).out, "Elo difference: ") == 2);
}

BOOST_AUTO_TEST_CASE(wait_between_games) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("fault=resign at=1", "A"), fake_engine("fault=resign at=1", "B")};
    cfg.games = 3;
    cfg.wait_ms = 300;
    const auto start = std::chrono::steady_clock::now();
    BOOST_TEST(run(cfg).code == 0);
    // Two pauses: none before the first game.
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    BOOST_TEST(ms.count() >= 600);
}

BOOST_AUTO_TEST_CASE(restarts_and_init_strings_in_the_protocol_log) {
    MatchConfig cfg;
    EngineConfig a = fake_engine("fault=resign at=1", "A");
    a.restart_each_game = true;
    a.init_strings = {"hard", "post"};
    cfg.engines = {a, fake_engine("fault=resign at=1", "B", Protocol::Uci)};
    cfg.games = 3;
    cfg.debug = true;
    char dir[] = "/tmp/parachute-match-logs-XXXXXX";
    BOOST_REQUIRE(mkdtemp(dir));
    cfg.debug_dir = dir;
    BOOST_TEST(run(cfg).code == 0);
    const std::string log0 = cfg.debug_dir + "/game-0.log";
    const std::string starts = slurp(log0);
    // A: the check before the match and a fresh process for each of the three games;
    // B: the check and one process for all games.
    BOOST_TEST(occurrences(starts, " A < xboard\n") == 4);
    BOOST_TEST(occurrences(starts, " B < uci\n") == 2);
    // Init strings go first, before the protocol starts.
    BOOST_TEST(starts.find(" A < hard\n") < starts.find(" A < xboard\n"));
    BOOST_TEST(starts.find(" A < post\n") < starts.find(" A < xboard\n"));
    for (int g = 0; g <= 3; ++g) std::remove((cfg.debug_dir + "/game-" + std::to_string(g) + ".log").c_str());
    BOOST_TEST(rmdir(dir) == 0);
}

BOOST_AUTO_TEST_CASE(stderr_goes_to_its_file) {
    const std::string file = temp_path("engine.err");
    std::remove(file.c_str());
    {
        Process p;
        BOOST_TEST(p.start("sh -c 'echo to-stderr >&2; echo to-stdout'", "", file) == "");
        std::string line;
        BOOST_TEST(int(p.read_line(line, SteadyClock::now() + std::chrono::seconds(10))) == int(Process::Read::Line));
        BOOST_TEST(line == "to-stdout");
        p.stop(std::chrono::milliseconds(2000));
    }
    BOOST_TEST(slurp(file) == "to-stderr\n");
    std::remove(file.c_str());
    Process q;
    BOOST_TEST(q.start("true", "", "/nonexistent/dir/engine.err")
               == "cannot write stderr file '/nonexistent/dir/engine.err': No such file or directory");
}

BOOST_AUTO_TEST_CASE(configured_engines_from_engines_json) {
    const std::string json = temp_path("conf-engines.json");
    write_fake_engines_json(json, {"fault=resign at=1", "fault=resign at=1"});
    // tscale=15: 150 s for the handshakes and 30 s for Fake1's first feature line, hang
    // guards only, as fake_engine gives (a loaded machine slows the fakes' start-up).
    Run r = command({"-engine", "conf=Fake1", "-engine", "conf=Fake2", "-each", "tc=0/10+0.1", "tscale=15", "-games", "2"},
                    json);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(r.out.find("Finished game 2 (Fake2 vs Fake1): 1-0 {Black resigns}") != std::string::npos);
    r = command({"-engines"}, json);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out == "Fake1\nFake2\n");
    // No engines.json: nothing to list, as in cutechess-cli; a broken one is an error.
    r = command({"-engines"});
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out == "");
    BOOST_TEST(r.err == "");
    std::ofstream(json) << "{\"name\": \"A\"}";
    r = command({"-engines"}, json);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "parachute-match: " + json + ": the file must hold a JSON array of engine objects\n");
    std::remove(json.c_str());
}

BOOST_AUTO_TEST_CASE(the_manuals_round_robin_with_a_polyglot_book_runs_without_the_book) {
    const std::string json = temp_path("book-engines.json");
    write_fake_engines_json(json, {"fault=resign at=1", "fault=resign at=1", "fault=resign at=1", "fault=resign at=1"});
    // cutechess-cli's manual's line with -rounds 1 (12 games, not 120); tscale=15 as above.
    const Run r = command({"-engine", "conf=Fake1", "-engine", "conf=Fake2", "-engine", "conf=Fake3", "-engine",
                           "conf=Fake4", "-each", "tc=4", "book=book.bin", "tscale=15", "-games", "2", "-rounds", "1",
                           "-repeat"},
                          json);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.err == "parachute-match: warning: book= and bookdepth= are accepted, but no Polyglot book is used: "
                        "give the openings with -openings file=F\n");
    BOOST_TEST(occurrences(r.out, "Finished game ") == 12);
    // The xboard engine (Fake1) resigns at once; the UCI ones cannot resign and repeat.
    BOOST_TEST(occurrences(r.out, "{White resigns}") + occurrences(r.out, "{Black resigns}") == 6);
    BOOST_TEST(r.out.find("Finished game 12 (Fake4 vs Fake3): 1/2-1/2 {Draw by 3-fold repetition}") != std::string::npos);
    std::remove(json.c_str());
}

BOOST_AUTO_TEST_CASE(unlimited_time_waits_for_engines_that_move_on_their_own) {
    const std::string json = temp_path("inf-engines.json");
    write_fake_engines_json(json, {"", ""});
    const Run r = command({"-engine", "conf=Fake1", "-engine", "conf=Fake2", "-each", "tc=inf", "tscale=15", "-games",
                           "2", "-maxmoves", "2", "-hangtime", "90", "-debug"},
                          json);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(first_line(r.err)
               == "parachute-match: warning: tc=inf: each move waits for the engine (UCI: go infinite, CECP: st 86400); "
                  "a move longer than -hangtime (90 s) loses as a stalled connection, and a UCI engine that keeps to "
                  "the protocol moves only when stopped: add nodes= or depth= unless the engine moves on its own");
    // Two moves each in each game; the CECP engine is told its limit once a game, and
    // once more in the session that first starts it to learn its name ("[game 0]").
    BOOST_TEST(occurrences(r.err, " Fake2 < go infinite\n") == 4);
    BOOST_TEST(occurrences(r.err, " Fake1 < st 86400\n") == 3);
    BOOST_TEST(occurrences(r.out, "1/2-1/2 {Draw by adjudication: maximum game length}") == 2);
    std::remove(json.c_str());
}

BOOST_AUTO_TEST_CASE(help_version_and_bad_command_lines) {
    Run r = command({"--help"});
    BOOST_TEST(r.code == 0);
    BOOST_TEST(first_line(r.out) == "usage: parachute-match -engine ENGINE-SETTINGS -engine ENGINE-SETTINGS [-engine ...] [OPTIONS]");
    BOOST_TEST(r.err == "");
    BOOST_TEST(command({"-help"}).out == r.out);
    r = command({"--version"});
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out == "parachute-match (Parachute) 0.1\n");
    BOOST_TEST(command({"-engine", "cmd=x", "-version"}).out == r.out);
    // No arguments, an unknown option: the usage on stderr, exit code 2.
    r = command({});
    BOOST_TEST(r.code == 2);
    BOOST_TEST(r.out == "");
    BOOST_TEST(first_line(r.err) == "usage: parachute-match -engine ENGINE-SETTINGS -engine ENGINE-SETTINGS [-engine ...] [OPTIONS]");
    r = command({"-engine", "cmd=a", "tc=1", "-engine", "cmd=b", "tc=1", "-frobnicate"});
    BOOST_TEST(r.code == 2);
    BOOST_TEST(first_line(r.err) == "parachute-match: unknown option '-frobnicate' (see --help)");
    BOOST_TEST(r.err.find("\nusage: parachute-match ") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
