// What both protocol drivers do around the one Searcher: hand it the options that
// commands changed, between searches, saying when the hash table is smaller than asked
// for; and take the time already spent on a move off that move's limits.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "../search/search.h"

namespace parachute {

class OptionHandover {
public:
    // An option changed: the searcher gets the options at the next apply().
    void changed() { pending = true; }

    // Hands the options over when they changed since the last call (allocating the table
    // or threads they ask for). Returns "" or, once per size, a note that the table is
    // smaller than asked for; each protocol sends it its own way (# or info string).
    std::string apply(Searcher& searcher, const SearchOptions& options);

private:
    bool pending = true; // a new session: the searcher has seen no options yet
    size_t reported_cut_mb = 0; // the cut size last reported
};

// Time already spent on this move (allocating a table, a search restarted after a pause)
// comes off the mover's clock and off a fixed move time alike, never below 1 ms.
void deduct_time_spent(Limits& limits, Color us, int64_t spent_ms);

} // namespace parachute
