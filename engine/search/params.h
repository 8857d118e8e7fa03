// The numbers of the search that tools/spsa tunes. An ordinary build compiles them as
// constants, so they cost nothing; a tuning build (`make tune`, -DPARACHUTE_TUNE) makes
// them variables that the option Tune_<name> sets (CECP `option Tune_x=N`, UCI
// `setoption name Tune_x value N`), so that one binary plays every point SPSA tries. Only
// the tuning build lists these options, for match runners that check option names; an
// ordinary build answers them with an error.
// Each row: name, value, and the range a tuner may explore.
#pragma once

#include <string>
#include <vector>

#define PARACHUTE_SEARCH_PARAMS(X)                                                                 \
    X(lmr_offset, 512, 0, 1024)          /* rounding of the log-log reduction, in 1/1024 ply */   \
    X(lmr_divisor, 1024, 700, 1500)      /* scale of the log-log reduction */                     \
    X(lmr_history, 12000, 4000, 30000)   /* history that takes one ply off a reduction */         \
    X(lmr_deeper_margin, 40, 0, 150)     /* re-search one ply deeper this far above the best */    \
    X(rfp_depth, 8, 3, 14)               /* reverse futility below this depth */                  \
    X(rfp_margin, 90, 40, 200)           /* its margin per ply */                                 \
    X(nmp_base, 3, 2, 5)                 /* null-move reduction at depth 0 */                     \
    X(nmp_depth_div, 4, 2, 8)            /* depth per extra ply of null-move reduction */         \
    X(nmp_eval_div, 200, 80, 400)        /* eval above beta per extra ply, at most 3 */           \
    X(lmp_base, 3, 1, 8)                 /* late quiets skipped after (base + d^2) / 2 moves */   \
    X(futility_depth, 8, 3, 14)          /* futility pruning of quiets up to this depth */        \
    X(futility_base, 120, 40, 300)       /* its margin at depth 0 */                              \
    X(futility_per_depth, 110, 40, 250)  /* and per ply */                                        \
    X(see_depth, 8, 3, 14)               /* SEE pruning of captures up to this depth */           \
    X(see_quiet, 25, 5, 80)              /* quiets may lose this times depth^2 */                 \
    X(see_capture, 110, 30, 250)         /* captures may lose this times depth */                 \
    X(qs_futility, 200, 50, 400)         /* quiescence: captures that cannot reach alpha */       \
    X(se_depth, 7, 4, 12)                /* singular extensions from this depth on */             \
    X(se_margin, 2, 1, 6)                /* singular beta: table value minus this times depth */  \
    X(se_double_margin, 50, 10, 150)     /* this far below it: a double extension */              \
    X(probcut_depth, 5, 3, 10)           /* ProbCut from this depth on */                         \
    X(probcut_margin, 200, 80, 400)      /* how far above beta a capture must prove to be */      \
    X(probcut_improving, 50, 0, 150)     /* less of that margin when the eval improves */         \
    X(aspiration_delta, 25, 8, 60)       /* first half-width of the aspiration window */          \
    X(history_bonus_per_depth, 280, 100, 500)                                                     \
    X(history_bonus_offset, 200, 0, 500)                                                          \
    X(history_bonus_max, 2400, 800, 4000)                                                         \
    X(correction_pawn_weight, 64, 0, 160)   /* correction by pawn structure, in 1/64 */           \
    X(correction_pocket_weight, 64, 0, 160) /* and by the pockets (drop variants only) */

namespace parachute::params {

#ifdef PARACHUTE_TUNE
constexpr bool TUNING = true;
#else
constexpr bool TUNING = false;
#endif

#ifdef PARACHUTE_TUNE
#define PARACHUTE_PARAM(name, value, lo, hi) inline int name = value;
#else
#define PARACHUTE_PARAM(name, value, lo, hi) constexpr int name = value;
#endif
PARACHUTE_SEARCH_PARAMS(PARACHUTE_PARAM)
#undef PARACHUTE_PARAM

struct Tunable {
    const char* name;
    int value, min, max;
};

// Every parameter with its current value and range; the same list in every build.
std::vector<Tunable> tunables();

// Sets parameter name (without the Tune_ prefix) in a tuning build: "" or what is wrong
// (an unknown name, a value out of range, or an ordinary build, where they are constants).
std::string set_tunable(const std::string& name, const std::string& value);

} // namespace parachute::params
