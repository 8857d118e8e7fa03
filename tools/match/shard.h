// A fixed schedule cut into disjoint shards that machines play apart (-shard K/N), and
// the PGN tags by which -merge checks that their games belong to one schedule. Every
// shard builds the whole schedule, so that the openings drawn from the -srand seed come
// out in schedule order, and then plays only its own games; the two games of an opening
// pair stay in one shard, so that the pentanomial statistics see whole pairs.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "schedule.h"

namespace parachute::match {

// The shard (0 to count - 1) of each job. The jobs are cut into units, an opening pair
// or a game without a partner, in the order of their first games; unit u (from 0) goes
// to shard u % count, so that every shard gets games from all of the schedule.
std::vector<int> shard_of_jobs(const std::vector<Job>& jobs, int count);

// What makes two runs play the same match: the engines' names and limits, the variant,
// the adjudication, and every game of the schedule (number, colours, opening, pair), as
// 16 hex digits. Command paths, engine options, -hangtime and timemargin= may differ
// between machines, as may -concurrency.
std::string schedule_identity(const MatchConfig& cfg, const std::vector<std::string>& names,
                              const std::vector<Job>& jobs);

// The tags a fixed schedule's games carry besides the standard ones.
namespace schedule_tag {
inline const char* const identity = "Schedule";     // schedule_identity
inline const char* const games = "ScheduleGames";   // games in the whole schedule
inline const char* const shard = "Shard";           // "K/N", with -shard only
inline const char* const pair = "Pair";             // the opening pair, when the game has a partner
// "Engine1", "Engine2", ...: the names in -engine order; engine 1 is the one rated.
std::string engine(size_t index);
} // namespace schedule_tag

std::vector<std::pair<std::string, std::string>> schedule_tags(const std::string& identity, size_t games,
                                                               const std::vector<std::string>& names,
                                                               const Shard& shard, const Job& job);

} // namespace parachute::match
