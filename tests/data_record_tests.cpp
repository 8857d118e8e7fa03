// The training record: every field survives encode/decode for positions of each
// variant, the layout is pinned byte for byte, and unstorable positions are refused.
#include <boost/test/unit_test.hpp>

#include "../train/data/record.h"
#include "helpers.h"

using namespace parachute;
using namespace parachute::data;

namespace {

Record encoded(const Position& pos, const Annotation& note) {
    Record r;
    const std::string error = encode(pos, note, r);
    BOOST_REQUIRE_MESSAGE(error.empty(), error);
    return r;
}

} // namespace

BOOST_AUTO_TEST_SUITE(data_record)

BOOST_AUTO_TEST_CASE(round_trip_every_variant) {
    const std::pair<Variant, const char*> cases[] = {
        {Variant::Normal, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {Variant::Normal, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {Variant::Normal, "r3k2r/8/8/8/3pP3/8/8/R3K2R b Qk e3 7 40"},
        {Variant::Crazyhouse, "r1bq1rk1/ppp2ppp/2n5/3Qp3/3P4/2P2N2/P1P2PPP/R3KB1R[BNPPnpq] b KQ - 3 9"},
        {Variant::Crazyhouse, "2kr3r/pQ~p2ppp/2n1b3/4P3/2Pq4/5N2/PP1N1PPP/R~3K2R[BPPPPbnnrpppp] b K - 0 30"},
        {Variant::Crazyhouse, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
        {Variant::Knightmate, "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"},
        {Variant::Knightmate, "r2qkb1r/pp1m1ppp/2p1bm2/3pP3/3P4/2M1BM2/PPP1QPPP/R3KB1R b KQkq - 1 12"},
        {Variant::RacingKings, "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"},
        {Variant::RacingKings, "8/3k4/8/4K3/8/1r6/2b3R1/5B2 b - - 12 33"},
    };
    for (const auto& [variant, fen] : cases) {
        BOOST_TEST_CONTEXT(fen) {
            const Position pos = test::position(fen, variant);
            Annotation note;
            note.score = -31990;
            note.best = Move::make(E2, E4);
            note.outcome = Outcome::BlackWins;
            note.ending = Ending::ResignAdjudicated;
            note.game_plies = 321;
            note.game_id = 0xDEADBEEF;
            note.depth = 9;
            const Record r = encoded(pos, note);
            Decoded d;
            decode(r, d);
            BOOST_TEST(to_fen(d) == pos.fen());
            BOOST_TEST(int(d.variant) == int(variant));
            BOOST_TEST(d.side_to_move == pos.side_to_move());
            BOOST_TEST(d.castling == pos.castling_rights());
            BOOST_TEST(int(d.ep_square) == int(pos.ep_square()));
            BOOST_TEST(d.promoted == pos.promoted_pieces());
            for (Color c : {WHITE, BLACK})
                for (int pt = PAWN; pt <= QUEEN; ++pt) BOOST_TEST(int(d.hand[c][pt]) == pos.in_hand(c, PieceType(pt)));
            BOOST_TEST(d.score == -31990);
            BOOST_TEST(d.best == Move::make(E2, E4));
            BOOST_TEST(int(d.outcome) == int(Outcome::BlackWins));
            BOOST_TEST(int(d.ending) == int(Ending::ResignAdjudicated));
            BOOST_TEST(d.game_plies == 321);
            BOOST_TEST(d.game_id == 0xDEADBEEFu);
            BOOST_TEST(d.depth == 9);
            BOOST_TEST(game_id_of(r) == 0xDEADBEEFu);
            BOOST_TEST(int(variant_of(r)) == int(variant));
            Position back;
            BOOST_TEST(to_position(r, back) == "");
            BOOST_TEST(back.fen() == pos.fen());
            BOOST_TEST(back.key() == pos.key());
        }
    }
}

BOOST_AUTO_TEST_CASE(layout_is_pinned) {
    const Position pos = test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Normal);
    Annotation note;
    note.score = 25;
    note.best = Move::make(E2, E4);
    note.outcome = Outcome::WhiteWins;
    note.ending = Ending::Checkmate;
    note.game_plies = 0x0102;
    note.game_id = 0x0A0B0C0D;
    note.depth = 7;
    const Record r = encoded(pos, note);
    const uint8_t expected[RECORD_SIZE] = {
        0x24, 0x53, 0x37, 0x42, 0x11, 0x11, 0x11, 0x11, // rank 1 (R N B Q K B N R), rank 2 (8 pawns)
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // ranks 3-6
        0x99, 0x99, 0x99, 0x99, 0xAC, 0xDB, 0xBF, 0xCA, // rank 7 (8 pawns), rank 8 (r n b q k b n r)
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,             // promoted, pockets
        25, 0, 0x1C, 0x03, 0, 0,                        // score, move e2e4, ply
        0x10, 0x0F, 0, 1, 0x02, 0x01,                   // white, normal, 1-0; KQkq; rule50; mate; length
        0x0D, 0x0C, 0x0B, 0x0A,                         // game id
        7, 0, 0, 0};                                    // depth, reserved
    BOOST_TEST(std::vector<uint8_t>(r.bytes, r.bytes + RECORD_SIZE) == std::vector<uint8_t>(expected, expected + RECORD_SIZE),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(game_result_filled_in_later) {
    const Position pos = test::position("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", Variant::RacingKings);
    Record r = encoded(pos, Annotation{});
    set_game_result(r, Outcome::WhiteWins, Ending::Race, 77);
    Decoded d;
    decode(r, d);
    BOOST_TEST(int(d.outcome) == int(Outcome::WhiteWins));
    BOOST_TEST(int(d.ending) == int(Ending::Race));
    BOOST_TEST(d.game_plies == 77);
    BOOST_TEST(int(d.variant) == int(Variant::RacingKings));
    BOOST_TEST(to_fen(d) == pos.fen());
}

BOOST_AUTO_TEST_CASE(unstorable_positions_refused) {
    Position pos = test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", Variant::Crazyhouse);
    Annotation note;
    Record r;
    note.score = 40000;
    BOOST_TEST(encode(pos, note, r) == "score out of the 16-bit range");
    const Position many = test::position("k7/8/8/8/8/8/8/K7[QQQQ] w - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(encode(many, Annotation{}, r) == "too many pieces of one type in a pocket");
}

BOOST_AUTO_TEST_CASE(bad_record_is_an_error_not_a_crash) {
    const Position pos = test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Normal);
    Record r = encoded(pos, Annotation{});
    r.bytes[0] = 0x77; // two white kings where the rook and knight stood
    Position back;
    BOOST_TEST(to_position(r, back).rfind("record does not hold a valid position", 0) == 0u);
    r = encoded(pos, Annotation{});
    r.bytes[50] |= 0x18; // result field 3 does not exist
    BOOST_TEST(to_position(r, back) == "record has an invalid result field");
}

BOOST_AUTO_TEST_SUITE_END()
