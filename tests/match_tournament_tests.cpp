// Whole matches through run_match with fake engines: a crashing engine is restarted and
// the match goes on, the SPRT stops a match early, bad engines and files fail clearly,
// round robins play every pairing, and the protocol log is written per game.
#include <boost/test/unit_test.hpp>

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

std::string last_line(const std::string& text) {
    const size_t end = text.find_last_not_of('\n');
    const size_t start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

std::string temp_path(const std::string& name) { return parachute::test::temp_path("match", name); }

} // namespace

BOOST_AUTO_TEST_SUITE(match_tournament)

BOOST_AUTO_TEST_CASE(crashing_engine_is_restarted_and_the_match_goes_on) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("", "A", Protocol::Uci), fake_engine("fault=crash at=3", "B")};
    cfg.games = 4;
    cfg.concurrency = 2;
    cfg.pgn_file = temp_path("crash.pgn");
    std::remove(cfg.pgn_file.c_str());
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(occurrences(r.out, "Restarting B after: ") == 4);
    BOOST_TEST(occurrences(r.out, "Finished game") == 4);
    BOOST_TEST(last_line(r.out) == "Elo: inf +/- inf, games: 4, W-L-D: 4-0-0");
    const std::string pgn = slurp(cfg.pgn_file);
    BOOST_TEST(occurrences(pgn, "[Termination \"abandoned\"]") == 4);
    BOOST_TEST(occurrences(pgn, "disconnects (engine crashed)}") == 4);
    std::remove(cfg.pgn_file.c_str());
}

BOOST_AUTO_TEST_CASE(hung_engine_is_restarted_slow_one_is_kept) {
    MatchConfig cfg;
    EngineConfig hang = fake_engine("fault=hang at=1", "H", Protocol::Uci);
    hang.tc.base_ms = 300;
    hang.tc.increment_ms = 0;
    // The runner pings H after its time loss and waits this long before restarting it,
    // so the test lasts as long; but each of H's three starts (the check before the match,
    // the first game, the restart) must also finish within it, and the portable fake
    // engine's 0.2 s of start-up work can take seconds on a loaded machine: 20 s.
    hang.start_timeout_ms = 20000;
    EngineConfig slow = fake_engine("fault=slow delay=400 at=1", "S");
    slow.tc = hang.tc;
    cfg.engines = {hang, slow};
    cfg.games = 2;
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out.find("Finished game 1 (H vs S): 0-1 {White loses on time}") != std::string::npos);
    BOOST_TEST(r.out.find("Finished game 2 (S vs H): 0-1 {White loses on time}") != std::string::npos);
    BOOST_TEST(occurrences(r.out, "Restarting H after: White loses on time") == 1);
    BOOST_TEST(occurrences(r.out, "Restarting S") == 0);
    BOOST_TEST(last_line(r.out) == "Elo: 0.0 +/- inf, games: 2, W-L-D: 1-1-0");
}

BOOST_AUTO_TEST_CASE(sprt_stops_the_match_early) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("", "A"), fake_engine("fault=illegal at=1", "B", Protocol::Uci)};
    cfg.games = 200;
    cfg.sprt.enabled = true;
    cfg.sprt.elo1 = 200;
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out.find("SPRT stopped the match after 16 games") != std::string::npos);
    BOOST_TEST(r.out.find("- H1 was accepted") != std::string::npos);
    BOOST_TEST(last_line(r.out) == "Elo: inf +/- inf, games: 16, W-L-D: 16-0-0");
}

BOOST_AUTO_TEST_CASE(round_robin_plays_every_pairing) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("score=0", "A"), fake_engine("fault=resign at=1", "B"),
                   fake_engine("fault=resign at=2", "C")};
    cfg.games = 2;
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(occurrences(r.out, "Finished game") == 6);
    BOOST_TEST(r.out.find("Finished game 5 (B vs C): 0-1 {White resigns}") != std::string::npos);
    BOOST_TEST(r.out.find("Rank Name") != std::string::npos);
    BOOST_TEST(last_line(r.out) == "Elo: inf +/- inf, games: 4, W-L-D: 4-0-0");
}

