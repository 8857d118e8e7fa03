#include "output.h"

#include <ostream>

namespace parachute {

Output::Output(std::ostream& os)
    : sink([&os](const std::string& text) { os << text << '\n' << std::flush; }) {}

void Output::line(const std::string& text) {
    std::lock_guard<std::mutex> lock(mutex);
    sink(text);
}

} // namespace parachute
