// The CECP clock state (level, st, sd, nps, time, otim) and its translation into the
// search's Limits. The search allocates the time; this only reports the clocks faithfully.
#pragma once

#include <cstdint>

#include "../search/search.h"

namespace parachute {

class TimeControl {
public:
    // "new": XBoard's default 40 moves in 5 minutes, no depth or node limit.
    void reset();

    // "level MPS BASE INC". Cancels st. The clocks restart at BASE until time/otim say
    // otherwise. A moves-per-session count starts here (ply = plies played since the
    // game's set-up position, to_move = the side to move now), because a level received
    // mid-game counts the moves still to play from there.
    void set_level(int moves_per_session, int64_t base_ms, int64_t increment_ms, int ply, Color to_move);
    // A new game position (new, variant, setboard, edit): the sessions count each side's
    // moves from it, as the clients' own clocks do, whatever its move number.
    void restart_session(Color to_move);
    // "st SECONDS". Cancels level.
    void set_move_time(int64_t ms);
    void set_depth(int depth) { max_depth = depth; }
    void set_nps(int64_t nodes_per_second) { nps = nodes_per_second; }
    int64_t nodes_per_second() const { return nps; }
    void set_engine_clock(int64_t ms) { engine_ms = ms; }
    void set_opponent_clock(int64_t ms) { opponent_ms = ms; }
    // After the engine has moved: its clock loses what it used and gains the increment,
    // so that a client that never sends "time" still sees sensible thinking times.
    void engine_moved(int64_t used_ms);

    // The limits for a search by the engine playing `us`, `ply` plies after the game's
    // set-up position.
    Limits limits(Color us, int ply) const;

    int64_t engine_clock() const { return engine_ms; }
    int depth() const { return max_depth; }

private:
    int mps = 40;
    int64_t base_ms = 300000;
    int64_t inc_ms = 0;
    int session_ply = 0;               // where the current moves-per-session count began
    Color session_to_move = WHITE;
    int64_t st_ms = 0; // > 0: exact time per move (st) instead of the level clocks
    int max_depth = 0;
    int64_t nps = 0;
    int64_t engine_ms = 300000;
    int64_t opponent_ms = 300000;
};

} // namespace parachute
