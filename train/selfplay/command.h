// `parachute-train selfplay ...`: parses the options, runs, reports the figures.
#pragma once

#include <string>
#include <vector>

namespace parachute::selfplay {

int selfplay_command(const std::vector<std::string>& argv);

} // namespace parachute::selfplay
