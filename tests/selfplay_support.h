// What the self-play suites share: a fresh temporary directory, parsed options.
#pragma once

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

#include "../train/selfplay/options.h"
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

} // namespace parachute::test
