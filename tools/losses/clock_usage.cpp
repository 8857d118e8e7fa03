#include "clock_usage.h"

#include <algorithm>
#include <numeric>

namespace parachute::losses {

namespace {

// The player's entry, made when it is new.
PlayerClock& entry(std::vector<PlayerClock>& players, const std::string& name) {
    for (PlayerClock& p : players)
        if (p.player == name) return p;
    players.push_back({name, {}, 0});
    return players.back();
}

} // namespace

bool clock_left(const MatchGame& g, Color c, int ply, int64_t& ms) {
    if (!g.tc[c].clock) return false;
    match::GameClock clock(g.tc[c]);
    for (int p = 1; p <= ply && p <= g.plies(); ++p)
        if (g.mover(p) == c && g.notes[p - 1].has_time) clock.spend(g.notes[p - 1].time_ms);
    ms = clock.remaining_ms();
    return true;
}

bool clock_share(const MatchGame& g, Color c, double& share) {
    const match::TimeControl& tc = g.tc[c];
    if (!tc.clock) return false;
    int64_t used = 0;
    int moves = 0;
    for (int p = 1; p <= g.plies(); ++p)
        if (g.mover(p) == c && g.notes[p - 1].has_time) {
            used += g.notes[p - 1].time_ms;
            ++moves;
        }
    const int sessions = tc.moves_per_session ? (moves + tc.moves_per_session - 1) / tc.moves_per_session : 1;
    const int64_t available = tc.base_ms * sessions + tc.increment_ms * moves;
    if (!moves || available <= 0) return false;
    share = double(used) / double(available);
    return true;
}

std::vector<PlayerClock> clock_usage(const std::vector<MatchGame>& games, int min_moves) {
    std::vector<PlayerClock> players;
    for (const MatchGame& g : games) {
        for (Color c : {WHITE, BLACK}) {
            PlayerClock& p = entry(players, g.name(c));
            double share;
            if ((g.plies() + 1) / 2 >= min_moves && clock_share(g, c, share)) p.shares.push_back(share);
            const GameResult lost = c == WHITE ? GameResult::BlackWins : GameResult::WhiteWins;
            if (g.time_loss && g.result == lost) ++p.time_losses;
        }
    }
    return players;
}

ShareStats share_stats(std::vector<double> shares) {
    ShareStats st;
    st.games = int(shares.size());
    if (shares.empty()) return st;
    std::sort(shares.begin(), shares.end());
    const size_t n = shares.size();
    st.median = n % 2 ? shares[n / 2] : (shares[n / 2 - 1] + shares[n / 2]) / 2;
    st.mean = std::accumulate(shares.begin(), shares.end(), 0.0) / double(n);
    st.min = shares.front();
    return st;
}

} // namespace parachute::losses
