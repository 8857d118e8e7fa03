// The progress line of a self-play run on stderr: positions, games, positions/s, ETA
// and the running white-win/draw/black-win count. On a terminal it redraws one line a
// few times a second; into a file or pipe it writes a line every 30 s, not a stream.
#pragma once

#include <chrono>
#include <cstdint>

namespace parachute::selfplay {

struct Counts {
    uint64_t positions = 0;
    uint64_t games = 0;
    uint64_t white_wins = 0, draws = 0, black_wins = 0;
};

class Progress {
public:
    // target: the positions (by_games false) or games (true) this session must add.
    Progress(uint64_t target, bool by_games, bool enabled);
    void update(const Counts& c);        // call often; draws only when due
    void finish(const Counts& c);        // the final line

private:
    void draw(const Counts& c, bool final_line);
    using Clock = std::chrono::steady_clock;
    uint64_t target;
    bool by_games;
    bool enabled;
    bool tty;
    Clock::time_point start, last;
};

} // namespace parachute::selfplay
