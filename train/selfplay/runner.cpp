#include "runner.h"

#include <chrono>
#include <cstdio>
#include <mutex>

#include "existing.h"
#include "pending.h"

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
    Tally tally;
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
        return tally.counts.positions < target_positions;
    }
};

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
        pending.add(game);
        {
            std::lock_guard<std::mutex> lock(sh.mutex);
            sh.tally.add(game);
        }
        if (pending.records.size() >= size_t(opt.chunk_positions)) {
            const uint64_t before = writer.bytes();
            if (std::string e = flush(pending, writer, log, opt); !e.empty()) return sh.fail(e);
            std::lock_guard<std::mutex> lock(sh.mutex);
            sh.tally.bytes += writer.bytes() - before;
        }
    }
    const uint64_t before = writer.bytes();
    std::string e = flush(pending, writer, log, opt);
    if (e.empty()) e = writer.close();
    if (std::fclose(log) != 0 && e.empty()) e = "cannot close " + log_name;
    if (!e.empty()) return sh.fail(e);
    std::lock_guard<std::mutex> lock(sh.mutex);
    sh.tally.bytes += writer.bytes() - before;
}

} // namespace

void RunReport::add(const Tally& t) {
    counts.positions += t.counts.positions;
    counts.games += t.counts.games;
    counts.white_wins += t.counts.white_wins;
    counts.draws += t.counts.draws;
    counts.black_wins += t.counts.black_wins;
    nodes += t.nodes;
    searched += t.searched;
    bytes += t.bytes;
    search_seconds += t.search_seconds;
}

std::string run_selfplay(const Options& opt, const std::atomic<bool>* stop, RunReport& report) {
    report = RunReport{};
    Existing existing;
    if (std::string e = prepare_out_dir(opt.out_dir, opt.variant, opt.resume, existing); !e.empty()) return e;

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
    Progress progress(sh.target_games ? sh.target_games : sh.target_positions, sh.target_games != 0, opt.progress);
    auto counts = [&] {
        std::lock_guard<std::mutex> lock(sh.mutex);
        return sh.tally.counts;
    };
    run_workers(opt.threads, [&sh, stop](int i) { worker(sh, i, stop); }, [&] { progress.update(counts()); });
    progress.finish(counts());
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report.add(sh.tally);
    return sh.error;
}

} // namespace parachute::selfplay
