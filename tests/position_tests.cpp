#include <boost/test/unit_test.hpp>

#include "../engine/rules/gameend.h"
#include "helpers.h"

using namespace parachute;

BOOST_AUTO_TEST_SUITE(make_unmake)

// Long random games in every variant: at every ply the incremental key equals the key
// computed from scratch and the key of the position re-read from its own FEN, and taking
// every move back restores each earlier position and key exactly.
BOOST_AUTO_TEST_CASE(random_games_restore_exactly) {
    const Variant variants[] = {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings};
    std::mt19937 rng(12345);
    long plies = 0;
    int captures_of_promoted = 0, drops = 0, castles = 0, en_passants = 0, promotions = 0;
    for (Variant v : variants)
        for (int game = 0; game < 60; ++game) {
            Position pos;
            pos.set_start(v);
            std::vector<std::pair<std::string, Key>> trail;
            for (int ply = 0; ply < 300 && !game_status(pos).over(); ++ply) {
                std::string why;
                BOOST_REQUIRE_MESSAGE(pos.is_consistent(&why), why << " in " << pos.fen());
                Position reread;
                BOOST_REQUIRE_EQUAL(reread.set(pos.fen(), v), "");
                BOOST_REQUIRE_EQUAL(reread.key(), pos.key());
                trail.emplace_back(pos.fen(), pos.key());
                MoveList list;
                generate_legal(pos, list);
                BOOST_REQUIRE_EQUAL(uint64_t(list.size()), count_legal(pos));
                // The quiescence generator yields exactly the captures and promotions.
                MoveList captures;
                generate_captures(pos, captures);
                int expected = 0;
                for (Move m : list) {
                    bool tactical = pos.is_capture(m) || m.is_promotion();
                    expected += tactical;
                    if (tactical) BOOST_REQUIRE(captures.contains(m));
                }
                BOOST_REQUIRE_EQUAL(captures.size(), expected);
                Move m = list.moves[rng() % list.size()];
                captures_of_promoted += (pos.promoted_pieces() & square_bb(m.to())) && !m.is_drop();
                for (Move any : list) {
                    bool predicted = pos.gives_check(any);
                    pos.do_move(any);
                    BOOST_REQUIRE_MESSAGE(predicted == pos.in_check(), move_to_uci(any) << " gives_check wrong");
                    pos.undo_move();
                }
                drops += m.is_drop();
                castles += m.kind() == CASTLING;
                en_passants += m.kind() == EN_PASSANT;
                promotions += m.is_promotion();
                pos.do_move(m);
                ++plies;
            }
            for (int i = int(trail.size()) - 1; i >= 0; --i) {
                pos.undo_move();
                BOOST_REQUIRE_EQUAL(pos.fen(), trail[i].first);
                BOOST_REQUIRE_EQUAL(pos.key(), trail[i].second);
            }
        }
    // The games must really have exercised the special moves.
    BOOST_TEST(plies > 20000);
    BOOST_TEST(drops > 1000);
    BOOST_TEST(captures_of_promoted > 0);
    BOOST_TEST(castles > 0);
    BOOST_TEST(en_passants > 0);
    BOOST_TEST(promotions > 0);
}

BOOST_AUTO_TEST_CASE(null_move_restores) {
    Position pos = test::position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", Variant::Normal);
    const Key k = pos.key();
    pos.do_null_move();
    BOOST_TEST(pos.side_to_move() == BLACK);
    BOOST_TEST(pos.ep_square() == SQ_NONE);
    BOOST_TEST(pos.key() == pos.compute_key());
    pos.undo_null_move();
    BOOST_TEST(pos.key() == k);
    BOOST_TEST(pos.fen() == "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
}

BOOST_AUTO_TEST_CASE(counters) {
    Position pos;
    pos.set_start(Variant::Normal);
    test::play(pos, {"g1f3", "g8f6", "f3g1"});
    BOOST_TEST(pos.rule50_count() == 3);
    BOOST_TEST(pos.fullmove_number() == 2);
    test::play(pos, {"e7e5"});
    BOOST_TEST(pos.rule50_count() == 0);
    BOOST_TEST(pos.fen() == "rnbqkb1r/pppp1ppp/5n2/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3");
}

BOOST_AUTO_TEST_SUITE_END()
