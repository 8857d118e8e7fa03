// Shards of a match played apart and merged: four shards of a small match with fake
// engines play exactly the games of the single run (same numbers, openings, colours and
// moves), and -merge of their PGN files prints the single run's final lines. -merge
// refuses parts that do not belong together, and -resume goes on within a shard. The
// last case runs the shards through GNU parallel with the built bin/parachute-match.
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "helpers.h"
#include "match_support.h"
#include "programs.h"

using namespace parachute;
using namespace parachute::match;
using namespace parachute::match::test;
using parachute::test::occurrences;
using parachute::test::slurp;

namespace {

std::string temp_path(const std::string& name) { return parachute::test::temp_path("merge", name); }

const char* const sprt_words[] = {"-sprt", "elo0=-20", "elo1=20", "alpha=0.05", "beta=0.05"};

// Sixteen games from random openings in which both fake engines pick random moves from
// a fresh process each game, so that a game depends on its opening only. A node limit
// instead of a clock: a loaded machine cannot make one run lose on time and not another.
MatchConfig small_match(const std::string& pgn_file) {
    MatchConfig cfg;
    cfg.engines = {fake_engine("pick=random seed=1", "A"), fake_engine("pick=random seed=2", "B")};
    for (EngineConfig& e : cfg.engines) {
        e.restart_each_game = true;
        e.tc = TimeControl{};
        e.tc.nodes = 1;
    }
    cfg.variant = Variant::RacingKings;
    cfg.games = 16;
    cfg.openings.plies = 4;
    cfg.openings.seed = cfg.seed = 7;
    cfg.adjudication.max_moves = 40;
    cfg.sprt = {true, -20, 20, 0.05, 0.05};
    cfg.pgn_file = pgn_file;
    std::remove(pgn_file.c_str());
    return cfg;
}

// The games of a PGN file by their number: the tags but those in which the runs of one
// schedule differ (the date, the shard), and the moves and result without the comments
// (they hold the time each move took).
std::map<int, std::string> games_by_number(const std::string& pgn) {
    std::map<int, std::string> games;
    std::istringstream in(pgn);
    std::string line, tags, moves;
    int number = 0;
    auto flush = [&] {
        std::string text = tags;
        bool comment = false;
        std::istringstream words(moves);
        for (std::string w; words >> w;) {
            if (w.front() == '{') comment = true;
            if (!comment) text += w + ' ';
            if (w.back() == '}') comment = false;
        }
        if (number) BOOST_TEST(games.emplace(number, text).second, "game " << number << " twice");
        tags.clear();
        moves.clear();
    };
    while (std::getline(in, line)) {
        if (line.rfind("[Event ", 0) == 0) {
            flush();
            number = 0;
        }
        if (line.rfind("[Round \"", 0) == 0) number = std::stoi(line.substr(8));
        if (line.empty() || line[0] != '[') moves += line + ' ';
        else if (line.rfind("[Date ", 0) != 0 && line.rfind("[Shard ", 0) != 0) tags += line + '\n';
    }
    flush();
    return games;
}

// The last n lines of a text.
std::string tail(const std::string& text, int n) {
    size_t p = text.size() - 1;
    for (int k = 0; k < n && p != std::string::npos && p > 0; ++k) p = text.rfind('\n', p - 1);
    return p == std::string::npos ? text : text.substr(p + 1);
}

Run merge(std::vector<std::string> args) {
    args.insert(args.begin(), "-merge");
    return command(args);
}

// The single run and its four shards, played once for the cases below.
struct Played {
    std::string whole = temp_path("whole.pgn");
    std::vector<std::string> shards;
    Run single, parts[4];
    Played() {
        MatchConfig cfg = small_match(whole);
        single = run(cfg);
        for (int k = 0; k < 4; ++k) {
            shards.push_back(temp_path("shard-" + std::to_string(k) + ".pgn"));
            MatchConfig part = small_match(shards.back());
            part.shard = {k, 4};
            parts[k] = run(part);
        }
    }
    ~Played() {
        std::remove(whole.c_str());
        for (const std::string& f : shards) std::remove(f.c_str());
    }
};

const Played& played() {
    static const Played p;
    return p;
}

} // namespace

BOOST_AUTO_TEST_SUITE(match_merge)

