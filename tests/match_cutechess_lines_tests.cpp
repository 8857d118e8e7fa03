// cutechess-cli command lines, its manual's examples word for word and lines as common
// test scripts (fishtest- and OpenBench-like workers, engine authors' scripts) write
// them, through the runner's parser: each line's whole parse, warnings included, is
// compared with the expected one, field by field, or its error message word for word.
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "../tools/match/cli.h"
#include "../tools/match/process.h"

using namespace parachute;
using namespace parachute::match;

namespace {

// An engines.json as Cute Chess writes it, with the fields cutechess-cli reads.
const char* const ENGINES_JSON = R"([
    {
        "name": "Sloppy",
        "command": "sloppy",
        "protocol": "xboard"
    },
    {
        "name": "Fruit",
        "command": "/usr/games/fruit",
        "workingDirectory": "/tmp",
        "protocol": "uci",
        "options": [
            { "name": "Hash", "type": "spin", "default": 16, "min": 4, "max": 1024, "value": 64 },
            { "name": "Clear Hash", "type": "button" },
            { "name": "Ponder", "type": "check", "default": false, "value": false }
        ]
    },
    {
        "name": "Crafty",
        "command": "crafty bookpath=/tmp",
        "protocol": "xboard",
        "initStrings": [ "hard", "egtb" ],
        "stderrFile": "crafty.err",
        "restart": "on",
        "whitepov": true
    },
    { "name": "Stockfish", "command": "stockfish", "protocol": "uci", "ponder": true,
      "options": [ { "name": "Threads", "value": "1" } ] },
    { "name": "coalface", "command": "lozza-coalface", "protocol": "uci", "variants": [ "standard" ] },
    { "name": "candidate", "command": "lozza-candidate", "protocol": "uci" }
])";

std::string engines_json() {
    static const std::string path = [] {
        const std::string p = "/tmp/parachute-match-test-" + std::to_string(getpid()) + "-engines.json";
        std::ofstream(p) << ENGINES_JSON;
        return p;
    }();
    return path;
}

std::string seconds(int64_t ms) {
    std::ostringstream s;
    s << double(ms) / 1000;
    return s.str();
}

// Every field the parser sets, one line per engine and a few for the match.
std::string describe(const MatchConfig& c, bool seeded) {
    std::ostringstream o;
    for (const EngineConfig& e : c.engines) {
        o << "engine name=" << e.name << " cmd=" << e.cmd;
        for (const std::string& a : e.args) o << " arg=" << a;
        if (!e.dir.empty()) o << " dir=" << e.dir;
        o << " proto=" << (e.protocol == Protocol::Uci ? "uci" : "xboard");
        const TimeControl& t = e.tc;
        if (t.clock) o << " tc=" << t.moves_per_session << "/" << seconds(t.base_ms) << "+" << seconds(t.increment_ms);
        if (t.move_time_ms) o << " st=" << seconds(t.move_time_ms);
        if (t.nodes) o << " nodes=" << t.nodes;
        if (t.depth) o << " depth=" << t.depth;
        if (t.margin_ms) o << " timemargin=" << t.margin_ms;
        for (const auto& [n, v] : e.options) o << " option." << n << "=" << v;
        for (const std::string& s : e.init_strings) o << " initstr=" << s;
        if (!e.stderr_file.empty()) o << " stderr=" << e.stderr_file;
        if (e.restart_each_game) o << " restart=on";
        if (e.white_pov) o << " whitepov";
        if (e.start_timeout_ms != 10000) o << " pingtimeout=" << seconds(e.start_timeout_ms);
        o << "\n";
    }
    static const char* const tournaments[] = {"round-robin", "gauntlet", "knockout", "pyramid"};
    static const char* const policies[] = {"default", "encounter", "round"};
    o << "match variant=" << traits(c.variant).name << " tournament=" << tournaments[int(c.tournament)]
      << " games=" << c.games << " rounds=" << c.rounds << " repeat=" << c.repeat
      << (c.swap_sides ? "" : " noswap") << (c.reverse_sides ? " reverse" : "") << " seeds=" << c.seeds
      << " concurrency=" << c.concurrency << " seed=" << (seeded ? std::to_string(c.seed) : "?") << "\n";
    const OpeningOptions& op = c.openings;
    o << "openings file=" << op.file << " format=" << (op.file.empty() ? "-" : op.pgn ? "pgn" : "epd")
      << " order=" << (op.shuffle ? "random" : "sequential") << " plies=" << op.plies << " start=" << op.start
      << " policy=" << policies[int(c.opening_policy)] << "\n";
    o << "output pgn=" << c.pgn_file << (c.pgn_minimal ? " min" : "") << " epd=" << c.epd_file
      << (c.resume ? " resume" : "") << " event=" << c.event << " site=" << c.site
      << " ratinginterval=" << c.rating_interval << " wait=" << c.wait_ms << (c.debug ? " debug" : "") << "\n";
    const Adjudication& a = c.adjudication;
    o << "adjudication draw=" << a.draw_movenumber << "/" << a.draw_movecount << "/" << a.draw_score
      << " resign=" << a.resign_movecount << "/" << a.resign_score << (a.resign_twosided ? " twosided" : "")
      << " maxmoves=" << a.max_moves << "\n";
    if (c.sprt.enabled)
        o << "sprt elo0=" << c.sprt.elo0 << " elo1=" << c.sprt.elo1 << " alpha=" << c.sprt.alpha << " beta=" << c.sprt.beta
          << "\n";
    for (const std::string& w : c.warnings) o << "warning: " << w << "\n";
    return o.str();
}

