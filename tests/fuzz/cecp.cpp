// A CECP command stream fed to the XBoard driver, line by line, as the tests drive it.
// Every search is stopped as soon as it has started, so that an execution takes no
// longer than its commands; the engine still plays, ponders and analyses as it would.
// The driver's answers must be single lines and its position consistent after every
// command.
#include <cstdint>
#include <string>

#include "../../engine/protocol/output.h"
#include "../../engine/protocol/xboard_driver.h"
#include "protocol_support.h"

using namespace parachute;
using parachute::fuzz::check;
using parachute::fuzz::searcher;

namespace {

// A search that ends by itself (sd, a mate) and one stopped here take the same path;
// a few rounds at most, since playing a move may start pondering.
void end_searches(XBoardDriver& driver) {
    for (int i = 0; i < 4 && (driver.thinking() || driver.pondering() || driver.analyzing()); ++i) {
        searcher().stop();
        searcher().wait();
        driver.poll();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Output out(fuzz::single_line_sink);
    XBoardDriver driver(out, searcher());
    // The guess of the opponent's move (hint, pondering) follows the same path with a
    // few nodes as with 20,000, which were most of an input's time.
    driver.guess_nodes = 64;
    // A small table keeps "new" (which clears it) cheap.
    driver.handle("memory 1");
    for (const std::string& line : fuzz::first_lines(data, size)) {
        if (!fuzz::harmless(line)) continue;
        const bool more = driver.handle(line);
        end_searches(driver);
        std::string why;
        check(driver.game().position().is_consistent(&why), "inconsistent position", line + ": " + why);
        if (!more) break;
    }
    return 0;
}
