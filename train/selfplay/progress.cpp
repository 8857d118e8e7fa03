#include "progress.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <unistd.h>

#include "../common/duration_text.h"

namespace parachute::selfplay {

Progress::Progress(uint64_t t, bool games, bool on)
    : target(t), by_games(games), enabled(on), tty(isatty(STDERR_FILENO)), start(Clock::now()), last(start) {}

void Progress::update(const Counts& c) {
    if (!enabled) return;
    const auto now = Clock::now();
    if (now - last < (tty ? std::chrono::milliseconds(250) : std::chrono::milliseconds(30000))) return;
    last = now;
    draw(c, false);
}

void Progress::finish(const Counts& c) {
    if (enabled) draw(c, true);
}

void Progress::draw(const Counts& c, bool final_line) {
    const double secs = std::chrono::duration<double>(Clock::now() - start).count();
    const double rate = secs > 0 ? c.positions / secs : 0;
    const uint64_t done = by_games ? c.games : c.positions;
    const double fraction = target ? std::min(1.0, double(done) / double(target)) : 1.0;
    constexpr int WIDTH = 24;
    std::string bar(size_t(fraction * WIDTH), '#');
    bar.resize(WIDTH, '.');
    const std::string eta = final_line ? "done in " + train::duration_text(secs)
                          : done > 0 ? "ETA " + train::duration_text(secs * (1 - fraction) / fraction) : "ETA ?";
    std::fprintf(stderr, "%s[%s] %3.0f%%  %llu positions  %llu games  %.0f pos/s  %s  +%llu =%llu -%llu%s",
                 tty ? "\r" : "", bar.c_str(), fraction * 100, (unsigned long long)c.positions,
                 (unsigned long long)c.games, rate, eta.c_str(), (unsigned long long)c.white_wins,
                 (unsigned long long)c.draws, (unsigned long long)c.black_wins,
                 !tty ? "\n" : final_line ? "\x1b[K\n" : "\x1b[K");
    std::fflush(stderr);
}

} // namespace parachute::selfplay
