#include <boost/test/unit_test.hpp>

#include "helpers.h"

using namespace parachute;
using test::position;

BOOST_AUTO_TEST_SUITE(notation)

BOOST_AUTO_TEST_CASE(coordinate_moves) {
    Position p = position("r3k2r/1P6/8/8/8/8/8/R3K2R[Nn] w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(move_to_uci(parse_move(p, "e1g1")) == "e1g1");
    BOOST_TEST(parse_move(p, "e1g1").kind() == CASTLING);
    BOOST_TEST(parse_move(p, "O-O-O") == parse_move(p, "e1c1"));
    BOOST_TEST(parse_move(p, "0-0") == parse_move(p, "e1g1"));
    // Castling that gives check is written with its mark, and read back with it.
    Position q = position("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", Variant::Normal);
    BOOST_TEST(move_to_san(q, parse_move(q, "e1c1")) == "O-O-O+");
    BOOST_TEST(parse_move(q, "O-O-O+") == parse_move(q, "e1c1"));
    BOOST_TEST(parse_move(q, "0-0-0+!") == parse_move(q, "e1c1"));
    BOOST_TEST(!parse_move(q, "O-O+"));
    BOOST_TEST(move_to_uci(parse_move(p, "b7a8q")) == "b7a8q");
    BOOST_TEST(parse_move(p, "b7a8Q") == parse_move(p, "b7a8q"));
    BOOST_TEST(move_to_uci(parse_move(p, "N@d5")) == "N@d5");
    BOOST_TEST(parse_move(p, "n@d5") == parse_move(p, "N@d5"));
    BOOST_TEST(!parse_move(p, "Q@d5"));   // no queen in hand
    BOOST_TEST(!parse_move(p, "b7b8"));   // a promotion needs its piece
    BOOST_TEST(!parse_move(p, "e1e3"));
    BOOST_TEST(!parse_move(p, "holding"));
    BOOST_TEST(!parse_move(p, ""));
    Position k = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant::Knightmate);
    BOOST_TEST(move_to_uci(parse_move(k, "a7a8m")) == "a7a8m");
    BOOST_TEST(!parse_move(k, "a7a8n"));
}

BOOST_AUTO_TEST_CASE(black_drops_in_either_case) {
    Position p = position("4k3/8/8/8/8/8/8/4K3[n] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(move_to_uci(parse_move(p, "N@e4")) == "N@e4");
    BOOST_TEST(parse_move(p, "n@e4") == parse_move(p, "N@e4"));
}

BOOST_AUTO_TEST_CASE(san_out) {
    Position p = position("r3k2r/1P6/8/8/8/2N3N1/8/R3K2R[Pn] w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(move_to_san(p, parse_move(p, "e1g1")) == "O-O");
    BOOST_TEST(move_to_san(p, parse_move(p, "b7a8q")) == "bxa8=Q+");
    BOOST_TEST(move_to_san(p, parse_move(p, "c3e4")) == "Nce4");
    BOOST_TEST(move_to_san(p, parse_move(p, "P@e7")) == "P@e7");
    BOOST_TEST(move_to_san(p, parse_move(p, "a1a8")) == "Rxa8+");
    Position mate;
    mate.set_start(Variant::Normal);
    test::play(mate, {"f2f3", "e7e5", "g2g4"});
    BOOST_TEST(move_to_san(mate, parse_move(mate, "d8h4")) == "Qh4#");
    Position km = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant::Knightmate);
    BOOST_TEST(move_to_san(km, parse_move(km, "a7a8m")) == "a8=M");
    BOOST_TEST(move_to_san(km, parse_move(km, "e1f3")) == "Kf3");
}

BOOST_AUTO_TEST_CASE(san_in) {
    Position p = position("r3k2r/1P6/8/8/8/2N3N1/8/R3K2R[Pn] w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(move_to_uci(parse_move(p, "Nce4")) == "c3e4");
    BOOST_TEST(move_to_uci(parse_move(p, "Nge4")) == "g3e4");
    BOOST_TEST(!parse_move(p, "Ne4")); // ambiguous
    BOOST_TEST(move_to_uci(parse_move(p, "bxa8=Q+")) == "b7a8q");
    BOOST_TEST(move_to_uci(parse_move(p, "bxa8=N")) == "b7a8n");
    BOOST_TEST(move_to_uci(parse_move(p, "@e7")) == "P@e7");
    BOOST_TEST(move_to_uci(parse_move(p, "Rxa8")) == "a1a8");
    BOOST_TEST(move_to_uci(parse_move(p, "Nc3d5")) == "c3d5");
}

BOOST_AUTO_TEST_SUITE_END()
