#include "zobrist.h"

namespace parachute {

namespace zobrist {
Key psq[PIECE_NB][SQUARE_NB];
Key side;
Key castling[16];
Key en_passant[8];
Key in_hand[PIECE_NB][MAX_IN_HAND + 1];
Key promoted[SQUARE_NB];
} // namespace zobrist

namespace {
// splitmix64 from a fixed seed: keys are the same in every build, so keys written by
// one binary (opening books, test data) stay valid for another.
uint64_t state = 0x5A17C0DE2026ULL;
Key next_key() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void fill_keys() {
    for (auto& piece : zobrist::psq)
        for (Key& k : piece) k = next_key();
    zobrist::side = next_key();
    // Rights are keyed per bit so that the key of a rights set is the XOR of its bits.
    Key bits[4];
    for (Key& k : bits) k = next_key();
    for (int r = 0; r < 16; ++r) {
        zobrist::castling[r] = 0;
        for (int b = 0; b < 4; ++b)
            if (r & (1 << b)) zobrist::castling[r] ^= bits[b];
    }
    for (Key& k : zobrist::en_passant) k = next_key();
    for (auto& piece : zobrist::in_hand)
        for (Key& k : piece) k = next_key();
    for (Key& k : zobrist::promoted) k = next_key();
}
} // namespace

void init_zobrist() {
    static const bool done = (fill_keys(), true);
    (void)done;
}

} // namespace parachute
