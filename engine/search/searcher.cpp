// The Searcher: owns the table and the workers, runs a search in the background, keeps the
// pondering/stop protocol, applies the skill level, and hands the result back.
#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

#include "../eval/evaluate.h"
#include "../rules/movegen.h"
#include "../util/random.h"
#include "search.h"
#include "variants.h"
#include "worker.h"

namespace parachute {

namespace {

// Skill levels below 20 search less and choose among the best few moves with a
// randomness that grows as the level falls, so that the mistakes look human.
struct SkillPlan {
    int depth_cap = 0;
    uint64_t node_cap = 0;
    int multipv = 1;
    int weakness = 0; // centipawns of noise
};

SkillPlan skill_plan(int skill) {
    SkillPlan p;
    if (skill >= 20) return p;
    skill = std::clamp(skill, 1, 19);
    p.depth_cap = 1 + skill / 2 + skill / 4;      // 1: depth 1, 10: depth 8, 19: depth 14
    p.node_cap = 400ULL << (skill * 2 / 3);       // 1: 400 nodes, 10: 25600, 19: 1.6 million
    p.multipv = 4;
    p.weakness = 200 - 9 * skill;                 // 1: 191 cp, 10: 110 cp, 19: 29 cp
    return p;
}

Move pick_weakened(const std::vector<RootMove>& moves, int count, int weakness, Rng& rng) {
    Move best = moves[0].move;
    int best_noisy = -VALUE_INFINITE * 2;
    for (int i = 0; i < count && i < int(moves.size()); ++i) {
        if (moves[i].score == -VALUE_INFINITE || is_mate_score(moves[i].score)) continue;
        int noisy = moves[i].score + int(rng.below(uint64_t(weakness) + 1));
        if (noisy > best_noisy) {
            best_noisy = noisy;
            best = moves[i].move;
        }
    }
    // A mate found is never thrown away, nor a mate against us chosen when avoidable.
    if (is_mate_score(moves[0].score) && moves[0].score > 0) return moves[0].move;
    return best;
}

} // namespace

struct Searcher::Impl {
    SearchOptions options;
    TranspositionTable tt;
    SharedState shared;
    std::vector<std::unique_ptr<Worker>> workers;
    std::thread runner;
    mutable std::mutex mutex;
    std::condition_variable finished_cv;
    bool busy = false;
    bool configured = false; // the table is allocated by set_options() or the first search
    size_t table_for_mb = 0; // the hash size asked for when the table was allocated
    size_t table_mb = 0;     // the size it got
    bool table_clean = false; // nothing stored since it was cleared: clear() has nothing to do
    Rng rng{std::random_device{}()}; // weakened play differs from game to game
    std::shared_ptr<const nn::Network> net; // held while a search uses it

    // Only what changed is rebuilt: a new thread count keeps the table and its contents.
    void configure() {
        if (!configured || options.hash_mb != table_for_mb) {
            table_mb = tt.resize(options.hash_mb);
            table_for_mb = options.hash_mb;
            table_clean = true;
        }
        const size_t threads = size_t(std::max(1, options.threads));
        if (!configured || workers.size() != threads) {
            workers.clear();
            for (size_t i = 0; i < threads; ++i) workers.push_back(std::make_unique<Worker>(int(i), shared));
            shared.workers.clear();
            for (auto& w : workers) shared.workers.push_back(w.get());
        }
        shared.tt = &tt;
        configured = true;
    }

    Move table_move(const Position& pos) const {
        TTData d;
        if (!configured || !tt.probe(pos.key(), d) || !d.move) return Move::none();
        MoveList legal;
        generate_legal(pos, legal);
        return legal.contains(d.move) ? d.move : Move::none();
    }

