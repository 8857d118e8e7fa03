// The match runner's opening book, from an EPD or a PGN file. The first byte sets the
// book's options: bits 0-1 and 6-7 the variant (modulo the number of variants, so that a
// fifth one is reached and today's seeds keep theirs), bit 2 PGN instead of EPD, bit 3
// shuffled, bits 4-5 the plies kept of PGN lines. Every opening a book gives must be
// playable: its FEN reads and its moves are legal.
#include <cstdint>
#include <string>

#include "../../engine/rules/notation.h"
#include "../../tools/match/openings.h"
#include "fuzz_support.h"

using namespace parachute;
using namespace parachute::match;
using parachute::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const Variant v = Variant(((data[0] & 3) | (data[0] >> 6) << 2) % VARIANT_NB);
    OpeningOptions opt;
    opt.pgn = data[0] & 4;
    opt.shuffle = data[0] & 8;
    opt.plies = data[0] >> 4 & 3;
    opt.seed = size;
    opt.file = fuzz::as_file(data + 1, size - 1);
    OpeningBook book;
    if (!book.load(opt, v).empty()) return 0;
    check(book.size() > 0, "a book loaded without openings");
    for (size_t i = 0; i < book.size() + 1 && i < 64; ++i) {
        const Opening o = book.next();
        Position pos;
        check(pos.set(o.fen.empty() ? traits(v).start_fen : o.fen, v).empty(), "a book FEN is refused", o.fen);
        if (opt.pgn && opt.plies) check(int(o.moves.size()) <= opt.plies, "a book line is longer than plies=");
        for (const std::string& text : o.moves) {
            const Move m = parse_move(pos, text);
            check(m != Move::none(), "a book move does not replay", o.fen + " " + text);
            pos.do_move(m);
        }
    }
    return 0;
}
