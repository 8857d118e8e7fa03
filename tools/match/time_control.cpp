#include "time_control.h"

#include <cmath>

#include "../../engine/util/numbers.h"

namespace parachute::match {

bool parse_seconds(const std::string& text, int64_t& ms) {
    const std::optional<double> seconds = parse_decimal(text, 0, 1e9);
    if (!seconds) return false;
    ms = int64_t(std::llround(*seconds * 1000));
    return true;
}

// "60", "1:30", "0.5": a base time in seconds, minutes:seconds allowed.
static bool parse_base(const std::string& text, int64_t& ms) {
    const size_t colon = text.find(':');
    if (colon == std::string::npos) return parse_seconds(text, ms);
    const std::optional<int64_t> minutes = parse_integer(text.substr(0, colon), 0, 1000000000);
    int64_t seconds_ms;
    if (!minutes || !parse_seconds(text.substr(colon + 1), seconds_ms)) return false;
    ms = *minutes * 60000 + seconds_ms;
    return true;
}

std::string parse_tc(const std::string& text, TimeControl& tc) {
    const std::string bad = "bad time control '" + text + "' (expected e.g. 40/60+0.5, 0/2+0.05, 2:30+1, 10 or inf)";
    if (text == "inf" || text == "infinite") {
        tc.clock = false;
        return "";
    }
    std::string rest = text;
    tc.moves_per_session = 0;
    if (const size_t slash = rest.find('/'); slash != std::string::npos) {
        // "0/T" is cutechess-cli's way of writing the whole game in T.
        const std::optional<int64_t> moves = parse_integer(rest.substr(0, slash), 0, 999999);
        if (!moves) return bad;
        tc.moves_per_session = int(*moves);
        rest = rest.substr(slash + 1);
    }
    tc.increment_ms = 0;
    if (const size_t plus = rest.find('+'); plus != std::string::npos) {
        if (!parse_seconds(rest.substr(plus + 1), tc.increment_ms)) return bad;
        rest = rest.substr(0, plus);
    }
    if (!parse_base(rest, tc.base_ms)) return bad;
    if (tc.base_ms <= 0 && tc.increment_ms <= 0) return bad;
    tc.clock = true;
    return "";
}

static std::string seconds_text(int64_t ms) {
    if (ms % 1000 == 0) return std::to_string(ms / 1000);
    std::string s = std::to_string(ms / 1000) + "." + std::to_string(1000 + ms % 1000).substr(1);
    while (s.back() == '0') s.pop_back();
    return s;
}

std::string TimeControl::pgn_tag() const {
    if (clock) {
        std::string s;
        if (moves_per_session) s = std::to_string(moves_per_session) + "/";
        s += seconds_text(base_ms);
        if (increment_ms) s += "+" + seconds_text(increment_ms);
        return s;
    }
    if (move_time_ms) return "1/" + seconds_text(move_time_ms);
    return "-";
}

GameClock::GameClock(const TimeControl& t) : tc(t), remaining(t.base_ms) {}

int GameClock::moves_to_go() const {
    if (!tc.moves_per_session) return 0;
    return tc.moves_per_session - moves_made % tc.moves_per_session;
}

bool GameClock::spend(int64_t elapsed_ms) {
    if (tc.move_time_ms) return elapsed_ms <= tc.move_time_ms + tc.margin_ms;
    if (!tc.clock) return true;
    remaining -= elapsed_ms;
    if (remaining < -tc.margin_ms) return false;
    remaining += tc.increment_ms;
    ++moves_made;
    if (tc.moves_per_session && moves_made % tc.moves_per_session == 0) remaining += tc.base_ms;
    return true;
}

} // namespace parachute::match
