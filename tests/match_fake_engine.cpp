// When PARACHUTE_FAKE_ENGINE is set, this binary is not a test run but the scripted fake
// engine: it runs before Boost.Test's main and never returns to it.
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <sstream>

#include "../tools/match/fake_engine.h"
#include "match_support.h"

namespace {

const bool fake_engine_mode = [] {
    const char* settings = std::getenv("PARACHUTE_FAKE_ENGINE");
    if (!settings) return false;
    std::istringstream in(settings);
    std::vector<std::string> words;
    std::string w;
    while (in >> w) words.push_back(w);
    std::exit(parachute::match::run_fake_engine(words));
}();

} // namespace

BOOST_AUTO_TEST_SUITE(match_fake_engine)

BOOST_AUTO_TEST_CASE(not_in_fake_mode_during_tests) {
    BOOST_TEST(!fake_engine_mode);
}

BOOST_AUTO_TEST_CASE(rejects_unknown_settings) {
    BOOST_TEST(parachute::match::run_fake_engine({"colour=blue"}) == 2);
}

BOOST_AUTO_TEST_SUITE_END()
