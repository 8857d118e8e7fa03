#include "runner.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <thread>
#include <vector>

#include "../data/chunk.h"
#include "existing.h"
#include "game.h"

namespace parachute::selfplay {

namespace {

struct Shared {
    const Options* opt;
    int session;
    uint64_t target_positions; // this session's share; 0 when playing to a game count
    uint64_t target_games;
    std::atomic<bool> failed{false};
    std::atomic<uint64_t> games_claimed{0};
    std::mutex mutex; // guards everything below
    Counts counts;
    uint64_t nodes = 0, searched = 0, bytes = 0;
    double search_seconds = 0;
    std::string error;

    void fail(const std::string& e) {
        std::lock_guard<std::mutex> lock(mutex);
        if (error.empty()) error = e;
        failed = true;
    }
    // Whether another game should start (claims it when playing to a game count).
    bool want_game() {
        if (target_games) return games_claimed.fetch_add(1) < target_games;
        std::lock_guard<std::mutex> lock(mutex);
        return counts.positions < target_positions;
    }
};

// Everything a worker has finished but not yet written: whole games only, so that a
// chunk on the disk never holds half a game.
struct Pending {
    std::vector<data::Record> records;
    std::string log;
};

std::string flush(Pending& p, data::ChunkWriter& writer, std::FILE* log, const Options& opt) {
    if (p.records.empty() && p.log.empty()) return "";
    if (std::string e = writer.write(p.records.data(), p.records.size(), uint8_t(opt.variant), opt.zstd_level); !e.empty())
        return e;
    if (std::fputs(p.log.c_str(), log) < 0 || std::fflush(log) != 0) return "cannot write the games log";
    p.records.clear();
    p.log.clear();
    return "";
}

void worker(Shared& sh, int index, const std::atomic<bool>* stop) {
    const Options& opt = *sh.opt;
    data::ChunkWriter writer;
    if (std::string e = writer.open(data_file_name(opt.out_dir, sh.session, index)); !e.empty()) return sh.fail(e);
    const std::string log_name = log_file_name(opt.out_dir, sh.session, index);
    std::FILE* log = std::fopen(log_name.c_str(), "a");
    if (!log) return sh.fail("cannot open " + log_name);
    // One stream per (seed, session, worker): a resumed session plays new games.
    const uint64_t stream = mix64(mix64(opt.seed) ^ mix64(uint64_t(sh.session) << 20 | uint64_t(index)));
    Rng rng(stream);
    GamePlayer player(opt);
    const std::string start_fen = traits(opt.variant).start_fen;
    Pending pending;
    GameOutput game;
    for (uint64_t n = 0; !(stop && *stop) && !sh.failed && sh.want_game(); ++n) {
        const std::string& fen = opt.opening_fens.empty() ? start_fen : opt.opening_fens[rng.below(opt.opening_fens.size())];
        const uint32_t id = uint32_t(mix64(stream ^ mix64(n)));
        if (std::string e = player.play(id, fen, rng, stop, game); !e.empty()) return sh.fail(e);
        if (game.log_line.empty()) break; // stopped mid-game
        pending.records.insert(pending.records.end(), game.records.begin(), game.records.end());
        pending.log += game.log_line;
        {
            std::lock_guard<std::mutex> lock(sh.mutex);
            sh.counts.positions += game.records.size();
            sh.counts.games += 1;
            (game.outcome == data::Outcome::WhiteWins ? sh.counts.white_wins
             : game.outcome == data::Outcome::BlackWins ? sh.counts.black_wins : sh.counts.draws) += 1;
            sh.nodes += game.nodes;
            sh.searched += game.searched;
            sh.search_seconds += game.search_seconds;
        }
        if (pending.records.size() >= size_t(opt.chunk_positions)) {
            const uint64_t before = writer.bytes();
            if (std::string e = flush(pending, writer, log, opt); !e.empty()) return sh.fail(e);
            std::lock_guard<std::mutex> lock(sh.mutex);
            sh.bytes += writer.bytes() - before;
        }
    }
    const uint64_t before = writer.bytes();
    std::string e = flush(pending, writer, log, opt);
    if (e.empty()) e = writer.close();
    if (std::fclose(log) != 0 && e.empty()) e = "cannot close " + log_name;
    if (!e.empty()) return sh.fail(e);
    std::lock_guard<std::mutex> lock(sh.mutex);
    sh.bytes += writer.bytes() - before;
}

} // namespace

std::string run_selfplay(const Options& opt, const std::atomic<bool>* stop, RunReport& report) {
    report = RunReport{};
    Existing existing;
    if (std::string e = scan_existing(opt.out_dir, opt.variant, opt.resume, existing); !e.empty()) return e;
    if (existing.files && !opt.resume)
        return opt.out_dir + " already holds data; add --resume to continue it, or choose another directory";
    std::error_code ec;
    std::filesystem::create_directories(opt.out_dir, ec);
    if (ec) return "cannot create " + opt.out_dir + ": " + ec.message();

    report.before.positions = existing.positions;
    report.before.games = existing.games;
    Shared sh;
    sh.opt = &opt;
    sh.session = existing.next_session;
    sh.target_positions = opt.positions > existing.positions ? opt.positions - existing.positions : 0;
    sh.target_games = opt.games > existing.games ? opt.games - existing.games : 0;
    if (sh.target_positions == 0 && sh.target_games == 0) {
        std::fprintf(stderr, "selfplay: %s already holds the requested data\n", opt.out_dir.c_str());
        return "";
    }

    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    std::atomic<int> finished{0};
    for (int i = 0; i < opt.threads; ++i)
        threads.emplace_back([&sh, &finished, i, stop] {
            worker(sh, i, stop);
            ++finished;
        });
    Progress progress(sh.target_games ? sh.target_games : sh.target_positions, sh.target_games != 0, opt.progress);
    auto counts = [&] {
        std::lock_guard<std::mutex> lock(sh.mutex);
        return sh.counts;
    };
    // The workers end by themselves; the main thread only draws the progress.
    while (finished < opt.threads) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        progress.update(counts());
    }
    for (std::thread& t : threads) t.join();
    progress.finish(counts());
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report.counts = sh.counts;
    report.nodes = sh.nodes;
    report.searched = sh.searched;
    report.bytes = sh.bytes;
    report.search_seconds = sh.search_seconds;
    return sh.error;
}

} // namespace parachute::selfplay
