// tools/calibrate-levels, run with a stand-in for parachute-match that records its
// command lines and writes games won by the first engine, and with stand-in anchor
// engines: which pairings it plays and with what words, that a second run plays
// nothing, and the ratings the real parachute-match -ratings fits to those games.
#include <boost/test/unit_test.hpp>

#include <climits>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>

#include "helpers.h"
#include "programs.h"

namespace {

const std::string SOURCE_DIR = PARACHUTE_SOURCE_DIR;

struct Run {
    int code;
    std::string out;
};

struct Calibration {
    std::string dir = parachute::test::temp_path("calibrate", "dir");
    std::string runner = dir + "/match", anchors = dir + "/games", work = dir + "/work";

    Calibration() {
        mkdir(dir.c_str(), 0755);
        mkdir(anchors.c_str(), 0755);
        // The stand-in runner: -ratings goes to the real one; a match appends its words
        // to calls.txt and completes its PGN with games the first engine wins.
        std::ofstream(runner) << "#!/bin/sh\n"
                              << "[ \"$1\" = -ratings ] && exec " << parachute::test::programs_dir() << "/parachute-match \"$@\"\n"
                              << "for a in \"$@\"; do echo \"$a\"; done >> " << dir << "/calls.txt\n"
                              << "echo -- >> " << dir << "/calls.txt\n"
                              << "pgn= games= names=\n"
                              << "while [ $# -gt 0 ]; do case \"$1\" in -pgnout) pgn=$2; shift ;; -games) games=$2; shift ;;"
                                 " name=*) names=\"$names ${1#name=}\" ;; esac; shift; done\n"
                              << "set -- $names\n"
                              << "i=$(grep -c '^\\[Result' \"$pgn\" 2>/dev/null)\n"
                              << "i=${i:-0}\n"
                              << "while [ $i -lt $games ]; do\n"
                              << "  if [ $((i % 2)) = 0 ]; then w=$1 b=$2 r=1-0; else w=$2 b=$1 r=0-1; fi\n"
                              << "  printf '[White \"%s\"]\\n[Black \"%s\"]\\n[Result \"%s\"]\\n\\n%s\\n\\n' $w $b $r $r >> \"$pgn\"\n"
                              << "  i=$((i + 1))\n"
                              << "done\n"
                              << "echo \"Elo: inf +/- inf, games: $games, W-L-D: $games-0-0\"\n";
        chmod(runner.c_str(), 0755);
        for (const char* name : {"fairy-stockfish", "fairymax"}) {
            const std::string path = anchors + "/" + name;
            std::ofstream(path) << "#!/bin/sh\n";
            chmod(path.c_str(), 0755);
        }
    }
    ~Calibration() { std::system(("rm -rf " + dir).c_str()); }

    Run run(const std::string& args) const {
        const std::string out_file = dir + "/out";
        const std::string cmd = SOURCE_DIR + "/tools/calibrate-levels --work " + work + " --match " + runner + " --engine "
                              + parachute::test::programs_dir() + "/parachute --anchor-dir " + anchors + " " + args
                              + " >" + out_file + " 2>&1 </dev/null";
        const int status = std::system(cmd.c_str());
        return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, parachute::test::slurp(out_file)};
    }

    // Each recorded match as its words joined by blanks.
    std::vector<std::string> calls() const {
        std::vector<std::string> out;
        std::istringstream in(parachute::test::slurp(dir + "/calls.txt"));
        std::string line, call;
        while (std::getline(in, line)) {
            if (line == "--") {
                out.push_back(call);
                call.clear();
            } else {
                call += (call.empty() ? "" : " ") + line;
            }
        }
        return out;
    }
};

// The openings' seed the script gives a pairing: --seed plus the POSIX checksum of its
// name, modulo 2^31 - 1.
long pairing_seed(long seed, const std::string& pairing) {
    const std::string out = parachute::test::temp_path("calibrate", "cksum");
    std::system(("printf '%s' '" + pairing + "' | cksum > " + out).c_str());
    const long sum = std::stol(parachute::test::slurp(out));
    std::remove(out.c_str());
    return (seed + sum) % 2147483647;
}

// The lines of text that start with prefix.
std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(prefix, 0) == 0) out.push_back(line);
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(calibrate_levels)

