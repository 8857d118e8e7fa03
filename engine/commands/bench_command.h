#pragma once

#include <string>
#include <vector>

namespace parachute {

// bin/parachute bench [--depth D] [--hash MB]: searches a fixed set of positions of all
// four variants to a fixed depth on one thread, each from an empty hash, and ends with
// "nodes N nps M". N is the same on every run of one build: the bench signature.
int bench_command(const std::vector<std::string>& args);

} // namespace parachute
