// Driving a UciDriver from the tests: lines in, the engine's lines out, with a settle
// that waits for a search that ends by itself (go depth, nodes, movetime, clocks), so
// that transcripts are complete when they are compared.
#pragma once

#include <regex>
#include <string>
#include <vector>

#include "../engine/protocol/output.h"
#include "../engine/protocol/uci_driver.h"
#include "../engine/search/search.h"
#include "protocol_harness.h"

namespace parachute::test {

class UciSession {
public:
    UciSession() : out(transcript.sink()), driver(out, searcher) {}

    // Sends each line, lets a search that ends by itself end; returns what the engine
    // wrote meanwhile.
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

    void settle() {
        if (!driver.waits_for_stop()) searcher.wait();
    }

    const Position& position() const { return driver.game().position(); }

    Transcript transcript;
    Searcher searcher;
    Output out;
    UciDriver driver;
};

inline bool is_uci_info_line(const std::string& l) {
    static const std::regex re(R"(^info depth \d+ seldepth \d+ multipv \d+ score (cp|mate) -?\d+( lowerbound| upperbound)? nodes \d+ nps \d+ hashfull \d+ time \d+( pv( \S+)+)?$)");
    return std::regex_match(l, re);
}

// Fairy-Stockfish's description of a variant that XBoard does not know, which follows a
// setoption of UCI_Variant (engine/protocol/uci_commands.cpp): a notice, not an answer.
inline bool is_variant_description(const std::string& l) { return l.rfind("info string variant ", 0) == 0; }

inline std::vector<std::string> without_variant_descriptions(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& l : lines)
        if (!is_variant_description(l)) out.push_back(l);
    return out;
}

// The lines that are neither search info nor a variant's description.
inline std::vector<std::string> uci_answers(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& l : lines)
        if (!is_uci_info_line(l) && !is_variant_description(l)) out.push_back(l);
    return out;
}

inline std::vector<std::string> uci_infos(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& l : lines)
        if (is_uci_info_line(l)) out.push_back(l);
    return out;
}

// The value after `key` in a line ("depth" in "info depth 3 ..."), or "".
inline std::string field(const std::string& line, const std::string& key) {
    const std::string k = ' ' + key + ' ';
    const size_t at = line.find(k);
    if (at == std::string::npos) return "";
    const size_t b = at + k.size();
    return line.substr(b, line.find(' ', b) == std::string::npos ? std::string::npos : line.find(' ', b) - b);
}

// Waits until the running search reports an iteration not yet taken from the transcript:
// the search is then under way, however loaded the machine. False after a minute.
inline bool wait_for_an_iteration(Transcript& transcript) {
    return transcript.wait_for(
        [](const std::string& l) { return l.rfind("info ", 0) == 0 && !field(l, "depth").empty(); }, 60000);
}

// The bestmove lines of a transcript.
inline std::vector<std::string> bestmoves(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& l : lines)
        if (starts_with(l, "bestmove ")) out.push_back(l);
    return out;
}

// "bestmove X [ponder Y]" -> X.
inline std::string best_of(const std::string& bestmove_line) {
    const size_t b = std::string("bestmove ").size();
    return bestmove_line.substr(b, bestmove_line.find(' ', b) == std::string::npos ? std::string::npos
                                                                                 : bestmove_line.find(' ', b) - b);
}

} // namespace parachute::test
