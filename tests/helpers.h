// Small helpers shared by the test suites.
#pragma once

#include <algorithm>
#include <ostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "../engine/rules/movegen.h"
#include "../engine/rules/notation.h"
#include "../engine/rules/position.h"

namespace parachute {
inline std::ostream& operator<<(std::ostream& os, Variant v) { return os << traits(v).name; }
inline std::ostream& operator<<(std::ostream& os, Move m) { return os << move_to_uci(m); }
} // namespace parachute

namespace parachute::test {

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
