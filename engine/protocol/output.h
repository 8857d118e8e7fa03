// One writer for every line the engine sends to the GUI. The search thread (thinking
// output) and the command thread (everything else) both write through it, so each line
// leaves whole and is flushed at once: GUIs read line by line from a pipe.
#pragma once

#include <functional>
#include <iosfwd>
#include <mutex>
#include <string>

namespace parachute {

class Output {
public:
    using Sink = std::function<void(const std::string&)>;
    explicit Output(Sink s) : sink(std::move(s)) {}
    // Writes each line followed by '\n' and flushes.
    explicit Output(std::ostream& os);

    void line(const std::string& text);

private:
    std::mutex mutex;
    Sink sink;
};

} // namespace parachute
