// A program's output as its lines, for the suites that compare transcripts.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace parachute::test {

inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream is(text);
    for (std::string l; std::getline(is, l);) out.push_back(l);
    return out;
}

} // namespace parachute::test
