// One training position as a fixed-size 64-byte record (layout in train/FORMAT.md):
// everything the evaluation features need (board, side, castling, en passant, both
// pockets, promoted flags, variant) plus the search score, best move, game result and
// the game it came from. Fixed size so that files can be shuffled, split and decoded
// without parsing; zstd removes most of the redundancy.
#pragma once

#include <cstdint>
#include <string>

#include "../../engine/rules/position.h"

namespace parachute::data {

constexpr int RECORD_SIZE = 64;

// The game result as seen by white, as it is stored (2 bits).
enum class Outcome : uint8_t { BlackWins = 0, Draw = 1, WhiteWins = 2 };

// How the game ended (stats and checks; the trainer needs only the outcome).
enum class Ending : uint8_t {
    Unknown = 0, Checkmate, Stalemate, Race, InsufficientMaterial, Repetition, FiftyMoves,
    ResignAdjudicated, DrawAdjudicated, MaxPlies, ENDING_NB
};
const char* ending_name(Ending e);

// The raw bytes, little-endian fields at fixed offsets (FORMAT.md).
struct Record {
    // Left uninitialised on purpose: readers resize record buffers per chunk, and
    // zero-filling what is about to be overwritten cost a tenth of the read time.
    Record() {}
    uint8_t bytes[RECORD_SIZE];
};
static_assert(sizeof(Record) == RECORD_SIZE, "records are packed bytes");

// A record unpacked: what a feature transformer reads.
struct Decoded {
    Variant variant;
    Color side_to_move;
    Piece board[SQUARE_NB];      // NO_PIECE on empty squares
    Bitboard occupied;
    Bitboard promoted;           // crazyhouse: pieces that were pawns
    uint8_t hand[COLOR_NB][PIECE_TYPE_NB]; // pocket counts by piece type (PAWN..QUEEN)
    int castling;                // CastlingRights bits
    Square ep_square;            // SQ_NONE when no en-passant capture is legal
    int rule50;                  // half-moves since a capture or pawn move, capped at 255
    int ply;                     // game ply of this position (0 = the game's first position)
    int score;                   // search score, side to move's view, centipawns (mates near +-32000)
    Move best;                   // the search's best move (engine Move encoding)
    Outcome outcome;             // the game's result, white's view
    Ending ending;
    int game_plies;              // ply of the game's final position
    uint32_t game_id;
    int depth;                   // depth the search reached
};

// What the game and the search add to a position.
struct Annotation {
    int score = 0;
    Move best;
    Outcome outcome = Outcome::Draw;
    Ending ending = Ending::Unknown;
    int game_plies = 0;
    uint32_t game_id = 0;
    int depth = 0;
};

// Packs pos with its annotation. Returns "" or why the position cannot be stored (a
// pocket count beyond the format's fields, a score beyond 16 bits, ...).
std::string encode(const Position& pos, const Annotation& note, Record& out);

// Fills in what is known only when the game is over (the positions are encoded as
// they are played).
void set_game_result(Record& rec, Outcome outcome, Ending ending, int game_plies);

// Unpacks a record. Fast path for the trainer: no allocation, no validation beyond what
// the format guarantees (a record from a checksummed chunk is well-formed).
void decode(const Record& rec, Decoded& out);

// The position as FEN (with counters), for building a Position or for people.
std::string to_fen(const Decoded& d);

// Builds a Position from a record; returns "" or what is wrong with the record.
std::string to_position(const Record& rec, Position& pos);

// Field accessors that do not decode the board (stats, split, filters).
inline uint32_t game_id_of(const Record& r) {
    return uint32_t(r.bytes[56]) | uint32_t(r.bytes[57]) << 8 | uint32_t(r.bytes[58]) << 16 | uint32_t(r.bytes[59]) << 24;
}
inline Variant variant_of(const Record& r) { return Variant((r.bytes[50] >> 1) & 3); }

} // namespace parachute::data
