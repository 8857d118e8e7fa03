#include "perft_command.h"

#include <chrono>
#include <cstdio>

#include "../rules/notation.h"
#include "../rules/perft.h"
#include "args.h"

namespace parachute {

int perft_command(const std::vector<std::string>& argv) {
    Args args(argv, {"variant", "depth", "fen"}, {"divide"});
    Variant v = Variant::Normal;
    if (args.error().empty() && args.has("variant") && !parse_variant(args.get("variant"), v)) {
        std::fprintf(stderr, "perft: unknown variant '%s' (normal, crazyhouse, knightmate, racingkings)\n",
                     args.get("variant").c_str());
        return 2;
    }
    if (args.error().empty() && !args.has("depth")) {
        std::fprintf(stderr, "perft: --depth D is required\n");
        return 2;
    }
    long depth = args.get_int("depth", 1, 0, 30);
    if (!args.error().empty()) {
        std::fprintf(stderr, "perft: %s\nusage: parachute perft --variant V --depth D [--fen \"FEN\"] [--divide]\n",
                     args.error().c_str());
        return 2;
    }
    Position pos;
    std::string error = pos.set(args.has("fen") ? args.get("fen") : traits(v).start_fen, v);
    if (!error.empty()) {
        std::fprintf(stderr, "perft: bad FEN: %s\n", error.c_str());
        return 2;
    }

    auto start = std::chrono::steady_clock::now();
    uint64_t nodes;
    if (args.has("divide"))
        nodes = perft_divide(pos, int(depth), [](Move m, uint64_t n) {
            std::printf("%s: %llu\n", move_to_uci(m).c_str(), (unsigned long long)n);
        });
    else
        nodes = perft(pos, int(depth));
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("nodes %llu\n", (unsigned long long)nodes);
    std::fflush(stdout);
    std::fprintf(stderr, "time %.3f s, %.1f Mnps\n", seconds, seconds > 0 ? nodes / seconds / 1e6 : 0.0);
    return 0;
}

} // namespace parachute