// The line without its program name, split as a shell would; its parse, or "error: ...".
std::string parse_line(const std::string& line) {
    std::string err;
    std::vector<std::string> args = split_command(line, &err);
    BOOST_REQUIRE(err.empty());
    BOOST_REQUIRE(!args.empty() && args[0] == "cutechess-cli");
    args.erase(args.begin());
    MatchConfig cfg;
    if (std::string e = parse_command_line(args, cfg, engines_json()); !e.empty()) return "error: " + e;
    return describe(cfg, line.find(" -srand ") != std::string::npos);
}

struct Row {
    const char* what;
    const char* line;
    const char* expected;
};

const Row ROWS[] = {
    {"manual: ten games, 40 moves in 60 s",
     "cutechess-cli -engine cmd=sloppy -engine cmd=sloppy -each proto=xboard tc=40/60 -rounds 10",
     "engine name= cmd=sloppy proto=xboard tc=40/60+0\n"
     "engine name= cmd=sloppy proto=xboard tc=40/60+0\n"
     "match variant=normal tournament=round-robin games=1 rounds=10 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    // The manual's Windows directory: a shell, as here, takes its backslash for an escape.
    {"manual: 40 moves in 1:30 plus 1 s, a named protocol-1 engine in its directory, -both",
     "cutechess-cli -engine name=Atak cmd=Atak32.exe dir=C:\\atak proto=xboard "
     "-engine cmd=glaurung proto=uci option.Threads=1 -both tc=40/1:30+1",
     "engine name=Atak cmd=Atak32.exe dir=C:atak proto=xboard tc=40/90+1\n"
     "engine name= cmd=glaurung proto=uci tc=40/90+1 option.Threads=1\n"
     "match variant=normal tournament=round-robin games=1 rounds=1 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    {"manual: a round robin of configured engines with a Polyglot book, which is not used",
     "cutechess-cli -engine conf=Fruit -engine conf=Crafty -engine conf=Stockfish -engine conf=Sloppy "
     "-each tc=4 book=book.bin -games 2 -rounds 10 -repeat",
     "engine name=Fruit cmd=/usr/games/fruit dir=/tmp proto=uci tc=0/4+0 option.Hash=64 option.Ponder=false\n"
     "engine name=Crafty cmd=crafty bookpath=/tmp proto=xboard tc=0/4+0 initstr=hard initstr=egtb "
     "stderr=crafty.err restart=on whitepov\n"
     "engine name=Stockfish cmd=stockfish proto=uci tc=0/4+0 option.Threads=1\n"
     "engine name=Sloppy cmd=sloppy proto=xboard tc=0/4+0\n"
     "match variant=normal tournament=round-robin games=2 rounds=10 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"
     "warning: book= and bookdepth= are accepted, but no Polyglot book is used: give the openings with "
     "-openings file=F\n"},
    {"engines.json manual: two configured Sloppies",
     "cutechess-cli -engine conf=Sloppy -engine conf=Sloppy -each tc=40/60 -rounds 10",
     "engine name=Sloppy cmd=sloppy proto=xboard tc=40/60+0\n"
     "engine name=Sloppy cmd=sloppy proto=xboard tc=40/60+0\n"
     "match variant=normal tournament=round-robin games=1 rounds=10 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    {"issue 18: the whole game in 2 s plus 0.05 s",
     "cutechess-cli -engine cmd=./new proto=uci -engine cmd=./old proto=uci -each tc=0/2+0.05 -games 2",
     "engine name= cmd=./new proto=uci tc=0/2+0.05\n"
     "engine name= cmd=./old proto=uci tc=0/2+0.05\n"
     "match variant=normal tournament=round-robin games=2 rounds=1 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    {"fishtest-like worker: a gauntlet of game pairs, SPRT, adjudication, an EPD book",
     "cutechess-cli -recover -repeat -games 2 -rounds 30000 -tournament gauntlet -srand 3141592 "
     "-resign movecount=3 score=600 -draw movenumber=34 movecount=8 score=20 -variant standard -concurrency 2 "
     "-openings file=UHO_Lichess_4852_v1.epd format=epd order=random plies=16 -pgnout results.pgn "
     "-ratinginterval 1 -sprt elo0=0 elo1=2 alpha=0.05 beta=0.05 "
     "-engine name=New tc=10+0.1 cmd=./stockfish_new dir=. option.EvalFile=nn-new.nnue "
     "-engine name=Base tc=10+0.1 cmd=./stockfish_base dir=. "
     "-each proto=uci option.Threads=1 option.Hash=16 timemargin=10000",
     "engine name=New cmd=./stockfish_new dir=. proto=uci tc=0/10+0.1 timemargin=10000 option.Threads=1 "
     "option.Hash=16 option.EvalFile=nn-new.nnue\n"
     "engine name=Base cmd=./stockfish_base dir=. proto=uci tc=0/10+0.1 timemargin=10000 option.Threads=1 "
     "option.Hash=16\n"
     "match variant=normal tournament=gauntlet games=2 rounds=30000 repeat=2 seeds=0 concurrency=2 seed=3141592\n"
     "openings file=UHO_Lichess_4852_v1.epd format=epd order=random plies=16 start=1 policy=default\n"
     "output pgn=results.pgn epd= event=Parachute match site=parachute-match ratinginterval=1 wait=0\n"
     "adjudication draw=34/8/20 resign=3/600 maxmoves=0\n"
     "sprt elo0=0 elo1=2 alpha=0.05 beta=0.05\n"},
    {"OpenBench-like worker: engines in a directory, fractional base time",
     "cutechess-cli -variant standard -concurrency 4 -games 2 -rounds 500 -repeat -recover -srand 777 "
     "-openings file=Books/4moves_noob.epd format=epd order=random "
     "-draw movenumber=40 movecount=8 score=10 -resign movecount=3 score=400 "
     "-engine dir=Engines/ cmd=./Dev proto=uci tc=8.0+0.08 option.Threads=1 option.Hash=8 name=Dev "
     "-engine dir=Engines/ cmd=./Base proto=uci tc=8.0+0.08 option.Threads=1 option.Hash=8 name=Base "
     "-pgnout Games/results.pgn",
     "engine name=Dev cmd=./Dev dir=Engines/ proto=uci tc=0/8+0.08 option.Threads=1 option.Hash=8\n"
     "engine name=Base cmd=./Base dir=Engines/ proto=uci tc=0/8+0.08 option.Threads=1 option.Hash=8\n"
     "match variant=normal tournament=round-robin games=2 rounds=500 repeat=2 seeds=0 concurrency=4 seed=777\n"
     "openings file=Books/4moves_noob.epd format=epd order=random plies=0 start=1 policy=default\n"
     "output pgn=Games/results.pgn epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=40/8/10 resign=3/400 maxmoves=0\n"},
    {"an author's soak test: configured engines, 0/60+1, a PGN book, finished games only",
     "cutechess-cli -engine conf=coalface tc=0/60+1 -engine conf=candidate tc=0/60+1 -event soaktest "
     "-tournament round-robin -games 100000 -resign movecount=3 score=400 -draw movenumber=40 movecount=8 score=10 "
     "-repeat -srand 4242 -openings file=4moves_noob.pgn format=pgn order=random plies=16 -pgnout cctry.pgn fi "
     "-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 -ratinginterval 10 -recover -concurrency 4",
     "engine name=coalface cmd=lozza-coalface proto=uci tc=0/60+1\n"
     "engine name=candidate cmd=lozza-candidate proto=uci tc=0/60+1\n"
     "match variant=normal tournament=round-robin games=100000 rounds=1 repeat=2 seeds=0 concurrency=4 seed=4242\n"
     "openings file=4moves_noob.pgn format=pgn order=random plies=16 start=1 policy=default\n"
     "output pgn=cctry.pgn epd= event=soaktest site=parachute-match ratinginterval=10 wait=0\n"
     "adjudication draw=40/8/10 resign=3/400 maxmoves=0\n"
     "sprt elo0=0 elo1=5 alpha=0.05 beta=0.05\n"},
    {"fixed nodes and depth with no clock; the old plies= spelling of depth",
     "cutechess-cli -engine cmd=sf proto=uci nodes=20000 name=sf20k -engine cmd=sf proto=uci plies=8 name=sfd8 "
     "-each tc=inf -games 2 -repeat 1 -maxmoves 150",
     "engine name=sf20k cmd=sf proto=uci nodes=20000\n"
     "engine name=sfd8 cmd=sf proto=uci depth=8\n"
     "match variant=normal tournament=round-robin games=2 rounds=1 repeat=1 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=150\n"},
    {"time per move with a margin: st= overrides a clock wherever it is given, as in cutechess-cli",
     "cutechess-cli -engine cmd=a proto=uci -engine cmd=b proto=xboard tc=40/20 -each st=0.5 timemargin=50 "
     "depth=12 -games 4",
     "engine name= cmd=a proto=uci st=0.5 depth=12 timemargin=50\n"
     "engine name= cmd=b proto=xboard st=0.5 depth=12 timemargin=50\n"
     "match variant=normal tournament=round-robin games=4 rounds=1 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    {"crazyhouse between CECP engines: init strings, stderr file, restarts, white's point of view",
     "cutechess-cli -engine cmd=sjeng proto=xboard 'initstr=hard\\npost' stderr=sjeng.err restart=on whitepov trust "
     "-engine cmd=fairymax arg=-s arg='fmax.ini' proto=xboard ponder restart=auto "
     "-each tc=2:00+1 -variant crazyhouse -games 2 -pgnout zh.pgn min -epdout zh.epd",
     "engine name= cmd=sjeng proto=xboard tc=0/120+1 initstr=hard initstr=post stderr=sjeng.err restart=on whitepov\n"
     "engine name= cmd=fairymax arg=-s arg=fmax.ini proto=xboard tc=0/120+1\n"
     "match variant=crazyhouse tournament=round-robin games=2 rounds=1 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn=zh.pgn min epd=zh.epd event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    {"a seeded knockout cup with its own event and site, and a pause between games",
     "cutechess-cli -engine cmd=e1 -engine cmd=e2 -engine cmd=e3 -engine cmd=e4 -engine cmd=e5 "
     "-each proto=uci tc=1+0.01 tscale=2 -tournament knockout -games 2 -seeds 2 -srand 9 "
     "-event 'KO Cup' -site Home -wait 500 -variant knightmate",
     "engine name= cmd=e1 proto=uci tc=0/1+0.01 pingtimeout=20\n"
     "engine name= cmd=e2 proto=uci tc=0/1+0.01 pingtimeout=20\n"
     "engine name= cmd=e3 proto=uci tc=0/1+0.01 pingtimeout=20\n"
     "engine name= cmd=e4 proto=uci tc=0/1+0.01 pingtimeout=20\n"
     "engine name= cmd=e5 proto=uci tc=0/1+0.01 pingtimeout=20\n"
     "match variant=knightmate tournament=knockout games=2 rounds=1 repeat=2 seeds=2 concurrency=1 seed=9\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=KO Cup site=Home ratinginterval=0 wait=500\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"},
    {"a pyramid with one opening per round, fixed colours the other way round, two-sided resignation",
     "cutechess-cli -engine cmd=a -engine cmd=b -engine cmd=c -each proto=xboard tc=5+0.05 -tournament pyramid "
     "-openings file=lines.pgn policy=round start=3 -repeat 4 -noswap -reverse -resign movecount=5 score=900 "
     "twosided=true -draw movenumber=0 movecount=10 score=5 -debug -variant racingkings",
     "engine name= cmd=a proto=xboard tc=0/5+0.05\n"
     "engine name= cmd=b proto=xboard tc=0/5+0.05\n"
     "engine name= cmd=c proto=xboard tc=0/5+0.05\n"
     "match variant=racingkings tournament=pyramid games=1 rounds=1 repeat=4 noswap reverse seeds=0 concurrency=1 "
     "seed=?\n"
     "openings file=lines.pgn format=pgn order=sequential plies=0 start=3 policy=round\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0 debug\n"
     "adjudication draw=0/10/5 resign=5/900 twosided maxmoves=0\n"},
    {"-rounds does not fit a knockout", "cutechess-cli -engine cmd=a tc=1 -engine cmd=b tc=1 -tournament knockout -rounds 2",
     "error: -rounds does not apply to a knockout tournament"},
    {"tablebases are not available", "cutechess-cli -engine cmd=a tc=1 -engine cmd=b tc=1 -tb /syzygy -tbpieces 5",
     "error: option '-tb' of cutechess-cli: Syzygy tablebase adjudication is not supported"},
    {"an option cutechess-cli does not have either", "cutechess-cli -engine cmd=a tc=1 -engine cmd=b tc=1 -bothways",
     "error: unknown option '-bothways' (see --help)"},
    {"a configuration that is not in engines.json", "cutechess-cli -engine conf=Houdini -engine conf=Sloppy -each tc=1",
     "error: engine 1: no engine called 'Houdini' in "},
    {"tc=inf alone: no limit at all, and a book depth", "cutechess-cli -engine cmd=a -engine cmd=b proto=uci "
     "-each tc=inf bookdepth=8 -hangtime 600",
     "engine name= cmd=a proto=xboard\n"
     "engine name= cmd=b proto=uci\n"
     "match variant=normal tournament=round-robin games=1 rounds=1 repeat=2 seeds=0 concurrency=1 seed=?\n"
     "openings file= format=- order=sequential plies=0 start=1 policy=default\n"
     "output pgn= epd= event=Parachute match site=parachute-match ratinginterval=0 wait=0\n"
     "adjudication draw=0/0/0 resign=0/0 maxmoves=0\n"
     "warning: book= and bookdepth= are accepted, but no Polyglot book is used: give the openings with "
     "-openings file=F\n"
     "warning: tc=inf: each move waits for the engine (UCI: go infinite, CECP: st 86400); a move longer than "
     "-hangtime (600 s) loses as a stalled connection, and a UCI engine that keeps to the protocol moves only when "
     "stopped: add nodes= or depth= unless the engine moves on its own\n"},
    {"a book depth that is no number", "cutechess-cli -engine cmd=a -engine cmd=b -each tc=1 book=b.bin bookdepth=x",
     "error: engine 1: bookdepth must be a whole number from 1 to 1000, not 'x'"},
    {"no time control at all", "cutechess-cli -engine cmd=a -engine cmd=b -each proto=uci",
     "error: engine 1: no time control (tc=, st=, nodes= or depth=)"},
};

} // namespace

