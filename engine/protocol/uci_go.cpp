#include "uci_go.h"

#include <algorithm>

#include "../rules/movegen.h"
#include "../rules/notation.h"
#include "../util/numbers.h"
#include "cecp_parse.h"

namespace parachute {

namespace {

bool is_keyword(const std::string& w) {
    static const char* const words[] = {"wtime", "btime", "winc",     "binc",   "movestogo",   "depth", "nodes",
                                        "mate",  "movetime", "infinite", "ponder", "searchmoves"};
    return std::find(std::begin(words), std::end(words), w) != std::end(words);
}

// Faults named one by one; past these a count says how many more there were, so that a
// very long line of junk gets a few lines of answer, not one per word.
constexpr size_t MAX_NAMED_ERRORS = 8;

void note(GoRequest& g, size_t& unnamed, std::string message) {
    if (g.errors.size() < MAX_NAMED_ERRORS) g.errors.push_back(std::move(message));
    else ++unnamed;
}

} // namespace

bool GoRequest::open_ended() const {
    return limits.time[WHITE] < 0 && limits.time[BLACK] < 0 && !limits.move_time && !limits.depth && !limits.nodes;
}

GoRequest parse_go(const std::vector<std::string>& args, const Position& pos) {
    GoRequest g;
    Limits& l = g.limits;
    std::vector<Move> search_moves;
    bool searchmoves_given = false;
    size_t unnamed = 0;
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
                else note(g, unnamed, "searchmoves: " + echo_text(text) + " is not a legal move here");
            }
        } else if (is_keyword(word)) {
            const std::optional<int64_t> value =
                i + 1 < args.size() ? parse_integer(args[i + 1], -PROTOCOL_INTEGER_MAX, PROTOCOL_INTEGER_MAX) : std::nullopt;
            if (!value) {
                note(g, unnamed, "expected a number after " + word);
                // The bad value is skipped with its keyword; a keyword in its place is read.
                if (i + 1 < args.size() && !is_keyword(args[i + 1])) ++i;
                continue;
            }
            ++i;
            const int64_t n = *value;
            // A clock already below zero (a GUI late to flag) leaves no time at all. The
            // search reads a depth, nodes or move time of 0 as no limit, but a GUI that
            // asks for 0 (or less) wants an answer at once, not a search that waits for
            // stop: it gets the smallest limit.
            if (word == "wtime") l.time[WHITE] = std::max<int64_t>(0, n);
            else if (word == "btime") l.time[BLACK] = std::max<int64_t>(0, n);
            else if (word == "winc") l.increment[WHITE] = std::max<int64_t>(0, n);
            else if (word == "binc") l.increment[BLACK] = std::max<int64_t>(0, n);
            else if (word == "movestogo") l.moves_to_go = int(std::clamp<int64_t>(n, 0, 100000));
            else if (word == "depth") l.depth = int(std::clamp<int64_t>(n, 1, MAX_PLY - 1));
            else if (word == "nodes") l.nodes = uint64_t(std::max<int64_t>(1, n));
            else if (word == "movetime") l.move_time = std::max<int64_t>(1, n);
            else if (word == "mate" && n < 1) note(g, unnamed, "expected a number of moves from 1 after mate");
            else if (word == "mate") g.mate = int(std::min<int64_t>(n, MAX_PLY / 2));
        } else {
            note(g, unnamed, "unknown parameter " + echo_text(word));
        }
    }
    // Only the other side's clock: the time manager would see no clock at all and think
    // until stop. As in Stockfish, the missing clock counts as empty: a move at once.
    const Color us = pos.side_to_move();
    if (l.time[us] < 0 && l.time[~us] >= 0) {
        note(g, unnamed, std::string(us == WHITE ? "wtime" : "btime") + " missing for the side to move, taken as 0");
        l.time[us] = 0;
    }
    if (searchmoves_given) {
        if (search_moves.empty()) {
            note(g, unnamed, "searchmoves: no legal move given, searching all moves");
        } else {
            MoveList legal;
            generate_legal(pos, legal);
            for (Move m : legal)
                if (std::find(search_moves.begin(), search_moves.end(), m) == search_moves.end()) l.excluded.push_back(m);
        }
    }
    if (unnamed) g.errors.push_back("and " + std::to_string(unnamed) + " more faults");
    return g;
}

} // namespace parachute
