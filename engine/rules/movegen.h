// Legal move generation for every variant: board moves, castling (also of knightmate's
// royal knight), en passant, promotions, drops; racing kings' ban on checks. A position
// whose game a variant rule has already decided (a finished race) has no moves.
#pragma once

#include <cstdint>

#include "position.h"

namespace parachute {

// Bounded by the FEN reader's move-count check, far above any real position.
constexpr int MAX_MOVES = 1024;

struct MoveList {
    // Left uninitialised (a Move clears itself): a search makes lists at every node and
    // reads only their first `count` moves.
    union {
        Move moves[MAX_MOVES];
    };
    int count = 0;

    MoveList() {}

    void push(Move m) { moves[count++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    int size() const { return count; }
    bool contains(Move m) const;
};

void generate_legal(const Position& pos, MoveList& list);

// The legal captures (en passant included) and promotions: the quiescence search's moves.
void generate_captures(const Position& pos, MoveList& list);

// All the other legal moves: non-capturing moves that do not promote, castling, drops.
// With generate_captures they make exactly generate_legal's moves, so that a search can
// generate the quiet moves only when it gets to them.
void generate_quiets(const Position& pos, MoveList& list);

// Whether m is legal here, for a move from elsewhere (the hash table, a killer): any
// 16-bit value is answered, drops included. Runs the generator on m's piece (or its
// dropped type) and target square alone, so it costs a small part of a generation.
bool is_legal(const Position& pos, Move m);

// The number of legal moves, counted without listing them (perft's last ply).
uint64_t count_legal(const Position& pos);

bool has_legal_move(const Position& pos);

// Racing kings: true when a king on the 8th rank has decided the game (black's
// equalising reply included); always false in the other variants.
bool race_decided(const Position& pos);

} // namespace parachute
