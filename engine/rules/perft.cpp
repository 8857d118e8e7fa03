#include "perft.h"

#include "movegen.h"

namespace parachute {

uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal(pos);
    MoveList list;
    generate_legal(pos, list);
    uint64_t nodes = 0;
    for (Move m : list) {
        pos.do_move(m);
        nodes += perft(pos, depth - 1);
        pos.undo_move();
    }
    return nodes;
}

uint64_t perft_divide(Position& pos, int depth, const std::function<void(Move, uint64_t)>& per_move) {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    uint64_t nodes = 0;
    for (Move m : list) {
        pos.do_move(m);
        uint64_t n = perft(pos, depth - 1);
        pos.undo_move();
        per_move(m, n);
        nodes += n;
    }
    return nodes;
}

} // namespace parachute
