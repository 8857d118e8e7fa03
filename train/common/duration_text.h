// How the progress lines of parachute-train write a duration: "3m07s", "1h12m".
#pragma once

#include <string>

namespace parachute::train {

std::string duration_text(double seconds);

} // namespace parachute::train
