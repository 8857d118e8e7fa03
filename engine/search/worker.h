// One search thread's state: its iterative deepening is in worker.cpp, its alpha-beta
// search in alpha_beta.cpp. Several workers share the transposition table (Lazy SMP);
// each has its own position, stack and histories.
#pragma once

#include <atomic>
#include <chrono>
#include <vector>

#include "../../nn/accumulator.h"
#include "../rules/movegen.h"
#include "correction.h"
#include "history.h"
#include "move_picker.h"
#include "search.h"
#include "timeman.h"
#include "tt.h"

namespace parachute {

struct RootMove {
    Move move;
    Value score = -VALUE_INFINITE;
    Value previous_score = -VALUE_INFINITE;
    int score_depth = 0; // the iteration that gave score, which may have been cut short
    IterationInfo::Bound bound = IterationInfo::Bound::Exact; // score is a bound after an aspiration fail
    int seldepth = 0;
    uint64_t nodes = 0; // spent under this move in the whole search: the time manager's effort share
    std::vector<Move> pv;
};

// What all workers of one search share.
struct SharedState {
    TranspositionTable* tt = nullptr;
    std::atomic<bool> stop{false};
    std::atomic<bool> pondering{false};
    std::chrono::steady_clock::time_point start;
    TimeBudget budget;
    Limits limits;
    int multipv = 1;
    const nn::Network* net = nullptr; // the NNUE net of this search; nullptr: classical evaluation
    std::vector<class Worker*> workers;

    int64_t elapsed_ms() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    }
    uint64_t total_nodes() const;
};

class Worker {
public:
    Worker(int id, SharedState& shared);

    void clear(); // a new game
    // Iterative deepening on pos; the main worker (id 0) also keeps the time and reports.
    void iterative_deepening(const Position& pos, const Searcher::InfoCallback& on_info);

    std::atomic<uint64_t> nodes{0};
    std::vector<RootMove> root_moves;
    int completed_depth = 0;

private:
    struct Stack {
        Move* pv;
        int ply;
        Move current;
        Piece moved;
        PieceToHistory* continuation;
        Move killers[2];
        Move excluded;          // the move a singular-extension search leaves out
        int double_extensions;  // on the path to this node, which may not have too many
        Value static_eval;
        bool in_check;
    };
    enum NodeType { NON_PV, PV };

    template <NodeType Node> Value search(Stack* ss, Value alpha, Value beta, int depth, bool cut_node);
    template <NodeType Node> Value qsearch(Stack* ss, Value alpha, Value beta, int qply);
    Value terminal_value(int ply, bool& terminal) const;
    Value value_without_search(int ply);

    // The pieces of search(), defined inline next to it: they run at every node. Those
    // that return a Value return the node's value when they end it, else VALUE_NONE.
    Value cutoff_before_moves(Stack* ss, Value eval, Value beta, int depth, bool improving, bool cut_node);
    Value probcut(Stack* ss, Key key, Move tt_move, Value raw_eval, Value beta, Value probcut_beta, int depth,
                  bool cut_node);
    // How much deeper the table move is searched; `cut` is set when the node ends here.
    template <NodeType Node>
    int singular_extension(Stack* ss, Move m, Move tt_move, const TTData& tt, Value tt_value, Value beta, int depth,
                           bool cut_node, Value& cut);
    bool prune_move(Stack* ss, MovePicker& picker, Move m, bool quiet, bool gives_check, int depth, int move_count,
                    int base_reduction, bool improving, Value alpha);
    // The depth of a late move's first, null-window search.
    template <NodeType Node>
    int reduced_depth(const Stack* ss, Move m, int new_depth, int base_reduction, int history, bool gives_check,
                      bool cut_node) const;
    // The value of the move just made, from the null-window and full-window searches it needs.
    template <NodeType Node>
    Value search_move(Stack* ss, Value alpha, Value beta, Value best_value, int move_count, int new_depth, bool reduced,
                      int reduced_to, bool cut_node);
    void update_root_move(Stack* ss, Move m, Value v, Value alpha, Value beta, int move_count, uint64_t nodes_before);
    void update_histories_after_cut(Stack* ss, Move best, int depth, const Move* quiets, int quiet_count,
                                    const Move* captures, int capture_count);
    void update_capture_history(Move m, int bonus);
    // The table entry and the correction history's lesson from the node's result.
    template <NodeType Node>
    void store_result(Stack* ss, Key key, Value best_value, Value beta, Move best_move, int depth, Value raw_eval);

    bool check_time();
    // A stop ends the search only after its first iteration: until then the root moves
    // are in generation order, and a stop that came at once (a GUI's "move now", a clock
    // already spent) played whichever move came first. Depth 1 takes well under a
    // millisecond, so a stop or a limit waits for it.
    bool aborted() const { return root_depth > 1 && shared.stop.load(std::memory_order_relaxed); }
    void update_quiet_stats(Stack* ss, Move best, int bonus, const Move* quiets, int quiet_count);
    void update_continuations(Stack* ss, Piece pc, Square to, int bonus);
    OrderContext order_context(const Stack* ss) const;
    void report(const Searcher::InfoCallback& on_info, int depth) const;
    // An aspiration window's fail-low (v <= alpha) or fail-high, as the line's score, when
    // Limits::report_bounds_after_ms asks for it.
    void report_bound(const Searcher::InfoCallback& on_info, int depth, Value v, Value alpha) const;
    double best_move_share() const;
    // The static evaluation, and moves made through these so that the NNUE accumulators
    // follow the position (pushed and popped; computed only when a position is evaluated).
    // make_move also records the move in the stack for the histories and prefetches the
    // child's table entry.
    Value static_eval();
    // The raw static evaluation corrected by the correction history, in the variants
    // whose row in variants.h asks for it.
    Value corrected_eval(Value raw) const;
    void make_move(Stack* ss, Move m);
    void unmake_move();
    void make_null_move();
    void unmake_null_move();

    int id;
    SharedState& shared;
    Position pos;
    Histories hist;
    CorrectionHistory correction;
    int root_depth = 0;
    int pv_index = 0;
    int seldepth = 0;
    uint64_t calls_since_check = 0;
    Move pv_table[MAX_PLY + 2][MAX_PLY + 2];
    Stack stack_storage[MAX_PLY + 10];
    const nn::Network* net = nullptr;
    nn::AccumulatorStack accumulators;
};

} // namespace parachute