BOOST_AUTO_TEST_CASE(four_shards_play_the_single_runs_games_and_merge_to_its_result) {
    const Played& p = played();
    BOOST_TEST(p.single.code == 0);
    BOOST_TEST(p.single.err == "");
    const std::map<int, std::string> whole = games_by_number(slurp(p.whole));
    BOOST_TEST(whole.size() == 16u);
    std::map<int, std::string> sharded;
    for (int k = 0; k < 4; ++k) {
        BOOST_TEST(p.parts[k].code == 0);
        BOOST_TEST(p.parts[k].err == "");
        BOOST_TEST(p.parts[k].out.find("\nShard " + std::to_string(k) + "/4: 4 of the 16 games of schedule ")
                   != std::string::npos);
        const std::string pgn = slurp(p.shards[size_t(k)]);
        BOOST_TEST(occurrences(pgn, "[Shard \"" + std::to_string(k) + "/4\"]") == 4);
        for (const auto& [n, g] : games_by_number(pgn)) BOOST_TEST(sharded.emplace(n, g).second, "game " << n);
    }
    // Shard 0 plays the pairs 1-2 and 9-10, shard 1 the pairs 3-4 and 11-12, ...
    BOOST_TEST(games_by_number(slurp(p.shards[0])).begin()->first == 1);
    BOOST_TEST(games_by_number(slurp(p.shards[0])).rbegin()->first == 10);
    BOOST_TEST(games_by_number(slurp(p.shards[2])).begin()->first == 5);
    // The same games, tag for tag and move for move.
    BOOST_TEST((sharded == whole));

    std::vector<std::string> args = p.shards;
    args.insert(args.end(), std::begin(sprt_words), std::end(sprt_words));
    const Run merged = merge(args);
    BOOST_TEST(merged.code == 0);
    BOOST_TEST(merged.err == "");
    BOOST_TEST(merged.out.find("Merged 16 of the 16 games of schedule ") == 0);
    BOOST_TEST(merged.out.find(" from 4 file(s), shards 0/4 1/4 2/4 3/4\n") != std::string::npos);
    // The last score line, the Elo difference with LOS, the SPRT and the Elo line.
    BOOST_TEST(tail(merged.out, 4) == tail(p.single.out, 4));
    BOOST_TEST(tail(p.single.out, 1).find("Elo: ") == 0);
    BOOST_TEST(tail(p.single.out, 4).find("16 of 16") != std::string::npos);
    BOOST_TEST(tail(p.single.out, 4).find("(pentanomial model)") != std::string::npos);
    // The single run's own file merges to the same.
    const Run alone = merge({p.whole, "-sprt", "elo0=-20", "elo1=20", "alpha=0.05", "beta=0.05"});
    BOOST_TEST(tail(alone.out, 4) == tail(p.single.out, 4));
}

BOOST_AUTO_TEST_CASE(merge_refuses_parts_that_do_not_belong_together) {
    const Played& p = played();
    const std::string &s0 = p.shards[0], &s1 = p.shards[1], &s3 = p.shards[3];
    Run r = merge({s0, s1, s3});
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: 4 of the schedule's 16 games are missing: 5-6, 13-14 (-allow-partial merges the others)\n");
    BOOST_TEST(r.out == "");
    r = merge({s0, s1, s3, "-allow-partial"});
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out.find("Merged 12 of the 16 games") == 0);
    BOOST_TEST(r.out.find("\nMissing 4 games: 5-6, 13-14\n") != std::string::npos);
    BOOST_TEST(r.out.find(" 12 of 16, Elo: ") != std::string::npos);
    BOOST_TEST(tail(r.out, 1).find(", games: 12, W-L-D: ") != std::string::npos);

    // A game twice: the second place names the first.
    r = merge({s0, s1, s1});
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: " + s1 + ":1: game 3 is also in " + s1 + ":1\n");

    // A part of another schedule.
    const std::string other = temp_path("other.pgn");
    std::string text = slurp(s3);
    const size_t at = text.find("[Schedule \"") + 11;
    const std::string id = text.substr(at, 16);
    text.replace(at, 16, "0123456789abcdef");
    std::ofstream(other) << text;
    r = merge({s0, other});
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: " + other + ":1: the game belongs to another schedule (Schedule 0123456789abcdef, "
                        "the first game's is " + id + ")\n");
    // A PGN file of games without the schedule's tags, and one that cannot be read.
    std::ofstream(other) << "[Event \"x\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
    r = merge({other});
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: " + other + ":1: the game has no Schedule tag (only the PGN files of this runner's "
                        "round robins, gauntlets and pyramids can be merged)\n");
    std::remove(other.c_str());
    r = merge({other});
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: cannot read PGN file '" + other + "'\n");
    r = merge({s0, "-games", "2"});
    BOOST_TEST(r.code == 2);
    BOOST_TEST(r.err.find("parachute-match: '-games' does not go with -merge (only -sprt and -allow-partial do)\n") == 0);
}

