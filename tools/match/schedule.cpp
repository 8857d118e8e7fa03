#include "schedule.h"

#include <algorithm>
#include <map>

#include "knockout.h"
#include "shard.h"

namespace parachute::match {

OpeningPicker::OpeningPicker(const MatchConfig& cfg, OpeningBook& b)
    : book(b), players(int(cfg.engines.size())), repeat(cfg.repeat), policy(cfg.opening_policy) {}

Opening OpeningPicker::take(int a, int b, int round, long& g) {
    if (a > b) std::swap(a, b);
    const bool new_pair = players > 2 && (a != last_a || b != last_b);
    bool fresh = group < 0;
    if (policy == OpeningPolicy::Round) fresh |= round != last_round;
    else fresh |= new_pair;
    if (policy == OpeningPolicy::Default) fresh |= uses >= repeat;
    if (fresh) {
        current = book.next();
        ++group;
        uses = 0;
    }
    ++uses;
    last_a = a;
    last_b = b;
    last_round = round;
    g = group;
    return current;
}

bool first_has_white(const MatchConfig& cfg, int games_of_pair_so_far) {
    const bool first = !cfg.swap_sides || games_of_pair_so_far % 2 == 0;
    return first != cfg.reverse_sides;
}

namespace {

// The pairs of one round, in playing order.
std::vector<std::pair<int, int>> encounters(const MatchConfig& cfg) {
    std::vector<std::pair<int, int>> list;
    const int n = int(cfg.engines.size());
    if (cfg.tournament == TournamentType::Pyramid) {
        // Each engine in turn meets all of its predecessors.
        for (int b = 1; b < n; ++b)
            for (int a = 0; a < b; ++a) list.emplace_back(a, b);
        return list;
    }
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            if (cfg.tournament != TournamentType::Gauntlet || a == 0) list.emplace_back(a, b);
    return list;
}

} // namespace

FixedSchedule::FixedSchedule(const MatchConfig& cfg, OpeningBook& book) {
    OpeningPicker openings(cfg, book);
    const std::vector<std::pair<int, int>> pairs = encounters(cfg);
    std::vector<int> played(pairs.size(), 0);
    std::vector<long> groups;
    for (int round = 0; round < cfg.rounds; ++round)
        for (size_t e = 0; e < pairs.size(); ++e)
            for (int g = 0; g < cfg.games; ++g) {
                const auto [a, b] = pairs[e];
                const bool a_white = first_has_white(cfg, played[e]++);
                Job j;
                j.number = int(jobs_.size()) + 1;
                j.white = a_white ? a : b;
                j.black = a_white ? b : a;
                long group;
                j.opening = openings.take(a, b, round, group);
                groups.push_back(group);
                jobs_.push_back(j);
            }
    // Two games of one opening with the same engines in swapped colours form a pair,
    // the unit of the pentanomial statistics.
    std::map<long, std::vector<size_t>> by_group;
    for (size_t k = 0; k < jobs_.size(); ++k) by_group[groups[k]].push_back(k);
    for (const auto& [group, games] : by_group) {
        if (games.size() != 2) continue;
        const Job &x = jobs_[games[0]], &y = jobs_[games[1]];
        if (x.white == y.black && x.black == y.white) jobs_[games[0]].pair_id = jobs_[games[1]].pair_id = group;
    }
    done_.assign(jobs_.size(), false);
    mine_.assign(jobs_.size(), true);
    if (cfg.shard.given()) {
        const std::vector<int> shard = shard_of_jobs(jobs_, cfg.shard.count);
        for (size_t k = 0; k < jobs_.size(); ++k) mine_[k] = shard[k] == cfg.shard.index;
    }
    planned_ = int(std::count(mine_.begin(), mine_.end(), true));
}

Schedule::Next FixedSchedule::next(Job& job) {
    while (next_ < jobs_.size() && (done_[next_] || !mine_[next_])) ++next_;
    if (next_ >= jobs_.size()) return Next::Done;
    job = jobs_[next_++];
    return Next::Game;
}

std::unique_ptr<Schedule> make_schedule(const MatchConfig& cfg, OpeningBook& book) {
    if (cfg.tournament == TournamentType::Knockout) return std::make_unique<KnockoutSchedule>(cfg, book);
    return std::make_unique<FixedSchedule>(cfg, book);
}

} // namespace parachute::match
