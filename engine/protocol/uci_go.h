// Reading UCI's "go" into the search's Limits: clocks, increments, moves to go, depth,
// nodes, move time, infinite, ponder, mate and searchmoves. No state: the driver decides
// what to do with the request.
#pragma once

#include <string>
#include <vector>

#include "../search/search.h"

namespace parachute {

struct GoRequest {
    Limits limits;
    int mate = 0; // > 0: stop as soon as a mate in at most this many moves is found
    // What could not be read, one message per fault (the first few, then how many more);
    // the rest of the line still counts, because the GUI waits for a bestmove whatever
    // it sent.
    std::vector<std::string> errors;

    // Neither a clock nor a depth, node or time limit: the search would end only at its
    // maximum depth, or, with mate, at a mate that may not be there.
    bool open_ended() const;
};

// The arguments after "go", for a search from pos (searchmoves are its legal moves; the
// others become limits.excluded).
GoRequest parse_go(const std::vector<std::string>& args, const Position& pos);

} // namespace parachute
