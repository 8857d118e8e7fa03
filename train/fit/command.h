// `parachute-train fit ...` and `parachute-train export ...`.
#pragma once

#include <string>
#include <vector>

namespace parachute::fit {

int fit_command(const std::vector<std::string>& argv);
int export_command(const std::vector<std::string>& argv);

} // namespace parachute::fit
