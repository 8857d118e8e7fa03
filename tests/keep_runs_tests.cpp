// tools/keep-runs, run from a copy of the script in a scratch repository so that its
// docs/runs and work/ are the test's own: what it stores, what it puts back, and that it
// never replaces games with fewer games.
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <fstream>
#include <string>
#include <sys/wait.h>

#include "helpers.h"

using namespace parachute;

namespace {

struct Run {
    int code;
    std::string out, err;
};

struct ScratchRepo {
    std::string dir = test::temp_path("keep_runs", "repo");
    ScratchRepo() {
        const std::string cmd = "mkdir -p " + dir + "/tools " + dir + "/work/pgn && cp " +
                                PARACHUTE_SOURCE_DIR + "/tools/keep-runs " + dir + "/tools/";
        BOOST_REQUIRE_EQUAL(std::system(cmd.c_str()), 0);
    }
    ~ScratchRepo() { std::system(("rm -rf " + dir).c_str()); }

    // env: assignments put before the command, e.g. "TMPDIR=/x ".
    Run run(const std::string& args, const std::string& env = "") const {
        const std::string out = dir + "/out.txt", err = dir + "/err.txt";
        const std::string cmd = "cd " + dir + " && " + env + "tools/keep-runs " + args + " >" + out + " 2>" + err + " </dev/null";
        const int status = std::system(cmd.c_str());
        return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, test::slurp(out), test::slurp(err)};
    }
    void write(const std::string& rel, const std::string& text, bool append = false) const {
        std::ofstream(dir + "/" + rel, append ? std::ios::app : std::ios::trunc) << text;
    }
    std::string read(const std::string& rel) const { return test::slurp(dir + "/" + rel); }
    bool exists(const std::string& rel) const {
        return std::ifstream(dir + "/" + rel).good();
    }
    void remove(const std::string& rel) const { std::remove((dir + "/" + rel).c_str()); }
};

const std::string GAME1 = "[Result \"1-0\"]\n\n1. e4 1-0\n\n";
const std::string GAME2 = "[Result \"0-1\"]\n\n1. d4 0-1\n\n";

} // namespace

BOOST_AUTO_TEST_SUITE(keep_runs)

BOOST_AUTO_TEST_CASE(a_saved_pgn_comes_back_byte_for_byte_on_a_new_machine) {
    ScratchRepo repo;
    repo.write("work/pgn/m.pgn", GAME1 + GAME2);
    const Run saved = repo.run("save work/pgn/m.pgn");
    BOOST_TEST(saved.code == 0);
    BOOST_TEST(saved.out.find("saved work/pgn/m.pgn -> docs/runs/pgn/m.pgn.zst") == 0u);
    BOOST_TEST(saved.out.find(", games 2)\n") != std::string::npos);
    BOOST_TEST(repo.exists("docs/runs/pgn/m.pgn.zst"));

    BOOST_TEST(repo.run("list").out.find("pgn/m.pgn\t") == 0u);
    BOOST_TEST(repo.run("list").out.find("\tgames 2\n") != std::string::npos);

    BOOST_REQUIRE_EQUAL(std::system(("rm -rf " + repo.dir + "/work").c_str()), 0);
    const Run restored = repo.run("restore");
    BOOST_TEST(restored.code == 0);
    BOOST_TEST(restored.out == "restored work/pgn/m.pgn (games 2)\n");
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME1 + GAME2);

    const Run again = repo.run("restore");
    BOOST_TEST(again.code == 0);
    BOOST_TEST(again.out == "unchanged work/pgn/m.pgn\n");
}

BOOST_AUTO_TEST_CASE(a_run_that_went_on_is_saved_and_kept_over_the_stored_copy) {
    ScratchRepo repo;
    repo.write("work/pgn/m.pgn", GAME1);
    BOOST_TEST(repo.run("save work/pgn/m.pgn").code == 0);
    repo.write("work/pgn/m.pgn", GAME2, true);

    const Run kept = repo.run("restore");
    BOOST_TEST(kept.code == 0);
    BOOST_TEST(kept.out == "kept work/pgn/m.pgn: it holds the stored games and more\n");
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME1 + GAME2);

    BOOST_TEST(repo.run("save work/pgn/m.pgn").code == 0);
    repo.remove("work/pgn/m.pgn");
    BOOST_TEST(repo.run("restore").code == 0);
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME1 + GAME2);
}

