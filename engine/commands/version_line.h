// The line that --version prints for each of the project's programs, from the one
// version the engine announces to GUIs (protocol/version.h).
#pragma once

#include <string>

namespace parachute {

// "parachute-match (Parachute) 0.1\n" for program "parachute-match".
std::string version_line(const std::string& program);

} // namespace parachute
