// --help, --version and bad arguments of bin/parachute, bin/parachute-match and
// bin/parachute-train and of their subcommands: help and version on stdout with exit
// code 0, the usage on stderr with exit code 2 for an unknown command or option. The
// functions behind them run in-process; the built programs, when make has put them in
// bin/ (or PARACHUTE_BIN_DIR), are run as well, to check their main().
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "../engine/commands/bench_command.h"
#include "../engine/commands/command_line.h"
#include "../engine/commands/eval_command.h"
#include "../engine/commands/perft_command.h"
#include "../train/command_line.h"
#include "../train/fit/command.h"
#include "../train/selfplay/options.h"
#include "helpers.h"
#include "programs.h"

using namespace parachute;
using parachute::test::capture;
using parachute::test::Output;
using parachute::test::programs_built;
using parachute::test::run_program;
using parachute::test::slurp;

namespace {

std::string line(const std::string& text, int n) {
    std::istringstream in(text);
    std::string l;
    for (int i = 0; i <= n; ++i)
        if (!std::getline(in, l)) return "";
    return l;
}

} // namespace

BOOST_AUTO_TEST_SUITE(program_help)

BOOST_AUTO_TEST_CASE(engine_subcommands) {
    // The program's usage lists each subcommand by its own usage line.
    BOOST_TEST(commands_usage() == "       parachute perft --variant V --depth D [--fen \"FEN\"] [--divide]\n"
                                   "       parachute bench [--depth D] [--hash MB] [--eval default|classical|nnue] [--net FILE]\n"
                                   "       parachute eval [--variant V] [--fen \"FEN\"] [--net FILE] [--eval nnue|classical] [--speed]\n"
                                   "  variants: normal, crazyhouse, knightmate, racingkings\n");
    for (const auto& [name, usage] : {std::pair<std::string, const char*>{"perft", PERFT_USAGE}, {"bench", BENCH_USAGE},
                                      {"eval", EVAL_USAGE}}) {
        BOOST_TEST_CONTEXT(name) {
            Output o = capture([&] { return run_subcommand({name, "--help"}); });
            BOOST_TEST(o.code == 0);
            BOOST_TEST(o.out == usage);
            BOOST_TEST(o.err == "");
            o = capture([&] { return run_subcommand({name, "--frobnicate"}); });
            BOOST_TEST(o.code == 2);
            BOOST_TEST(o.out == "");
            BOOST_TEST(o.err == name + ": unknown option '--frobnicate'\n" + usage);
        }
    }
    BOOST_TEST(run_subcommand({"frobnicate"}) == -1);
    BOOST_TEST(run_subcommand({}) == -1);
    const Output o = capture([] { return run_subcommand({"perft", "--variant", "shogi", "--depth", "1"}); });
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.err == std::string("perft: unknown variant 'shogi' (normal, crazyhouse, knightmate, racingkings)\n") + PERFT_USAGE);
}

BOOST_AUTO_TEST_CASE(trainer_and_its_commands) {
    Output o = capture([] { return train::run_command({"--help"}); });
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == train::USAGE);
    o = capture([] { return train::run_command({"--version"}); });
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "parachute-train (Parachute) 0.1\n");
    o = capture([] { return train::run_command({}); });
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.err == train::USAGE);
    o = capture([] { return train::run_command({"frobnicate"}); });
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.err == std::string("parachute-train: unknown command 'frobnicate'\n") + train::USAGE);

    // Each command's --help: its own usage on stdout.
    for (const char* command : {"selfplay", "data", "fit", "export"}) {
        BOOST_TEST_CONTEXT(command) {
            o = capture([&] { return train::run_command({command, "--help"}); });
            BOOST_TEST(o.code == 0);
            BOOST_TEST(line(o.out, 0).rfind(std::string("usage: parachute-train ") + command, 0) == 0);
            BOOST_TEST(o.err == "");
            o = capture([&] { return train::run_command({command, "--frobnicate"}); });
            BOOST_TEST(o.code == 2);
            BOOST_TEST(line(o.err, 1).rfind(std::string("usage: parachute-train ") + command, 0) == 0);
        }
    }
    o = capture([] { return train::run_command({"selfplay", "--help"}); });
    BOOST_TEST(o.out == selfplay::options_usage());
    o = capture([] { return train::run_command({"data", "stats", "--frobnicate"}); });
    BOOST_TEST(line(o.err, 0) == "data stats: unknown option '--frobnicate'");
    o = capture([] { return train::run_command({"data", "frobnicate", "x"}); });
    BOOST_TEST(o.code == 2);
    BOOST_TEST(line(o.err, 0) == "data frobnicate: unknown data tool 'frobnicate'");
}

BOOST_AUTO_TEST_CASE(the_built_programs, *boost::unit_test::precondition(programs_built)) {
    Output o = run_program("parachute", "--help");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(line(o.out, 0).rfind("usage: parachute ", 0) == 0);
    BOOST_TEST(o.out.find(commands_usage()) != std::string::npos);
    o = run_program("parachute", "--version");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "parachute (Parachute) 0.1\n");
    o = run_program("parachute", "frobnicate");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(line(o.err, 0) == "parachute: unknown command 'frobnicate'");
    BOOST_TEST(line(o.err, 1).rfind("usage: parachute ", 0) == 0);
    // Nothing may follow a protocol's name.
    for (const char* protocol : {"uci", "xboard"}) {
        o = run_program("parachute", std::string(protocol) + " junk");
        BOOST_TEST(o.code == 2);
        BOOST_TEST(o.out == "");
        BOOST_TEST(line(o.err, 0) == std::string("parachute: unexpected argument 'junk' after '") + protocol + "'");
        BOOST_TEST(line(o.err, 1).rfind("usage: parachute ", 0) == 0);
    }
    o = run_program("parachute", "bench --help");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == BENCH_USAGE);

    o = run_program("parachute-match", "--help");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(line(o.out, 0).rfind("usage: parachute-match ", 0) == 0);
    o = run_program("parachute-match", "--version");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "parachute-match (Parachute) 0.1\n");
    o = run_program("parachute-match", "-engine cmd=a tc=1 -engine cmd=b tc=1 -frobnicate");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(line(o.err, 0) == "parachute-match: unknown option '-frobnicate' (see --help)");
    BOOST_TEST(line(o.err, 1).rfind("usage: parachute-match ", 0) == 0);

    o = run_program("parachute-train", "--version");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "parachute-train (Parachute) 0.1\n");
    o = run_program("parachute-train", "selfplay --help");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == selfplay::options_usage());
    o = run_program("parachute-train", "frobnicate");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(line(o.err, 0) == "parachute-train: unknown command 'frobnicate'");

    o = run_program("parachute-losses", "--version");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(o.out == "parachute-losses (Parachute) 0.1\n");
    o = run_program("parachute-losses", "--help");
    BOOST_TEST(o.code == 0);
    BOOST_TEST(line(o.out, 0) == "Usage: parachute-losses [options] FILE.pgn...");
    o = run_program("parachute-losses", "--frobnicate x.pgn");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.err == "parachute-losses: unknown option --frobnicate (see --help)\n");
    o = run_program("parachute-losses", "--threshold");
    BOOST_TEST(o.code == 2);
    BOOST_TEST(o.err == "parachute-losses: --threshold needs a value\n");
}

BOOST_AUTO_TEST_SUITE_END()
