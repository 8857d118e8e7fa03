// Basic value types shared by every part of the engine: colours, pieces, squares, moves.
#pragma once

#include <cstdint>

namespace parachute {

using Bitboard = uint64_t;
using Key = uint64_t;

enum Color : int { WHITE = 0, BLACK = 1, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// KING is always the royal piece; in knightmate it moves like a knight. COMMONER is
// knightmate's non-royal king-stepper ('M').
enum PieceType : int {
    NO_PIECE_TYPE = 0, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, COMMONER, KING, PIECE_TYPE_NB = 8
};

enum Piece : int {
    NO_PIECE = 0,
    W_PAWN = 1, W_KNIGHT, W_BISHOP, W_ROOK, W_QUEEN, W_COMMONER, W_KING,
    B_PAWN = 9, B_KNIGHT, B_BISHOP, B_ROOK, B_QUEEN, B_COMMONER, B_KING,
    PIECE_NB = 16
};

constexpr Piece make_piece(Color c, PieceType pt) { return Piece(c * 8 + pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

enum Square : int {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    SQ_NONE, SQUARE_NB = 64
};

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr bool is_ok(Square s) { return s >= A1 && s <= H8; }
// The rank as seen from colour c's side of the board (0 = own first rank).
constexpr int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : 7 - rank_of(s); }
constexpr Square operator+(Square s, int d) { return Square(int(s) + d); }
constexpr Square operator-(Square s, int d) { return Square(int(s) - d); }
constexpr int pawn_push(Color c) { return c == WHITE ? 8 : -8; }

enum CastlingRights : int {
    NO_CASTLING = 0, WHITE_OO = 1, WHITE_OOO = 2, BLACK_OO = 4, BLACK_OOO = 8, ALL_CASTLING = 15
};

// A move in 16 bits: destination (6), origin or dropped piece type (6), kind (4).
// Promotions carry their piece type in the kind: PROMOTION + pt.
enum MoveKind : int { NORMAL = 0, CASTLING = 1, EN_PASSANT = 2, DROP = 3, PROMOTION = 4 };

class Move {
public:
    constexpr Move() : data(0) {}
    constexpr explicit Move(uint16_t d) : data(d) {}
    static constexpr Move make(Square from, Square to, int kind = NORMAL) {
        return Move(uint16_t(to | (from << 6) | (kind << 12)));
    }
    static constexpr Move promotion(Square from, Square to, PieceType pt) {
        return make(from, to, PROMOTION + pt);
    }
    static constexpr Move drop(PieceType pt, Square to) {
        return Move(uint16_t(to | (pt << 6) | (DROP << 12)));
    }
    static constexpr Move none() { return Move(); }

    constexpr Square to() const { return Square(data & 63); }
    constexpr Square from() const { return Square((data >> 6) & 63); }
    constexpr int raw_kind() const { return data >> 12; }
    constexpr MoveKind kind() const { return raw_kind() >= PROMOTION ? PROMOTION : MoveKind(raw_kind()); }
    constexpr bool is_drop() const { return raw_kind() == DROP; }
    constexpr bool is_promotion() const { return raw_kind() > PROMOTION; }
    constexpr PieceType promotion_type() const { return PieceType(raw_kind() - PROMOTION); }
    constexpr PieceType drop_type() const { return PieceType((data >> 6) & 63); }
    constexpr uint16_t raw() const { return data; }
    constexpr explicit operator bool() const { return data != 0; }
    constexpr bool operator==(Move m) const { return data == m.data; }
    constexpr bool operator!=(Move m) const { return data != m.data; }

private:
    uint16_t data;
};

} // namespace parachute
