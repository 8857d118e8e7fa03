// One game between two engine clients: the rules library decides every end it can
// (mate, stalemate, race, material, repetition, 50 moves); the runner adds clocks,
// faults, optional score adjudication and a maximum length.
#pragma once

#include <string>
#include <vector>

#include "../../engine/rules/gameend.h"
#include "engine_client.h"

namespace parachute::match {

// The rules of cutechess-cli's -draw, -resign and -maxmoves. Moves are counted from the
// game's start position, book moves included.
struct Adjudication {
    // Draw when both engines' scores stay within draw_score of zero for draw_movecount
    // consecutive moves each, once draw_movenumber full moves have been played; a
    // capture or pawn move starts the count again. 0 movecount: off.
    int draw_movenumber = 0, draw_movecount = 0, draw_score = 0;
    // A side loses when its engine's score stays at or below -resign_score for
    // resign_movecount consecutive moves of its own; two-sided, only if the other
    // engine's score has also stayed at or above +resign_score as long. 0 movecount: off.
    int resign_movecount = 0, resign_score = 0;
    bool resign_twosided = false;
    // Draw once this many full moves have been played; 0: no limit.
    int max_moves = 0;
    DrawRules draw_rules = DrawRules::ChessPlayX;
    // Threefold repetition and the 50-move rule end the game as soon as either player
    // could claim them (cutechess-cli's way); when false, only an engine's claim does.
    bool claim_draws_for_players = true;
    // How long a search without a clock may take before the engine counts as hung.
    int64_t hang_ms = 60000;
};

struct Opening {
    std::string fen;                 // "" for the variant's start position
    std::vector<std::string> moves;  // book moves played from there (coordinate notation)
};

// What happened to an engine in a game, so the runner can restart it if needed.
enum class Fault { None, LostOnTime, Broken };

struct GameRecord {
    GameSetup setup;
    std::vector<PlayedMove> moves;
    std::vector<std::string> comments; // one per move: "book" or "+0.35/12 0.51s"
    GameResult result = GameResult::Ongoing;
    std::string reason;      // "White mates", "Black loses on time", ...
    std::string termination; // PGN Termination: normal, time forfeit, adjudication, ...
    std::string white, black;
    std::string time_control;
    std::string final_fen;   // the position at the end, for -epdout
    Fault fault[COLOR_NB] = {Fault::None, Fault::None};
};

// The starting setup for an opening; "" or what is wrong with the opening.
std::string prepare_setup(Variant v, const Opening& o, GameSetup& setup);

GameRecord play_game(EngineClient& white, EngineClient& black, Variant v, const Opening& opening,
                     const Adjudication& adj);

} // namespace parachute::match
