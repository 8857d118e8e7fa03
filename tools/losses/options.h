// The command line of parachute-losses and its --help, which also states the
// definitions the analysis follows.
#pragma once

#include <string>
#include <vector>

#include "analysis.h"

namespace parachute::losses {

struct Options {
    Settings settings;
    std::vector<std::string> files;
    std::string tsv;   // --out; "" for none
    bool help = false;
    bool version = false;
};

// "" or what is wrong with the command line.
std::string parse_options(int argc, const char* const* argv, Options& o);

const char* help_text();

} // namespace parachute::losses
