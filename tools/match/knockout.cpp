#include "knockout.h"

#include <algorithm>
#include <cstdlib>

#include "../../engine/util/random.h"

namespace parachute::match {

std::vector<int> bracket_order(int size) {
    std::vector<int> order = {1};
    while (int(order.size()) < size) {
        const int twice = 2 * int(order.size());
        std::vector<int> next;
        for (int seed : order) {
            next.push_back(seed);
            next.push_back(twice + 1 - seed);
        }
        order = next;
    }
    return order;
}

KnockoutSchedule::KnockoutSchedule(const MatchConfig& c, OpeningBook& book) : cfg(c), openings(c, book) {
    const int n = int(cfg.engines.size());
    std::vector<int> ranked;
    for (int i = 0; i < std::min(cfg.seeds, n); ++i) ranked.push_back(i);
    std::vector<int> drawn;
    for (int i = int(ranked.size()); i < n; ++i) drawn.push_back(i);
    Rng rng(cfg.seed);
    shuffle(drawn.begin(), drawn.end(), rng);
    ranked.insert(ranked.end(), drawn.begin(), drawn.end());
    int size = 1;
    while (size < n) size *= 2;
    const std::vector<int> order = bracket_order(size);
    std::vector<Pair> first;
    for (int k = 0; k < size; k += 2) {
        // A rank beyond the field is a bye; the bracket gives them to the top seeds.
        Pair p;
        p.first = ranked[size_t(order[size_t(k)] - 1)];
        p.second = order[size_t(k) + 1] <= n ? ranked[size_t(order[size_t(k) + 1] - 1)] : -1;
        first.push_back(p);
    }
    stages.push_back(first);
}

bool KnockoutSchedule::needs_games(const Pair& p) const {
    if (p.bye()) return false;
    // The running games could all go to the leader: count them as won.
    const int open = 2 * p.running;
    if (std::max(p.points[0], p.points[1]) + open <= cfg.games) return true;
    const int lead = std::abs(p.points[0] - p.points[1]) + open;
    const bool even = cfg.games % 2 == 0;
    if (lead >= (even ? 3 : 1)) return false;
    if (!even || lead == 0) return true;
    // A one-point lead in an even encounter counts only after an even number of games.
    return p.started % 2 != 0;
}

Schedule::Next KnockoutSchedule::next(Job& job) {
    for (;;) {
        std::vector<Pair>& stage = stages.back();
        for (Pair& p : stage) {
            if (!needs_games(p)) continue;
            const bool first_white = first_has_white(cfg, p.started);
            job.number = ++numbered;
            job.white = first_white ? p.first : p.second;
            job.black = first_white ? p.second : p.first;
            long group;
            job.opening = openings.take(p.first, p.second, int(stages.size()) - 1, group);
            job.pair_id = -1; // a knockout is no test of two engines: trinomial statistics
            ++p.started;
            ++p.running;
            return Next::Game;
        }
        for (const Pair& p : stage)
            if (p.running) return Next::Wait;
        if (stage.size() == 1) return Next::Done;
        std::vector<Pair> following;
        for (size_t k = 0; k < stage.size(); k += 2) {
            Pair p;
            p.first = stage[k].leader();
            p.second = stage[k + 1].leader();
            following.push_back(p);
        }
        stages.push_back(following);
    }
}

void KnockoutSchedule::finished(const Job& job, GameResult r) {
    for (Pair& p : stages.back()) {
        if (p.bye() || !((p.first == job.white && p.second == job.black) || (p.first == job.black && p.second == job.white)))
            continue;
        --p.running;
        const int white_points = r == GameResult::WhiteWins ? 2 : r == GameResult::Draw ? 1 : 0;
        const bool first_white = p.first == job.white;
        p.points[first_white ? 0 : 1] += white_points;
        p.points[first_white ? 1 : 0] += 2 - white_points;
        return;
    }
}

int KnockoutSchedule::planned() const {
    const std::vector<Pair>& stage = stages.back();
    int total = numbered;
    for (const Pair& p : stage)
        if (!p.bye() && (p.running || needs_games(p))) total += std::max(0, cfg.games - p.started);
    // Each later stage has half the pairs of the one before, down to the final.
    total += (int(stage.size()) - 1) * cfg.games;
    return total;
}

std::string KnockoutSchedule::report(const std::vector<std::string>& names) const {
    auto points = [](int half) {
        return std::to_string(half / 2) + (half % 2 ? ".5" : "");
    };
    std::string text;
    for (size_t s = 0; s < stages.size(); ++s) {
        text += "Knockout stage " + std::to_string(s + 1) + ":";
        for (const Pair& p : stages[s]) {
            const std::string& first = names[size_t(p.first)];
            if (p.bye()) {
                text += "  " + first + " (bye)";
                continue;
            }
            const std::string& second = names[size_t(p.second)];
            text += "  " + first + " - " + second + " " + points(p.points[0]) + "-" + points(p.points[1]);
        }
        text += "\n";
    }
    const std::vector<Pair>& last = stages.back();
    if (last.size() == 1 && !last[0].running && !needs_games(last[0]))
        text += "Knockout winner: " + names[size_t(last[0].leader())] + "\n";
    return text;
}

} // namespace parachute::match
