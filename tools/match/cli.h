// The command line, in cutechess-cli's style so that existing scripts carry over:
// -engine cmd=... proto=uci tc=40/60+0.5, -each ..., -variant, -games, -rounds,
// -openings, -pgnout, -sprt, -draw, -resign, ... Options may also start with "--";
// -both is cutechess-cli's older spelling of -each.
// tools/match/README.md lists them, and where they differ from cutechess-cli.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine_client.h"
#include "game.h"
#include "openings.h"
#include "ratings.h"
#include "stats.h"

namespace parachute::match {

enum class TournamentType { RoundRobin, Gauntlet, Knockout, Pyramid };

// When a new opening is taken (-openings policy=): default, at each new pair of engines
// and after -repeat games; encounter, at each new pair only; round, at each new round.
enum class OpeningPolicy { Default, Encounter, Round };

// -shard K/N: part K (0 to N - 1) of N disjoint parts of a fixed schedule (shard.h).
struct Shard {
    int index = 0;
    int count = 0; // 0: no -shard, the whole schedule
    bool given() const { return count > 0; }
};

struct MatchConfig {
    std::vector<EngineConfig> engines;
    Variant variant = Variant::Normal;
    TournamentType tournament = TournamentType::RoundRobin;
    int games = 1;          // per encounter and round
    int rounds = 1;
    int repeat = 2;         // games played with each opening, colours alternating
    bool swap_sides = true; // -noswap: the first engine of a pair always has white
    bool reverse_sides = false; // -reverse: the other colours
    int seeds = 0;          // knockout: the first N engines are seeded, the rest drawn
    int concurrency = 1;
    OpeningOptions openings;
    OpeningPolicy opening_policy = OpeningPolicy::Default;
    std::string pgn_file;
    bool pgn_minimal = false; // -pgnout FILE min: tags and moves only
    std::string epd_file;   // -epdout: each game's final position
    bool resume = false;    // take the finished games of pgn_file and play the rest
    std::string event = "Parachute match";
    std::string site = "parachute-match";
    SprtParams sprt;
    Adjudication adjudication;
    int rating_interval = 0; // print the ratings every N games; 0: at the end only
    int64_t wait_ms = 0;     // pause before each game but the first
    bool debug = false;
    std::string debug_dir;  // "" : the protocol log goes to stderr
    uint64_t seed = 0;
    Shard shard;
    // What the line asks for that is accepted but not done as cutechess-cli would do
    // it, each said once; printed before the match starts.
    std::vector<std::string> warnings;
};

// parachute-match -merge A.pgn B.pgn ... [-sprt ...] [-allow-partial]: the result of a
// match over the PGN files of its shards (merge.h).
struct MergeConfig {
    std::vector<std::string> files;
    SprtParams sprt;
    bool allow_partial = false; // merge even when games of the schedule are missing
};

// Fills cfg from the arguments (argv[0] excluded); "" or a message naming the problem.
// conf=NAME engines are looked up in engines_json (cutechess-cli's engines.json).
std::string parse_command_line(const std::vector<std::string>& args, MatchConfig& cfg,
                               const std::string& engines_json);

// What a command line asks for besides a match: cutechess-cli answers -help, -version
// and -engines wherever they stand on the line.
enum class InfoRequest { None, Help, Version, Engines };
InfoRequest info_request(const std::vector<std::string>& args);

// A line with -merge merges PGN files instead of playing; parse_merge_line fills cfg
// from it ("" or a message naming the problem).
bool merge_request(const std::vector<std::string>& args);
std::string parse_merge_line(const std::vector<std::string>& args, MergeConfig& cfg);

// A line with -ratings fits ratings to PGN files instead of playing:
// -ratings A.pgn ... [-anchor NAME[=ELO]] [-prior DRAWS].
bool ratings_request(const std::vector<std::string>& args);
std::string parse_ratings_line(const std::vector<std::string>& args, RatingsConfig& cfg);

std::string usage();

} // namespace parachute::match
