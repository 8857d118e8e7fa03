#include "thinking.h"

#include "../rules/notation.h"

namespace parachute {

int cecp_score(Value v) {
    if (v >= VALUE_MATE_IN_MAX_PLY) return 100000 + (VALUE_MATE - v + 1) / 2;
    if (v <= VALUE_MATED_IN_MAX_PLY) return -100000 - (VALUE_MATE + v) / 2;
    return v;
}

std::string thinking_line(const IterationInfo& info) {
    const int64_t cs = info.time_ms / 10;
    const uint64_t nps = info.time_ms > 0 ? info.nodes * 1000 / uint64_t(info.time_ms) : 0;
    std::string s = std::to_string(info.depth) + ' ' + std::to_string(cecp_score(info.score)) + ' '
                  + std::to_string(cs) + ' ' + std::to_string(info.nodes) + ' '
                  + std::to_string(info.seldepth) + ' ' + std::to_string(nps) + '\t';
    for (size_t i = 0; i < info.pv.size(); ++i) {
        if (i) s += ' ';
        s += move_to_uci(info.pv[i]);
    }
    return s;
}

std::string stat01_line(int64_t time_ms, uint64_t nodes, int depth, int moves_left, int moves_total) {
    return "stat01: " + std::to_string(time_ms / 10) + ' ' + std::to_string(nodes) + ' ' + std::to_string(depth)
         + ' ' + std::to_string(moves_left) + ' ' + std::to_string(moves_total);
}

} // namespace parachute
