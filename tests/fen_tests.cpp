#include <boost/test/unit_test.hpp>

#include "../engine/rules/notation.h"
#include "helpers.h"

using namespace parachute;
using parachute::test::position;

namespace {
std::string error_of(const std::string& fen, Variant v) {
    Position p;
    return p.set(fen, v);
}
} // namespace

BOOST_AUTO_TEST_SUITE(fen)

BOOST_AUTO_TEST_CASE(round_trips) {
    const std::pair<Variant, const char*> cases[] = {
        {Variant::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {Variant::Normal, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {Variant::Normal, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {Variant::Normal, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 17 42"},
        {Variant::Crazyhouse, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
        {Variant::Crazyhouse, "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QRBNPqrbnp] b KQkq - 0 1"},
        {Variant::Crazyhouse, "2k5/8/8/3Q~4/8/8/8/r~3K3[PPnn] w - - 3 30"},
        {Variant::Knightmate, "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"},
        {Variant::Knightmate, "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 9"},
        {Variant::RacingKings, "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"},
        {Variant::RacingKings, "4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1"},
    };
    for (auto& [v, fen] : cases) {
        Position p = position(fen, v);
        BOOST_TEST(p.fen() == fen);
        std::string why;
        BOOST_TEST(p.is_consistent(&why), why);
    }
}

BOOST_AUTO_TEST_CASE(holdings_forms) {
    Position bracket = position("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", Variant::Crazyhouse);
    Position ninth = position("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(bracket.fen() == "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    BOOST_TEST(ninth.fen() == bracket.fen());
    BOOST_TEST(ninth.key() == bracket.key());
    BOOST_TEST(bracket.in_hand(WHITE, QUEEN) == 1);
    BOOST_TEST(bracket.in_hand(BLACK, KNIGHT) == 1);
    for (const char* empty : {"[]", "[-]", "/"}) {
        Position p = position(std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR") + empty + " w KQkq - 0 1",
                              Variant::Crazyhouse);
        BOOST_TEST(p.hand_empty(WHITE));
        BOOST_TEST(p.hand_empty(BLACK));
    }
    // Holdings are optional in crazyhouse; an empty pocket may be written in other variants.
    BOOST_TEST(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Variant::Crazyhouse) == "");
    BOOST_TEST(error_of("4k3/8/8/8/8/8/8/4K3[-] w - - 0 1", Variant::Normal) == "");
}

BOOST_AUTO_TEST_CASE(promoted_flags) {
    Position p = position("2k5/8/8/3Q~4/8/8/r~7/4K3[] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(p.promoted_pieces() == (square_bb(D5) | square_bb(A2)));
    // The flag is part of the key: a promoted queen is not the same as a real one.
    Position real = position("2k5/8/8/3Q4/8/8/r~7/4K3[] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(real.key() != p.key());
}

BOOST_AUTO_TEST_CASE(optional_fields) {
    Position p = position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", Variant::Normal);
    BOOST_TEST(p.fen() == "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    Position q = position("4k3/8/8/8/8/8/8/4K3 b", Variant::Normal);
    BOOST_TEST(q.fen() == "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

BOOST_AUTO_TEST_CASE(en_passant_kept_only_when_capturable) {
    // After 1.e4 no black pawn can take on e3: the square is dropped, as the key must be
    // the same as for the position without it.
    Position p = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Variant::Normal);
    Position q = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant::Normal);
    BOOST_TEST(p.ep_square() == SQ_NONE);
    BOOST_TEST(p.key() == q.key());
    // A capture that would expose the king along the rank does not count either.
    Position pinned = position("8/8/8/K2pP2q/8/8/8/7k w - d6 0 1", Variant::Normal);
    BOOST_TEST(pinned.ep_square() == SQ_NONE);
    Position open = position("8/8/8/K2pP3/8/8/8/7k w - d6 0 1", Variant::Normal);
    BOOST_TEST(open.ep_square() == D6);
}

BOOST_AUTO_TEST_CASE(errors_name_the_fault) {
    using V = Variant;
    const std::tuple<V, const char*, const char*> cases[] = {
        {V::Normal, "", "empty FEN"},
        {V::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "FEN has no side to move after the board"},
        {V::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "FEN board has 7 ranks; expected 8 (or a ninth for holdings)"},
        {V::Normal, "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 ('ppppppp') has 7 squares; expected 8"},
        {V::Normal, "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad piece letter '9' in rank 6 ('9')"},
        {V::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 2 ('PPPPPPPPP') has more than 8 squares"},
        {V::Normal, "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad piece letter 'x' in rank 7 ('pppxpppp')"},
        {V::Normal, "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "black has no king"},
        {V::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", "white has 2 kings"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K2P w - - 0 1", "a pawn on h1: pawns cannot stand on the 1st or 8th rank"},
        {V::Normal, "p3k3/8/8/8/8/8/8/4K3 w - - 0 1", "a pawn on a8: pawns cannot stand on the 1st or 8th rank"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side to move must be 'w' or 'b', not 'x'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w X - 0 1", "bad castling letter 'X' in 'X'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling right 'K' needs the white king on e1 and a rook on h1"},
        {V::Normal, "r3k3/8/8/8/8/8/8/4K3 w qq - 0 1", "castling right 'q' given twice in 'qq'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "en-passant square must be '-' or a square like 'e3', not 'e9'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "en-passant square e3 is on the wrong rank for white to move"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "en-passant square e6 does not follow a double pawn step"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove clock must be a number >= 0, not 'x'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove clock must be a number >= 0, not '-1'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - - 0 z", "move number must be a number >= 1, not 'z'"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "unexpected text after the FEN's move number: 'extra'"},
        {V::Normal, "4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "the side not to move (black) is in check"},
        {V::Normal, "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "holdings 'Q' in normal, which has no pockets"},
        {V::Normal, "4k3/8/8/8/8/8/8/4KM2 w - - 0 1", "'M': commoners exist only in knightmate"},
        {V::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Qk] w - - 0 1", "a king cannot be in a pocket"},
        {V::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1", "bad piece letter 'x' in the holdings"},
        {V::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Q w - - 0 1", "holdings '[' without a closing ']'"},
        {V::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Q]x w - - 0 1", "unexpected text after the holdings: 'x'"},
        {V::Crazyhouse, "4k3/8/8/8/8/8/8/~4K3 w - - 0 1", "'~' in rank 1 ('~4K3') must follow a piece letter"},
        {V::Crazyhouse, "4k3/8/8/8/8/8/4P~3/4K3 w - - 0 1", "'~' in rank 2 ('4P~3') marks a pawn or king as promoted"},
        {V::Knightmate, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "'n': knightmate has no knights (the commoner is 'M')"},
        {V::RacingKings, "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w KQ - 0 1", "castling rights 'KQ' in racingkings, which has no castling"},
        {V::RacingKings, "8/8/8/8/8/4P3/krbnNBRK/qrbnNBRQ w - - 0 1", "'P': racingkings has no pawns"},
        {V::RacingKings, "8/8/8/8/8/8/k6K/R7 w - - 0 1", "the side not to move (black) is in check"},
        {V::RacingKings, "8/8/8/8/8/8/k6K/7r w - - 0 1", "a king is in check, which racingkings never allows"},
        {V::Crazyhouse, "QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/PPPPPPPP/8/k6K[QRBNP] w - - 0 1", "too many pieces: the position would have more moves than the engine supports"},
    };
    for (auto& [v, fen, expected] : cases) BOOST_TEST(error_of(fen, v) == expected, "FEN: " << fen);
}

// The fen fuzz target's find: a move after counters at the reader's limit (999,999,999)
// wrote a FEN with 1,000,000,000 that the reader refused.
BOOST_AUTO_TEST_CASE(counters_at_the_limit_stay_readable_after_moves) {
    Position p = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999999999 999999999", Variant::Normal);
    p.do_move(parse_move(p, "g8f6"));
    BOOST_TEST(p.rule50_count() == 1000000000);
    BOOST_TEST(p.fen() == "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 999999999 999999999");
    Position child;
    BOOST_TEST(child.set(p.fen(), Variant::Normal) == "");
    p.undo_move();
    BOOST_TEST(p.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999999999 999999999");
}

BOOST_AUTO_TEST_CASE(error_leaves_position_unchanged) {
    Position p = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant::Normal);
    const std::string before = p.fen();
    BOOST_TEST(!p.set("garbage", Variant::Crazyhouse).empty());
    BOOST_TEST(p.fen() == before);
    BOOST_TEST(p.variant() == Variant::Normal);
}

BOOST_AUTO_TEST_SUITE_END()
