#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../rules/variant.h"

namespace parachute {

class Searcher;

struct BenchPosition {
    Variant variant;
    const char* fen;
};

// The positions bench searches, in order: a few of every variant.
std::vector<BenchPosition> bench_positions();

struct BenchResult {
    uint64_t nodes = 0;
    double seconds = 0;
    std::string error;
};

// The bench positions searched to depth with searcher's options, each from an empty
// hash; with verbose, one line per position on stderr.
BenchResult run_bench(Searcher& searcher, int depth, bool verbose);

// bin/parachute bench [--depth D] [--hash MB]: searches the bench positions to a fixed
// depth on one thread, each from an empty hash, and ends with
// "nodes N nps M". N is the same on every run of one build: the bench signature.
int bench_command(const std::vector<std::string>& args);
extern const char* const BENCH_USAGE;

} // namespace parachute
