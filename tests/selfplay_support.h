// What the self-play suites share: a fresh temporary directory, parsed options, small
// sharded runs.
#pragma once

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

#include "../train/selfplay/options.h"
#include "../train/selfplay/shard_runner.h"
#include "helpers.h"

namespace parachute::test {

inline std::string selfplay_temp_dir(const std::string& name) {
    const std::filesystem::path p = std::filesystem::temp_directory_path() / ("parachute-sp-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(p);
    return p.string();
}

inline selfplay::Options selfplay_options(const std::vector<std::string>& argv) {
    selfplay::Options o;
    const std::string error = selfplay::parse_options(argv, o);
    BOOST_REQUIRE_MESSAGE(error.empty(), error);
    return o;
}

// Plays the shards argv names, which must succeed.
inline selfplay::RunReport play_shards(const std::vector<std::string>& argv) {
    selfplay::RunReport report;
    const std::string error = selfplay::run_shards(selfplay_options(argv), nullptr, report);
    BOOST_REQUIRE_MESSAGE(error.empty(), error);
    return report;
}

// A small crazyhouse run of shards ("K/N": shard K; "N": all N): the games are short,
// the searches tiny.
inline std::vector<std::string> tiny_shards(const std::string& out, const std::string& shard, std::vector<std::string> extra = {}) {
    std::vector<std::string> v = {"--variant", "crazyhouse", "--depth", "1", "--out", out, "--seed", "11", "--no-progress",
                                  "--max-plies", "40", "--random-plies", "4", "--multipv-plies", "2", "--chunk", "16"};
    v.push_back(shard.find('/') == std::string::npos ? "--shards" : "--shard");
    v.push_back(shard);
    v.insert(v.end(), extra.begin(), extra.end());
    return v;
}

// argv with option name set to value.
inline std::vector<std::string> with_option(std::vector<std::string> argv, const std::string& name, const std::string& value) {
    const auto at = std::find(argv.begin(), argv.end(), name);
    if (at == argv.end()) argv.insert(argv.end(), {name, value});
    else *(at + 1) = value;
    return argv;
}

} // namespace parachute::test
