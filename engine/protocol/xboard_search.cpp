// Running the search for the driver: thinking on the engine's move, pondering on the
// expected reply, analysing; the hand-over of results from the search thread.
#include "xboard_driver.h"

#include <algorithm>

#include "../rules/movegen.h"
#include "../rules/notation.h"
#include "thinking.h"

namespace parachute {

int64_t XBoardDriver::elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - search_started)
        .count();
}

Limits XBoardDriver::search_limits(SearchKind kind, const Position& root) const {
    Limits l;
    if (kind == SearchKind::Analyze) {
        l.infinite = true;
    } else {
        l = clock.limits(engine_color, current.game_ply() + (kind == SearchKind::Ponder ? 1 : 0));
        l.ponder = kind == SearchKind::Ponder;
        // Restarting (after a pause, a corrected holding, exclude, setscore): the time
        // already spent on this move is gone, from the clock and from an st budget alike.
        if (kind == SearchKind::Think) deduct_time_spent(l, engine_color, think_budget_used);
    }
    l.preset_scores = preset_scores;
    // Exclusions belong to the current position, not to the one pondered on. When they
    // would leave nothing to play, the engine plays on with all moves rather than stall.
    if (kind != SearchKind::Ponder && !excluded.empty()) {
        MoveList legal;
        generate_legal(root, legal);
        const bool all_excluded = std::all_of(legal.begin(), legal.end(), [&](Move m) {
            return std::find(excluded.begin(), excluded.end(), m) != excluded.end();
        });
        if (!all_excluded) l.excluded = excluded;
    }
    return l;
}

void XBoardDriver::apply_options() {
    // A comment line: the table is smaller than asked for, but play goes on.
    if (const std::string note = handover.apply(searcher, options.search); !note.empty()) out.line("# " + note);
}

void XBoardDriver::apply_options_if_idle() {
    if (running == SearchKind::None) apply_options();
}

void XBoardDriver::start_search(SearchKind kind) {
    discard_search();
    if (paused) {
        paused_search = kind;
        return;
    }
    if (!current.valid()) return;
    Position root = current.position();
    if (kind == SearchKind::Ponder) root.do_move(ponder_move);
    if (!has_legal_move(root) || race_decided(root)) return;
    if (kind == SearchKind::Analyze && !excluded.empty() && search_limits(kind, root).excluded.empty()) {
        // "exclude all" in analysis: nothing to analyse until a move is included again.
        return;
    }
    // Options changed during pondering or analysis are applied now; a new table is
    // allocated on the move's own time.
    const auto applying = std::chrono::steady_clock::now();
    apply_options();
    if (kind == SearchKind::Think)
        think_budget_used += std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - applying).count();
    const Limits limits = search_limits(kind, root);
    const uint64_t id = ++next_id;
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        shared.id = id;
        shared.finished = false;
        shared.has_last = false;
        shared.nps = clock.nodes_per_second();
    }
    running = kind;
    search_started = std::chrono::steady_clock::now();
    searcher.start(
        root, limits, [this, id](const IterationInfo& info) { on_info(id, info); },
        [this, id](const SearchResult& r) { on_done(id, r); });
}

void XBoardDriver::discard_search() {
    if (running == SearchKind::None) return;
    const bool was_thinking = running == SearchKind::Think;
    searcher.stop();
    searcher.wait();
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        shared.id = 0;
        shared.finished = false;
    }
    running = SearchKind::None;
    // Pings held back for the move that will not come now are answered.
    if (was_thinking) flush_pongs();
}

void XBoardDriver::restart_search() {
    const SearchKind kind = running;
    if (kind == SearchKind::None) return;
    if (kind == SearchKind::Think) think_budget_used += elapsed_ms();
    discard_search();
    // A ponder search guessed a reply in the old position; the engine will think when
    // the real reply comes.
    if (kind != SearchKind::Ponder) start_search(kind);
}

// The opponent's most likely move in the current position: the hash table's move, else
// that of a short search.
Move XBoardDriver::expected_reply() {
    const Position& pos = current.position();
    if (!has_legal_move(pos) || race_decided(pos)) return Move::none();
    if (const Move m = searcher.hash_move(pos)) return m;
    Limits l;
    l.nodes = guess_nodes;
    l.preset_scores = preset_scores;
    apply_options();
    return searcher.search(pos, l).best;
}

void XBoardDriver::ponder_on(Move guess) {
    if (!guess) return;
    ponder_move = guess;
    if (post) out.line("Hint: " + move_to_uci(guess));
    start_search(SearchKind::Ponder);
}

void XBoardDriver::ponder_if_their_turn() {
    if (!ponder_enabled || force_mode || analyze_mode || game_over || running != SearchKind::None) return;
    if (!current.valid() || current.position().side_to_move() == engine_color || current.status().over()) return;
    if (no_ponder_on_first_move && current.undoable() == 0) return;
    ponder_on(expected_reply());
}

void XBoardDriver::start_thinking_if_our_turn() {
    if (force_mode || analyze_mode || game_over || !current.valid()) return;
    if (current.position().side_to_move() != engine_color) return;
    if (report_if_over()) return;
    // A fresh move: time spent on a search that was thrown away (force, new, setboard,
    // undo after a pause or restart) belongs to no move.
    think_budget_used = 0;
    start_search(SearchKind::Think);
}

void XBoardDriver::poll() {
    SearchResult r;
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        if (!shared.finished) return;
        shared.finished = false;
        shared.id = 0;
        r = shared.result;
    }
    searcher.wait();
    const SearchKind kind = running;
    running = SearchKind::None;
    if (kind == SearchKind::Think) play_engine_move(r);
}

void XBoardDriver::flush_pongs() {
    for (const std::string& p : deferred_pongs) out.line(p);
    deferred_pongs.clear();
}

void XBoardDriver::on_info(uint64_t id, const IterationInfo& info) {
    std::lock_guard<std::mutex> lock(shared.mutex);
    if (id != shared.id) return;
    shared.last = info;
    shared.has_last = true;
    // In nps mode the protocol wants the engine's own node-based time, not the wall clock.
    if (shared.nps > 0) shared.last.time_ms = int64_t(info.nodes * 1000 / uint64_t(shared.nps));
    if (post) out.line(thinking_line(shared.last));
}

void XBoardDriver::on_done(uint64_t id, const SearchResult& r) {
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        if (id != shared.id) return;
        shared.finished = true;
        shared.result = r;
    }
    if (wakeup) wakeup();
}

} // namespace parachute
