// What went wrong in a lost game: the first position where the loser's (the engine's)
// score and its opponent's part while the material is level, and a kind of loss read
// from the game by fixed rules. The definitions are in tools/losses/README.md and in
// parachute-losses --help; the code below is their one implementation.
#pragma once

#include <string>

#include "match_game.h"
#include "material.h"

namespace parachute::losses {

struct Settings {
    std::string engine;      // the engine's name; "": the player named "parachute..."
    int threshold_cp = 100;  // a gap beyond this is a disagreement
    int level_points = 0;    // material within this many points counts as level
    int collapse_cp = 300;   // horizon: the engine's own score falls by at least this
    int deep = 10;           // misjudged: both searches reached this depth
    int window = 6;          // plies after the divergence position that the kinds look at
    int drops = 2;           // drops: the winner's drops in the window
    int zone_squares = 4;    // king safety: squares of the loser's royal zone attacked
    double low_clock = 0.1;  // time: clock left below this share of the base time
    int opening_moves = 12;  // phase: the opening ends after this full move
    int min_moves = 40;      // clock usage: games of at least this many full moves
};

enum class Kind { Time, Horizon, Drops, Race, KingSafety, Misjudged, Other };
constexpr int KIND_NB = 7;
const char* kind_name(Kind k);

struct Divergence {
    bool found = false;
    int ply = 0;                 // the position both engines scored stands after this ply
    int engine_ply = 0, opponent_ply = 0; // the plies whose comments hold the two scores
    int engine_cp = 0;           // both from the engine's point of view
    int opponent_cp = 0;
};

// The engine's score minus the opponent's, both from the engine's point of view, for
// plies p and p + 1, which both judge the position after ply p. False when either has
// no score.
bool score_gap(const MatchGame& g, Color engine, int p, int& engine_cp, int& opponent_cp);

Divergence find_divergence(const MatchGame& g, Color engine, const Settings& s);

Kind classify(const MatchGame& g, Color engine, const Divergence& d, const Settings& s);

// The phase of the divergence position, or of the last position when there is none.
Phase loss_phase(const MatchGame& g, const Divergence& d, const Settings& s);

// How many players of the game are the engine: named `name`, or with name "" named
// "parachute..." (any case); `side` is set when it is one.
int engine_sides(const MatchGame& g, const std::string& name, Color& side);

} // namespace parachute::losses