BOOST_AUTO_TEST_CASE(resume_goes_on_within_a_shard) {
    const Played& p = played();
    const std::string file = temp_path("resume.pgn");
    MatchConfig cfg = small_match(file);
    cfg.shard = {1, 4};
    // As if shard 1 had been stopped after its first game.
    const std::string full = slurp(p.shards[1]);
    std::ofstream(file) << full.substr(0, full.find("[Event ", 1));
    cfg.resume = true;
    Run r = run(cfg);
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.err == "");
    BOOST_TEST(r.out.find("Resumed 1 finished games from " + file + "\n") != std::string::npos);
    BOOST_TEST(occurrences(r.out, "Started game") == 3);
    BOOST_TEST((games_by_number(slurp(file)) == games_by_number(full)));
    BOOST_TEST(tail(r.out, 1) == tail(p.parts[1].out, 1));
    // Another shard's file is not this shard's to go on with.
    std::ofstream(file, std::ios::trunc) << slurp(p.shards[2]);
    r = run(cfg);
    BOOST_TEST(r.code == 1);
    BOOST_TEST(r.err == "error: cannot resume: " + file + ":1: game 5 is not one of shard 1/4's games\n");
    std::remove(file.c_str());
}

// GNU parallel runs the four shards of the match as separate bin/parachute-match
// processes, with bin/parachute-match's own fake engine; -merge of their files gives the
// single run's final lines. tscale=15 makes the start-up waits hang guards only (see
// fake_engine in match_support.h).
BOOST_AUTO_TEST_CASE(shards_through_gnu_parallel, *boost::unit_test::precondition(parachute::test::programs_built)) {
    BOOST_REQUIRE_MESSAGE(std::system("command -v parallel >/dev/null") == 0,
                          "GNU parallel is not installed (tools/install-deps installs it)");
    const std::string bin = parachute::test::programs_dir() + "/parachute-match";
    const std::string dir = temp_path("parallel");
    BOOST_REQUIRE(std::system(("rm -rf " + dir + " && mkdir " + dir).c_str()) == 0);
    const std::string match = bin + " -engine cmd=" + bin + " arg=--fake-engine arg=pick=random arg=seed=1 name=A"
                            + " -engine cmd=" + bin + " arg=--fake-engine arg=pick=random arg=seed=2 name=B"
                            + " -each nodes=1 restart=on tscale=15 -variant racingkings -games 8 -openings plies=4 -srand 3"
                            + " -maxmoves 40";
    BOOST_REQUIRE(std::system((match + " -pgnout " + dir + "/whole.pgn >" + dir + "/whole.out").c_str()) == 0);
    const std::string shards = "parallel --will-cite -j2 " + match + " -shard {}/4 -pgnout " + dir
                             + "/shard-{}.pgn '>' " + dir + "/shard-{}.out ::: 0 1 2 3";
    BOOST_REQUIRE(std::system(shards.c_str()) == 0);
    const std::string merged = bin + " -merge " + dir + "/shard-0.pgn " + dir + "/shard-1.pgn " + dir + "/shard-2.pgn "
                             + dir + "/shard-3.pgn >" + dir + "/merged.out";
    BOOST_REQUIRE(std::system(merged.c_str()) == 0);
    const std::string single = slurp(dir + "/whole.out");
    BOOST_TEST(tail(single, 1).find("Elo: ") == 0);
    BOOST_TEST(tail(slurp(dir + "/merged.out"), 3) == tail(single, 3));
    std::map<int, std::string> sharded;
    for (int k = 0; k < 4; ++k)
        for (const auto& [n, g] : games_by_number(slurp(dir + "/shard-" + std::to_string(k) + ".pgn"))) sharded[n] = g;
    BOOST_TEST((sharded == games_by_number(slurp(dir + "/whole.pgn"))));
    BOOST_TEST(sharded.size() == 8u);
    std::system(("rm -rf " + dir).c_str());
}

BOOST_AUTO_TEST_SUITE_END()