    SearchResult run(const Position& pos, const Limits& limits, const InfoCallback& on_info) {
        // The move's clock runs from here: a first allocation of the table is paid from it.
        shared.start = std::chrono::steady_clock::now();
        if (!configured) configure();
        shared.limits = limits;
        net = search_net(pos.variant(), options.nnue, options.nets[int(pos.variant())]);
        shared.net = net.get();
        const SkillPlan skill = skill_plan(options.skill);
        if (skill.depth_cap) shared.limits.depth = shared.limits.depth ? std::min(shared.limits.depth, skill.depth_cap) : skill.depth_cap;
        if (skill.node_cap) shared.limits.nodes = shared.limits.nodes ? std::min(shared.limits.nodes, skill.node_cap) : skill.node_cap;
        shared.budget = allocate_time(shared.limits, pos.side_to_move(), options.move_overhead_ms, pos.fullmove_number(),
                                      variant_search(pos.variant()).plan_horizon);
        tt.new_search();
        table_clean = false;

        MoveList legal;
        generate_legal(pos, legal);
        std::vector<RootMove> root;
        for (Move m : legal)
            if (std::find(limits.excluded.begin(), limits.excluded.end(), m) == limits.excluded.end()) {
                root.emplace_back();
                root.back().move = m;
            }
        SearchResult result;
        if (root.empty()) return result;
        shared.multipv = std::min<int>(std::max(skill.multipv, options.multipv), int(root.size()));

        for (auto& w : workers) w->root_moves = root;
        std::vector<std::thread> helpers;
        for (size_t i = 1; i < workers.size(); ++i)
            helpers.emplace_back([this, i, &pos] { workers[i]->iterative_deepening(pos, nullptr); });
        workers[0]->iterative_deepening(pos, on_info);

        // Pondering and analysis never end by themselves: the GUI ends them.
        while ((shared.pondering || shared.limits.infinite) && !shared.stop) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        shared.stop = true;
        for (auto& t : helpers) t.join();

        const Worker& main = *workers[0];
        const RootMove& best = main.root_moves[0];
        result.best = skill.weakness ? pick_weakened(main.root_moves, shared.multipv, skill.weakness, rng) : best.move;
        // A PV cut short by a hash hit still leaves the expected reply in the table.
        if (result.best == best.move) {
            if (best.pv.size() > 1) {
                result.ponder = best.pv[1];
            } else {
                Position after = pos;
                after.do_move(best.move);
                result.ponder = table_move(after);
            }
        }
        result.depth = main.completed_depth;
        // A move not searched again since the last completed iteration keeps that one's score.
        for (int i = 0; i < shared.multipv; ++i) {
            const RootMove& rm = main.root_moves[i];
            if (rm.score == -VALUE_INFINITE)
                result.lines.push_back({rm.move, rm.previous_score, main.completed_depth, IterationInfo::Bound::Exact});
            else
                result.lines.push_back({rm.move, rm.score, rm.score_depth, rm.bound});
        }
        result.score = result.lines[0].score;
        result.nodes = shared.total_nodes();
        result.time_ms = shared.elapsed_ms();
        return result;
    }
};

Searcher::Searcher() : impl(std::make_unique<Impl>()) {}

Searcher::~Searcher() {
    stop();
    wait();
}

void Searcher::set_options(const SearchOptions& o) {
    wait();
    impl->options = o;
    impl->configure();
}

size_t Searcher::hash_mb() const { return impl->table_mb; }

int Searcher::hashfull() const { return impl->tt.hashfull(); }

const SearchOptions& Searcher::options() const { return impl->options; }

void Searcher::clear() {
    wait();
    if (!impl->configured) return;
    // A big table takes seconds to clear, and XBoard's "memory" comes just before "new".
    if (!impl->table_clean) impl->tt.clear();
    impl->table_clean = true;
    for (auto& w : impl->workers) w->clear();
}

void Searcher::start(const Position& pos, const Limits& limits, InfoCallback on_info, DoneCallback on_done) {
    stop();
    wait();
    {
        std::lock_guard<std::mutex> lock(impl->mutex);
        impl->busy = true;
    }
    // Set here, not on the new thread: a ponderhit or stop may arrive before it runs.
    impl->shared.stop = false;
    impl->shared.pondering = limits.ponder;
    Position copy = pos;
    impl->runner = std::thread([this, copy, limits, on_info, on_done] {
        SearchResult r = impl->run(copy, limits, on_info);
        if (on_done) on_done(r);
        std::lock_guard<std::mutex> lock(impl->mutex);
        impl->busy = false;
        impl->finished_cv.notify_all();
    });
}

void Searcher::stop() { impl->shared.stop = true; }

void Searcher::ponderhit() { impl->shared.pondering = false; }

void Searcher::wait() {
    {
        std::unique_lock<std::mutex> lock(impl->mutex);
        impl->finished_cv.wait(lock, [this] { return !impl->busy; });
    }
    if (impl->runner.joinable()) impl->runner.join();
}

bool Searcher::running() const {
    std::lock_guard<std::mutex> lock(impl->mutex);
    return impl->busy;
}

Move Searcher::hash_move(const Position& pos) const { return impl->table_move(pos); }

SearchResult Searcher::search(const Position& pos, const Limits& limits, InfoCallback on_info) {
    stop();
    wait();
    impl->shared.stop = false;
    impl->shared.pondering = limits.ponder;
    return impl->run(pos, limits, on_info);
}

} // namespace parachute
