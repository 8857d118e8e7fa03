#include "shard_runner.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iterator>
#include <map>
#include <mutex>

#include "../../nn/net_file.h"
#include "../data/reader.h"
#include "../data/shard_set.h"
#include "existing.h"

namespace parachute::selfplay {

namespace fs = std::filesystem;

namespace {

template <class T> uint64_t hash_array(uint64_t h, const T* p, size_t n) {
    return nn::fnv1a(h, reinterpret_cast<const uint8_t*>(p), n * sizeof(T));
}

// One shard's session: workers claim game numbers in order, the finished games are
// committed strictly in that order, and the shard ends at the first game that brings
// it to its target; later games in progress are abandoned.
struct ShardRun {
    const Options& opt;
    Shard shard;
    uint64_t target_positions = 0; // to add in this session; 0 when playing to a game count
    uint64_t end_game = 0;         // with a game count: the first local game not to play
    std::atomic<uint64_t> next_claim{0};
    std::atomic<bool> halt{false}; // set when the target is met, on *stop or on an error

    std::mutex mutex; // guards everything below
    uint64_t next_commit = 0;
    bool finished = false;
    std::map<uint64_t, GameOutput> done; // finished, waiting for an earlier game
    Pending pending;
    Tally tally;
    data::ChunkWriter writer;
    std::FILE* log = nullptr;
    std::string error;

    ShardRun(const Options& o, Shard s) : opt(o), shard(s) {}

    void fail(const std::string& e) {
        std::lock_guard<std::mutex> lock(mutex);
        if (error.empty()) error = e;
        halt = true;
    }

    std::string write_pending() {
        const uint64_t before = writer.bytes();
        std::string e = flush(pending, writer, log, opt);
        tally.bytes += writer.bytes() - before;
        return e;
    }

    void commit(uint64_t game, GameOutput&& out) {
        std::lock_guard<std::mutex> lock(mutex);
        done.emplace(game, std::move(out));
        for (auto it = done.find(next_commit); !finished && it != done.end(); it = done.find(next_commit)) {
            tally.add(it->second);
            pending.add(it->second);
            done.erase(it);
            ++next_commit;
            finished = target_positions ? tally.counts.positions >= target_positions : next_commit >= end_game;
            if (pending.records.size() >= size_t(opt.chunk_positions) && error.empty()) error = write_pending();
        }
        if (finished || !error.empty()) halt = true;
    }

