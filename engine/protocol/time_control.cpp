#include "time_control.h"

#include <algorithm>

namespace parachute {

void TimeControl::reset() {
    const int64_t st = st_ms;
    const int m = mps;
    const int64_t base = base_ms, inc = inc_ms;
    *this = TimeControl{};
    // The time control itself survives "new": clients send level or st once per session
    // (lichess-bot sends level only once, then time/otim), but the clocks, the session
    // count, sd and nps start over as the protocol says.
    mps = m;
    base_ms = base;
    inc_ms = inc;
    st_ms = st;
    engine_ms = opponent_ms = base;
}

void TimeControl::set_level(int moves_per_session, int64_t base, int64_t increment, int ply, Color to_move) {
    mps = std::max(0, moves_per_session);
    base_ms = base;
    inc_ms = increment;
    st_ms = 0;
    session_ply = ply;
    session_to_move = to_move;
    engine_ms = opponent_ms = base;
}

void TimeControl::restart_session(Color to_move) {
    session_ply = 0;
    session_to_move = to_move;
}

void TimeControl::set_move_time(int64_t ms) { st_ms = std::max<int64_t>(1, ms); }

void TimeControl::engine_moved(int64_t used_ms) {
    if (st_ms > 0) return;
    engine_ms = std::max<int64_t>(0, engine_ms - used_ms) + inc_ms;
}

Limits TimeControl::limits(Color us, int ply) const {
    Limits l;
    l.depth = max_depth;
    int moves_to_go = 0;
    if (mps > 0) {
        // Our moves made since the session began; the side that was to move then made
        // the first of them.
        const int since = std::max(0, ply - session_ply);
        const int ours = (since + (session_to_move == us ? 1 : 0)) / 2;
        moves_to_go = mps - ours % mps;
    }

    if (st_ms > 0) {
        // With nps, "st" is a node budget (cutechess: st 1 + nps N; python-chess: nps 1 +
        // st N), and the wall clock plays no part.
        if (nps > 0) l.nodes = uint64_t(std::max<int64_t>(1, st_ms * nps / 1000));
        else l.move_time = st_ms;
        return l;
    }
    if (nps > 0) {
        // A clock measured in nodes: this move's share of it, as a node budget.
        const int64_t share = engine_ms / (moves_to_go > 0 ? moves_to_go : 30) + inc_ms;
        l.nodes = uint64_t(std::max<int64_t>(1, share * nps / 1000));
        return l;
    }
    l.time[us] = std::max<int64_t>(0, engine_ms);
    l.time[~us] = std::max<int64_t>(0, opponent_ms);
    l.increment[WHITE] = l.increment[BLACK] = inc_ms;
    l.moves_to_go = moves_to_go;
    return l;
}

} // namespace parachute
