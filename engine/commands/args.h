// A small "--name value" reader for the subcommands: every unknown or malformed argument
// becomes a message naming it, never an exception escaping to the user.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

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
    // Reads an integer option within [lo, hi]; sets error() and returns fallback otherwise.
    long get_int(const std::string& name, long fallback, long lo, long hi);

private:
    std::map<std::string, std::string> values;
    std::string err;
};

} // namespace parachute
