#include "args.h"

#include <cctype>

namespace parachute {

bool asks_for_help(const std::vector<std::string>& argv) {
    for (const std::string& a : argv)
        if (a == "--help" || a == "-h") return true;
    return false;
}

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valued, const std::set<std::string>& flags) {
    for (size_t i = 0; i < argv.size(); ++i) {
        std::string a = argv[i], value;
        bool inline_value = false;
        if (size_t eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = a.substr(eq + 1);
            a = a.substr(0, eq);
            inline_value = true;
        }
        if (a.rfind("--", 0) != 0) {
            err = "unexpected argument '" + a + "'";
            return;
        }
        std::string name = a.substr(2);
        if (flags.count(name) && !inline_value) {
            values[name] = "1";
        } else if (valued.count(name)) {
            if (!inline_value) {
                if (i + 1 >= argv.size()) {
                    err = "option --" + name + " needs a value";
                    return;
                }
                value = argv[++i];
            }
            values[name] = value;
        } else {
            err = "unknown option '--" + name + "'";
            return;
        }
    }
}

std::string Args::get(const std::string& name, const std::string& fallback) const {
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

long Args::get_int(const std::string& name, long fallback, long lo, long hi) {
    auto it = values.find(name);
    if (it == values.end()) return fallback;
    const std::string& v = it->second;
    bool ok = !v.empty() && v.size() < 10;
    for (size_t i = 0; i < v.size() && ok; ++i) ok = std::isdigit(static_cast<unsigned char>(v[i])) || (i == 0 && v[i] == '-');
    long n = ok && v != "-" ? std::stol(v) : 0;
    if (!ok || v == "-" || n < lo || n > hi) {
        if (err.empty())
            err = "--" + name + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not '" + v + "'";
        return fallback;
    }
    return n;
}

} // namespace parachute
