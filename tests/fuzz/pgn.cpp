// The match runner's PGN reader, on games and on opening lines. Every game it accepts
// must replay from its FEN with legal moves, in the variant it was read in.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "../../engine/rules/notation.h"
#include "../../tools/match/pgn_reader.h"
#include "fuzz_support.h"

using namespace parachute;
using namespace parachute::match;
using parachute::fuzz::check;

namespace {

void replay(const Opening& line, Variant v) {
    Position pos;
    check(pos.set(line.fen.empty() ? traits(v).start_fen : line.fen, v).empty(), "an accepted FEN is refused", line.fen);
    for (const std::string& text : line.moves) {
        const Move m = parse_move(pos, text);
        check(m != Move::none(), "an accepted move does not replay", line.fen + " " + text);
        pos.do_move(m);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    {
        std::istringstream in(text);
        std::vector<PgnGame> games;
        std::vector<std::string> errors;
        read_pgn_games_tagged(in, "fuzz.pgn", games, errors);
        for (const PgnGame& g : games) replay(g.line, g.variant);
    }
    for (int v = 0; v < VARIANT_NB; v += 3) {
        std::istringstream in(text);
        std::vector<Opening> lines;
        if (read_pgn_openings(in, "fuzz.pgn", Variant(v), 4, lines).empty())
            for (const Opening& o : lines) {
                check(o.moves.size() <= 4, "an opening line is longer than asked");
                replay(o, Variant(v));
            }
    }
    return 0;
}
