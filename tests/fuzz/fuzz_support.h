// What the fuzz targets share: failing loudly on a broken invariant, the input as lines,
// the input as a file for readers that take a path, and keeping a protocol session's
// resource requests small.
#pragma once

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace parachute::fuzz {

// A broken invariant is a crash for libFuzzer, which then keeps the input.
inline void check(bool ok, const char* what, const std::string& detail = "") {
    if (ok) return;
    std::fprintf(stderr, "fuzz invariant broken: %s %s\n", what, detail.c_str());
    std::abort();
}

inline std::vector<std::string> lines_of(const uint8_t* data, size_t size) {
    std::vector<std::string> out(1);
    for (size_t i = 0; i < size; ++i) {
        if (data[i] == '\n') out.emplace_back();
        else out.back() += char(data[i]);
    }
    return out;
}

// A protocol session's first lines. Some commands search synchronously ("hint" searches
// 20000 nodes, most of a second with the sanitizers), so the count is capped to keep an
// input from running into libFuzzer's timeout; 64 commands reach every state.
inline std::vector<std::string> first_lines(const uint8_t* data, size_t size) {
    std::vector<std::string> lines = lines_of(data, size);
    if (lines.size() > 64) lines.resize(64);
    return lines;
}

// The readers of data files and opening books take a path (they go by the content and
// the options, not by the name): the input goes to a file of this process's own,
// rewritten for every input and removed when the process exits.
inline std::string as_file(const uint8_t* data, size_t size) {
    static const std::string path = "/tmp/parachute-fuzz-" + std::to_string(::getpid());
    static const int removed_at_exit = std::atexit([] { std::remove(path.c_str()); });
    (void)removed_at_exit;
    std::ofstream(path, std::ios::binary | std::ios::trunc).write(reinterpret_cast<const char*>(data), long(size));
    return path;
}

// Hash, threads and the net file are the GUI's to choose and the engine honours them: a
// 64 GB table or 256 threads is what was asked for, not a defect, and a net path could
// name a device that blocks (net files have a target of their own). A line that asks
// for such resources is left out; one whose numbers are all small goes through, so the
// commands themselves are still exercised.
inline bool harmless(const std::string& line) {
    std::string lower;
    for (char c : line) lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower.find("evalfile") != std::string::npos) return false;
    const bool sizes = lower.find("memory") != std::string::npos || lower.find("hash") != std::string::npos
                    || lower.find("cores") != std::string::npos || lower.find("threads") != std::string::npos;
    if (!sizes) return true;
    int run = 0;
    for (char c : lower) {
        run = std::isdigit(static_cast<unsigned char>(c)) ? run + 1 : 0;
        if (run > 1) return false;
    }
    return true;
}

} // namespace parachute::fuzz
