#include "args.h"

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

int64_t Args::get_int(const std::string& name, int64_t fallback, int64_t lo, int64_t hi) {
    return has(name) ? kept(parse_integer_option("--" + name, values.at(name), lo, hi), fallback) : fallback;
}

double Args::get_decimal(const std::string& name, double fallback, double lo, double hi) {
    return has(name) ? kept(parse_decimal_option("--" + name, values.at(name), lo, hi), fallback) : fallback;
}

} // namespace parachute
