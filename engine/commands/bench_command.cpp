#include "bench_command.h"

#include <chrono>
#include <cstdio>
#include <iterator>

#include "../../nn/embedded.h"
#include "../rules/notation.h"
#include "../search/search.h"
#include "../util/args.h"

namespace parachute {

namespace {
const BenchPosition POSITIONS[] = {
    {Variant::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {Variant::Normal, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {Variant::Normal, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {Variant::Normal, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8"},
    {Variant::Crazyhouse, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
    {Variant::Crazyhouse, "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1"},
    {Variant::Crazyhouse, "r1b2rk1/ppp2ppp/2n5/3qp3/3P4/2P2N2/P1P2PPP/R2QKB1R[BNPnp] w KQ - 0 9"},
    {Variant::Crazyhouse, "2kr3r/ppp2ppp/2n1b3/4P3/2Pq4/5N2/PP1N1PPP/R2QK2R[BPbnp] w KQ - 0 12"},
    {Variant::Knightmate, "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"},
    {Variant::Knightmate, "r2qkb1r/pp1m1ppp/2p1bm2/3p4/3P4/2M1BM2/PPP1QPPP/R3KB1R w KQkq - 0 1"},
    {Variant::Knightmate, "4k3/2m5/8/3p4/8/4M3/3P4/4K3 w - - 0 40"},
    {Variant::RacingKings, "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"},
    {Variant::RacingKings, "8/8/2k5/8/5K2/8/1rbnNBR1/qrbn1BRQ w - - 0 1"},
    {Variant::RacingKings, "8/3k4/8/4K3/8/1r6/2b3R1/5B2 b - - 0 1"},
};
} // namespace

std::vector<BenchPosition> bench_positions() { return {std::begin(POSITIONS), std::end(POSITIONS)}; }

BenchResult run_bench(Searcher& searcher, int depth, bool verbose) {
    BenchResult result;
    for (const BenchPosition& bp : POSITIONS) {
        Position pos;
        const std::string error = pos.set(bp.fen, bp.variant);
        if (!error.empty()) {
            result.error = std::string("bad built-in position ") + bp.fen + ": " + error;
            return result;
        }
        searcher.clear();
        Limits limits;
        limits.depth = depth;
        const auto start = std::chrono::steady_clock::now();
        SearchResult r = searcher.search(pos, limits);
        result.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        result.nodes += r.nodes;
        if (verbose)
            std::fprintf(stderr, "%-11s %-70s bestmove %-6s score %6d nodes %llu\n", traits(bp.variant).name, bp.fen,
                         move_to_uci(r.best).c_str(), r.score, (unsigned long long)r.nodes);
    }
    return result;
}

const char* const BENCH_USAGE = "usage: parachute bench [--depth D] [--hash MB] [--eval default|classical|nnue] [--net FILE]\n";

int bench_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(BENCH_USAGE, stdout);
        return 0;
    }
    Args args(argv, {"depth", "hash", "eval", "net"}, {});
    const long depth = args.get_int("depth", 9, 1, 40);
    const long hash = args.get_int("hash", 16, 1, 65536);
    const std::string eval = args.get("eval", "default");
    std::string problem = args.error();
    if (problem.empty() && eval != "default" && eval != "classical" && eval != "nnue")
        problem = "--eval must be default, classical or nnue, not '" + eval + "'";
    if (!problem.empty()) {
        std::fprintf(stderr, "bench: %s\n%s", problem.c_str(), BENCH_USAGE);
        return 2;
    }
    Searcher searcher;
    SearchOptions options;
    options.hash_mb = size_t(hash);
    options.threads = 1;
    // default: what the engine plays with (trained nets, classical elsewhere); nnue:
    // every variant's built-in net, trained or derived.
    options.nnue = eval != "classical";
    if (eval == "nnue")
        for (int v = 0; v < VARIANT_NB; ++v) options.nets[v] = nn::embedded_net(Variant(v));
    if (args.has("net")) {
        // The file's variant uses it; the others keep their built-in nets.
        bool loaded = false;
        for (int v = VARIANT_NB - 1; v >= 0; --v) {
            options.nets[v] = nn::load_net(args.get("net"), Variant(v), problem);
            loaded |= options.nets[v] != nullptr;
        }
        if (!loaded) {
            std::fprintf(stderr, "bench: %s\n", problem.c_str());
            return 1;
        }
    }
    searcher.set_options(options);

    const BenchResult r = run_bench(searcher, int(depth), true);
    if (!r.error.empty()) {
        std::fprintf(stderr, "bench: %s\n", r.error.c_str());
        return 1;
    }
    const uint64_t total = r.nodes;
    const double seconds = r.seconds;
    std::printf("nodes %llu nps %llu\n", (unsigned long long)total,
                (unsigned long long)(seconds > 0 ? total / seconds : 0));
    return 0;
}

} // namespace parachute
