#include "perft_command.h"

#include <chrono>
#include <cstdio>

#include "../rules/notation.h"
#include "../rules/perft.h"
#include "../util/args.h"

namespace parachute {

const char* const PERFT_USAGE = "usage: parachute perft --variant V --depth D [--fen \"FEN\"] [--divide]\n";

int perft_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(PERFT_USAGE, stdout);
        return 0;
    }
    Args args(argv, {"variant", "depth", "fen"}, {"divide"});
    Variant v = Variant::Normal;
    std::string problem = args.error();
    if (problem.empty() && args.has("variant") && !parse_variant(args.get("variant"), v))
        problem = "unknown variant '" + args.get("variant") + "' (" + variant_names(", ") + ")";
    if (problem.empty() && !args.has("depth")) problem = "--depth D is required";
    const long depth = args.get_int("depth", 1, 0, 30);
    if (problem.empty()) problem = args.error();
    if (!problem.empty()) {
        std::fprintf(stderr, "perft: %s\n%s", problem.c_str(), PERFT_USAGE);
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
