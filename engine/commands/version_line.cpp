#include "version_line.h"

#include "../protocol/version.h"

namespace parachute {

std::string version_line(const std::string& program) {
    return program + " (" + ENGINE_NAME + ") " + ENGINE_VERSION + "\n";
}

} // namespace parachute
