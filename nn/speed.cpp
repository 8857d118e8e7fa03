#include "speed.h"

#include <chrono>
#include <vector>

#include "../engine/rules/movegen.h"
#include "../engine/util/random.h"
#include "accumulator.h"

namespace parachute::nn {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Fixed random walks from the start position, 8 plies each, as a search line would go.
std::vector<std::vector<Move>> random_lines(const Position& start, int count) {
    Rng rng(2024);
    std::vector<std::vector<Move>> lines;
    Position pos = start;
    for (int i = 0; i < count; ++i) {
        std::vector<Move> line;
        for (int ply = 0; ply < 8; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            line.push_back(list.moves[rng.below(uint64_t(list.size()))]);
            pos.do_move(line.back());
        }
        for (size_t k = 0; k < line.size(); ++k) pos.undo_move();
        lines.push_back(line);
    }
    return lines;
}

} // namespace

SpeedReport measure_speed(const Network& net, const Position& start, double seconds) {
    SpeedReport r;
    volatile int sink = 0;
    const std::vector<std::vector<Move>> lines = random_lines(start, 256);

    auto t = Clock::now();
    long long n = 0;
    while (since(t) < seconds / 3)
        for (int i = 0; i < 100; ++i, ++n) sink = sink + evaluate_scratch(net, start);
    r.scratch_evals_per_second = double(n) / since(t);

    AccumulatorStack stack;
    Position pos = start;
    stack.reset(net, pos);
    sink = sink + stack.evaluate(pos);
    long long moves = 0;
    t = Clock::now();
    while (since(t) < seconds / 3)
        for (const std::vector<Move>& line : lines) {
            for (Move m : line) {
                stack.push(pos, m);
                pos.do_move(m);
                sink = sink + stack.evaluate(pos);
            }
            for (size_t k = 0; k < line.size(); ++k) {
                pos.undo_move();
                stack.pop();
            }
            moves += long(line.size());
        }
    r.incremental_ns = since(t) * 1e9 / double(moves);
    r.evaluations = moves;

    long long plain = 0;
    t = Clock::now();
    while (since(t) < seconds / 3)
        for (const std::vector<Move>& line : lines) {
            for (Move m : line) pos.do_move(m);
            for (size_t k = 0; k < line.size(); ++k) pos.undo_move();
            plain += long(line.size());
        }
    r.moves_only_ns = since(t) * 1e9 / double(plain);
    return r;
}

} // namespace parachute::nn
