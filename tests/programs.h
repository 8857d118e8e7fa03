// The built programs (parachute, parachute-match, parachute-train), run as a user runs
// them: for the suites that check their main()s and their help texts.
#pragma once

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "helpers.h"

namespace parachute::test {

// What a program, or a function run as one, printed and returned.
struct Output {
    int code;
    std::string out, err;
};

// Where the built programs are: bin/, or the folder PARACHUTE_BIN_DIR names, so that a
// sanitizer build of the tests (make sanitize) runs the programs of the same build.
inline std::string programs_dir() {
    const char* dir = std::getenv("PARACHUTE_BIN_DIR");
    return dir && *dir ? dir : std::string(PARACHUTE_SOURCE_DIR) + "/bin";
}

// Runs a built program with these arguments and no input.
inline Output run_program(const std::string& program, const std::string& args) {
    const std::string out_file = temp_path("programs", "out"), err_file = temp_path("programs", "err");
    const std::string cmd = programs_dir() + "/" + program + " " + args + " >" + out_file + " 2>" + err_file + " </dev/null";
    const int status = std::system(cmd.c_str());
    Output o{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out_file), slurp(err_file)};
    std::remove(out_file.c_str());
    std::remove(err_file.c_str());
    return o;
}

// A precondition for the cases that run them: skipped, with the reason, before make.
inline boost::test_tools::assertion_result programs_built(boost::unit_test::test_unit_id) {
    bool all = true;
    for (const char* p : {"parachute", "parachute-match", "parachute-train"})
        all &= access((programs_dir() + "/" + p).c_str(), X_OK) == 0;
    boost::test_tools::assertion_result r(all);
    r.message() << programs_dir() << " does not hold the built programs (make builds them)";
    return r;
}

} // namespace parachute::test
