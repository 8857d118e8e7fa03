// Small helpers both protocol clients share.
#pragma once

#include <chrono>

#include "process.h"

namespace parachute::match {

inline int64_t elapsed_ms_since(TimePoint t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - t).count();
}

} // namespace parachute::match
