// The bench signature: any change to what the search does shows up here, so that it is
// a deliberate change of tests/bench-signature (quoted in the commit message), never an
// accident. The sanitizer share of "make test" runs it on a portable build: the scalar
// and SIMD kernels, pext and magic bitboards must search exactly the same tree.
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "../engine/commands/bench_command.h"
#include "../engine/rules/position.h"
#include "../engine/search/search.h"

using namespace parachute;

namespace {

std::map<std::string, uint64_t> recorded_signatures() {
    std::map<std::string, uint64_t> out;
    std::ifstream in(std::string(PARACHUTE_SOURCE_DIR) + "/tests/bench-signature");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string name;
        uint64_t nodes = 0;
        if (fields >> name >> nodes) out[name] = nodes;
    }
    return out;
}

uint64_t bench_nodes(bool nnue) {
    Searcher searcher;
    SearchOptions options;
    options.hash_mb = 16; // bench's default
    options.threads = 1;
    options.nnue = nnue;
    searcher.set_options(options);
    const BenchResult r = run_bench(searcher, 9, false);
    BOOST_TEST(r.error == "");
    return r.nodes;
}

} // namespace

BOOST_AUTO_TEST_SUITE(bench_signature)

BOOST_AUTO_TEST_CASE(bench_gives_the_recorded_signature) {
    const auto recorded = recorded_signatures();
    BOOST_TEST_REQUIRE(recorded.count("default") == 1u);
    BOOST_TEST_REQUIRE(recorded.count("classical") == 1u);
    BOOST_TEST_MESSAGE("a deliberate search change updates tests/bench-signature");
    BOOST_TEST(bench_nodes(true) == recorded.at("default"));
    BOOST_TEST(bench_nodes(false) == recorded.at("classical"));
}

BOOST_AUTO_TEST_SUITE_END()

// A variant added to the table without bench positions would leave the signature blind
// to its search; every bench position is also a legal position of its variant.
BOOST_AUTO_TEST_SUITE(bench_positions_cover_the_variants)

BOOST_AUTO_TEST_CASE(every_variant_has_bench_positions) {
    int per_variant[VARIANT_NB] = {};
    for (const BenchPosition& bp : bench_positions()) {
        Position pos;
        BOOST_TEST(pos.set(bp.fen, bp.variant) == "", bp.fen);
        ++per_variant[int(bp.variant)];
    }
    for (Variant v : ALL_VARIANTS) BOOST_TEST(per_variant[int(v)] >= 3, traits(v).name);
}

BOOST_AUTO_TEST_SUITE_END()
