// A middlegame/endgame pair of centipawn values. Every evaluation term is computed as
// such a pair and blended by the game phase once, at the end.
#pragma once

namespace parachute {

struct Score {
    int mg = 0;
    int eg = 0;

    constexpr Score() = default;
    constexpr Score(int m, int e) : mg(m), eg(e) {}

    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { mg += o.mg; eg += o.eg; return *this; }
    constexpr Score& operator-=(Score o) { mg -= o.mg; eg -= o.eg; return *this; }
    constexpr bool operator==(Score o) const { return mg == o.mg && eg == o.eg; }
};

constexpr Score S(int mg, int eg) { return Score(mg, eg); }

} // namespace parachute
