#include "uci_loop.h"

#include <istream>

#include "../search/search.h"
#include "output.h"
#include "uci_driver.h"

namespace parachute {

int run_uci(std::istream& in, std::ostream& os, const std::string& first_line) {
    // std::cin is tied to std::cout: every read would flush the output while the search
    // thread writes to it. All output goes through Output, which flushes each line.
    std::ostream* const tied = in.tie(nullptr);
    Output out(os);
    Searcher searcher;
    UciDriver driver(out, searcher);
    bool quit = !driver.handle(first_line);
    for (std::string line; !quit && std::getline(in, line);) quit = !driver.handle(line);
    if (!quit) driver.end_of_input();
    in.tie(tied);
    return 0;
}

} // namespace parachute
