// A self-play run: T workers, each with its own single-threaded search, its own random
// stream and its own data file, play games until the run's target is reached.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "options.h"
#include "pending.h"

namespace parachute::selfplay {

struct RunReport {
    Counts counts;          // added by this session
    Counts before;          // already in the directory (--resume)
    uint64_t nodes = 0;     // searched by this session
    uint64_t searched = 0;  // positions searched (recorded or filtered)
    uint64_t bytes = 0;     // written to the data files
    double search_seconds = 0; // summed over the workers
    double seconds = 0;
    void add(const Tally& t); // a session's totals (counts, nodes, searched, bytes, search time)
};

// Runs to completion or until *stop turns true (then the games in progress are dropped
// and every finished game is flushed). Returns "" or the error that ended the run.
std::string run_selfplay(const Options& opt, const std::atomic<bool>* stop, RunReport& report);

} // namespace parachute::selfplay
