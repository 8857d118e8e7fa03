// Printing the evaluation term by term.
#include "trace.h"

#include <cstdio>

namespace parachute {

const char* term_name(EvalTerm t) {
    static const char* const names[TERM_NB] = {"material", "hand", "placement", "mobility", "pawns", "pieces", "threats",
                                               "king safety", "activity", "race", "race lead", "tempo"};
    return names[t];
}

std::string eval_trace(const Position& pos) {
    EvalTrace t;
    evaluate(pos, t);
    std::string out = "term            white mg  eg    black mg  eg    diff mg   eg\n";
    char line[128];
    for (int i = 0; i < TERM_NB; ++i) {
        const Score w = t.terms[i][WHITE], b = t.terms[i][BLACK], d = w - b;
        std::snprintf(line, sizeof line, "%-14s %6d %6d   %6d %6d   %6d %6d\n", term_name(EvalTerm(i)), w.mg, w.eg,
                      b.mg, b.eg, d.mg, d.eg);
        out += line;
    }
    std::snprintf(line, sizeof line, "phase %d/%d, endgame scale %d/%d\nwhite's view %d, side to move's view %d\n",
                  t.phase, PHASE_MAX, t.scale, SCALE_NORMAL, t.white_view, t.stm_view);
    return out + line;
}

} // namespace parachute
