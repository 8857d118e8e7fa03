// What an output directory already holds, for --resume: the positions and games of its
// good chunks, the sessions that wrote them, and torn chunk tails cut off.
#pragma once

#include <cstdint>
#include <string>

#include "../../engine/rules/variant.h"

namespace parachute::selfplay {

struct Existing {
    uint64_t positions = 0;
    uint64_t games = 0;    // distinct game ids among the records
    int files = 0;
    int next_session = 0;  // the first run number no file uses
};

// Scans dir's data files. With repair, a file whose end is a torn chunk is truncated
// after its last good chunk (reported on stderr); chunks of another variant are an
// error. Returns "" or the error.
std::string scan_existing(const std::string& dir, Variant variant, bool repair, Existing& out);

// scan_existing with repair when resuming; refuses a directory that holds data unless
// resuming, and creates it. Returns "" or the error.
std::string prepare_out_dir(const std::string& dir, Variant variant, bool resume, Existing& out);

// The data and games-log file names of one worker of one session.
std::string data_file_name(const std::string& dir, int session, int worker);
std::string log_file_name(const std::string& dir, int session, int worker);

} // namespace parachute::selfplay