BOOST_AUTO_TEST_CASE(levels_in_a_chain_and_anchors_against_every_level,
                     *boost::unit_test::precondition(parachute::test::programs_built)) {
    Calibration c;
    const Run first = c.run("--variant knightmate --levels 1,4,8 --anchors fsf-3,fairymax,sjeng --games 4 --anchor-games 2 "
                            "--tc 2+0.02 --seed 10");
    BOOST_TEST(first.code == 0, first.out);
    // The script names the engine by its real path.
    char real[PATH_MAX];
    BOOST_REQUIRE(realpath((parachute::test::programs_dir() + "/parachute").c_str(), real) != nullptr);
    const std::string engine = "cmd=" + std::string(real) + " proto=xboard";
    const std::string fsf = "cmd=" + c.anchors + "/fairy-stockfish proto=uci name=fsf-3 option.Hash=64 option.Threads=1 "
                            "option.Skill Level=3";
    const std::string fairymax = "cmd=" + c.anchors + "/fairymax proto=xboard name=fairymax dir=" + c.work + "/scratch-fairymax";
    auto level = [&](int l) { return engine + " name=L" + std::to_string(l) + " option.Skill_Level=" + std::to_string(l); };
    auto match = [&](const std::string& a, const std::string& b, int games, const std::string& pairing) {
        return "-engine " + a + " -engine " + b + " -each tc=2+0.02 -variant knightmate -games " + std::to_string(games)
             + " -concurrency 1 -openings plies=4 -srand " + std::to_string(pairing_seed(10, pairing)) + " -pgnout " + c.work
             + "/" + pairing + ".pgn";
    };
    const std::vector<std::string> expected = {
        match(level(4), level(1), 4, "L4-L1"),
        match(level(8), level(4), 4, "L8-L4"),
        match(fsf, level(1), 2, "fsf-3-L1"),
        match(fsf, level(4), 2, "fsf-3-L4"),
        match(fsf, level(8), 2, "fsf-3-L8"),
        match(fairymax, level(1), 2, "fairymax-L1"),
        match(fairymax, level(4), 2, "fairymax-L4"),
        match(fairymax, level(8), 2, "fairymax-L8"),
    };
    BOOST_TEST(c.calls() == expected, boost::test_tools::per_element());
    // sjeng is not among the anchors' folder, and does not play knightmate anyway.
    BOOST_TEST(parachute::test::occurrences(first.out, "calibrate-levels: sjeng left out: apt-get install sjeng\n") == 1);
    const std::string table = parachute::test::slurp(c.work + "/ratings.txt");
    BOOST_TEST(lines_starting(table, "Ratings of 5 players from 20 games in 8 file(s); anchor L1 = 1000;").size() == 1u, table);

    // Run again, the anchors in another order: every pairing has its games, so nothing is
    // played, and the table is the same.
    const Run again = c.run("--variant knightmate --levels 1,4,8 --anchors sjeng,fairymax,fsf-3 --games 4 --anchor-games 2 "
                            "--tc 2+0.02 --seed 10");
    BOOST_TEST(again.code == 0);
    BOOST_TEST(c.calls().size() == expected.size());
    BOOST_TEST(parachute::test::slurp(c.work + "/ratings.txt") == table);
    // A pairing played again from its PGN keeps its openings' seed whatever the lists.
    std::remove((c.work + "/fairymax-L4.pgn").c_str());
    BOOST_TEST(c.run("--variant knightmate --levels 4 --anchors fairymax --anchor-games 2 --scale L4=1000 --tc 2+0.02 "
                     "--seed 10").code == 0);
    BOOST_TEST(c.calls().back() == match(fairymax, level(4), 2, "fairymax-L4"));
}

BOOST_AUTO_TEST_CASE(a_chain_alone_gives_the_ratings_of_its_scores,
                     *boost::unit_test::precondition(parachute::test::programs_built)) {
    Calibration c;
    // The default scale is level 1 at 1000, and level 1 is not measured: refused at once.
    const Run r = c.run("--variant crazyhouse --levels 2,5 --anchors '' --games 2");
    BOOST_TEST(r.code == 2);
    BOOST_TEST(r.out == "calibrate-levels: --scale names L1, who is neither a measured level (L2, L5) nor an anchor\n");
    BOOST_TEST(c.run("--variant crazyhouse --levels 2,5 --anchors '' --games 2 --scale L2=1100").code == 0);
    // L5 won both games; with the one virtual draw, 2.5 of 3: 400 log10(5) = 279.6 above
    // L2. The interval: 1.96 x 400 / ln 10 / sqrt(3 x 5/36) = 527.5, scaled by the
    // square root of 1 - 1/4 / (3 x 5/36) = 0.4 for the virtual draw: 333.6.
    const Run scaled = c.run("--variant crazyhouse --levels 2,5 --anchors '' --games 2 --scale L2=1100 --report");
    BOOST_TEST(scaled.code == 0, scaled.out);
    BOOST_TEST(lines_starting(scaled.out, "   1  L5  ") == std::vector<std::string>({"   1  L5     1379.6   333.6      2  100.0%"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(bad_arguments_stop_before_any_game, *boost::unit_test::precondition(parachute::test::programs_built)) {
    Calibration c;
    BOOST_TEST(c.run("--levels 1,4").out.find("calibrate-levels: --variant is required") == 0);
    BOOST_TEST(c.run("--variant normal --levels 0,4").out == "calibrate-levels: level 0 is not between 1 and 20\n");
    BOOST_TEST(c.run("--variant normal --anchors fsf-21").out == "calibrate-levels: bad anchor 'fsf-21' (fsf-0 to fsf-20)\n");
    BOOST_TEST(c.run("--variant normal --anchors gnuchess").out == "calibrate-levels: unknown anchor 'gnuchess'\n");
    BOOST_TEST(c.run("--variant normal --games x").out == "calibrate-levels: --games must be a whole number, not 'x'\n");
    BOOST_TEST(c.run("--variant normal --scale L1=high").out == "calibrate-levels: --scale takes NAME=ELO, not 'L1=high'\n");
    BOOST_TEST(c.run("--variant normal --games").out == "calibrate-levels: --games needs a value\n");
    BOOST_TEST(c.run("--variant chess960").code == 2);
    BOOST_TEST(parachute::test::slurp(c.dir + "/calls.txt") == "");
}

BOOST_AUTO_TEST_SUITE_END()
