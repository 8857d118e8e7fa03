// The game as the GUI sees it: variant, draw rules, the current position with its move
// history (for undo, remove and repetitions), and whether a usable position is set at
// all (after a rejected setboard it is not, until the next new, variant or setboard);
// for CECP and UCI alike.
#pragma once

#include <string>

#include "../rules/gameend.h"
#include "../rules/position.h"
#include "cecp_parse.h"

namespace parachute {

// Why a move the GUI sent is not legal in pos, in words; never more than a hint.
std::string why_not_legal(const Position& pos, const std::string& text);

class Game {
public:
    Game();

    // The variant's start position ("new", "variant").
    void reset(Variant v);
    // "setboard": "" or what is wrong with the FEN; on error the game has no valid
    // position until the next reset or successful setboard.
    std::string set_fen(const std::string& fen);
    void set_draw_rules(DrawRules d);

    Variant variant() const { return var; }
    bool valid() const { return has_position; }
    const Position& position() const { return pos; }
    GameStatus status() const { return game_status(pos); }

    void play(Move m) { pos.do_move(m); }
    // Moves that can be taken back (since the position was last set).
    int undoable() const { return pos.history_length(); }
    void undo() { pos.undo_move(); }
    // Plies played since the game's set-up position (reset, setboard, side to move),
    // counting through pocket corrections, which start a new history.
    int game_ply() const { return plies_before_history + pos.history_length(); }

    // "holding": sets both pockets to exactly these counts. Returns "" or what is wrong.
    // Changed pockets start a new history (the position before cannot be undone to);
    // pockets that already agree change nothing, so the per-move holdings of a server
    // keep repetition detection and undo intact.
    std::string set_pockets(const Pockets& p, bool& changed);
    Pockets pockets() const;

    // The obsolete "white" / "black": the given side is to move from now on.
    std::string set_side_to_move(Color c);

private:
    Variant var = Variant::Normal;
    DrawRules draws = DrawRules::ChessPlayX;
    Position pos;
    bool has_position = true;
    int plies_before_history = 0; // plies played before the last pocket correction
};

} // namespace parachute
