// A game of a match PGN made ready for the analysis: each move's score, depth and time
// as the match runner's comments give them, and the facts of every position of the
// game, replayed with the rules library.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../../engine/rules/gameend.h"
#include "../match/pgn_reader.h"
#include "../match/time_control.h"

namespace parachute::losses {

// A mate in n is scored MATE_CP - n, far beyond any centipawn score.
constexpr int MATE_CP = 100000;

struct MoveNote {
    bool book = false;
    bool has_score = false;
    int cp = 0;     // from the mover's point of view
    int depth = 0;
    bool has_time = false;
    int64_t time_ms = 0;
};

// Reads a comment as the runner (and cutechess-cli) writes it: "+0.35/12 0.512s",
// "-M5/20 1.2s", "book", "0.5s". False when it is none of these; `note` is then empty.
bool parse_move_note(const std::string& text, MoveNote& note);

// A score as the PGN spells it: "+0.35", "-1.20", "+M5", "-M3".
std::string score_text(int cp);

struct PositionFacts {
    std::string fen;
    int fullmove = 1;
    Color to_move = WHITE;
    int material[COLOR_NB] = {0, 0};      // material_points
    int piece_material = 0;               // both sides, pawns and royals left out
    int royal_rank[COLOR_NB] = {0, 0};    // 0: the first rank, 7: the eighth
    int zone_attacked[COLOR_NB] = {0, 0}; // squares of c's royal zone that ~c attacks
};

struct MatchGame {
    std::string file;
    int number = 0;      // the Round tag (the runner's game number) or the place in the file
    Variant variant = Variant::Normal;
    std::string white, black;
    GameResult result = GameResult::Ongoing;
    bool time_loss = false;             // Termination "time forfeit" or "... loses on time"
    match::TimeControl tc[COLOR_NB];    // tc[c].clock is false when the tag names no clock
    std::vector<MoveNote> notes;        // notes[i]: ply i + 1
    std::vector<bool> drops;            // drops[i]: ply i + 1 dropped a piece
    std::vector<PositionFacts> positions; // [0]: before the first move, [i]: after ply i
    bool mated = false;                 // the last position is checkmate

    int plies() const { return int(notes.size()); }
    // The side that made ply p (1-based).
    Color mover(int p) const { return positions[p - 1].to_move; }
    const std::string& name(Color c) const { return c == WHITE ? white : black; }
};

// The royal zone of c: the royal piece's square and the squares a king steps to from it.
Bitboard royal_zone(const Position& pos, Color c);

// The game the PGN reader read (the reader has checked every move), `place` being its
// place in `file` (1 for the first).
MatchGame make_match_game(const match::PgnGame& pgn, const std::string& file, int place);

} // namespace parachute::losses
