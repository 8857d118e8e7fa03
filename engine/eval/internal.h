// What the evaluation's files share: the per-variant weights, the attack maps built once
// per call, and one function per group of terms. Not for use outside engine/eval, with
// one exception: nn/gen/derived_net.cpp reads the weights and piece-square tables, as a
// derived net is the classical evaluation's material, pockets and tables copied into
// net form. That reader stays out of the engine library: only make derived-nets and the
// tests link it.
#pragma once

#include "../core/bitboard.h"
#include "../rules/position.h"
#include "trace.h"

namespace parachute::eval {

// Every number the classical evaluation uses for one variant. One table per variant
// keeps the terms' code shared and the variants' differences visible side by side.
struct Weights {
    Score material[PIECE_TYPE_NB];   // on the board
    Value hand[PIECE_TYPE_NB];       // in the pocket (crazyhouse)
    Value piece[PIECE_TYPE_NB];      // the search's single number per piece (SEE, margins)
    int phase[PIECE_TYPE_NB];        // contribution to the game phase, board and pocket

    // Mobility: weight * (min(squares, cap) - base) per piece.
    Score mobility[PIECE_TYPE_NB];
    int mobility_base[PIECE_TYPE_NB];
    int mobility_cap[PIECE_TYPE_NB];

    Score passed[8];                 // by relative rank
    Score doubled, isolated;
    Score bishop_pair, rook_open_file, rook_semi_open_file;
    Score attacked_by_pawn, hanging; // per piece (not pawn or king)

    // King danger: units summed from the terms below, then units^2 / danger_divisor
    // (capped) as a middlegame penalty and units * danger_eg / 16 as an endgame one.
    int attacker_weight[PIECE_TYPE_NB]; // per enemy piece hitting the king zone
    int zone_attack;                    // per zone square hit (counted once per attacker)
    int safe_check[PIECE_TYPE_NB];      // per piece type able to check on a safe square
    int weak_zone_square;               // zone squares they hit and only our king defends
    int open_file_near_king;            // no own pawn on the king's or an adjacent file
    int shelter_missing;                // no own pawn right in front on those files
    int no_queen_percent;               // danger left when the attacker has no queen
    int danger_divisor, danger_cap, danger_eg;

    Score tempo;
};

const Weights& weights(Variant v);

// Piece-square table for pt, from white's point of view (a1 = 0). See pst.cpp for how
// black reads it.
const Score* pst(Variant v, PieceType pt);

// Attack maps of both colours, filled by eval_pieces and read by the later terms.
struct Attacks {
    Bitboard by[COLOR_NB][PIECE_TYPE_NB]; // squares attacked by c's pieces of one type
    Bitboard all[COLOR_NB];
    Bitboard twice[COLOR_NB];             // attacked by at least two of c's pieces
    Bitboard zone[COLOR_NB];              // c's king zone
    int zone_attackers[COLOR_NB];         // c's pieces hitting the enemy king zone
    int zone_weight[COLOR_NB];            // their attacker weights, summed
    int zone_hits[COLOR_NB];              // zone squares hit, summed over those pieces
};

// Chebyshev (king-step) distance.
inline int distance(Square a, Square b) {
    int df = file_of(a) - file_of(b), dr = rank_of(a) - rank_of(b);
    df = df < 0 ? -df : df;
    dr = dr < 0 ? -dr : dr;
    return df > dr ? df : dr;
}

// Every square on the ranks in front of s, as c sees the board.
inline Bitboard forward_ranks(Color c, Square s) {
    const int r = rank_of(s);
    if (c == WHITE) return r == 7 ? 0 : ~0ULL << (8 * (r + 1));
    return (1ULL << (8 * r)) - 1;
}

// Material on the board and in hand; returns the game phase.
int eval_material(const Position& pos, const Weights& w, EvalTrace& t);
void eval_placement(const Position& pos, EvalTrace& t);
// Attack maps, king-zone pressure, mobility, bishop pair and rooks on open files.
void eval_pieces(const Position& pos, const Weights& w, Attacks& a, EvalTrace& t);
void eval_pawns(const Position& pos, const Weights& w, EvalTrace& t);
void eval_threats(const Position& pos, const Weights& w, const Attacks& a, EvalTrace& t);
// Chess king safety; with drops, the pocket's drop threats weigh in (crazyhouse.cpp).
void eval_king_safety(const Position& pos, const Weights& w, const Attacks& a, EvalTrace& t);
int drop_threat_units(const Position& pos, Color us, const Attacks& a);
// The parts of king danger every royal piece shares (king_safety.cpp): pressure on the
// zone, checks from squares we do not guard, and the penalty curve.
int zone_pressure_units(const Weights& w, const Attacks& a, Color us);
int safe_check_units(const Position& pos, const Weights& w, const Attacks& a, Color us);
Score danger_penalty(const Position& pos, const Weights& w, Color us, int units);
// Knightmate: the royal knight's safety and the commoners' activity.
void eval_knightmate(const Position& pos, const Weights& w, const Attacks& a, EvalTrace& t);
// Racing kings: everything but material and placement.
void eval_race(const Position& pos, const Attacks& a, EvalTrace& t);

} // namespace parachute::eval
