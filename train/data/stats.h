// `data stats`: what a data set holds, by variant, result, score, game length and phase.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "record.h"

namespace parachute::data {

// Score buckets (side to move's view), edges in centipawns; the last two are mates.
constexpr int SCORE_BINS = 14;
// Game-length buckets of 40 plies, the last open-ended.
constexpr int LENGTH_BINS = 10;
// Material phase: knights, bishops, commoners 1, rooks 2, queens 4, board and pockets,
// capped at 24 (every variant's start): opening >= 20, endgame <= 8.
enum Phase { OPENING, MIDDLEGAME, ENDGAME, PHASE_NB };

struct Stats {
    uint64_t files = 0, chunks = 0, records = 0;
    int problems = 0;
    uint64_t by_variant[VARIANT_NB] = {};
    uint64_t position_outcome[3] = {};  // indexed by Outcome (white's view)
    uint64_t game_outcome[3] = {};
    uint64_t game_ending[int(Ending::ENDING_NB)] = {};
    uint64_t score_bins[SCORE_BINS] = {};
    uint64_t length_bins[LENGTH_BINS] = {};
    uint64_t phase[PHASE_NB] = {};
    uint64_t games = 0;
    double mean_game_plies = 0;
    double positions_per_game = 0;
    uint64_t stored_bytes = 0;
};

int score_bin(int score);
std::string score_bin_label(int bin);
Phase phase_of(const Decoded& d);

std::string compute_stats(const std::vector<std::string>& inputs, Stats& out);
void print_stats(const Stats& s);

} // namespace parachute::data