BOOST_AUTO_TEST_SUITE(match_cutechess_lines)

BOOST_AUTO_TEST_CASE(real_command_lines_parse_as_cutechess_cli_reads_them) {
    for (const Row& row : ROWS) {
        BOOST_TEST_CONTEXT(row.what) {
            const std::string got = parse_line(row.line);
            std::string expected = row.expected;
            // The engines.json path is this run's temporary file.
            if (expected.rfind("error: engine 1: no engine called", 0) == 0) expected += engines_json();
            BOOST_TEST(got == expected);
        }
    }
    std::remove(engines_json().c_str());
}

BOOST_AUTO_TEST_CASE(help_version_and_engines_stand_anywhere_on_the_line) {
    BOOST_TEST(int(info_request({"-engine", "cmd=a", "-help"})) == int(InfoRequest::Help));
    BOOST_TEST(int(info_request({"--help"})) == int(InfoRequest::Help));
    BOOST_TEST(int(info_request({"-games", "2", "-version"})) == int(InfoRequest::Version));
    BOOST_TEST(int(info_request({"--version"})) == int(InfoRequest::Version));
    BOOST_TEST(int(info_request({"-engines"})) == int(InfoRequest::Engines));
    BOOST_TEST(int(info_request({"-engine", "cmd=a", "tc=1"})) == int(InfoRequest::None));
}

BOOST_AUTO_TEST_SUITE_END()
