#include <boost/test/unit_test.hpp>

#include "../nn/accumulator.h"
#include "../nn/gen/derived_net.h"
#include "helpers.h"
#include "nnue_support.h"

using namespace parachute;

namespace {
Value derived_eval(Variant v, const std::string& fen) {
    return nn::evaluate_scratch(nn::derived_net(v), test::position(fen, v));
}
} // namespace

BOOST_AUTO_TEST_SUITE(nnue_eval)

BOOST_AUTO_TEST_CASE(feature_counts) {
    BOOST_CHECK_EQUAL(nn::feature_set(Variant::Normal).inputs(), 8 * 12 * 64);
    BOOST_CHECK_EQUAL(nn::feature_set(Variant::Crazyhouse).inputs(), 8 * 12 * 64 + 2 * 30);
    BOOST_CHECK_EQUAL(nn::feature_set(Variant::Knightmate).inputs(), 8 * 12 * 64);
    BOOST_CHECK_EQUAL(nn::feature_set(Variant::RacingKings).inputs(), 8 * 10 * 64 + 1);
}

BOOST_AUTO_TEST_CASE(orientations) {
    const nn::FeatureSet& chess = nn::feature_set(Variant::Normal);
    // Black's king on e8 is white's king on e1 seen from the other side: rank flip and mirror.
    BOOST_CHECK_EQUAL(nn::orient(chess, WHITE, E1).flip, 7);
    BOOST_CHECK_EQUAL(nn::orient(chess, BLACK, E8).flip, 56 ^ 7);
    BOOST_CHECK_EQUAL(nn::orient(chess, BLACK, E8).bucket, nn::orient(chess, WHITE, E1).bucket);
    BOOST_CHECK_EQUAL(nn::orient(chess, WHITE, B1).bucket, 0);
    BOOST_CHECK_EQUAL(nn::orient(chess, WHITE, G1).bucket, 0);
    BOOST_CHECK_EQUAL(nn::orient(chess, WHITE, E1).bucket, 1);
    BOOST_CHECK_EQUAL(nn::orient(chess, WHITE, D8).bucket, 7);
    // Racing kings: never rank-flipped; the bucket is the king's own rank for both colours.
    const nn::FeatureSet& racing = nn::feature_set(Variant::RacingKings);
    BOOST_CHECK_EQUAL(nn::orient(racing, BLACK, A2).flip, 0);
    BOOST_CHECK_EQUAL(nn::orient(racing, WHITE, H2).flip, 7);
    BOOST_CHECK_EQUAL(nn::orient(racing, BLACK, A2).bucket, 1);
    BOOST_CHECK_EQUAL(nn::orient(racing, WHITE, H7).bucket, 6);
}

BOOST_AUTO_TEST_CASE(colour_symmetry_of_chess_like_sets) {
    // A position and its colour-flipped, rank-mirrored twin evaluate the same for the
    // side to move under any net.
    const std::pair<Variant, std::pair<const char*, const char*>> twins[] = {
        {Variant::Normal, {"r3k2r/pp3ppp/2n5/3qp3/8/2P2N2/P4PPP/R2QKB1R w KQkq - 0 1",
                           "r2qkb1r/p4ppp/2p2n2/8/3QP3/2N5/PP3PPP/R3K2R b KQkq - 0 1"}},
        {Variant::Crazyhouse, {"r1b2rk1/ppp2ppp/2n5/3qp3/3P4/2P2N2/P1P2PPP/R2QKB1R[BNPnp] w KQ - 0 9",
                               "r2qkb1r/p1p2ppp/2p2n2/3p4/3QP3/2N5/PPP2PPP/R1B2RK1[bnpNP] b kq - 0 9"}},
        {Variant::Knightmate, {"r2qkb1r/pp1m1ppp/2p1bm2/3p4/3P4/2M1BM2/PPP1QPPP/R3KB1R w KQkq - 0 1",
                               "r3kb1r/ppp1qppp/2m1bm2/3p4/3P4/2P1BM2/PP1M1PPP/R2QKB1R b KQkq - 0 1"}},
    };
    for (const auto& [v, fens] : twins) {
        const nn::Network net = test::random_net(v, 128, nn::Activation::SCReLU, 4, 13);
        BOOST_CHECK_EQUAL(nn::evaluate_scratch(net, test::position(fens.first, v)),
                          nn::evaluate_scratch(net, test::position(fens.second, v)));
    }
}

BOOST_AUTO_TEST_CASE(racing_kings_colour_is_visible) {
    // The twin of a racing position swaps colours and mirrors left-right; the colour
    // feature lets a net tell them apart (black may equalise, white may not).
    const char* a = "8/8/2k5/8/5K2/8/1rbnNBR1/qrbn1BRQ w - - 0 1";
    const char* b = "8/8/5K2/8/2k5/8/1rbnNBR1/qrb1NBRQ b - - 0 1";
    nn::Network net = test::random_net(Variant::RacingKings, 128, nn::Activation::CReLU, 1, 14);
    const Value va = nn::evaluate_scratch(net, test::position(a, Variant::RacingKings));
    const Value vb = nn::evaluate_scratch(net, test::position(b, Variant::RacingKings));
    BOOST_CHECK_NE(va, vb);
    // Without the colour feature's weights the two are the same position.
    const int colour = nn::colour_feature(*net.features);
    for (int i = 0; i < net.hidden; ++i) net.ft_weights[size_t(colour) * net.hidden + i] = 0;
    BOOST_CHECK_EQUAL(nn::evaluate_scratch(net, test::position(a, Variant::RacingKings)),
                      nn::evaluate_scratch(net, test::position(b, Variant::RacingKings)));
}

BOOST_AUTO_TEST_CASE(derived_net_values) {
    // The derived nets: material + placement + tempo of the classical evaluation.
    BOOST_CHECK_EQUAL(derived_eval(Variant::Normal, traits(Variant::Normal).start_fen), 15);
    BOOST_CHECK_EQUAL(derived_eval(Variant::Crazyhouse, traits(Variant::Crazyhouse).start_fen), 40);
    BOOST_CHECK_EQUAL(derived_eval(Variant::Knightmate, traits(Variant::Knightmate).start_fen), 15);
    BOOST_CHECK_EQUAL(derived_eval(Variant::RacingKings, traits(Variant::RacingKings).start_fen), 0);
    // A queen up in an endgame (bucket 0: middlegame weight 4/64, endgame 60/64):
    // queen 960/980, its d1 square -2/-2, tempo 15/10, kings cancel:
    // (4 * (960 - 2 + 15) + 60 * (980 - 2 + 10)) / 64 = 987.
    BOOST_CHECK_EQUAL(derived_eval(Variant::Normal, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), 987);
    // Black's g8 knight is in white's pocket: 300 - 20 (its square) + 380 (in hand) + 40 (tempo).
    BOOST_CHECK_EQUAL(derived_eval(Variant::Crazyhouse, "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1"), 700);
    // They say so in their header, so that the engine does not play them unasked.
    for (Variant v : ALL_VARIANTS) BOOST_CHECK(nn::derived_net(v).origin == nn::Origin::Derived);
}

BOOST_AUTO_TEST_CASE(evaluations_stay_inside_the_limits) {
    nn::Network net = test::random_net(Variant::Normal, 128, nn::Activation::CReLU, 1, 15);
    net.out_bias[0] = 2000000000;
    const Value v = nn::evaluate_scratch(net, test::position(traits(Variant::Normal).start_fen, Variant::Normal));
    BOOST_CHECK_EQUAL(v, VALUE_MATE_IN_MAX_PLY / 2);
}

BOOST_AUTO_TEST_SUITE_END()
