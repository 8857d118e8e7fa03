// A sharded self-play run (shard.h): each shard's games are played by T workers but
// written in game order, so a shard's records are the same bytes whatever the thread
// count, the machine or the sessions it took; out_dir/shard-K-of-N/ holds the data and
// a manifest (train/data/shard_set.h).
#pragma once

#include <atomic>
#include <string>

#include "options.h"
#include "runner.h"

namespace parachute::selfplay {

// Plays opt.shard, or every shard of opt.shard.count in turn with opt.all_shards.
// Returns "" or the error that ended the run; *stop ends it early (a shard's finished
// games are kept, and --resume continues with the next game).
std::string run_shards(const Options& opt, const std::atomic<bool>* stop, RunReport& report);

// The run's identity: a checksum of every option that decides the games (not --threads,
// --out, --chunk, --zstd-level, --shard K, progress or resume), as 16 hex digits.
std::string run_key(const Options& opt);
// "classical", or a checksum of the net's shape and weights.
std::string net_checksum(const Options& opt);

} // namespace parachute::selfplay
