// Perft suites from tests/perft/<variant>.epd (perft_epd.h).
// make test runs every entry up to FAST_LIMIT nodes; make perft runs them all.
#include <boost/test/unit_test.hpp>

#include "../engine/rules/perft.h"
#include "helpers.h"
#include "perft_epd.h"

using namespace parachute;

namespace {

constexpr uint64_t FAST_LIMIT = 20'000'000;

void run(uint64_t limit) {
    int run = 0, per_variant[VARIANT_NB] = {};
    for (const test::PerftEntry& e : test::load_perft_suites()) {
        if (e.nodes > limit) continue;
        Position pos;
        std::string error = pos.set(e.fen, e.variant);
        BOOST_REQUIRE_MESSAGE(error.empty(), e.where << ": " << error);
        BOOST_CHECK_MESSAGE(perft(pos, e.depth) == e.nodes, e.where << " depth " << e.depth << " expected " << e.nodes);
        ++run;
        ++per_variant[int(e.variant)];
    }
    BOOST_TEST_MESSAGE("perft entries run: " << run);
    for (int count : per_variant) BOOST_TEST(count >= 15);
}

} // namespace

BOOST_AUTO_TEST_SUITE(perft_fast)
BOOST_AUTO_TEST_CASE(suite_up_to_twenty_million_nodes) { run(FAST_LIMIT); }
BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(perft_full, *boost::unit_test::disabled())
BOOST_AUTO_TEST_CASE(whole_suite) { run(UINT64_MAX); }
BOOST_AUTO_TEST_SUITE_END()
