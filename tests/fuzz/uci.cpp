// A UCI command stream fed to the UCI driver, line by line, as the tests drive it.
// Every search is stopped once it has started, so that an execution takes no longer
// than its commands; a search that waits for "stop" or "ponderhit" keeps waiting until
// the input sends one. Answers must be single lines and the position consistent.
#include <cstdint>
#include <string>

#include "../../engine/protocol/output.h"
#include "../../engine/protocol/uci_driver.h"
#include "protocol_support.h"

using namespace parachute;
using parachute::fuzz::check;
using parachute::fuzz::searcher;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Output out(fuzz::single_line_sink);
    UciDriver driver(out, searcher());
    // A small table keeps "ucinewgame" (which clears it) cheap.
    driver.handle("setoption name Hash value 1");
    bool more = true;
    for (const std::string& line : fuzz::first_lines(data, size)) {
        if (!fuzz::harmless(line)) continue;
        more = driver.handle(line);
        if (!driver.waits_for_stop()) {
            searcher().stop();
            searcher().wait();
        }
        std::string why;
        check(driver.game().position().is_consistent(&why), "inconsistent position", line + ": " + why);
        if (!more) break;
    }
    if (more) driver.end_of_input();
    searcher().stop();
    searcher().wait();
    return 0;
}
