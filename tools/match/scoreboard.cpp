#include "scoreboard.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace parachute::match {

Scoreboard::Scoreboard(std::vector<std::string> n, const SprtParams& s)
    : names(std::move(n)), sprt(s), totals(names.size()) {}

void Scoreboard::add(int white, int black, GameResult r, long pair_id) {
    const int side[2] = {white, black};
    for (int k = 0; k < 2; ++k) {
        Score& s = totals[side[k]];
        const bool won = (k == 0 && r == GameResult::WhiteWins) || (k == 1 && r == GameResult::BlackWins);
        const bool lost = (k == 0 && r == GameResult::BlackWins) || (k == 1 && r == GameResult::WhiteWins);
        if (won) ++s.wins;
        else if (lost) ++s.losses;
        else ++s.draws;
    }
    if (white != 0 && black != 0) return;
    // Engine 0's points in this game, doubled so that pair sums are 0..4.
    const int us_white = white == 0;
    const int points2 = r == GameResult::Draw ? 1
                      : ((r == GameResult::WhiteWins) == bool(us_white)) ? 2 : 0;
    if (pair_id < 0) {
        pentanomial_ok = false;
        return;
    }
    const auto it = open_pairs.find(pair_id);
    if (it == open_pairs.end()) {
        open_pairs[pair_id] = points2;
        return;
    }
    ++pairs[it->second + points2];
    open_pairs.erase(it);
}

double Scoreboard::sprt_llr() const {
    // Pairs of games with one opening are correlated: the pentanomial model accounts for
    // it. Without pairs (-repeat 1) the trinomial model is the one that applies.
    if (pentanomial_ok) return llr_pentanomial(pairs, sprt);
    return llr_trinomial(totals[0], sprt);
}

SprtDecision Scoreboard::sprt_decision() const {
    return sprt.enabled ? sprt_decide(sprt_llr(), sprt) : SprtDecision::Continue;
}

std::string elo_text(double elo, double error) {
    char buf[64];
    auto num = [](double x) {
        char b[32];
        if (std::isinf(x)) std::snprintf(b, sizeof b, "%sinf", x < 0 ? "-" : "");
        else std::snprintf(b, sizeof b, "%.1f", std::fabs(x) < 0.05 ? 0.0 : x); // no "-0.0"
        return std::string(b);
    };
    std::snprintf(buf, sizeof buf, "%s +/- %s", num(elo).c_str(), num(error).c_str());
    return buf;
}

std::string Scoreboard::progress_line(int played, int total) const {
    const Score& s = totals[0];
    const EloEstimate e = estimate(s);
    char buf[256];
    std::snprintf(buf, sizeof buf, "Score of %s vs %s: %d - %d - %d  [%.3f] %d of %d, Elo: %s",
                  names[0].c_str(), names.size() == 2 ? names[1].c_str() : "field",
                  s.wins, s.losses, s.draws, s.ratio(), played, total, elo_text(e.elo, e.error).c_str());
    std::string line = buf;
    if (sprt.enabled) {
        std::snprintf(buf, sizeof buf, ", LLR: %.2f (%.2f, %.2f)", sprt_llr(), sprt.lower_bound(), sprt.upper_bound());
        line += buf;
    }
    return line;
}

void Scoreboard::write_ratings(std::ostream& out) const {
    char buf[256];
    if (names.size() > 2) {
        out << "Rank Name                          Elo     +/-   Games   Score   Draw\n";
        std::vector<size_t> order(names.size());
        for (size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return totals[a].ratio() > totals[b].ratio(); });
        for (size_t r = 0; r < order.size(); ++r) {
            const Score& s = totals[order[r]];
            const EloEstimate e = estimate(s);
            std::snprintf(buf, sizeof buf, "%4zu %-26s %7.1f %7.1f %7d %6.1f%% %5.1f%%\n", r + 1,
                          names[order[r]].c_str(), e.elo, e.error, s.games(), 100 * s.ratio(), 100 * e.draw_ratio);
            out << buf;
        }
    }
    const Score& s = totals[0];
    const EloEstimate e = estimate(s);
    std::snprintf(buf, sizeof buf, "Elo difference: %s, LOS: %.1f %%, DrawRatio: %.1f %%\n",
                  elo_text(e.elo, e.error).c_str(), 100 * e.los, 100 * e.draw_ratio);
    out << buf;
    if (sprt.enabled) {
        const SprtDecision d = sprt_decision();
        std::snprintf(buf, sizeof buf, "SPRT: llr %.3f (%.1f%%), lbound %.2f, ubound %.2f (%s model) - %s\n",
                      sprt_llr(), 100 * sprt_llr() / sprt.upper_bound(), sprt.lower_bound(), sprt.upper_bound(),
                      pentanomial_ok ? "pentanomial" : "trinomial",
                      d == SprtDecision::AcceptH1 ? "H1 was accepted"
                      : d == SprtDecision::AcceptH0 ? "H0 was accepted" : "no decision");
        out << buf;
    }
}

void Scoreboard::write_summary(std::ostream& out, bool with_ratings) const {
    if (with_ratings) write_ratings(out);
    const Score& s = totals[0];
    const EloEstimate e = estimate(s);
    out << "Elo: " << elo_text(e.elo, e.error) << ", games: " << s.games() << ", W-L-D: " << s.wins << '-'
        << s.losses << '-' << s.draws << '\n';
}

} // namespace parachute::match
