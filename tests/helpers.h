// Small helpers shared by the test suites.
#pragma once

#include <algorithm>
#include <fstream>
#include <ostream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>
#include <vector>

#include "../engine/rules/movegen.h"
#include "../engine/rules/notation.h"
#include "../engine/rules/position.h"

namespace parachute {
inline std::ostream& operator<<(std::ostream& os, Variant v) { return os << traits(v).name; }
inline std::ostream& operator<<(std::ostream& os, Move m) { return os << move_to_uci(m); }
} // namespace parachute

namespace parachute::test {

// The whole content of a file ("" when it cannot be read).
inline std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// A scratch file name of this test process, in the namespace of one suite.
inline std::string temp_path(const std::string& suite, const std::string& name) {
    return "/tmp/parachute-" + suite + "-test-" + std::to_string(getpid()) + "-" + name;
}

// How many times `what` occurs in text (overlapping occurrences counted).
inline int occurrences(const std::string& text, const std::string& what) {
    int n = 0;
    for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
    return n;
}

inline Position position(const std::string& fen, Variant v) {
    Position p;
    std::string error = p.set(fen, v);
    if (!error.empty()) throw std::runtime_error("bad test FEN '" + fen + "': " + error);
    return p;
}

// The legal moves as sorted coordinate strings, for exact comparisons.
inline std::vector<std::string> legal_moves(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(move_to_uci(m));
    std::sort(out.begin(), out.end());
    return out;
}

inline bool is_legal(const Position& pos, const std::string& uci) {
    for (const std::string& m : legal_moves(pos))
        if (m == uci) return true;
    return false;
}

// Plays the moves given in coordinate notation; throws on an illegal one.
inline void play(Position& pos, const std::vector<std::string>& moves) {
    for (const std::string& s : moves) {
        Move m = parse_move(pos, s);
        if (!m) throw std::runtime_error("illegal test move " + s + " in " + pos.fen());
        pos.do_move(m);
    }
}

} // namespace parachute::test