BOOST_AUTO_TEST_CASE(fewer_or_other_games_never_replace_the_stored_ones) {
    ScratchRepo repo;
    repo.write("work/pgn/m.pgn", GAME1 + GAME2);
    BOOST_TEST(repo.run("save work/pgn/m.pgn").code == 0);

    repo.write("work/pgn/m.pgn", GAME2);
    const Run refused = repo.run("save work/pgn/m.pgn");
    BOOST_TEST(refused.code == 1);
    BOOST_TEST(refused.err.find("keep-runs: work/pgn/m.pgn does not begin with the games stored in "
                                "docs/runs/pgn/m.pgn.zst; not replaced") == 0u);

    const Run conflict = repo.run("restore");
    BOOST_TEST(conflict.code == 1);
    BOOST_TEST(conflict.err == "conflict: work/pgn/m.pgn differs from docs/runs/pgn/m.pgn.zst; left as it is\n"
                               "keep-runs: 1 file(s) in conflict\n");
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME2);

    repo.remove("work/pgn/m.pgn");
    BOOST_TEST(repo.run("restore").code == 0);
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME1 + GAME2);
}

BOOST_AUTO_TEST_CASE(a_state_file_is_replaced_by_its_newer_version) {
    ScratchRepo repo;
    BOOST_REQUIRE_EQUAL(std::system(("mkdir -p " + repo.dir + "/work/spsa/s3").c_str()), 0);
    repo.write("work/spsa/s3/state", "lmr_base 100.5 0 200 10\n");
    BOOST_TEST(repo.run("save work/spsa/s3/state").code == 0);
    repo.write("work/spsa/s3/state", "lmr_base 99 0 200 10\n");
    BOOST_TEST(repo.run("save work/spsa/s3/state").code == 0);
    repo.remove("work/spsa/s3/state");
    BOOST_TEST(repo.run("restore").code == 0);
    BOOST_TEST(repo.read("work/spsa/s3/state") == "lmr_base 99 0 200 10\n");
}

// A stored copy that no longer decompresses (a bad merge, a truncated checkout) is named,
// neither it nor the run's file is touched, and no temporary file is left behind.
BOOST_AUTO_TEST_CASE(a_damaged_stored_copy_is_named_and_left_alone) {
    ScratchRepo repo;
    BOOST_REQUIRE_EQUAL(std::system(("mkdir -p " + repo.dir + "/docs/runs/pgn " + repo.dir + "/tmp").c_str()), 0);
    repo.write("docs/runs/pgn/m.pgn.zst", "not zstd\n");
    repo.write("work/pgn/m.pgn", GAME1);
    const Run saved = repo.run("save work/pgn/m.pgn", "TMPDIR=" + repo.dir + "/tmp ");
    BOOST_TEST(saved.code == 1);
    BOOST_TEST(saved.err.find("keep-runs: docs/runs/pgn/m.pgn.zst: not a readable zstd file\n") != std::string::npos);
    BOOST_TEST(repo.read("docs/runs/pgn/m.pgn.zst") == "not zstd\n");
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME1);
    BOOST_TEST(std::system(("rmdir " + repo.dir + "/tmp").c_str()) == 0); // empty: nothing leaked

    const Run restored = repo.run("restore");
    BOOST_TEST(restored.code == 1);
    BOOST_TEST(restored.err.find("keep-runs: docs/runs/pgn/m.pgn.zst: not a readable zstd file\n") != std::string::npos);
    BOOST_TEST(repo.read("work/pgn/m.pgn") == GAME1);
}

BOOST_AUTO_TEST_CASE(bad_arguments_are_named_and_nothing_is_stored) {
    ScratchRepo repo;
    const Run missing = repo.run("save work/pgn/none.pgn");
    BOOST_TEST(missing.code == 1);
    BOOST_TEST(missing.err == "keep-runs: work/pgn/none.pgn: no such file\n");

    repo.write("outside.pgn", GAME1);
    const Run outside = repo.run("save outside.pgn");
    BOOST_TEST(outside.code == 1);
    BOOST_TEST(outside.err == "keep-runs: outside.pgn: not under work/ (only run records from work/ are kept)\n");
    BOOST_TEST(!repo.exists("docs/runs/outside.pgn.zst"));

    BOOST_TEST(repo.run("save").code == 2);
    BOOST_TEST(repo.run("frobnicate").code == 2);
    const Run help = repo.run("--help");
    BOOST_TEST(help.code == 0);
    BOOST_TEST(help.out.find("Keeps the records of long measurement runs in git") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
