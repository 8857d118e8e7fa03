// Time controls as cutechess-cli writes them (40/60+0.5, 0/2+0.05 for the whole game,
// 2:30+1, inf, st=1, nodes=N, depth=D) and the clock the runner keeps for each side.
#pragma once

#include <cstdint>
#include <string>

namespace parachute::match {

struct TimeControl {
    // A clock: base time (ms) plus increment, optionally per session of N moves.
    bool clock = false;
    int moves_per_session = 0; // 0: the whole game is one session
    int64_t base_ms = 0;
    int64_t increment_ms = 0;
    // Fixed time per move (st=); 0 when unused.
    int64_t move_time_ms = 0;
    // Search limits, usable alone or with a clock; 0 when unused.
    int64_t nodes = 0;
    int depth = 0;
    // A move this late after the flag fell still counts (pipes and scheduling).
    int64_t margin_ms = 0;

    bool limited() const { return clock || move_time_ms || nodes || depth; }
    // The PGN TimeControl tag: "40/60+0.5", "60+0.5", "1/1" for st=1, "-" otherwise.
    std::string pgn_tag() const;
};

// Parses the tc= value into tc (keeping its other fields); "" or an error message.
std::string parse_tc(const std::string& text, TimeControl& tc);
// Parses a number of seconds ("1", "0.5") into milliseconds; false when not a number.
bool parse_seconds(const std::string& text, int64_t& ms);

class GameClock {
public:
    explicit GameClock(const TimeControl& tc);
    // Time left on the clock at the start of the current move; the search may use it.
    int64_t remaining_ms() const { return remaining; }
    // Moves left in the session, or 0 when the session is the whole game.
    int moves_to_go() const;
    // Charges a move that took elapsed_ms; false when the flag fell (margin allowed).
    bool spend(int64_t elapsed_ms);

private:
    TimeControl tc;
    int64_t remaining;
    int moves_made = 0;
};

} // namespace parachute::match
