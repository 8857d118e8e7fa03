// The evaluation term by term, for `parachute eval` and for tests. evaluate() and
// eval_trace() run the same code: the trace is what evaluate() summed, not a re-derivation.
#pragma once

#include <string>

#include "../rules/position.h"
#include "../core/value.h"
#include "score.h"

namespace parachute {

enum EvalTerm : int {
    TERM_MATERIAL,    // pieces on the board
    TERM_HAND,        // pieces in the pocket (crazyhouse)
    TERM_PLACEMENT,   // piece-square tables
    TERM_MOBILITY,
    TERM_PAWNS,       // passed, doubled, isolated
    TERM_PIECES,      // bishop pair, rooks on open files
    TERM_THREATS,     // pieces attacked by pawns or left undefended under attack
    TERM_KING_SAFETY, // king (royal knight) danger, drop threats, shelter
    TERM_ACTIVITY,    // knightmate commoners near the enemy royal knight
    TERM_RACE,        // racing kings: king progress, free path, control in front of kings
    TERM_RACE_LEAD,   // racing kings: who arrives first, with black's equalising reply
    TERM_TEMPO,       // the side to move's bonus
    TERM_NB
};

const char* term_name(EvalTerm t);

struct EvalTrace {
    Score terms[TERM_NB][COLOR_NB]; // each colour's own contribution, positive = good for it
    int phase = 0;                  // 0 (bare endgame) .. PHASE_MAX (all pieces present)
    int scale = 0;                  // endgame scale factor out of SCALE_NORMAL
    Value white_view = 0;           // the final score for white
    Value stm_view = 0;             // what evaluate() returns
};

constexpr int PHASE_MAX = 24;
constexpr int SCALE_NORMAL = 64;

// Fills the trace and returns evaluate(pos).
Value evaluate(const Position& pos, EvalTrace& trace);

// A printable table of the terms (one line each, white, black and the difference, mg and
// eg), then phase, scale and the total.
std::string eval_trace(const Position& pos);

} // namespace parachute
