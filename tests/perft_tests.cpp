// Perft suites from tests/perft/<variant>.epd: lines "FEN ;D1 n ;D2 n ...", '#' comments.
// make test runs every entry up to FAST_LIMIT nodes; make perft runs them all.
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <sstream>

#include "../engine/rules/perft.h"
#include "helpers.h"

using namespace parachute;

namespace {

constexpr uint64_t FAST_LIMIT = 20'000'000;

struct Entry {
    Variant variant;
    std::string fen;
    int depth;
    uint64_t nodes;
    std::string where;
};

std::vector<Entry> load_suite() {
    std::vector<Entry> entries;
    const Variant variants[] = {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings};
    for (Variant v : variants) {
        const std::string path = std::string(PARACHUTE_SOURCE_DIR) + "/tests/perft/" + traits(v).name + ".epd";
        std::ifstream in(path);
        BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            if (line.empty() || line[0] == '#') continue;
            std::istringstream fields(line);
            std::string fen, field;
            std::getline(fields, fen, ';');
            while (std::getline(fields, field, ';')) {
                std::istringstream f(field);
                std::string tag;
                uint64_t nodes = 0;
                f >> tag >> nodes;
                BOOST_REQUIRE_MESSAGE(tag.size() >= 2 && tag[0] == 'D' && f, path << ":" << number << ": bad field '" << field << "'");
                entries.push_back({v, fen, std::stoi(tag.substr(1)), nodes, path + ":" + std::to_string(number)});
            }
        }
    }
    return entries;
}

void run(uint64_t limit) {
    int run = 0, per_variant[4] = {};
    for (const Entry& e : load_suite()) {
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
