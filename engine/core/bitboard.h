// Bitboards and the attack tables every move generator and evaluator reads.
// Slider attacks come from one table per square, indexed with BMI2 pext when the build
// targets a CPU that has it (USE_PEXT) and with magic multiplication otherwise.
#pragma once

#include "types.h"

#if defined(USE_PEXT)
#include <immintrin.h>
#endif

namespace parachute {

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard FILE_H_BB = FILE_A_BB << 7;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard RANK_2_BB = RANK_1_BB << 8;
constexpr Bitboard RANK_7_BB = RANK_1_BB << 48;
constexpr Bitboard RANK_8_BB = RANK_1_BB << 56;
constexpr Bitboard DARK_SQUARES_BB = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard square_bb(Square s) { return 1ULL << s; }
constexpr Bitboard rank_bb(int r) { return RANK_1_BB << (8 * r); }
constexpr Bitboard file_bb(int f) { return FILE_A_BB << f; }
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }

inline int popcount(Bitboard b) { return __builtin_popcountll(b); }
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

template <int D> constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == 8) return b << 8;
    else if constexpr (D == -8) return b >> 8;
    else if constexpr (D == 1) return (b & ~FILE_H_BB) << 1;
    else if constexpr (D == -1) return (b & ~FILE_A_BB) >> 1;
    else if constexpr (D == 9) return (b & ~FILE_H_BB) << 9;
    else if constexpr (D == 7) return (b & ~FILE_A_BB) << 7;
    else if constexpr (D == -7) return (b & ~FILE_H_BB) >> 7;
    else if constexpr (D == -9) return (b & ~FILE_A_BB) >> 9;
    else if constexpr (D == 16) return b << 16;
    else if constexpr (D == -16) return b >> 16;
    else static_assert(D == 8, "shift: unsupported direction");
}

struct SliderTable {
    Bitboard mask;
    Bitboard magic;
    Bitboard* attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const {
#if defined(USE_PEXT)
        return unsigned(_pext_u64(occupied, mask));
#else
        return unsigned(((occupied & mask) * magic) >> shift);
#endif
    }
};

namespace tables {
extern Bitboard pawn_attacks[COLOR_NB][SQUARE_NB];
extern Bitboard knight_attacks[SQUARE_NB];
extern Bitboard king_attacks[SQUARE_NB];
extern Bitboard between[SQUARE_NB][SQUARE_NB]; // strictly between, plus the second square
extern Bitboard line[SQUARE_NB][SQUARE_NB];    // the full line through both, or 0
extern SliderTable bishop[SQUARE_NB];
extern SliderTable rook[SQUARE_NB];
} // namespace tables

// Fills every table; idempotent and cheap (a few milliseconds). Called by Position's
// set-up, so users of the rules library need not call it themselves.
void init_bitboards();

inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    const SliderTable& t = tables::bishop[s];
    return t.attacks[t.index(occupied)];
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    const SliderTable& t = tables::rook[s];
    return t.attacks[t.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
inline Bitboard knight_attacks(Square s) { return tables::knight_attacks[s]; }
inline Bitboard king_attacks(Square s) { return tables::king_attacks[s]; }
inline Bitboard pawn_attacks(Color c, Square s) { return tables::pawn_attacks[c][s]; }

// Squares strictly between a and b when they share a line, plus b itself; just b otherwise.
// This is the set of squares that resolves a check from b on a king on a.
inline Bitboard between_bb(Square a, Square b) { return tables::between[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return tables::line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return line_bb(a, b) & square_bb(c); }

// Slow ray-walking attacks: the reference the tables are built from and tested against.
Bitboard sliding_attacks_reference(PieceType pt, Square s, Bitboard occupied);

} // namespace parachute
