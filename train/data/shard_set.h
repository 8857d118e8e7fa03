// Shard folders: the K-th of N parts of a self-play run lives in DIR/shard-K-of-N/ with
// its data files and a manifest (shard.manifest) that says which run it belongs to. A
// folder of such shard folders reads as one data set; `data merge` checks that the
// shards belong together before it joins them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "record.h"

namespace parachute::data {

constexpr const char* SHARD_MANIFEST = "shard.manifest";
constexpr int MAX_SHARDS = 1000000;

// "shard-K-of-N", K zero-padded to the width of N - 1 so that names sort in shard order.
std::string shard_dir_name(int index, int count);
// Reads such a name; false for anything else.
bool parse_shard_dir_name(const std::string& name, int& index, int& count);
// The shard folders directly inside dir, ordered by K (several runs' shards: by N, then K).
std::vector<std::string> shard_dirs_in(const std::string& dir);

// What a shard's manifest records. `run` identifies the run (a checksum of every option
// that decides the games: variant, net, seed, targets, search limits, openings, N), so
// shards of different runs never merge; variant and net are there to name what differs.
struct ShardManifest {
    int index = 0, count = 0;
    std::string run;        // 16 hex digits
    std::string variant;
    std::string net;        // "classical" or the net's checksum
    uint64_t seed = 0;
    std::string command;    // the command line that made the shard (its last session)
    uint64_t positions = 0, games = 0;
    uint64_t nodes = 0, searched = 0; // summed over the shard's sessions
    std::string checksum;   // records_checksum of the shard's data, 16 hex digits
    bool complete = false;  // false while a session runs or after it was stopped
};

std::string write_manifest(const std::string& dir, const ShardManifest& m);
// Reads dir's manifest; returns "" or what is wrong (missing, malformed line).
std::string read_manifest(const std::string& dir, ShardManifest& out);

// FNV-1a 64 of the records' bytes in order, continuing from h: independent of how the
// records are cut into chunks or compressed, so a merged set's checksum is the checksum
// of its shards' records one after the other.
uint64_t records_checksum(uint64_t h, const Record* records, size_t count);
std::string hex16(uint64_t v);
// The positions and records_checksum of a folder's data as it is now; the records also
// continue `running`, a checksum over several folders. Damaged chunks are an error.
std::string shard_contents(const std::string& dir, uint64_t& positions, uint64_t& sum, uint64_t& running);

// The shard folders named by inputs (each a shard folder or a folder of them), checked
// as one run: one run key, variant and net, no shard twice, every shard complete and
// its data matching its manifest's checksum, none missing unless allow_partial.
struct ShardSet {
    std::vector<std::string> dirs;        // in shard order
    std::vector<ShardManifest> manifests; // the same order
    int count = 0;                        // N
    uint64_t positions = 0;
    std::string checksum;                 // of all records, shard after shard
    std::string missing;                  // "" or which shards allow_partial left out
};
// The shard folders an input names: itself when it is one, those directly inside it
// when it is a folder of them, none otherwise (a data file, a plain data folder).
std::vector<std::string> shard_dirs_of(const std::string& input);
// Whether any input is or holds a shard folder.
bool holds_shards(const std::vector<std::string>& inputs);
std::string check_shard_set(const std::vector<std::string>& inputs, bool allow_partial, ShardSet& out);

} // namespace parachute::data
