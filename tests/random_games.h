// Long random games in every variant, for tests that check something at each position.
#pragma once

#include <cstdint>
#include <random>

#include "../engine/rules/gameend.h"
#include "helpers.h"

namespace parachute::test {

constexpr Variant ALL_VARIANTS[] = {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings};

// Plays `games` games of each variant, up to `plies` plies each or to the game's end,
// choosing uniformly among the legal moves with a seeded generator, and calls
// visit(pos) at each position before its move is made. visit leaves pos as it was.
template <class Visit> void random_games(uint32_t seed, int games, int plies, Visit&& visit) {
    std::mt19937 rng(seed);
    for (Variant v : ALL_VARIANTS)
        for (int game = 0; game < games; ++game) {
            Position pos;
            pos.set_start(v);
            for (int ply = 0; ply < plies && !game_status(pos).over(); ++ply) {
                visit(pos);
                MoveList list;
                generate_legal(pos, list);
                pos.do_move(list.moves[rng() % list.size()]);
            }
        }
}

} // namespace parachute::test
