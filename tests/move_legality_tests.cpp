// is_legal and the split of the legal moves into captures and quiet moves, against
// generate_legal, at the positions of long random games and of the perft suites.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <bitset>
#include <vector>

#include "helpers.h"
#include "perft_epd.h"
#include "random_games.h"

using namespace parachute;

namespace {

struct Tally {
    long positions = 0, legal = 0, rejected = 0;
    long drops = 0, castles = 0, en_passants = 0, promotions = 0;
};

// Every one of the 65,536 move codes: the legal moves, and so every from/to pair, every
// drop, every kind and every move of any other position.
void check_every_code(const Position& pos, Tally& t) {
    MoveList list;
    generate_legal(pos, list);
    std::bitset<65536> legal;
    for (Move m : list) legal.set(m.raw());
    for (int code = 0; code < 65536; ++code) {
        const Move m{uint16_t(code)};
        const bool expected = legal.test(code);
        if (is_legal(pos, m) != expected)
            BOOST_FAIL(move_to_uci(m) << " (code " << code << ") is_legal says " << !expected << " in " << pos.fen());
        if (!expected) {
            ++t.rejected;
            continue;
        }
        ++t.legal;
        t.drops += m.is_drop();
        t.castles += m.kind() == CASTLING;
        t.en_passants += m.kind() == EN_PASSANT;
        t.promotions += m.is_promotion();
    }
    ++t.positions;
}

// How many positions and special moves a run must have met for its checks to mean something.
struct Minimum {
    long positions, drops, castles, promotions;
};

void require_exercised(const Tally& t, const Minimum& at_least) {
    BOOST_TEST(t.positions > at_least.positions);
    BOOST_TEST(t.drops > at_least.drops);
    BOOST_TEST(t.castles > at_least.castles);
    BOOST_TEST(t.en_passants > 0);
    BOOST_TEST(t.promotions > at_least.promotions);
}

std::vector<uint16_t> sorted_codes(const MoveList& list) {
    std::vector<uint16_t> out;
    for (Move m : list) out.push_back(m.raw());
    std::sort(out.begin(), out.end());
    return out;
}

// Returns the number of quiet moves seen.
long check_split(const Position& pos) {
    MoveList all, captures, quiets;
    generate_legal(pos, all);
    generate_captures(pos, captures);
    generate_quiets(pos, quiets);
    for (Move m : captures) BOOST_REQUIRE_MESSAGE(pos.is_capture(m) || m.is_promotion(), m << " in " << pos.fen());
    for (Move m : quiets) BOOST_REQUIRE_MESSAGE(!pos.is_capture(m) && !m.is_promotion(), m << " in " << pos.fen());
    MoveList both = captures;
    for (Move m : quiets) both.push(m);
    const std::vector<uint16_t> expected = sorted_codes(all);
    BOOST_REQUIRE(std::adjacent_find(expected.begin(), expected.end()) == expected.end());
    BOOST_REQUIRE_MESSAGE(sorted_codes(both) == expected, pos.fen());
    return quiets.size();
}

std::vector<Position> perft_positions() {
    std::vector<Position> out;
    std::string last;
    for (const test::PerftEntry& e : test::load_perft_suites())
        if (e.fen != last) {
            out.push_back(test::position(e.fen, e.variant));
            last = e.fen;
        }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(move_legality)

BOOST_AUTO_TEST_CASE(is_legal_accepts_exactly_the_generated_moves_in_random_games) {
    Tally t;
    test::random_games(1601, 8, 240, [&](const Position& pos) { check_every_code(pos, t); });
    BOOST_TEST_MESSAGE("is_legal: " << t.positions << " positions, " << t.legal << " legal, " << t.rejected << " rejected");
    require_exercised(t, {5000, 10000, 20, 50});
}

BOOST_AUTO_TEST_CASE(is_legal_accepts_exactly_the_generated_moves_in_the_perft_positions) {
    Tally t;
    for (const Position& pos : perft_positions()) check_every_code(pos, t);
    require_exercised(t, {100, 500, 10, 50});
}

// A board move checked in a position where its square holds nothing, or the other
// side's piece, and a drop without the piece in hand, are refused.
BOOST_AUTO_TEST_CASE(is_legal_refuses_moves_of_other_positions) {
    const Position start = test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(is_legal(start, Move::make(E2, E4)));
    BOOST_TEST(!is_legal(start, Move::make(E4, E5)));
    BOOST_TEST(!is_legal(start, Move::make(E7, E5)));
    BOOST_TEST(!is_legal(start, Move::drop(KNIGHT, E4)));
    BOOST_TEST(!is_legal(start, Move::make(E1, G1, CASTLING)));
    const Position held = test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(is_legal(held, Move::drop(KNIGHT, E4)));
    BOOST_TEST(!is_legal(held, Move::drop(BISHOP, E4)));
    BOOST_TEST(!is_legal(held, Move::drop(KNIGHT, E2)));
    BOOST_TEST(!is_legal(test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Normal),
                         Move::drop(KNIGHT, E4)));
}

BOOST_AUTO_TEST_CASE(captures_and_quiets_make_the_legal_moves) {
    long positions = 0, quiets = 0;
    test::random_games(1602, 10, 300, [&](const Position& pos) {
        quiets += check_split(pos);
        ++positions;
    });
    for (const Position& pos : perft_positions()) quiets += check_split(pos), ++positions;
    BOOST_TEST(positions > 5000);
    BOOST_TEST(quiets > 100000);
}

BOOST_AUTO_TEST_SUITE_END()
