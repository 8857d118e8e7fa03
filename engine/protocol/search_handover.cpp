#include "search_handover.h"

#include <algorithm>

namespace parachute {

std::string OptionHandover::apply(Searcher& searcher, const SearchOptions& options) {
    if (!pending) return "";
    searcher.set_options(options);
    pending = false;
    // Play goes on with the smaller table; the GUI hears of it once per size.
    if (searcher.hash_mb() >= options.hash_mb || searcher.hash_mb() == reported_cut_mb) return "";
    reported_cut_mb = searcher.hash_mb();
    return "hash table: " + std::to_string(options.hash_mb) + " MB asked for, " + std::to_string(searcher.hash_mb())
         + " MB in use (what this machine can give)";
}

void deduct_time_spent(Limits& limits, Color us, int64_t spent_ms) {
    if (limits.time[us] > 0) limits.time[us] = std::max<int64_t>(1, limits.time[us] - spent_ms);
    if (limits.move_time > 0) limits.move_time = std::max<int64_t>(1, limits.move_time - spent_ms);
}

} // namespace parachute
