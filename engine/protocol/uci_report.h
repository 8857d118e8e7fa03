// What one UCI search says, from the search's own thread: "info" lines numbered by
// multipv (aspiration bounds as lowerbound/upperbound), the stop at a mate found for
// "go mate N", a closing info line when the result is not the last line shown, and the
// "bestmove" line.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "../search/search.h"
#include "output.h"

namespace parachute {

// "cp X" or "mate N" (N moves, negative when the engine is mated), from the side to
// move's point of view.
std::string uci_score(Value v);
// "info depth ... pv ..." for one root line of an iteration; hashfull in permille.
std::string uci_info_line(const IterationInfo& info, int multipv, int hashfull);
// The answer to "go" in a position without a legal move (mate, stalemate, a decided
// race): Fairy-Stockfish's "info depth 0 score mate 0" (lost) or "score cp 0" (drawn).
std::string uci_no_move_info(const Position& pos);
// "bestmove X ponder Y", the ponder move only when legal after X; "bestmove 0000" (UCI's
// null move) when there is no move.
std::string uci_bestmove_line(const Position& root, const SearchResult& r);

// The info line of a search's result (its move, and the expected reply when legal), for
// when the last line reported was not it. The result has no seldepth: the deepest
// reported is given.
IterationInfo uci_closing_info(const Position& root, const SearchResult& r, int seldepth);

class UciSearchReport {
public:
    // mate_moves > 0: "go mate N". pondering / infinite: the search waits for ponderhit or
    // stop before it answers, even when it has found what it was asked for.
    UciSearchReport(Output& out, Searcher& searcher, const Position& root, int mate_moves, bool pondering,
                    bool infinite, bool open_ended);

    // Search thread.
    void on_info(const IterationInfo& info);
    void on_done(const SearchResult& r);

    // Command thread, after Searcher::ponderhit(): a mate already found ends the search.
    void ponderhit();
    // The search ends only by stop (or ponderhit): pondering, infinite, or no limit at all.
    bool waits_for_stop() const { return pondering || infinite || (open_ended && mate_moves == 0); }
    // The search ends by a depth, node or time limit or a clock: the end of input lets it
    // finish. Anything else is stopped there, "go mate N" alone too, since the mate may
    // not be there.
    bool bounded() const { return !pondering && !infinite && !open_ended; }

private:
    // Writes one info line, and keeps line 1 for on_done.
    void print(const IterationInfo& info, int multipv, int hashfull);
    void print_first_iteration();

    Output& out;
    Searcher& searcher;
    const Position root;
    const int mate_moves;
    std::atomic<bool> pondering;
    const bool infinite;
    const bool open_ended;
    std::atomic<bool> mate_found{false};

    // The search reports each iteration's root lines worst first, as many as it searches
    // (MultiPV, or the four of a weakened level): the first iteration's lines wait until
    // the next iteration or the end shows how many there are; then each line's number is
    // known as it arrives. Touched by the search thread only.
    std::vector<IterationInfo> first_iteration;
    int lines_per_iteration = 0;
    int line_in_iteration = 0;
    IterationInfo last_first_line; // the latest line 1 written, exact or a bound
    bool printed_first_line = false;
};

} // namespace parachute
