#include "params.h"

#include "../util/numbers.h"

namespace parachute::params {

std::vector<Tunable> tunables() {
    return {
#define PARACHUTE_PARAM(name, value, lo, hi) {#name, name, lo, hi},
        PARACHUTE_SEARCH_PARAMS(PARACHUTE_PARAM)
#undef PARACHUTE_PARAM
    };
}

std::string set_tunable(const std::string& name, const std::string& value) {
#define PARACHUTE_PARAM(param, initial, lo, hi)                                                      \
    if (name == #param) {                                                                            \
        const std::optional<int64_t> v = parse_integer(value, lo, hi);                               \
        if (!v) return "expected a number from " + std::to_string(lo) + " to " + std::to_string(hi); \
        return assign(param, int(*v));                                                               \
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
