// FEN/EPD reading in every variant. The first byte picks the variant, the rest is the
// FEN. A FEN that is accepted must give a consistent position whose FEN reads back to
// itself, and every legal move must make and unmake cleanly, keep the incremental key
// and check state right, and survive its notation.
#include <cstdint>
#include <string>
#include <string_view>

#include "../../engine/rules/gameend.h"
#include "../../engine/rules/movegen.h"
#include "../../engine/rules/notation.h"
#include "fuzz_support.h"

using namespace parachute;
using parachute::fuzz::check;

namespace {

void check_moves(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    check(count_legal(pos) == uint64_t(list.size()), "count_legal differs from the list", pos.fen());
    check(has_legal_move(pos) == (list.size() > 0), "has_legal_move differs from the list", pos.fen());
    game_status(pos);
    MoveList captures;
    generate_captures(pos, captures);
    for (Move m : captures) check(list.contains(m), "a capture that is not legal", pos.fen() + " " + move_to_uci(m));

    const std::string before = pos.fen();
    const Key key = pos.key();
    for (Move m : list) {
        const std::string uci = move_to_uci(m);
        check(parse_move(pos, uci) == m, "coordinate notation does not read back", before + " " + uci);
        const std::string san = move_to_san(pos, m);
        check(pos.fen() == before, "move_to_san changed the position", before + " " + uci);
        check(parse_move(pos, san) == m, "SAN does not read back", before + " " + san);
        const bool checks = pos.gives_check(m);
        pos.do_move(m);
        std::string why;
        check(pos.is_consistent(&why), "inconsistent after do_move", before + " " + uci + ": " + why);
        check(pos.key() == pos.compute_key(), "incremental key after do_move", before + " " + uci);
        check(pos.in_check() == checks, "gives_check is wrong", before + " " + uci);
        Position child;
        check(child.set(pos.fen(), pos.variant()).empty(), "the FEN after a move is refused", before + " " + uci);
        pos.undo_move();
        check(pos.fen() == before && pos.key() == key, "undo_move does not restore", before + " " + uci);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const Variant v = Variant(data[0] % VARIANT_NB);
    const std::string_view fen(reinterpret_cast<const char*>(data + 1), size - 1);
    Position pos;
    const std::string before = pos.fen();
    if (!pos.set(fen, v).empty()) {
        check(pos.fen() == before, "a refused FEN changed the position");
        return 0;
    }
    std::string why;
    check(pos.is_consistent(&why), "inconsistent after set", why);
    check(pos.key() == pos.compute_key(), "key after set", pos.fen());
    const std::string first = pos.fen();
    Position again;
    check(again.set(first, v).empty(), "the position's own FEN is refused", first);
    check(again.fen() == first, "FEN -> position -> FEN differs", first + " / " + again.fen());
    check(again.key() == pos.key(), "the FEN read back has another key", first);
    check_moves(pos);
    return 0;
}
