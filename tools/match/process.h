// A child process (an engine) talked to by lines over pipes: start it in a directory,
// write a line, read a line with a deadline, and end it for sure.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace parachute::match {

using SteadyClock = std::chrono::steady_clock;
using TimePoint = SteadyClock::time_point;

// Splits a command line into words, honouring single and double quotes and backslashes,
// so that cmd="my engine" --flag works as it does in a shell.
std::vector<std::string> split_command(const std::string& cmd, std::string* error);

class Process {
public:
    enum class Read { Line, Timeout, Closed };

    Process() = default;
    ~Process();
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;

    // Returns "" on success, otherwise why the program could not be started (not found,
    // not executable, bad directory, stderr file not writable), as the child reported it.
    // With stderr_file the child's standard error is appended to that file (a path
    // relative to the runner's directory, not the engine's).
    std::string start(const std::string& cmd, const std::string& dir, const std::string& stderr_file = "");
    bool running() const { return pid > 0; }

    // False when the pipe is closed (the child died).
    bool write_line(const std::string& line);
    Read read_line(std::string& line, TimePoint deadline);

    // Waits up to grace for the child to exit by itself, then kills it.
    void stop(std::chrono::milliseconds grace);
    // Non-blocking: true if the child has exited (and reaps it).
    bool exited();

    // Called with every line sent ('>') or received ('<'), for the protocol log.
    std::function<void(char, const std::string&)> trace;

private:
    void close_fds();
    pid_t pid = -1;
    int to_child = -1;
    int from_child = -1;
    std::string buffer;
    bool eof = false;
};

} // namespace parachute::match