BOOST_AUTO_TEST_CASE(colours_alternate_across_rounds) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("fault=resign at=1", "A"), fake_engine("fault=resign at=1", "B")};
    cfg.games = 1;
    cfg.rounds = 4;
    const Run r = run(cfg);
    BOOST_TEST(r.out.find("Started game 1 of 4 (A vs B)") != std::string::npos);
    BOOST_TEST(r.out.find("Started game 2 of 4 (B vs A)") != std::string::npos);
    BOOST_TEST(r.out.find("Started game 3 of 4 (A vs B)") != std::string::npos);
    BOOST_TEST(r.out.find("Started game 4 of 4 (B vs A)") != std::string::npos);
    // White resigns at once in every game: each engine wins twice.
    BOOST_TEST(last_line(r.out) == "Elo: 0.0 +/- 798.1, games: 4, W-L-D: 2-2-0");
}

BOOST_AUTO_TEST_CASE(gauntlet_plays_only_the_first_engine) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("", "A"), fake_engine("fault=resign at=1", "B"), fake_engine("fault=resign at=1", "C")};
    cfg.games = 2;
    cfg.tournament = TournamentType::Gauntlet;
    const Run r = run(cfg);
    BOOST_TEST(occurrences(r.out, "Finished game") == 4);
    BOOST_TEST(last_line(r.out) == "Elo: inf +/- inf, games: 4, W-L-D: 4-0-0");
}

BOOST_AUTO_TEST_CASE(missing_engine_stops_before_any_game) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("", "A"), fake_engine("", "B")};
    cfg.engines[1].cmd = "/nonexistent/engine";
    const Run r = run(cfg);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: engine 'B' (/nonexistent/engine): cannot run '/nonexistent/engine': No such file or directory\n");
    BOOST_TEST(r.out == "");
}

BOOST_AUTO_TEST_CASE(unreadable_opening_file) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("", "A"), fake_engine("", "B")};
    cfg.openings.file = "/nonexistent/book.epd";
    const Run r = run(cfg);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: cannot read opening file '/nonexistent/book.epd'\n");
}

BOOST_AUTO_TEST_CASE(protocol_log_per_game) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("fault=resign at=1", "A"), fake_engine("fault=resign at=1", "B", Protocol::Uci)};
    cfg.games = 2;
    cfg.debug = true;
    char dir[] = "/tmp/parachute-match-logs-XXXXXX";
    BOOST_REQUIRE(mkdtemp(dir));
    cfg.debug_dir = dir;
    const std::string log1 = cfg.debug_dir + "/game-1.log", log2 = cfg.debug_dir + "/game-2.log";
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    const std::string one = slurp(log1), two = slurp(log2);
    BOOST_TEST(one.find("[game 1] ") == 0);
    BOOST_TEST(one.find(" A < go\n") != std::string::npos);
    BOOST_TEST(one.find(" A > resign\n") != std::string::npos);
    BOOST_TEST(two.find(" B < go wtime 10000 btime 10000 winc 100 binc 100\n") != std::string::npos);
    std::remove(log1.c_str());
    std::remove(log2.c_str());
    std::remove((cfg.debug_dir + "/game-0.log").c_str());
    BOOST_TEST(rmdir(dir) == 0);
}

// The games of a PGN file, each from its [Event tag on.
std::vector<std::string> pgn_games(const std::string& pgn) {
    std::vector<std::string> games;
    for (size_t p = pgn.find("[Event "); p != std::string::npos;) {
        const size_t next = pgn.find("[Event ", p + 1);
        games.push_back(pgn.substr(p, next == std::string::npos ? std::string::npos : next - p));
        p = next;
    }
    return games;
}

MatchConfig resumable_match(const std::string& pgn_file) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("", "A"), fake_engine("fault=resign at=1", "B")};
    cfg.games = 6;
    cfg.openings.plies = 3;
    cfg.openings.seed = 11;
    cfg.pgn_file = pgn_file;
    return cfg;
}

