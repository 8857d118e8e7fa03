#include "shard.h"

#include <cstdint>
#include <cstdio>
#include <map>

namespace parachute::match {

std::vector<int> shard_of_jobs(const std::vector<Job>& jobs, int count) {
    std::vector<int> shard(jobs.size());
    std::map<long, int> pair_shard;
    int unit = 0;
    for (size_t k = 0; k < jobs.size(); ++k) {
        const long pair = jobs[k].pair_id;
        if (pair >= 0) {
            const auto it = pair_shard.find(pair);
            if (it != pair_shard.end()) {
                shard[k] = it->second;
                continue;
            }
        }
        shard[k] = unit++ % count;
        if (pair >= 0) pair_shard[pair] = shard[k];
    }
    return shard;
}

namespace {

// FNV-1a: a stable hash, the same on every machine and compiler.
uint64_t fnv1a(const std::string& text) {
    uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

} // namespace

std::string schedule_identity(const MatchConfig& cfg, const std::vector<std::string>& names,
                              const std::vector<Job>& jobs) {
    std::string text = std::string("variant ") + traits(cfg.variant).name + '\n';
    for (size_t i = 0; i < names.size(); ++i) {
        const TimeControl& tc = cfg.engines[i].tc;
        text += "engine " + names[i] + '\n' + "limits " + tc.pgn_tag() + ' ' + std::to_string(tc.move_time_ms) + ' '
              + std::to_string(tc.nodes) + ' ' + std::to_string(tc.depth) + '\n';
    }
    const Adjudication& a = cfg.adjudication;
    for (long long v : {(long long)a.draw_movenumber, (long long)a.draw_movecount, (long long)a.draw_score,
                        (long long)a.resign_movecount, (long long)a.resign_score, (long long)a.resign_twosided,
                        (long long)a.max_moves, (long long)a.draw_rules, (long long)a.claim_draws_for_players})
        text += std::to_string(v) + ' ';
    text += '\n';
    for (const Job& j : jobs) {
        text += std::to_string(j.number) + ' ' + std::to_string(j.white) + ' ' + std::to_string(j.black) + ' '
              + std::to_string(j.pair_id) + ' ' + j.opening.fen;
        for (const std::string& m : j.opening.moves) text += ' ' + m;
        text += '\n';
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", (unsigned long long)fnv1a(text));
    return hex;
}

std::string schedule_tag::engine(size_t index) { return "Engine" + std::to_string(index + 1); }

std::vector<std::pair<std::string, std::string>> schedule_tags(const std::string& identity, size_t games,
                                                               const std::vector<std::string>& names,
                                                               const Shard& shard, const Job& job) {
    std::vector<std::pair<std::string, std::string>> tags = {{schedule_tag::identity, identity},
                                                             {schedule_tag::games, std::to_string(games)}};
    for (size_t i = 0; i < names.size(); ++i) tags.emplace_back(schedule_tag::engine(i), names[i]);
    if (shard.given())
        tags.emplace_back(schedule_tag::shard, std::to_string(shard.index) + "/" + std::to_string(shard.count));
    if (job.pair_id >= 0) tags.emplace_back(schedule_tag::pair, std::to_string(job.pair_id));
    return tags;
}

} // namespace parachute::match
