// A small "--name value" reader for the subcommands of the engine and the trainer: every
// unknown or malformed argument becomes a message naming it, never an exception escaping
// to the user.
//
// Not Boost.Program_options: it would add a library to every program for what is sixty
// lines here, its messages ("the argument ('x') for option '--depth' is invalid") are its
// own rather than those of util/numbers.h, and the third command line, the match
// runner's, is cutechess-cli's ("-engine cmd=A proto=uci", "-repeat [N]"), which it
// cannot read without a parser of our own anyway.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "numbers.h"

namespace parachute {

// True when the arguments ask for a command's usage (--help or -h): the command then
// prints it to stdout and exits 0.
bool asks_for_help(const std::vector<std::string>& argv);

class Args {
public:
    // valued: options that take a value; flags: options that do not.
    Args(const std::vector<std::string>& argv, const std::set<std::string>& valued, const std::set<std::string>& flags);

    const std::string& error() const { return err; }
    bool has(const std::string& name) const { return values.count(name) > 0; }
    std::string get(const std::string& name, const std::string& fallback = "") const;
    // An integer or decimal option within [lo, hi], fallback when it is not given; a bad
    // value sets error() (util/numbers.h's message) and returns fallback.
    int64_t get_int(const std::string& name, int64_t fallback, int64_t lo, int64_t hi);
    double get_decimal(const std::string& name, double fallback, double lo, double hi);

private:
    // The value read, or fallback with the first error of the command line kept.
    template <class T>
    T kept(const Parsed<T>& number, T fallback) {
        if (number.error.empty()) return number.value;
        if (err.empty()) err = number.error;
        return fallback;
    }

    std::map<std::string, std::string> values;
    std::string err;
};

} // namespace parachute
