// What the two protocol targets (cecp, uci) share: one searcher for the whole run and an
// output sink that holds every answer to a single line.
#pragma once

#include <string>

#include "../../engine/search/search.h"
#include "fuzz_support.h"

namespace parachute::fuzz {

// One for the whole run: its threads and table are made once, not per input.
inline Searcher& searcher() {
    static Searcher s;
    return s;
}

inline void single_line_sink(const std::string& line) {
    check(line.find_first_of("\r\n") == std::string::npos, "an answer spans two lines", line);
}

} // namespace parachute::fuzz
