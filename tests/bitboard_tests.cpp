#include <boost/test/unit_test.hpp>

#include <random>

#include "../engine/core/bitboard.h"

using namespace parachute;

BOOST_AUTO_TEST_SUITE(bitboards)

// The slider tables (pext in a BMI2 build, magics in a portable one) against ray walking.
BOOST_AUTO_TEST_CASE(slider_tables_match_ray_walking) {
    init_bitboards();
    std::mt19937_64 rng(2026);
    int checked = 0;
    for (int sq = A1; sq <= H8; ++sq)
        for (int i = 0; i < 2000; ++i) {
            Bitboard occ = rng() & rng();
            Square s = Square(sq);
            BOOST_REQUIRE_EQUAL(rook_attacks(s, occ), sliding_attacks_reference(ROOK, s, occ));
            BOOST_REQUIRE_EQUAL(bishop_attacks(s, occ), sliding_attacks_reference(BISHOP, s, occ));
            ++checked;
        }
    BOOST_TEST(checked == 128000);
}

BOOST_AUTO_TEST_CASE(step_attacks) {
    init_bitboards();
    BOOST_TEST(popcount(knight_attacks(A1)) == 2);
    BOOST_TEST(popcount(knight_attacks(D4)) == 8);
    BOOST_TEST(knight_attacks(A1) == (square_bb(B3) | square_bb(C2)));
    BOOST_TEST(king_attacks(H8) == (square_bb(G8) | square_bb(G7) | square_bb(H7)));
    BOOST_TEST(pawn_attacks(WHITE, E4) == (square_bb(D5) | square_bb(F5)));
    BOOST_TEST(pawn_attacks(BLACK, A5) == square_bb(B4));
}

BOOST_AUTO_TEST_CASE(between_and_line) {
    init_bitboards();
    BOOST_TEST(between_bb(E1, H1) == (square_bb(F1) | square_bb(G1) | square_bb(H1)));
    BOOST_TEST(between_bb(A1, H8) == (square_bb(B2) | square_bb(C3) | square_bb(D4) | square_bb(E5) | square_bb(F6)
                                      | square_bb(G7) | square_bb(H8)));
    BOOST_TEST(between_bb(E1, F3) == square_bb(F3)); // a knight's check can only be captured
    BOOST_TEST(line_bb(A1, C3) == (DARK_SQUARES_BB & 0x8040201008040201ULL));
    BOOST_TEST(line_bb(A1, B3) == 0);
    BOOST_TEST(aligned(A1, H1, D1));
    BOOST_TEST(!aligned(A1, H1, D2));
}

BOOST_AUTO_TEST_SUITE_END()
