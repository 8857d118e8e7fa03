// Correction history: how far the search's results have strayed from the static
// evaluation in positions that share a pawn structure, or pockets, learned while searching
// and added to the static evaluation. In crazyhouse a piece in hand is worth a different
// amount in each position, and a pawn structure open to drops is weaker than the net sees;
// the search finds out, and these tables carry that to the next position like it.
// Only the drop variants use them: in normal chess an earlier version lost (-64 +/- 54 in
// 115 games, docs/results.md).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "../rules/position.h"
#include "../util/random.h"
#include "history.h"
#include "params.h"

namespace parachute {

class CorrectionHistory {
public:
    // Entries are in 1/GRAIN centipawn, within +-LIMIT.
    static constexpr int LIMIT = 1024;
    static constexpr int GRAIN = 8;
    static constexpr int SIZE = 16384;

    void clear() { // memset for the reason given at Histories::clear
        std::memset(pawn, 0, sizeof pawn);
        std::memset(pocket, 0, sizeof pocket);
    }

    // The correction for pos, in centipawns from the side to move's point of view.
    int correction(const Position& pos) const {
        const Color us = pos.side_to_move();
        const int sum = pawn[us][pawn_index(pos)] * params::correction_pawn_weight
                        + pocket[us][pocket_index(pos)] * params::correction_pocket_weight;
        return sum / (64 * GRAIN);
    }

    // A search at depth found best where the static evaluation said static_eval.
    void update(const Position& pos, int depth, int best, int static_eval) {
        const int bonus = std::clamp((best - static_eval) * depth * GRAIN / 8, -LIMIT / 4, LIMIT / 4);
        const Color us = pos.side_to_move();
        update_history<LIMIT>(pawn[us][pawn_index(pos)], bonus);
        update_history<LIMIT>(pocket[us][pocket_index(pos)], bonus);
    }

private:
    static uint64_t mix(uint64_t x) {
        x ^= x >> 31;
        x *= 0x7fb5d329728ea185ULL;
        x ^= x >> 27;
        x *= 0x81dadef4bc2dd44dULL;
        return x ^ (x >> 33);
    }
    static int pawn_index(const Position& pos) {
        const uint64_t k = mix(pos.pieces(WHITE, PAWN)) ^ mix(pos.pieces(BLACK, PAWN) ^ GOLDEN_GAMMA);
        return int(k & (SIZE - 1));
    }
    // The pockets' counts packed six bits each (a FEN allows at most 64 of a kind).
    static int pocket_index(const Position& pos) {
        uint64_t packed = 0;
        for (Color c : {WHITE, BLACK})
            for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN})
                packed = (packed << 6) | uint64_t(std::min(pos.in_hand(c, pt), 63));
        return int(mix(packed) & (SIZE - 1));
    }

    int16_t pawn[2][SIZE];
    int16_t pocket[2][SIZE];
};

} // namespace parachute
