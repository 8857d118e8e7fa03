#include "timeman.h"

#include <algorithm>

namespace parachute {

TimeBudget allocate_time(const Limits& limits, Color us, int64_t overhead, int fullmove, PlanHorizon horizon) {
    TimeBudget b;
    if (limits.infinite) return b;
    if (limits.move_time > 0) {
        // A fixed time per move is a ceiling: the overhead keeps us under it, but never
        // below a third of it.
        b.optimum_ms = b.maximum_ms = std::max(limits.move_time - overhead, limits.move_time / 3 + 1);
        return b;
    }
    if (limits.time[us] < 0) return b;

    const int64_t left = limits.time[us];
    const int64_t inc = limits.increment[us];
    // In sudden death, plan as if the horizon's moves were left at the start, fewer as the
    // game goes on but never under its floor: long games (chess endgames) still have time
    // to think, and a game that lasts as long as the variant's usually do ends with most of
    // the clock spent. The increments of the moves planned for are part of the pool; the
    // overhead is paid once per move to come.
    const int moves = limits.moves_to_go > 0 ? std::min(limits.moves_to_go, 50)
                                             : std::max(horizon.floor, horizon.at_start - 3 * fullmove / 10);
    const int64_t pool = std::max<int64_t>(1, left + inc * (moves - 1) - overhead * std::min(moves, 10));
    int64_t optimum = pool / moves;
    int64_t maximum = optimum * 4;
    // Never bet a large part of what is left on one move; with a session ending next
    // move, everything left (minus the overhead) is ours.
    // The increment arrives only after the move: however large it is, a move never plans
    // on more than the clock minus the overhead, and short of the last move before a
    // time control, on more than three quarters of that.
    const int64_t usable = std::max<int64_t>(1, left - overhead);
    int64_t cap = std::min(usable, limits.moves_to_go == 1 ? usable * 9 / 10 : std::min(left / 3 + inc / 2, usable * 3 / 4));
    // With an increment the plan spends about one increment a move once the clock is
    // low, so the clock would hover at a few increments and the first delay of a loaded
    // machine would lose on time. A move keeps ten overheads in hand after its increment
    // arrives; below that it spends half of what the increment brings beyond the
    // overhead, so that the clock climbs back.
    if (inc > 0 && limits.moves_to_go != 1)
        cap = std::min(cap, std::max({left + inc - overhead * 11, (inc - overhead) / 2, int64_t(1)}));
    optimum = std::clamp<int64_t>(optimum, 1, std::max<int64_t>(1, cap));
    maximum = std::clamp<int64_t>(maximum, optimum, std::max<int64_t>(optimum, cap));
    b.optimum_ms = optimum;
    b.maximum_ms = maximum;
    return b;
}

double stop_factor(double best_move_changes, Value score, Value last_score, Value average_score, double best_share) {
    const double instability = 1.0 + 1.2 * best_move_changes;
    double falling = 1.0;
    if (last_score != VALUE_NONE && !is_mate_score(score))
        falling = std::clamp(1.0 + 0.006 * (last_score - score) + 0.003 * (average_score - score), 0.75, 1.6);
    const double effort = std::clamp(1.5 - best_share, 0.6, 1.15);
    return std::clamp(instability * falling * effort, 0.45, 2.6);
}

} // namespace parachute
