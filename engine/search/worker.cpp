#include "worker.h"

#include <algorithm>

#include "params.h"

namespace parachute {

uint64_t SharedState::total_nodes() const {
    uint64_t n = 0;
    for (const Worker* w : workers) n += w->nodes.load(std::memory_order_relaxed);
    return n;
}

double Worker::best_move_share() const {
    uint64_t total = 0;
    for (const RootMove& rm : root_moves) total += rm.nodes;
    return total ? double(root_moves[0].nodes) / double(total) : 0.5;
}

Worker::Worker(int worker_id, SharedState& s) : id(worker_id), shared(s) { clear(); }

void Worker::clear() {
    hist.clear();
    correction.clear();
}

void Worker::report(const Searcher::InfoCallback& on_info, int depth) const {
    if (!on_info) return;
    // Worst line first: clients (python-chess, XBoard's score adjudication) take the last
    // line of an iteration as the engine's score and PV.
    for (int i = std::min(shared.multipv, int(root_moves.size())) - 1; i >= 0; --i) {
        IterationInfo info;
        info.depth = depth;
        info.seldepth = root_moves[i].seldepth;
        info.score = root_moves[i].score == -VALUE_INFINITE ? root_moves[i].previous_score : root_moves[i].score;
        info.time_ms = shared.elapsed_ms();
        info.nodes = shared.total_nodes();
        info.pv = root_moves[i].pv;
        on_info(info);
    }
}

void Worker::report_bound(const Searcher::InfoCallback& on_info, int depth, Value v, Value alpha) const {
    // Only with a single line, whose number a bound line could not tell otherwise.
    const int64_t after = shared.limits.report_bounds_after_ms;
    if (!on_info || after < 0 || shared.multipv != 1 || shared.elapsed_ms() < after) return;
    const auto bound = v <= alpha ? IterationInfo::Bound::Upper : IterationInfo::Bound::Lower;
    report([&](const IterationInfo& line) {
        IterationInfo info = line;
        info.score = v;
        info.bound = bound;
        on_info(info);
    }, depth);
}

void Worker::iterative_deepening(const Position& root_pos, const Searcher::InfoCallback& on_info) {
    pos = root_pos;
    net = shared.net;
    if (net) accumulators.reset(*net, pos);
    completed_depth = 0;
    calls_since_check = 0;
    nodes = 0;
    Stack* ss = stack_storage + 4;
    for (int i = 0; i < MAX_PLY + 10; ++i) {
        stack_storage[i] = Stack{};
        stack_storage[i].static_eval = VALUE_NONE;
        stack_storage[i].ply = i - 4;
    }
    ss->pv = pv_table[0];

    const int max_depth = shared.limits.depth > 0 ? std::min(shared.limits.depth, MAX_PLY - 10) : MAX_PLY - 10;
    Move last_best = Move::none();
    double best_move_changes = 0;
    Value last_score = VALUE_NONE, average_score = VALUE_NONE;

    for (root_depth = 1; root_depth <= max_depth && !aborted(); ++root_depth) {
        // Helper threads skip some depths so that the threads spread over the tree.
        if (id > 0 && root_depth > 1 && (root_depth + id) % 3 == 0) continue;
        for (RootMove& rm : root_moves) rm.previous_score = rm.score;

        for (pv_index = 0; pv_index < shared.multipv && !aborted(); ++pv_index) {
            seldepth = 0;
            Value prev = root_moves[pv_index].previous_score;
            Value delta = params::aspiration_delta, alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
            if (root_depth >= 4 && prev != -VALUE_INFINITE && !is_mate_score(prev)) {
                alpha = std::max(prev - delta, -VALUE_INFINITE);
                beta = std::min(prev + delta, VALUE_INFINITE);
            }
            for (;;) {
                Value v = search<PV>(ss, alpha, beta, root_depth, false);
                std::stable_sort(root_moves.begin() + pv_index, root_moves.end(),
                                 [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                if (aborted()) break;
                if (v <= alpha || v >= beta) report_bound(on_info, root_depth, v, alpha);
                if (v <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(v - delta, -VALUE_INFINITE);
                } else if (v >= beta) {
                    beta = std::min(v + delta, VALUE_INFINITE);
                } else {
                    break;
                }
                delta += delta / 2 + 10;
            }
            std::stable_sort(root_moves.begin(), root_moves.begin() + pv_index + 1,
                             [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        }
        if (aborted()) break;
        completed_depth = root_depth;
        if (id != 0) continue;

        // Only the first iteration can end after a stop (see aborted()); it picks the move
        // but is not reported: after a CECP new it would be thinking about the old game.
        if (!shared.stop) report(on_info, root_depth);
        // Older changes of mind count for less: each iteration halves the tally.
        best_move_changes = best_move_changes / 2 + (last_best && root_moves[0].move != last_best);
        last_best = root_moves[0].move;
        const Value score = root_moves[0].score;

        // A forced move needs no more thought, unless pondering/analysing. A found mate
        // still does: a shorter mate, or a defence the pruned search missed, may turn up,
        // and a side that stopped there ended its won games with a sixth of its clock unused.
        if (!shared.pondering && !shared.limits.infinite && shared.budget.optimum_ms) {
            if (root_moves.size() == 1) break;
            // A fixed time per move (CECP st) is used to the end; with a clock the optimum
            // is stretched or shrunk by how settled the search looks.
            if (!shared.limits.move_time && root_depth >= 4
                && shared.elapsed_ms() >= shared.budget.optimum_ms * stop_factor(best_move_changes, score, last_score,
                                                                                 average_score, best_move_share()))
                break;
        }
        if (!is_mate_score(score)) {
            average_score = average_score == VALUE_NONE ? score : (average_score + score) / 2;
            last_score = score;
        }
    }
}

} // namespace parachute
