#include "duration_text.h"

#include <cstdio>

namespace parachute::train {

std::string duration_text(double seconds) {
    char buf[32];
    const long t = long(seconds + 0.5);
    if (t >= 3600)
        std::snprintf(buf, sizeof buf, "%ldh%02ldm", t / 3600, t / 60 % 60);
    else
        std::snprintf(buf, sizeof buf, "%ldm%02lds", t / 60, t % 60);
    return buf;
}

} // namespace parachute::train
