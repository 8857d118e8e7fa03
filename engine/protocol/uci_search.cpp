// The UCI search commands: go, stop, ponderhit, and the end of input. The search itself
// is the Searcher's, its time management the one CECP uses (engine/search/timeman).
#include <chrono>

#include "../rules/movegen.h"
#include "uci_driver.h"
#include "uci_go.h"

namespace parachute {

namespace {
// UCI's null move, the bestmove when there is no move to play.
const char* const NO_MOVE = "bestmove 0000";
} // namespace

void UciDriver::cmd_go(const CommandLine& cmd) {
    // A go without a stop before it: the search before answers first.
    stop_search();
    GoRequest go = parse_go(cmd.args, current.position());
    for (const std::string& e : go.errors) error("go: " + e);
    // Bound lines: UCI has lowerbound and upperbound for them; only after a second, since early
    // iterations fail high and low by the dozen in milliseconds.
    go.limits.report_bounds_after_ms = 1000;
    const bool endless = go.limits.ponder || go.limits.infinite;
    if (!current.valid()) {
        error("go: no valid position is set");
        return answer_at_once("", endless);
    }
    const Position& root = current.position();
    if (!has_legal_move(root) || race_decided(root)) return answer_at_once(uci_no_move_info(root), endless);

    // Options set during the last search are applied now, a new table on this move's time.
    const auto applying = std::chrono::steady_clock::now();
    apply_options();
    const auto spent = std::chrono::steady_clock::now() - applying;
    deduct_time_spent(go.limits, root.side_to_move(), std::chrono::duration_cast<std::chrono::milliseconds>(spent).count());

    report = std::make_shared<UciSearchReport>(out, searcher, root, go.mate, go.limits.ponder, go.limits.infinite,
                                               go.open_ended());
    const std::shared_ptr<UciSearchReport> r = report;
    searcher.start(
        root, go.limits, [r](const IterationInfo& info) { r->on_info(info); },
        [r](const SearchResult& result) { r->on_done(result); });
}

void UciDriver::answer_at_once(const std::string& info, bool hold) {
    if (!info.empty()) out.line(info);
    if (hold) held_bestmove = NO_MOVE;
    else out.line(NO_MOVE);
}

void UciDriver::cmd_stop(const CommandLine&) {
    // The bestmove is out before the next command is read.
    stop_search();
}

void UciDriver::cmd_ponderhit(const CommandLine&) {
    if (!held_bestmove.empty()) return stop_search();
    if (!report) return;
    searcher.ponderhit();
    report->ponderhit();
}

void UciDriver::stop_search() {
    if (report) {
        searcher.stop();
        searcher.wait();
        report.reset();
    }
    if (!held_bestmove.empty()) {
        out.line(held_bestmove);
        held_bestmove.clear();
    }
}

bool UciDriver::waits_for_stop() const {
    return !held_bestmove.empty() || (report && searcher.running() && report->waits_for_stop());
}

void UciDriver::end_of_input() {
    if (report && report->bounded()) searcher.wait();
    stop_search();
}

} // namespace parachute