    void worker() {
        GamePlayer player(opt);
        const std::string start_fen = traits(opt.variant).start_fen;
        GameOutput out;
        while (!halt) {
            const uint64_t g = next_claim.fetch_add(1);
            if (!target_positions && g >= end_game) return;
            const uint64_t game = run_game(g, shard);
            if (game >= MAX_RUN_GAMES) return fail("a run has at most 2^32 games (the ids are 32 bits)");
            Rng rng(shard_game_stream(opt.seed, game));
            const std::string& fen = opt.opening_fens.empty() ? start_fen : opt.opening_fens[rng.below(opt.opening_fens.size())];
            if (std::string e = player.play(shard_game_id(opt.seed, game), fen, rng, &halt, out); !e.empty()) return fail(e);
            if (out.log_line.empty()) return; // halted mid-game
            commit(g, std::move(out));
        }
    }
};

// The local number of the first game a resumed shard has not written: the games on the
// disk are always a prefix of the shard's games, because they are written in order.
std::string first_unwritten_game(const std::string& dir, const Options& opt, uint64_t& first) {
    first = 0;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return "";
    std::vector<std::string> files;
    if (!data::list_data_files({dir}, files).empty()) return "";
    data::DataReader reader({dir}, nullptr);
    std::vector<data::Record> chunk;
    while (reader.next_chunk(chunk))
        for (const data::Record& r : chunk) {
            const uint64_t game = shard_game_of_id(opt.seed, data::game_id_of(r));
            if (game % uint64_t(opt.shard.count) != uint64_t(opt.shard.index))
                return dir + " holds games of another shard or seed";
            first = std::max(first, game / uint64_t(opt.shard.count) + 1);
        }
    return "";
}

std::string play_shard(const Options& base, Shard shard, const std::atomic<bool>* stop, RunReport& report) {
    Options opt = base;
    opt.shard = shard;
    const std::string dir = (fs::path(base.out_dir) / data::shard_dir_name(shard.index, shard.count)).string();
    data::ShardManifest m;
    const bool had_manifest = data::read_manifest(dir, m).empty();
    if (had_manifest && m.run != run_key(opt))
        return dir + " belongs to another run (run " + m.run + "; these options make run " + run_key(opt) + ")";
    Existing existing;
    if (std::string e = prepare_out_dir(dir, opt.variant, opt.resume, existing); !e.empty()) return e;
    uint64_t first_game = 0;
    if (std::string e = first_unwritten_game(dir, opt, first_game); !e.empty()) return e;
    report.before.positions += existing.positions;
    report.before.games += existing.games;

    ShardRun run(opt, shard);
    const uint64_t positions_share = shard_share(opt.positions, shard), games_share = shard_share(opt.games, shard);
    run.target_positions = positions_share > existing.positions ? positions_share - existing.positions : 0;
    run.end_game = games_share;
    run.next_claim = run.next_commit = first_game;
    const bool to_play = opt.positions ? run.target_positions > 0 : first_game < games_share;
    if (!had_manifest || !m.complete || to_play) {
        m = data::ShardManifest{shard.index, shard.count, run_key(opt), traits(opt.variant).name, net_checksum(opt),
                                opt.seed, opt.command, existing.positions, existing.games, m.nodes, m.searched, "", false};
        if (std::string e = data::write_manifest(dir, m); !e.empty()) return e;
    }
    if (!to_play && m.complete) {
        std::fprintf(stderr, "selfplay: %s already holds the shard\n", dir.c_str());
        return "";
    }
    // The session's files exist even when it has no game to play (a shard whose share
    // is 0), so that every shard folder reads as data.
    const std::string data_name = data_file_name(dir, existing.next_session, 0), log_name = log_file_name(dir, existing.next_session, 0);
    if (std::string e = run.writer.open(data_name); !e.empty()) return e;
    run.log = std::fopen(log_name.c_str(), "a");
    if (!run.log) return "cannot open " + log_name;
    const auto start = std::chrono::steady_clock::now();
    Progress progress(opt.positions ? run.target_positions : games_share - first_game, opt.positions == 0, opt.progress);
    auto counts = [&run] {
        std::lock_guard<std::mutex> lock(run.mutex);
        return run.tally.counts;
    };
    run_workers(to_play ? opt.threads : 0, [&run](int) { run.worker(); }, [&] {
        if (stop && *stop) run.halt = true;
        progress.update(counts());
    });
    progress.finish(counts());
    std::string err = run.error.empty() ? run.write_pending() : run.error;
    if (std::string c = run.writer.close(); err.empty()) err = c;
    if (std::fclose(run.log) != 0 && err.empty()) err = "cannot close " + log_name;
    report.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report.add(run.tally);
    if (!err.empty()) return err;
    // Complete when the target is met; a stopped session leaves the manifest unfinished.
    uint64_t running = nn::FNV_BASIS, sum = 0;
    if (std::string e = data::shard_contents(dir, m.positions, sum, running); !e.empty()) return e;
    m.checksum = data::hex16(sum);
    m.games = first_game + run.tally.counts.games; // every game played, those with no kept position too
    m.nodes += run.tally.nodes;
    m.searched += run.tally.searched;
    m.complete = run.finished || !to_play;
    return data::write_manifest(dir, m);
}

} // namespace

std::string net_checksum(const Options& opt) {
    if (!opt.nnue || !opt.net) return "classical";
    const nn::Network& n = *opt.net;
    const int32_t shape[] = {int32_t(n.variant), n.inputs, n.hidden, n.output_buckets, int32_t(n.activation), n.qa, n.qb, n.scale};
    uint64_t h = hash_array(nn::FNV_BASIS, shape, std::size(shape));
    h = hash_array(h, n.ft_bias.get(), size_t(n.hidden));
    h = hash_array(h, n.ft_weights.get(), size_t(n.inputs) * size_t(n.hidden));
    h = hash_array(h, n.out_weights.get(), size_t(n.output_buckets) * 2 * size_t(n.hidden));
    h = hash_array(h, n.out_bias.data(), n.out_bias.size());
    return data::hex16(h);
}

std::string run_key(const Options& o) {
    std::string text = std::string(traits(o.variant).name) + " " + net_checksum(o);
    for (uint64_t v : {o.positions, o.games, uint64_t(o.depth), o.nodes, o.seed, uint64_t(o.hash_mb), uint64_t(o.random_plies),
                       uint64_t(o.multipv_plies), uint64_t(o.multipv), uint64_t(o.multipv_margin), uint64_t(o.keep_in_check),
                       uint64_t(o.keep_captures), uint64_t(o.resign_score), uint64_t(o.resign_plies), uint64_t(o.draw_score),
                       uint64_t(o.draw_plies), uint64_t(o.draw_after), uint64_t(o.max_plies), uint64_t(o.draw_rules),
                       uint64_t(o.shard.count)})
        text += " " + std::to_string(v);
    for (const std::string& fen : o.opening_fens) text += "\n" + fen;
    return data::hex16(nn::fnv1a(nn::FNV_BASIS, reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

std::string run_shards(const Options& opt, const std::atomic<bool>* stop, RunReport& report) {
    report = RunReport{};
    const int first = opt.all_shards ? 0 : opt.shard.index, last = opt.all_shards ? opt.shard.count - 1 : opt.shard.index;
    for (int k = first; k <= last && !(stop && *stop); ++k)
        if (std::string e = play_shard(opt, Shard{k, opt.shard.count}, stop, report); !e.empty()) return e;
    return "";
}

} // namespace parachute::selfplay
