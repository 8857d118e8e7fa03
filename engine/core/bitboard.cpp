#include "bitboard.h"

#include <cstdlib>
#include <vector>

namespace parachute {

namespace tables {
Bitboard pawn_attacks[COLOR_NB][SQUARE_NB];
Bitboard knight_attacks[SQUARE_NB];
Bitboard king_attacks[SQUARE_NB];
Bitboard between[SQUARE_NB][SQUARE_NB];
Bitboard line[SQUARE_NB][SQUARE_NB];
SliderTable bishop[SQUARE_NB];
SliderTable rook[SQUARE_NB];
} // namespace tables

namespace {

Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

Bitboard step_attacks(Square s, const int (*steps)[2], int n) {
    Bitboard b = 0;
    for (int i = 0; i < n; ++i) {
        int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) b |= square_bb(make_square(f, r));
    }
    return b;
}

// xorshift64*: a fixed seed gives the same magics on every machine, so a portable
// build behaves identically everywhere.
struct Prng {
    uint64_t s;
    uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    uint64_t sparse() { return next() & next() & next(); }
};

void init_slider(PieceType pt, SliderTable* table, Bitboard* storage) {
    Bitboard occupancies[4096], references[4096];
#if !defined(USE_PEXT)
    int epoch[4096] = {};
    int current = 0;
    Prng rng{0x9E3779B97F4A7C15ULL};
#endif
    Bitboard* next_slot = storage;

    for (int sq = A1; sq <= H8; ++sq) {
        Square s = Square(sq);
        Bitboard edges = ((RANK_1_BB | RANK_8_BB) & ~rank_bb(rank_of(s)))
                       | ((FILE_A_BB | FILE_H_BB) & ~file_bb(file_of(s)));
        SliderTable& t = table[s];
        t.mask = sliding_attacks_reference(pt, s, 0) & ~edges;
        t.shift = 64 - popcount(t.mask);
        t.attacks = next_slot;

        // Carry-Rippler enumeration of every subset of the mask.
        int size = 0;
        Bitboard b = 0;
        do {
            occupancies[size] = b;
            references[size] = sliding_attacks_reference(pt, s, b);
            ++size;
            b = (b - t.mask) & t.mask;
        } while (b);
        next_slot += size;

#if defined(USE_PEXT)
        for (int i = 0; i < size; ++i) t.attacks[t.index(occupancies[i])] = references[i];
#else
        for (;;) {
            do t.magic = rng.sparse();
            while (popcount((t.mask * t.magic) >> 56) < 6);
            ++current;
            bool ok = true;
            for (int i = 0; i < size && ok; ++i) {
                unsigned idx = t.index(occupancies[i]);
                if (epoch[idx] < current) {
                    epoch[idx] = current;
                    t.attacks[idx] = references[i];
                } else if (t.attacks[idx] != references[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
#endif
    }
}

} // namespace

Bitboard sliding_attacks_reference(PieceType pt, Square s, Bitboard occupied) {
    static const int rook_dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    Bitboard result = 0;
    for (int k = 0; k < 2; ++k) {
        const int (*dirs)[2] = nullptr;
        if (k == 0 && (pt == ROOK || pt == QUEEN)) dirs = rook_dirs;
        if (k == 1 && (pt == BISHOP || pt == QUEEN)) dirs = bishop_dirs;
        if (!dirs) continue;
        for (int d = 0; d < 4; ++d) {
            int f = file_of(s), r = rank_of(s);
            for (;;) {
                f += dirs[d][0];
                r += dirs[d][1];
                if (f < 0 || f > 7 || r < 0 || r > 7) break;
                Square t = make_square(f, r);
                result |= square_bb(t);
                if (occupied & square_bb(t)) break;
            }
        }
    }
    return result;
}

namespace {
void fill_tables() {
    static const int knight_steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int king_steps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static const int white_pawn_steps[2][2] = {{-1, 1}, {1, 1}};
    static const int black_pawn_steps[2][2] = {{-1, -1}, {1, -1}};

    for (int sq = A1; sq <= H8; ++sq) {
        Square s = Square(sq);
        tables::knight_attacks[s] = step_attacks(s, knight_steps, 8);
        tables::king_attacks[s] = step_attacks(s, king_steps, 8);
        tables::pawn_attacks[WHITE][s] = step_attacks(s, white_pawn_steps, 2);
        tables::pawn_attacks[BLACK][s] = step_attacks(s, black_pawn_steps, 2);
    }

    init_slider(ROOK, tables::rook, rook_table);
    init_slider(BISHOP, tables::bishop, bishop_table);

    for (int a = A1; a <= H8; ++a)
        for (int b = A1; b <= H8; ++b) {
            Square s1 = Square(a), s2 = Square(b);
            tables::between[s1][s2] = square_bb(s2);
            tables::line[s1][s2] = 0;
            if (s1 == s2) continue;
            for (PieceType pt : {BISHOP, ROOK}) {
                if (!(sliding_attacks_reference(pt, s1, 0) & square_bb(s2))) continue;
                tables::line[s1][s2] = (sliding_attacks_reference(pt, s1, 0) & sliding_attacks_reference(pt, s2, 0))
                                     | square_bb(s1) | square_bb(s2);
                tables::between[s1][s2] |= sliding_attacks_reference(pt, s1, square_bb(s2))
                                         & sliding_attacks_reference(pt, s2, square_bb(s1));
            }
        }
}
} // namespace

void init_bitboards() {
    // A function-local static runs once, even when several threads arrive together.
    static const bool done = (fill_tables(), true);
    (void)done;
}

} // namespace parachute
