// What the self-play runners share: finished games held until they fill a chunk, the
// run's running totals, and the worker threads beside a progress line.
#pragma once

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "../data/chunk.h"
#include "game.h"
#include "options.h"
#include "progress.h"

namespace parachute::selfplay {

// Finished games not yet written: whole games only, so that a chunk on the disk never
// holds half a game.
struct Pending {
    std::vector<data::Record> records;
    std::string log;
    void add(const GameOutput& game);
};

// Writes the pending records as one chunk and their games-log lines; returns "" or the error.
std::string flush(Pending& p, data::ChunkWriter& writer, std::FILE* log, const Options& opt);

// Totals of the games played so far.
struct Tally {
    Counts counts;
    uint64_t nodes = 0, searched = 0, bytes = 0;
    double search_seconds = 0;
    void add(const GameOutput& game);
};

// Runs worker(i) for i < threads on threads of their own; the calling thread calls
// poll() every 50 ms until all have returned (it draws the progress line).
void run_workers(int threads, const std::function<void(int)>& worker, const std::function<void()>& poll);

} // namespace parachute::selfplay
