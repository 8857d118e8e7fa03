#include "uci_go.h"

#include <algorithm>

#include "../rules/movegen.h"
#include "../rules/notation.h"
#include "cecp_parse.h"

namespace parachute {

namespace {

bool is_keyword(const std::string& w) {
    static const char* const words[] = {"wtime", "btime", "winc",     "binc",   "movestogo",   "depth", "nodes",
                                        "mate",  "movetime", "infinite", "ponder", "searchmoves"};
    return std::find(std::begin(words), std::end(words), w) != std::end(words);
}

} // namespace

bool GoRequest::open_ended() const {
    return limits.time[WHITE] < 0 && limits.time[BLACK] < 0 && !limits.move_time && !limits.depth && !limits.nodes
        && !mate;
}

GoRequest parse_go(const std::vector<std::string>& args, const Position& pos) {
    GoRequest g;
    Limits& l = g.limits;
    std::vector<Move> search_moves;
    bool searchmoves_given = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& word = args[i];
        if (word == "infinite") {
            l.infinite = true;
        } else if (word == "ponder") {
            l.ponder = true;
        } else if (word == "searchmoves") {
            // Moves up to the next keyword, so that other parameters may follow them.
            searchmoves_given = true;
            while (i + 1 < args.size() && !is_keyword(args[i + 1])) {
                const std::string& text = args[++i];
                if (const Move m = parse_move(pos, text)) search_moves.push_back(m);
                else g.errors.push_back("searchmoves: " + echo_text(text) + " is not a legal move here");
            }
        } else if (is_keyword(word)) {
            int64_t n = 0;
            if (i + 1 >= args.size() || !parse_int(args[i + 1], n)) {
                g.errors.push_back("expected a number after " + word);
                // The bad value is skipped with its keyword; a keyword in its place is read.
                if (i + 1 < args.size() && !is_keyword(args[i + 1])) ++i;
                continue;
            }
            ++i;
            // A clock already below zero (a GUI late to flag) leaves no time at all.
            if (word == "wtime") l.time[WHITE] = std::max<int64_t>(0, n);
            else if (word == "btime") l.time[BLACK] = std::max<int64_t>(0, n);
            else if (word == "winc") l.increment[WHITE] = std::max<int64_t>(0, n);
            else if (word == "binc") l.increment[BLACK] = std::max<int64_t>(0, n);
            else if (word == "movestogo") l.moves_to_go = int(std::clamp<int64_t>(n, 0, 100000));
            else if (word == "depth") l.depth = int(std::clamp<int64_t>(n, 0, MAX_PLY - 1));
            else if (word == "nodes") l.nodes = uint64_t(std::max<int64_t>(0, n));
            else if (word == "movetime") l.move_time = std::max<int64_t>(0, n);
            else if (word == "mate") g.mate = int(std::clamp<int64_t>(n, 0, MAX_PLY / 2));
        } else {
            g.errors.push_back("unknown parameter " + echo_text(word));
        }
    }
    if (searchmoves_given) {
        if (search_moves.empty()) {
            g.errors.push_back("searchmoves: no legal move given, searching all moves");
        } else {
            MoveList legal;
            generate_legal(pos, legal);
            for (Move m : legal)
                if (std::find(search_moves.begin(), search_moves.end(), m) == search_moves.end()) l.excluded.push_back(m);
        }
    }
    return g;
}

} // namespace parachute
