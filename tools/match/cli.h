// The command line, in cutechess-cli's style so that existing scripts carry over:
// -engine cmd=... proto=uci tc=40/60+0.5, -each ..., -variant, -games, -rounds,
// -openings, -pgnout, -sprt, -draw, -resign, ... Options may also start with "--".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine_client.h"
#include "game.h"
#include "openings.h"
#include "stats.h"

namespace parachute::match {

enum class TournamentType { RoundRobin, Gauntlet };

struct MatchConfig {
    std::vector<EngineConfig> engines;
    Variant variant = Variant::Normal;
    TournamentType tournament = TournamentType::RoundRobin;
    int games = 1;          // per encounter and round
    int rounds = 1;
    int repeat = 2;         // games played with each opening, colours alternating
    int concurrency = 1;
    OpeningOptions openings;
    std::string pgn_file;
    bool resume = false;    // take the finished games of pgn_file and play the rest
    std::string event = "Parachute match";
    SprtParams sprt;
    Adjudication adjudication;
    bool debug = false;
    std::string debug_dir;  // "" : the protocol log goes to stderr
    uint64_t seed = 0;
};

// Fills cfg from the arguments (argv[0] excluded); "" or a message naming the problem.
std::string parse_command_line(const std::vector<std::string>& args, MatchConfig& cfg);

std::string usage();

} // namespace parachute::match
