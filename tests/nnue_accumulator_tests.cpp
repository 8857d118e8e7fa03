#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstring>
#include <random>

#include "../nn/accumulator.h"
#include "helpers.h"
#include "nnue_support.h"

using namespace parachute;

namespace {

struct Coverage {
    int drops = 0, pocket_captures = 0, promoted_captures = 0, promotions = 0, castlings = 0, en_passant = 0;
    int orientation_changes = 0, null_moves = 0, undos = 0, evaluations = 0;
};

bool equal_to_scratch(nn::AccumulatorStack& stack, const nn::Network& net, const Position& pos) {
    nn::AlignedArray<int16_t> scratch;
    scratch.resize(size_t(net.hidden));
    for (Color c : {WHITE, BLACK}) {
        nn::accumulator_scratch(net, pos, c, scratch.get());
        if (std::memcmp(stack.accumulator(pos, c), scratch.get(), sizeof(int16_t) * size_t(net.hidden)) != 0)
            return false;
    }
    return stack.evaluate(pos) == nn::evaluate_scratch(net, pos);
}

// Random games: moves, some undone again, some null moves, the accumulators compared
// with a full computation at random plies (so that the lazy path spans several moves).
void random_games(const nn::Network& net, const std::string& fen, int games, int plies, uint32_t seed, Coverage& cov) {
    std::mt19937 rng(seed);
    nn::AccumulatorStack stack;
    for (int g = 0; g < games; ++g) {
        Position pos = test::position(fen, net.variant);
        stack.reset(net, pos);
        for (int ply = 0; ply < plies; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            const Move m = list.moves[rng() % unsigned(list.size())];
            const bool captured_promoted = !m.is_drop() && (pos.promoted_pieces() & square_bb(m.to()));
            cov.drops += m.is_drop();
            cov.pocket_captures += pos.rules().drops && pos.is_capture(m);
            cov.promoted_captures += captured_promoted;
            cov.promotions += m.is_promotion();
            cov.castlings += m.kind() == CASTLING;
            cov.en_passant += m.kind() == EN_PASSANT;
            const nn::Orientation before = nn::orient(*net.features, pos.side_to_move(), pos.king_square(pos.side_to_move()));
            stack.push(pos, m);
            pos.do_move(m);
            const Color mover = ~pos.side_to_move();
            cov.orientation_changes += nn::orient(*net.features, mover, pos.king_square(mover)) != before;
            const unsigned r = rng() % 8;
            if (r == 0 && !pos.in_check()) {
                // A null move and back, checked on the way.
                stack.push_null();
                pos.do_null_move();
                ++cov.null_moves;
                BOOST_REQUIRE_MESSAGE(equal_to_scratch(stack, net, pos), "after a null move in " << pos.fen());
                pos.undo_null_move();
                stack.pop();
            } else if (r == 1 && ply > 0) {
                // Take the move back and make another one next.
                pos.undo_move();
                stack.pop();
                ++cov.undos;
                continue;
            }
            if (r <= 3) {
                ++cov.evaluations;
                BOOST_REQUIRE_MESSAGE(equal_to_scratch(stack, net, pos), "after " << m << " in " << pos.fen());
            }
        }
        ++cov.evaluations;
        BOOST_REQUIRE_MESSAGE(equal_to_scratch(stack, net, pos), "at the end of game " << g << " " << pos.fen());
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(nnue_accumulator)

BOOST_AUTO_TEST_CASE(incremental_equals_refresh_normal) {
    const nn::Network net = test::random_net(Variant::Normal, 128, nn::Activation::SCReLU, 8, 1);
    Coverage cov;
    random_games(net, traits(Variant::Normal).start_fen, 30, 300, 11, cov);
    random_games(net, "r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1", 100, 20, 12, cov);
    random_games(net, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", 100, 8, 13, cov);
    BOOST_CHECK_GT(cov.promotions, 10);
    BOOST_CHECK_GT(cov.castlings, 5);
    BOOST_CHECK_GT(cov.en_passant, 0);
    BOOST_CHECK_GT(cov.orientation_changes, 100);
    BOOST_CHECK_GT(cov.null_moves, 100);
}

BOOST_AUTO_TEST_CASE(incremental_equals_refresh_crazyhouse) {
    const nn::Network net = test::random_net(Variant::Crazyhouse, 256, nn::Activation::CReLU, 4, 2);
    Coverage cov;
    random_games(net, traits(Variant::Crazyhouse).start_fen, 30, 300, 21, cov);
    // Promoted pieces on the board go back to a pocket as pawns.
    random_games(net, "r3k2r/1P4P1/8/3Q~4/4q~3/8/1p4p1/R3K2R[QRBNPPqrbnpp] w KQkq - 0 1", 40, 80, 22, cov);
    BOOST_CHECK_GT(cov.drops, 100);
    BOOST_CHECK_GT(cov.pocket_captures, 100);
    BOOST_CHECK_GT(cov.promoted_captures, 5);
    BOOST_CHECK_GT(cov.promotions, 10);
    BOOST_CHECK_GT(cov.orientation_changes, 100);
}

BOOST_AUTO_TEST_CASE(incremental_equals_refresh_knightmate) {
    const nn::Network net = test::random_net(Variant::Knightmate, 128, nn::Activation::SCReLU, 1, 3);
    Coverage cov;
    random_games(net, traits(Variant::Knightmate).start_fen, 30, 300, 31, cov);
    // The royal knights may castle at once on both sides.
    random_games(net, "r3k2r/pP4pp/8/8/8/8/Pp4PP/R3K2R w KQkq - 0 1", 40, 40, 32, cov);
    BOOST_CHECK_GT(cov.castlings, 10);
    BOOST_CHECK_GT(cov.promotions, 10);
    BOOST_CHECK_GT(cov.orientation_changes, 100);
}

BOOST_AUTO_TEST_CASE(incremental_equals_refresh_racingkings) {
    const nn::Network net = test::random_net(Variant::RacingKings, 256, nn::Activation::SCReLU, 8, 4);
    Coverage cov;
    random_games(net, traits(Variant::RacingKings).start_fen, 40, 200, 41, cov);
    BOOST_CHECK_GT(cov.orientation_changes, 100);
    BOOST_CHECK_GT(cov.evaluations, 1000);
}

BOOST_AUTO_TEST_CASE(stack_grows_past_the_search_depth) {
    // Deeper than MAX_PLY: the stack reallocates and keeps the path's values.
    const nn::Network net = test::random_net(Variant::Normal, 128, nn::Activation::CReLU, 1, 5);
    Position pos = test::position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Variant::Normal);
    nn::AccumulatorStack stack;
    stack.reset(net, pos);
    BOOST_CHECK_EQUAL(stack.evaluate(pos), nn::evaluate_scratch(net, pos));
    const char* cycle[] = {"a1a2", "e8d8", "a2a1", "d8e8"};
    for (int i = 0; i < 400; ++i) {
        const Move m = parse_move(pos, cycle[i % 4]);
        stack.push(pos, m);
        pos.do_move(m);
        if (i == 150) BOOST_CHECK_EQUAL(stack.evaluate(pos), nn::evaluate_scratch(net, pos));
    }
    BOOST_CHECK_EQUAL(stack.depth(), 400);
    BOOST_CHECK(equal_to_scratch(stack, net, pos));
}

BOOST_AUTO_TEST_SUITE_END()
