#include "pending.h"

#include <atomic>
#include <chrono>
#include <thread>

namespace parachute::selfplay {

void Pending::add(const GameOutput& game) {
    records.insert(records.end(), game.records.begin(), game.records.end());
    log += game.log_line;
}

std::string flush(Pending& p, data::ChunkWriter& writer, std::FILE* log, const Options& opt) {
    if (p.records.empty() && p.log.empty()) return "";
    if (std::string e = writer.write(p.records.data(), p.records.size(), uint8_t(opt.variant), opt.zstd_level); !e.empty())
        return e;
    if (std::fputs(p.log.c_str(), log) < 0 || std::fflush(log) != 0) return "cannot write the games log";
    p.records.clear();
    p.log.clear();
    return "";
}

void Tally::add(const GameOutput& game) {
    counts.positions += game.records.size();
    counts.games += 1;
    (game.outcome == data::Outcome::WhiteWins ? counts.white_wins
     : game.outcome == data::Outcome::BlackWins ? counts.black_wins : counts.draws) += 1;
    nodes += game.nodes;
    searched += game.searched;
    search_seconds += game.search_seconds;
}

void run_workers(int threads, const std::function<void(int)>& worker, const std::function<void()>& poll) {
    std::vector<std::thread> pool;
    std::atomic<int> finished{0};
    for (int i = 0; i < threads; ++i)
        pool.emplace_back([&worker, &finished, i] {
            worker(i);
            ++finished;
        });
    // The workers end by themselves; this thread only watches.
    while (finished < threads) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        poll();
    }
    for (std::thread& t : pool) t.join();
}

} // namespace parachute::selfplay
