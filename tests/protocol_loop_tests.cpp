// The whole session through streams, as bin/parachute runs it: the reader thread, the
// event queue, the end of input.
#include <boost/test/unit_test.hpp>

#include <sstream>

#include "../engine/protocol/xboard_loop.h"
#include "lines.h"

using namespace parachute;

namespace {

int count_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
    int n = 0;
    for (const std::string& l : lines) n += l.rfind(prefix, 0) == 0;
    return n;
}

} // namespace

BOOST_AUTO_TEST_SUITE(protocol_loop)

BOOST_AUTO_TEST_CASE(a_scripted_session_gets_its_move_at_the_end_of_input) {
    std::istringstream in("xboard\nprotover 2\nmemory 16\nnew\nforce\nsd 2\nping 1\ngo\n");
    std::ostringstream out;
    in.tie(&out); // as std::cin is tied to std::cout
    BOOST_TEST(run_xboard(in, out) == 0);
    BOOST_TEST(in.tie() == &out); // restored
    const std::vector<std::string> lines = test::lines_of(out.str());
    BOOST_TEST(count_prefix(lines, "feature done=1") == 1);
    BOOST_TEST(count_prefix(lines, "pong 1") == 1);
    BOOST_TEST(count_prefix(lines, "move ") == 1);
}

BOOST_AUTO_TEST_CASE(quit_ends_the_session_and_stops_the_search) {
    std::istringstream in("xboard\nprotover 2\nmemory 16\nnew\nforce\nanalyze\nping 2\nquit\nping 3\n");
    std::ostringstream out;
    BOOST_TEST(run_xboard(in, out) == 0);
    const std::vector<std::string> lines = test::lines_of(out.str());
    BOOST_TEST(count_prefix(lines, "pong 2") == 1);
    BOOST_TEST(count_prefix(lines, "pong 3") == 0); // nothing after quit is read
}

BOOST_AUTO_TEST_SUITE_END()
