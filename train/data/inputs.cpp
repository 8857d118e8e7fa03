#include "inputs.h"

#include <map>
#include <set>

#include "reader.h"
#include "shard_set.h"

namespace parachute::data {

namespace {

// The shard folders of the inputs by run key, the runs in the order met. A shard that
// never wrote its manifest has no run: an error, or left out with allow_partial (as
// `data merge` leaves it out).
std::string group_by_run(const std::vector<std::string>& inputs, const std::vector<std::vector<std::string>>& shards_in,
                         bool allow_partial, std::vector<std::string>& runs,
                         std::map<std::string, std::vector<std::string>>& shards_of) {
    for (size_t i = 0; i < inputs.size(); ++i) {
        const std::string& in = inputs[i];
        std::string first_run, first_dir;
        for (const std::string& dir : shards_in[i]) {
            ShardManifest m;
            if (std::string e = read_manifest(dir, m); !e.empty()) {
                if (!allow_partial) return e;
                continue;
            }
            if (first_dir.empty()) {
                first_run = m.run;
                first_dir = dir;
            } else if (m.run != first_run) {
                return in + " holds shards of two runs: " + first_dir + " (run " + first_run + ") and " + dir + " (run " + m.run + ")";
            }
            std::vector<std::string>& dirs = shards_of[m.run];
            if (dirs.empty()) runs.push_back(m.run);
            dirs.push_back(dir);
        }
    }
    return "";
}

} // namespace

std::string check_inputs(const std::vector<std::string>& inputs, bool allow_partial, std::vector<std::string>& files,
                         const ProblemHandler& on_partial) {
    files.clear();
    // Each input's shard folders, listed once for the checks and the reading below.
    std::vector<std::vector<std::string>> shards_in;
    bool any_shards = false;
    for (const std::string& in : inputs) {
        shards_in.push_back(shard_dirs_of(in));
        any_shards |= !shards_in.back().empty();
    }
    if (!any_shards) return list_data_files(inputs, files);
    std::vector<std::string> runs;
    std::map<std::string, std::vector<std::string>> shards_of;
    if (std::string e = group_by_run(inputs, shards_in, allow_partial, runs, shards_of); !e.empty()) return e;
    std::set<std::string> kept;
    for (const std::string& run : runs) {
        ShardSet set;
        if (std::string e = check_shard_set(shards_of[run], allow_partial, set); !e.empty()) return e;
        if (!set.missing.empty() && on_partial) on_partial(set.missing);
        kept.insert(set.dirs.begin(), set.dirs.end());
    }
    for (size_t i = 0; i < inputs.size(); ++i) {
        const std::string& in = inputs[i];
        const std::vector<std::string>& shards = shards_in[i];
        std::vector<std::string> found;
        if (shards.empty()) {
            if (std::string e = list_data_files({in}, found); !e.empty()) return e;
        } else {
            // A folder of shards reads as list_data_files reads it: its own files first.
            if (shards.front() != in) {
                if (std::string e = folder_data_files(in, found); !e.empty()) return e;
            }
            for (const std::string& shard : shards)
                if (kept.count(shard)) folder_data_files(shard, found);
        }
        files.insert(files.end(), found.begin(), found.end());
    }
    return "";
}

} // namespace parachute::data
