#include "eval_command.h"

#include <cstdio>
#include <memory>

#include "../../nn/accumulator.h"
#include "../../nn/embedded.h"
#include "../../nn/kernels.h"
#include "../../nn/speed.h"
#include "../eval/evaluate.h"
#include "../eval/trace.h"
#include "../rules/notation.h"
#include "../util/args.h"

namespace parachute {

namespace {

// FEN letters (knightmate's royal knight is 'K', its commoner 'M').
char piece_letter(Piece pc) {
    const char c = " PNBRQMK"[type_of(pc)];
    return color_of(pc) == WHITE ? c : char(c - 'A' + 'a');
}

const char* activation_name(nn::Activation a) { return a == nn::Activation::SCReLU ? "SCReLU" : "clipped ReLU"; }

// Shown because it, not the provenance text, decides whether the engine plays the net
// unasked (search_net).
const char* origin_name(nn::Origin o) { return o == nn::Origin::Trained ? "trained" : "derived"; }

// The board from white's side, each piece with the change in white's evaluation when it
// is taken off (kings are never taken off).
void print_contributions(const nn::Network& net, const Position& pos) {
    const Value full = nn::evaluate_scratch(net, pos);
    const int white = pos.side_to_move() == WHITE ? 1 : -1;
    std::printf("Contribution of each piece, centipawns for white (evaluation minus evaluation without it):\n");
    for (int rank = 7; rank >= 0; --rank) {
        std::printf("  +-------+-------+-------+-------+-------+-------+-------+-------+\n  |");
        for (int file = 0; file < 8; ++file) {
            const Piece pc = pos.piece_on(make_square(file, rank));
            std::printf("   %c   |", pc == NO_PIECE ? ' ' : piece_letter(pc));
        }
        std::printf(" %d\n  |", rank + 1);
        for (int file = 0; file < 8; ++file) {
            const Square s = make_square(file, rank);
            const Piece pc = pos.piece_on(s);
            if (pc == NO_PIECE || type_of(pc) == KING) std::printf("       |");
            else std::printf(" %+5d |", white * (full - nn::evaluate_scratch(net, pos, s)));
        }
        std::printf("\n");
    }
    std::printf("  +-------+-------+-------+-------+-------+-------+-------+-------+\n");
    std::printf("      a       b       c       d       e       f       g       h\n");
}

void print_net(const nn::Network& net, const Position& pos, const std::string& source) {
    std::printf("net: %s (%s)\n", source.c_str(), origin_name(net.origin));
    std::printf("  %s\n", net.provenance.c_str());
    std::printf("  features %s (%d) -> %d x2 -> %d output bucket%s, %s, qa %d qb %d scale %d, %s inference\n",
                net.features->name, net.inputs, net.hidden, net.output_buckets, net.output_buckets > 1 ? "s" : "",
                activation_name(net.activation), net.qa, net.qb, net.scale, nn::SIMD_NAME);
    std::printf("  output bucket of this position: %d\n", nn::output_bucket(pos, net.output_buckets));
}

void print_speed(const nn::Network& net, const Position& pos) {
    const nn::SpeedReport r = nn::measure_speed(net, pos, 3.0);
    std::printf("speed (one thread, %s):\n", nn::SIMD_NAME);
    std::printf("  full evaluation from scratch: %.0f evals/s\n", r.scratch_evals_per_second);
    std::printf("  make + accumulator update + evaluate + unmake: %.1f ns per move\n", r.incremental_ns);
    std::printf("  make + unmake alone: %.1f ns per move, so the net costs %.1f ns per move\n", r.moves_only_ns,
                r.incremental_ns - r.moves_only_ns);
}

} // namespace

const char* const EVAL_USAGE =
    "usage: parachute eval [--variant V] [--fen \"FEN\"] [--net FILE] [--eval nnue|classical] [--speed]\n";

int eval_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(EVAL_USAGE, stdout);
        return 0;
    }
    Args args(argv, {"variant", "fen", "net", "eval"}, {"speed"});
    Variant v = Variant::Normal;
    if (args.error().empty() && args.has("variant") && !parse_variant(args.get("variant"), v)) {
        std::fprintf(stderr, "eval: unknown variant '%s' (%s)\n", args.get("variant").c_str(),
                     variant_names(", ").c_str());
        return 2;
    }
    const std::string kind = args.get("eval", "nnue");
    if (args.error().empty() && kind != "nnue" && kind != "classical") {
        std::fprintf(stderr, "eval: --eval must be nnue or classical, not '%s'\n", kind.c_str());
        return 2;
    }
    if (!args.error().empty()) {
        std::fprintf(stderr, "eval: %s\n%s", args.error().c_str(), EVAL_USAGE);
        return 2;
    }
    Position pos;
    if (const std::string e = pos.set(args.has("fen") ? args.get("fen") : traits(v).start_fen, v); !e.empty()) {
        std::fprintf(stderr, "eval: bad FEN: %s\n", e.c_str());
        return 2;
    }
    std::printf("%s %s\n", traits(v).name, pos.fen().c_str());
    if (kind == "classical") {
        std::printf("%s", eval_trace(pos).c_str());
        std::printf("eval %d (classical)\n", evaluate(pos));
        return 0;
    }

    std::string error, source;
    std::shared_ptr<const nn::Network> net;
    if (args.has("net")) {
        source = args.get("net");
        net = nn::load_net(source, v, error);
    } else {
        source = std::string("built-in ") + traits(v).name + " net";
        net = nn::embedded_net(v, &error);
    }
    if (!net) {
        std::fprintf(stderr, "eval: %s\n", error.c_str());
        return 1;
    }
    print_net(*net, pos, source);
    print_contributions(*net, pos);
    if (args.has("speed")) print_speed(*net, pos);
    const Value value = nn::evaluate_scratch(*net, pos);
    std::printf("white's view %d, side to move's view %d\n", pos.side_to_move() == WHITE ? value : -value, value);
    std::printf("eval %d (nnue)\n", value);
    return 0;
}

} // namespace parachute
