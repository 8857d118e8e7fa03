#include "params.h"

#include <charconv>

namespace parachute::params {

std::vector<Tunable> tunables() {
    return {
#define PARACHUTE_PARAM(name, value, lo, hi) {#name, name, lo, hi},
        PARACHUTE_SEARCH_PARAMS(PARACHUTE_PARAM)
#undef PARACHUTE_PARAM
    };
}

std::string set_tunable(const std::string& name, const std::string& value) {
    int v = 0;
    const char* end = value.data() + value.size();
    const auto [ptr, ec] = std::from_chars(value.data(), end, v);
    const bool number = ec == std::errc() && ptr == end && !value.empty();
#define PARACHUTE_PARAM(param, initial, lo, hi)                                                    \
    if (name == #param) {                                                                         \
        if (!number || v < lo || v > hi)                                                          \
            return "expected a number from " + std::to_string(lo) + " to " + std::to_string(hi);  \
        return assign(param, v);                                                                  \
    }
#ifdef PARACHUTE_TUNE
    auto assign = [](int& param, int to) {
        param = to;
        return std::string();
    };
#else
    auto assign = [](int, int) { return std::string("search parameters are constants in this build; use make tune"); };
#endif
    PARACHUTE_SEARCH_PARAMS(PARACHUTE_PARAM)
#undef PARACHUTE_PARAM
    return "unknown search parameter";
}

} // namespace parachute::params
