// Driving an XBoardDriver from the protocol tests: lines in, the engine's lines out,
// with a synchronous "settle" that lets a search finish and its move be played, so that
// transcripts are deterministic.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <initializer_list>
#include <mutex>
#include <regex>
#include <string>
#include <vector>

#include "../engine/protocol/output.h"
#include "../engine/protocol/xboard_driver.h"
#include "../engine/search/search.h"

namespace parachute::test {

// The engine's output, collected from whichever thread writes it.
class Transcript {
public:
    Output::Sink sink() {
        return [this](const std::string& line) {
            {
                std::lock_guard<std::mutex> lock(mutex);
                lines.push_back(line);
            }
            changed.notify_all();
        };
    }

    // The lines written since the last take().
    std::vector<std::string> take() {
        std::lock_guard<std::mutex> lock(mutex);
        std::vector<std::string> out(lines.begin() + long(taken), lines.end());
        taken = lines.size();
        return out;
    }

    // Waits until a line not yet taken matches; false after the timeout.
    bool wait_for(const std::function<bool(const std::string&)>& match, int timeout_ms = 10000) {
        std::unique_lock<std::mutex> lock(mutex);
        return changed.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] {
            for (size_t i = taken; i < lines.size(); ++i)
                if (match(lines[i])) return true;
            return false;
        });
    }

private:
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::string> lines;
    size_t taken = 0;
};

class Session {
public:
    Session() : out(transcript.sink()), driver(out, searcher) {}

    // Sends each line and lets any search on the engine's move finish; returns what the
    // engine wrote meanwhile, thinking output included.
    std::vector<std::string> send(const std::vector<std::string>& lines) {
        for (const std::string& l : lines) {
            driver.handle(l);
            settle();
        }
        return transcript.take();
    }
    std::vector<std::string> send(std::initializer_list<const char*> lines) {
        return send(std::vector<std::string>(lines.begin(), lines.end()));
    }
    std::vector<std::string> send(const std::string& line) { return send(std::vector<std::string>{line}); }

    // Sends one line and returns at once (a search may go on).
    void send_now(const std::string& line) { driver.handle(line); }

    // Lets a search on the engine's move end and plays its result.
    void settle() {
        while (driver.thinking()) {
            searcher.wait();
            driver.poll();
        }
    }

    const Position& position() const { return driver.game().position(); }

    Transcript transcript;
    Searcher searcher;
    Output out;
    XBoardDriver driver;
};

inline bool is_thinking_line(const std::string& l) {
    static const std::regex re(R"(^\d+ -?\d+ \d+ \d+ \d+ \d+\t.*$)");
    return std::regex_match(l, re);
}

// The lines that are not thinking output.
inline std::vector<std::string> answers(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& l : lines)
        if (!is_thinking_line(l)) out.push_back(l);
    return out;
}

inline bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// The engine's move in a transcript ("move X"), or "" when there is none.
inline std::string move_in(const std::vector<std::string>& lines) {
    for (const std::string& l : lines)
        if (starts_with(l, "move ")) return l.substr(5);
    return "";
}

inline bool mentions_illegal(const std::vector<std::string>& lines) {
    for (const std::string& l : lines)
        if (l.find("llegal") != std::string::npos) return true;
    return false;
}

} // namespace parachute::test
