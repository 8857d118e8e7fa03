// tools/spsa and the search parameters it tunes. The tool is run against a stand-in for
// parachute-match that records its command line and reports a fixed result, so that the
// gains, the signs and the update can be checked exactly.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <vector>

#include "../engine/search/params.h"
#include "helpers.h"

using namespace parachute;

namespace {

const std::string SOURCE_DIR = PARACHUTE_SOURCE_DIR;

struct Run {
    int code;
    std::string out;
};

Run run_spsa(const std::string& args) {
    const std::string out_file = test::temp_path("spsa", "out");
    const std::string cmd = SOURCE_DIR + "/tools/spsa " + args + " >" + out_file + " 2>&1 </dev/null";
    const int status = std::system(cmd.c_str());
    Run r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, test::slurp(out_file)};
    std::remove(out_file.c_str());
    return r;
}

// A folder with a fake match runner: every call appends its arguments, one per line and
// then "--", to calls.txt, and reports that the first engine won both games.
struct FakeMatch {
    std::string dir = test::temp_path("spsa", "dir");
    std::string runner = dir + "/match";
    FakeMatch() {
        mkdir(dir.c_str(), 0755);
        std::ofstream(runner) << "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done >> " << dir
                              << "/calls.txt\necho -- >> " << dir
                              << "/calls.txt\necho 'Elo: inf +/- inf, games: 2, W-L-D: 2-0-0'\n";
        chmod(runner.c_str(), 0755);
    }
    ~FakeMatch() { std::system(("rm -rf " + dir).c_str()); }
    std::string args(const std::string& rest) const {
        return "--dir " + dir + "/run --match " + runner + " --engine " + runner + " " + rest;
    }
    // The option.Tune_ values given to engine 0 (plus) and 1 (minus) in each call.
    std::vector<std::map<std::string, int>> calls(int engine) const {
        std::vector<std::map<std::string, int>> out(1);
        std::istringstream in(test::slurp(dir + "/calls.txt"));
        int current = -1;
        for (std::string line; std::getline(in, line);) {
            if (line == "--") {
                out.emplace_back();
                current = -1;
            } else if (line == "-engine") {
                ++current;
            } else if (line.rfind("option.Tune_", 0) == 0 && current == engine) {
                const size_t eq = line.find('=');
                out.back()[line.substr(12, eq - 12)] = std::stoi(line.substr(eq + 1));
            }
        }
        out.pop_back();
        return out;
    }
    std::map<std::string, double> state() const {
        std::map<std::string, double> s;
        std::istringstream in(test::slurp(dir + "/run/state"));
        std::string name;
        double value, lo, hi, c_end;
        while (in >> name >> value >> lo >> hi >> c_end) s[name] = value;
        return s;
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(spsa)

BOOST_AUTO_TEST_CASE(lists_exactly_the_parameters_of_the_engine) {
    std::string expected;
    for (const params::Tunable& t : params::tunables())
        expected += std::string(t.name) + ' ' + std::to_string(t.value) + ' ' + std::to_string(t.min) + ' '
                  + std::to_string(t.max) + '\n';
    const Run r = run_spsa("--list");
    BOOST_TEST(r.code == 0);
    BOOST_TEST(r.out == expected);
    BOOST_TEST(params::tunables().size() == 29u);
}

// Two iterations in which the first engine wins both games: each parameter moves from
// its value towards the value the first engine had, by a_k * 2 / c_k.
BOOST_AUTO_TEST_CASE(moves_each_parameter_towards_the_winner_by_the_gain) {
    FakeMatch fake;
    const Run r = run_spsa(fake.args("--iterations 2 --seed 7 rfp_margin lmp_base"));
    BOOST_TEST_REQUIRE(r.code == 0, r.out);
    const auto plus = fake.calls(0), minus = fake.calls(1);
    BOOST_TEST_REQUIRE(plus.size() == 2u);
    const std::map<std::string, double> c_end = {{"rfp_margin", 8.0}, {"lmp_base", 0.5}};
    std::map<std::string, double> value = {{"rfp_margin", 90.0}, {"lmp_base", 3.0}};
    for (int k = 1; k <= 2; ++k)
        for (auto& [name, v] : value) {
            const double ck = c_end.at(name) * std::pow(2.0 / k, 0.101);
            const double ak = 0.002 * c_end.at(name) * c_end.at(name) * std::pow((0.2 + 2) / (0.2 + k), 0.602);
            const int p = plus[k - 1].at(name), m = minus[k - 1].at(name);
            BOOST_TEST(p != m, name);
            BOOST_TEST(p == int(std::lround(v + (p > m ? ck : -ck))), name << " at iteration " << k);
            v += ak * 2 * (p > m ? 1 : -1) / ck;
        }
    const auto state = fake.state();
    for (const auto& [name, v] : value) BOOST_TEST(std::abs(state.at(name) - v) < 1e-4, name);
    BOOST_TEST(test::slurp(fake.dir + "/run/spsa.csv").find("2,") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(goes_on_from_the_last_iteration) {
    FakeMatch fake;
    BOOST_TEST_REQUIRE(run_spsa(fake.args("--iterations 2 rfp_margin")).code == 0);
    const Run again = run_spsa(fake.args("--iterations 3"));
    BOOST_TEST(again.code == 0, again.out);
    BOOST_TEST(again.out.find("iteration 3 of 3") != std::string::npos, again.out);
    BOOST_TEST(fake.calls(0).size() == 3u);
    // Names belong to the run that DIR holds; new ones would change it silently.
    const Run other = run_spsa(fake.args("--iterations 4 lmp_base"));
    BOOST_TEST(other.code == 1);
    BOOST_TEST(other.out.find("already holds a run") != std::string::npos, other.out);
}

// With several variants, iteration k plays the ((k - 1) mod n)-th; the log names it.
BOOST_AUTO_TEST_CASE(plays_the_variants_in_turn) {
    FakeMatch fake;
    const Run r = run_spsa(fake.args("--iterations 3 --variant crazyhouse,knightmate rfp_margin"));
    BOOST_TEST_REQUIRE(r.code == 0, r.out);
    std::vector<std::string> variants;
    std::istringstream calls(test::slurp(fake.dir + "/calls.txt"));
    for (std::string line, previous; std::getline(calls, line); previous = line)
        if (previous == "-variant") variants.push_back(line);
    BOOST_TEST(variants == (std::vector<std::string>{"crazyhouse", "knightmate", "crazyhouse"}),
               boost::test_tools::per_element());
    std::istringstream log(test::slurp(fake.dir + "/run/spsa.csv"));
    std::string header, line, last;
    std::getline(log, header);
    BOOST_TEST(header == "iteration,rfp_margin,wins,losses,draws,variant");
    while (std::getline(log, line)) last = line;
    BOOST_TEST(last.substr(0, 2) == "3,");
    BOOST_TEST(last.substr(last.rfind(',')) == ",crazyhouse");
    BOOST_TEST(r.out.find("iteration 2 (knightmate): plus-minus 2-0-0") != std::string::npos, r.out);
}

BOOST_AUTO_TEST_CASE(bad_input_is_named) {
    FakeMatch fake;
    const Run count = run_spsa(fake.args("--iterations ten"));
    BOOST_TEST(count.code == 1);
    BOOST_TEST(count.out == "spsa: --iterations wants a positive whole number, not 'ten'\n");
    const Run name = run_spsa(fake.args("no_such_parameter"));
    BOOST_TEST(name.code == 1);
    BOOST_TEST(name.out == "spsa: unknown parameter 'no_such_parameter' (tools/spsa --list shows them)\n");
    const Run variant = run_spsa(fake.args("--variant crazyhouse,,normal"));
    BOOST_TEST(variant.code == 1);
    BOOST_TEST(variant.out == "spsa: --variant wants variant names separated by commas, not 'crazyhouse,,normal'\n");
    BOOST_TEST(run_spsa(fake.args("--frobnicate")).code == 2);
}

// An ordinary build keeps the parameters constant, and says so rather than ignoring the option.
BOOST_AUTO_TEST_CASE(ordinary_builds_refuse_to_set_parameters) {
    BOOST_TEST(!params::TUNING);
    BOOST_TEST(params::set_tunable("rfp_margin", "100") == "search parameters are constants in this build; use make tune");
    BOOST_TEST(params::set_tunable("rfp_margin", "1000") == "expected a number from 40 to 200");
    BOOST_TEST(params::set_tunable("rfp_margin", "9x") == "expected a number from 40 to 200");
    BOOST_TEST(params::set_tunable("nothing", "1") == "unknown search parameter");
}

BOOST_AUTO_TEST_SUITE_END()
