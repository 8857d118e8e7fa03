// The search: iterative deepening PVS with a shared transposition table and Lazy SMP
// threads, run in the background so that the protocol driver stays responsive.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "../rules/position.h"
#include "../core/value.h"

namespace parachute {

namespace nn {
struct Network;
}

// A score the GUI gave for a position (CECP setscore): the search takes it, from the side
// to move's point of view, wherever it meets that position with at most this depth left.
struct PresetScore {
    Key key = 0;
    Value score = VALUE_ZERO;
    int depth = 0;
};

struct Limits {
    // Clocks in milliseconds for each colour; -1 when not given.
    int64_t time[COLOR_NB] = {-1, -1};
    int64_t increment[COLOR_NB] = {0, 0};
    int moves_to_go = 0;        // moves until the next time control; 0 = sudden death
    int64_t move_time = 0;      // exact milliseconds for this move (CECP st)
    int depth = 0;              // maximum depth; 0 = none
    uint64_t nodes = 0;         // node budget; 0 = none
    bool infinite = false;      // analysis: search until stopped
    bool ponder = false;        // pondering: think on the opponent's time until ponderhit/stop
    std::vector<Move> excluded; // root moves not to consider (CECP exclude)
    // From this many milliseconds into the search on, on_info also gets the main thread's
    // aspiration fail-lows and fail-highs (UCI's lowerbound and upperbound); -1: never, it
    // gets completed iterations only.
    int64_t report_bounds_after_ms = -1;
    std::vector<PresetScore> preset_scores;
};

struct IterationInfo {
    // Exact: a completed iteration. Lower/Upper: the score of an aspiration window's
    // fail-high/fail-low, a bound on the iteration's score, on the line searched.
    enum class Bound { Exact, Lower, Upper };
    int depth = 0;
    int seldepth = 0;
    Value score = VALUE_ZERO;
    Bound bound = Bound::Exact;
    int64_t time_ms = 0;
    uint64_t nodes = 0;
    std::vector<Move> pv;
};

// A search cut short part-way through an iteration leaves, for the moves it had searched
// again, scores of that deeper iteration, and an aspiration window's fail-low or
// fail-high leaves a bound: each line says which depth and which kind its score is.
struct RootLine {
    Move move;
    Value score = VALUE_ZERO;
    int depth = 0;
    IterationInfo::Bound bound = IterationInfo::Bound::Exact;
};

struct SearchResult {
    Move best;                  // Move::none() only when the root has no legal move
    Move ponder;                // expected reply, or none
    Value score = VALUE_ZERO;   // the best line's score: lines[0] holds its depth and bound
    int depth = 0;              // the last completed iteration
    uint64_t nodes = 0;
    int64_t time_ms = 0;         // from the start of the search to its end
    std::vector<RootLine> lines; // the best multipv root moves with their scores, best first
};

struct SearchOptions {
    size_t hash_mb = 64;
    int threads = 1;
    int skill = 20; // 1..20; 20 is full strength
    int multipv = 1; // root moves searched with exact scores (self-play openings, analysis)
    int64_t move_overhead_ms = 30;
    // The static evaluation, chosen by search_net (engine/eval/evaluate.h) from these:
    // Use_NNUE, and per variant a net given to play (EvalFile_<variant>; nullptr: none).
    bool nnue = true;
    std::shared_ptr<const nn::Network> nets[VARIANT_NB];
};

class Searcher {
public:
    Searcher();
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    // Allocates the table and threads the options ask for (a new hash size clears the
    // table); the rest takes effect at the next start().
    void set_options(const SearchOptions& options);
    const SearchOptions& options() const;
    size_t hash_mb() const; // the table's size in use: less than asked for when memory is short
    // Permille of the table written by the current (or last) search, sampled from its
    // first thousand entries (UCI's hashfull). Only reads, so the search's callbacks may
    // call it too; the table is reallocated only between searches.
    int hashfull() const;
    void clear(); // a new game: hash and histories

    using InfoCallback = std::function<void(const IterationInfo&)>;
    using DoneCallback = std::function<void(const SearchResult&)>;

    // Searches pos (copied, with its history for repetitions) in the background. on_info
    // runs after every completed iteration, on_done exactly once at the end; both on the
    // search's own thread, so they must not call start(), wait(), search() or
    // set_options() (that would wait for the thread they run on). A running search is
    // stopped and waited for first.
    void start(const Position& pos, const Limits& limits, InfoCallback on_info, DoneCallback on_done);
    void stop();      // asks the running search to finish now; on_done still runs
    void ponderhit(); // the pondered move was played: continue under the normal time limits
    void wait();      // returns when the search has ended and on_done has returned
    bool running() const;

    // The move the hash table holds for pos, if it is legal there; none otherwise. Call it
    // between searches.
    Move hash_move(const Position& pos) const;

    // Searches in the calling thread and returns the result (bench, self-play, tests).
    SearchResult search(const Position& pos, const Limits& limits, InfoCallback on_info = nullptr);

private:
    struct Impl;
    std::unique_ptr<Impl> impl;
};

} // namespace parachute
