// Everything a self-play run is told on the command line, with the defaults that
// train/README.md documents.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../../engine/rules/variant.h"
#include "../../nn/network.h"
#include "shard.h"

namespace parachute::selfplay {

struct Options {
    Variant variant = Variant::Normal;
    uint64_t positions = 0;   // stop once this many positions are written (0 = use games)
    uint64_t games = 0;       // or once this many games are played
    int depth = 0;            // search limit per move: depth, or
    uint64_t nodes = 0;       // nodes (one of the two is set)
    int threads = 1;          // independent game-playing workers
    size_t hash_mb = 8;       // per worker; cleared every game, so no bigger than needed
    std::string out_dir;
    uint64_t seed = 1;
    bool nnue = false;        // evaluate with a net (--net) instead of the classical evaluation
    std::shared_ptr<const nn::Network> net; // --net FILE, or the built-in net for --net builtin
    bool resume = false;
    std::string openings;     // file of start FENs, one a line; empty = the variant's start
    std::vector<std::string> opening_fens; // loaded from `openings`

    // Openings: random legal moves first, then moves drawn among the multi-PV lines
    // within a margin of the best.
    int random_plies = 8;
    int multipv_plies = 8;
    int multipv = 4;
    int multipv_margin = 50;  // centipawns

    // Filters applied when writing (the game is played in full either way).
    bool keep_in_check = false;
    bool keep_captures = false;

    // Adjudication; a count of 0 turns that rule off.
    int resign_score = 1000;  // |score| at least this ...
    int resign_plies = 8;     // ... for this many plies in a row, same side winning
    int draw_score = 10;      // |score| at most this ...
    int draw_plies = 16;      // ... for this many plies in a row ...
    int draw_after = 80;      // ... once the game is this many plies long
    int max_plies = 600;      // a draw beyond this length

    DrawRules draw_rules = DrawRules::ChessPlayX;
    int chunk_positions = 8192;
    int zstd_level = 7;
    bool progress = true;

    // Shards (shard.h): with sharded, out_dir/shard-K-of-N/ gets shard K alone (--shard
    // K/N), or every shard of N in turn (--shards N: the whole run on one machine).
    bool sharded = false;
    bool all_shards = false;
    Shard shard;
    bool print_run_key = false; // --run-key: print the run key of these options, play nothing
    std::string command;      // the command line, for a shard's manifest
};

// Parses `parachute-train selfplay` arguments; returns "" or what is wrong.
std::string parse_options(const std::vector<std::string>& argv, Options& out);
const char* options_usage();

} // namespace parachute::selfplay
