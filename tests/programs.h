// The built programs (parachute, parachute-match, parachute-train, parachute-losses), run as a user runs
// them: for the suites that check their main()s and their help texts.
#pragma once

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <functional>
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

// Runs f with the process's stdout and stderr going to files, as the commands print
// with stdio: a command's function run as its program would run.
inline Output capture(const std::function<int()>& f) {
    const std::string out_file = temp_path("programs", "out"), err_file = temp_path("programs", "err");
    std::fflush(stdout);
    std::fflush(stderr);
    const int saved_out = dup(1), saved_err = dup(2);
    const int out_fd = open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err_fd = open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(out_fd, 1);
    dup2(err_fd, 2);
    const int code = f();
    std::fflush(stdout);
    std::fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    for (int fd : {saved_out, saved_err, out_fd, err_fd}) close(fd);
    Output o{code, slurp(out_file), slurp(err_file)};
    std::remove(out_file.c_str());
    std::remove(err_file.c_str());
    return o;
}

// A precondition for the cases that run them: skipped, with the reason, before make.
inline boost::test_tools::assertion_result programs_built(boost::unit_test::test_unit_id) {
    bool all = true;
    for (const char* p : {"parachute", "parachute-match", "parachute-train", "parachute-losses"})
        all &= access((programs_dir() + "/" + p).c_str(), X_OK) == 0;
    boost::test_tools::assertion_result r(all);
    r.message() << programs_dir() << " does not hold the built programs (make builds them)";
    return r;
}

} // namespace parachute::test
