#include "uci_report.h"

#include <algorithm>

#include "../rules/gameend.h"
#include "../rules/movegen.h"
#include "../rules/notation.h"

namespace parachute {

namespace {

// Moves to mate for a mate score; 0 otherwise.
int mate_moves_of(Value v) {
    if (v >= VALUE_MATE_IN_MAX_PLY) return (VALUE_MATE - v + 1) / 2;
    if (v <= VALUE_MATED_IN_MAX_PLY) return -(VALUE_MATE + v) / 2;
    return 0;
}

// The expected reply, when it is legal after the best move; none otherwise.
Move legal_ponder(const Position& root, const SearchResult& r) {
    if (!r.best || !r.ponder) return Move::none();
    Position after = root;
    after.do_move(r.best);
    MoveList replies;
    generate_legal(after, replies);
    return replies.contains(r.ponder) ? r.ponder : Move::none();
}

} // namespace

std::string uci_score(Value v) {
    if (is_mate_score(v)) return "mate " + std::to_string(mate_moves_of(v));
    return "cp " + std::to_string(v);
}

std::string uci_info_line(const IterationInfo& info, int multipv, int hashfull) {
    const uint64_t nps = info.time_ms > 0 ? info.nodes * 1000 / uint64_t(info.time_ms) : 0;
    // The fields come in Stockfish's order, which some GUIs' parsers expect.
    std::string s = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth)
                  + " multipv " + std::to_string(multipv) + " score " + uci_score(info.score);
    if (info.bound == IterationInfo::Bound::Lower) s += " lowerbound";
    if (info.bound == IterationInfo::Bound::Upper) s += " upperbound";
    s += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(nps) + " hashfull " + std::to_string(hashfull)
       + " time " + std::to_string(info.time_ms);
    if (!info.pv.empty()) {
        s += " pv";
        for (Move m : info.pv) s += ' ' + move_to_uci(m);
    }
    return s;
}

std::string uci_no_move_info(const Position& pos) {
    return std::string("info depth 0 score ") + (game_status(pos).result == GameResult::Draw ? "cp 0" : "mate 0");
}

std::string uci_bestmove_line(const Position& root, const SearchResult& r) {
    if (!r.best) return "bestmove 0000";
    std::string s = "bestmove " + move_to_uci(r.best);
    if (const Move reply = legal_ponder(root, r)) s += " ponder " + move_to_uci(reply);
    return s;
}

IterationInfo uci_closing_info(const Position& root, const SearchResult& r, int seldepth) {
    IterationInfo info;
    info.depth = r.depth;
    info.score = r.score;
    // A weakened level may play another root line than the best. A search stopped
    // part-way shows the depth of the score it gives, and whether that is a bound.
    for (const RootLine& l : r.lines)
        if (l.move == r.best) {
            info.score = l.score;
            info.depth = l.depth;
            info.bound = l.bound;
        }
    info.seldepth = std::max(seldepth, info.depth);
    info.time_ms = r.time_ms;
    info.nodes = r.nodes;
    info.pv = {r.best};
    if (const Move reply = legal_ponder(root, r)) info.pv.push_back(reply);
    return info;
}

UciSearchReport::UciSearchReport(Output& o, Searcher& s, const Position& p, int mate, bool ponder, bool inf,
                                 bool unlimited)
    : out(o), searcher(s), root(p), mate_moves(mate), pondering(ponder), infinite(inf), open_ended(unlimited) {}

void UciSearchReport::on_info(const IterationInfo& info) {
    if (info.bound != IterationInfo::Bound::Exact) {
        // The search sends bounds only when it searches one line, so this is line 1; a
        // bound says nothing certain about a mate.
        if (lines_per_iteration == 0 && !first_iteration.empty()) print_first_iteration();
        return print(info, 1, searcher.hashfull());
    }
    const int moves = mate_moves_of(info.score);
    if (mate_moves > 0 && moves > 0 && moves <= mate_moves) {
        // Set before pondering is read, and ponderhit() clears pondering before reading
        // this: one of the two sees the other and stops the search.
        mate_found = true;
        if (!pondering && !infinite) searcher.stop();
    }
    if (lines_per_iteration == 0) {
        if (first_iteration.empty() || first_iteration.front().depth == info.depth) {
            first_iteration.push_back(info);
            return;
        }
        print_first_iteration();
    }
    print(info, lines_per_iteration - line_in_iteration, searcher.hashfull());
    line_in_iteration = (line_in_iteration + 1) % lines_per_iteration;
}

void UciSearchReport::print(const IterationInfo& info, int multipv, int hashfull) {
    out.line(uci_info_line(info, multipv, hashfull));
    if (multipv == 1) {
        last_first_line = info;
        printed_first_line = true;
    }
}

void UciSearchReport::print_first_iteration() {
    lines_per_iteration = int(first_iteration.size());
    const int hashfull = searcher.hashfull();
    for (int i = 0; i < lines_per_iteration; ++i) print(first_iteration[i], lines_per_iteration - i, hashfull);
    first_iteration.clear();
    line_in_iteration = 0;
}

void UciSearchReport::on_done(const SearchResult& r) {
    if (!first_iteration.empty()) print_first_iteration();
    // A search stopped part-way (stop, a node or time limit) may have changed its mind or
    // its score since the last iteration it reported, and a weakened level may play
    // another line: GUIs show the last info line as the engine's, so it must be the
    // move played.
    const IterationInfo closing = uci_closing_info(root, r, printed_first_line ? last_first_line.seldepth : 0);
    const bool shown = printed_first_line && last_first_line.bound == IterationInfo::Bound::Exact
                    && !last_first_line.pv.empty() && last_first_line.pv[0] == r.best
                    && last_first_line.score == closing.score && closing.bound == IterationInfo::Bound::Exact;
    if (r.best && !shown) print(closing, 1, searcher.hashfull());
    out.line(uci_bestmove_line(root, r));
}

void UciSearchReport::ponderhit() {
    pondering = false;
    if (mate_found && !infinite) searcher.stop();
}

} // namespace parachute