BOOST_AUTO_TEST_CASE(resume_plays_only_the_games_the_pgn_lacks) {
    const std::string file = temp_path("resume.pgn");
    std::remove(file.c_str());
    MatchConfig cfg = resumable_match(file);
    const Run first = run(cfg);
    BOOST_TEST(first.code == 0);
    const std::vector<std::string> games = pgn_games(slurp(file));
    BOOST_REQUIRE(games.size() == 6u);
    // As if the run had been killed while games 3, 5 and 6 were being played.
    {
        std::ofstream keep(file, std::ios::trunc);
        keep << games[0] << games[1] << games[3];
    }
    cfg.resume = true;
    const Run second = run(cfg);
    BOOST_TEST(second.code == 0);
    BOOST_TEST(second.err == "");
    BOOST_TEST(second.out.find("Resumed 3 finished games from " + file + "\n") != std::string::npos);
    BOOST_TEST(occurrences(second.out, "Started game") == 3);
    BOOST_TEST(second.out.find("Started game 3 of 6 (A vs B)") != std::string::npos);
    BOOST_TEST(second.out.find("Started game 6 of 6 (B vs A)") != std::string::npos);
    BOOST_TEST(last_line(second.out) == last_line(first.out));
    BOOST_TEST(last_line(second.out) == "Elo: inf +/- inf, games: 6, W-L-D: 6-0-0");
    const std::vector<std::string> after = pgn_games(slurp(file));
    BOOST_REQUIRE(after.size() == 6u);
    // The replayed games start from the same openings as the first run's.
    auto book_moves = [](const std::string& game) {
        const size_t from = game.find("\n\n"), to = game.rfind("{book}");
        return game.substr(from, to - from);
    };
    BOOST_TEST(after[3].find("[Round \"3\"]") != std::string::npos);
    BOOST_TEST(book_moves(after[3]) == book_moves(games[2]));
    BOOST_TEST(book_moves(after[3]).find("{book}") != std::string::npos);

    // A complete file leaves nothing to play.
    const Run third = run(cfg);
    BOOST_TEST(third.out.find("Resumed 6 finished games") != std::string::npos);
    BOOST_TEST(occurrences(third.out, "Started game") == 0);
    BOOST_TEST(last_line(third.out) == "Elo: inf +/- inf, games: 6, W-L-D: 6-0-0");
    std::remove(file.c_str());
}

BOOST_AUTO_TEST_CASE(resume_refuses_games_of_another_match) {
    const std::string file = temp_path("resume-other.pgn");
    std::remove(file.c_str());
    MatchConfig cfg = resumable_match(file);
    cfg.games = 2;
    BOOST_TEST(run(cfg).code == 0);
    const std::string before = slurp(file);
    cfg.resume = true;
    cfg.openings.seed = 12;
    Run r = run(cfg);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: cannot resume: " + file
                        + ":1: game 1 did not start from this match's opening (other -openings or -srand?)\n");
    cfg.openings.seed = 11;
    std::swap(cfg.engines[0], cfg.engines[1]);
    r = run(cfg);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: cannot resume: " + file + ":1: game 1 is A vs B, but this match has B vs A\n");
    cfg.variant = Variant::Knightmate;
    r = run(cfg);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err.find("error: cannot resume: " + file + ":") == 0);
    BOOST_TEST(slurp(file) == before);
    std::remove(file.c_str());
}

// A real match between Debian engines, when they are installed: Fairy-Stockfish against
// itself in racing kings at depth 2, both protocols' clients against a real engine.
const char* const fairy_stockfish = "/usr/games/fairy-stockfish";

boost::test_tools::assertion_result fairy_stockfish_installed(boost::unit_test::test_unit_id) {
    boost::test_tools::assertion_result r(access(fairy_stockfish, X_OK) == 0);
    r.message() << fairy_stockfish << " is not installed";
    return r;
}

BOOST_AUTO_TEST_CASE(real_engines_short_match, *boost::unit_test::precondition(fairy_stockfish_installed)) {
    MatchConfig cfg;
    for (const char* name : {"fsf-a", "fsf-b"}) {
        EngineConfig e;
        e.name = name;
        e.cmd = fairy_stockfish;
        e.protocol = Protocol::Uci;
        e.options = {{"Threads", "1"}, {"Hash", "8"}};
        e.tc.depth = 2;
        cfg.engines.push_back(e);
    }
    cfg.variant = Variant::RacingKings;
    cfg.games = 2;
    cfg.pgn_file = temp_path("real.pgn");
    std::remove(cfg.pgn_file.c_str());
    const Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(occurrences(r.out, "Finished game") == 2);
    BOOST_TEST(last_line(r.out).find(", games: 2, W-L-D: ") != std::string::npos);
    const std::string pgn = slurp(cfg.pgn_file);
    BOOST_TEST(occurrences(pgn, "[Variant \"racingkings\"]") == 2);
    BOOST_TEST(occurrences(pgn, "[Termination \"normal\"]") == 2);
    std::remove(cfg.pgn_file.c_str());
}

BOOST_AUTO_TEST_SUITE_END()
