// One answer to "is the game over, and why; and which draws may be claimed now",
// following docs/RULES.md for each variant and the position's draw rules.
#pragma once

#include <string>

#include "position.h"

namespace parachute {

enum class GameResult { Ongoing, WhiteWins, BlackWins, Draw };

enum class EndReason {
    None,
    Checkmate,
    Stalemate,
    RaceWon,              // racing kings: a king reached the 8th rank first (and was not equalised)
    RaceDrawn,            // racing kings: black followed white onto the 8th rank at once
    InsufficientMaterial, // normal chess: no mate possible; knightmate: only the royal knights left
    FivefoldRepetition,   // crazyhouse under the chess-samara.ru rules
};

struct GameStatus {
    GameResult result = GameResult::Ongoing;
    EndReason reason = EndReason::None;
    bool can_claim_threefold = false;
    bool can_claim_fifty_moves = false;

    bool over() const { return result != GameResult::Ongoing; }
};

GameStatus game_status(const Position& pos);

// Racing kings, once race_decided(pos): who won, or a draw when both kings got home.
GameResult race_result(const Position& pos);

// How many times the current position has stood on the board, now included: same
// board, pockets, promoted flags, side to move, castling and en-passant rights.
int repetition_count(const Position& pos);

// A position in which neither side can ever mate (normal chess and knightmate rules).
bool insufficient_material(const Position& pos);

// "1-0", "0-1", "1/2-1/2" or "*".
const char* result_string(GameResult r);
// Words for the end, as XBoard and PGN show them: "White mates", "Stalemate", ...
std::string describe_end(const GameStatus& s);

} // namespace parachute
