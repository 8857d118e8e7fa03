// The old "edit" way of setting up a position: piece placements one by one, then "." to
// finish. Collects the board and turns it into a FEN for Position::set, which judges it.
#pragma once

#include <string>

#include "../rules/position.h"

namespace parachute {

class EditBoard {
public:
    // Starts from the current board; the side to move and pockets stay as they are.
    explicit EditBoard(const Position& from);

    // One edit subcommand: "c" (other colour), "#" (clear), "Pa4" (place), "xa4"
    // (empty). Returns "" or what is wrong; "." is the caller's business.
    std::string apply(const std::string& command);

    // The FEN of the edited position. Castling is assumed where king and rook stand on
    // their home squares, there is no en-passant square and the counters restart, as the
    // protocol says.
    std::string fen() const;

private:
    char board[64];         // FEN letters, 0 when empty
    bool promoted[64];      // kept for pieces left untouched ("Q~")
    Color placing = WHITE;
    Color to_move;
    std::string pockets;    // the FEN holdings field, "" when the variant has none
    bool castling_variant;
    int fullmove;
};

} // namespace parachute
