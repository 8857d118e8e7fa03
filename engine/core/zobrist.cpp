#include "zobrist.h"

#include "../util/random.h"

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
// splitmix64's own stream from a fixed seed: keys are the same in every build, so keys
// written by one binary (opening books, test data) stay valid for another.
uint64_t state = 0x5A17C0DE2026ULL;
Key next_key() {
    const Key key = mix64(state);
    state += GOLDEN_GAMMA;
    return key;
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
