// The staged move picker: every legal move once, in its stages' order, whatever table
// move, killers and counter move it is given (moves of other positions, illegal ones),
// and no quiet move but checks once late-move pruning has begun.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>
#include <random>
#include <set>
#include <vector>

#include "../engine/search/move_picker.h"
#include "../engine/search/see.h"
#include "helpers.h"
#include "random_games.h"

using namespace parachute;

namespace {

bool tactical(const Position& pos, Move m) { return pos.is_capture(m) || m.is_promotion(); }

// Histories with random values, so that the scores order the moves in many ways.
std::unique_ptr<Histories> random_histories(std::mt19937& rng) {
    auto h = std::make_unique<Histories>();
    h->clear();
    std::uniform_int_distribution<int> value(-HISTORY_LIMIT, HISTORY_LIMIT);
    for (auto& by_color : h->quiet)
        for (auto& by_origin : by_color)
            for (int16_t& x : by_origin) x = int16_t(value(rng));
    for (auto& by_piece : h->capture)
        for (auto& by_square : by_piece)
            for (int16_t& x : by_square) x = int16_t(value(rng));
    for (int pc = 0; pc < 2; ++pc)
        for (auto& by_piece : h->continuation[W_KNIGHT + pc][E4])
            for (int16_t& x : by_piece) x = int16_t(value(rng));
    return h;
}

// Moves to hand the picker as table move, killers and counter move: this position's
// own moves, moves of earlier positions of every variant, and arbitrary codes.
struct Candidates {
    std::vector<Move> seen;
    std::mt19937 rng{1701};

    Move draw(const MoveList& legal) {
        switch (rng() % 4) {
        case 0: return legal.size() ? legal.moves[rng() % legal.size()] : Move::none();
        case 1: return Move(uint16_t(rng()));
        case 2: return Move::none();
        default: return seen.empty() ? Move::none() : seen[rng() % seen.size()];
        }
    }
    void remember(const MoveList& legal) {
        for (Move m : legal)
            if (seen.size() < 20000) seen.push_back(m);
            else seen[rng() % seen.size()] = m;
    }
};

struct Tally {
    long positions = 0, table_moves = 0, refutations = 0, skips = 0, checks_after_skip = 0, bad_captures = 0;
};

std::vector<Move> drain(MovePicker& picker) {
    std::vector<Move> out;
    while (Move m = picker.next()) out.push_back(m);
    return out;
}

std::vector<uint16_t> codes(std::vector<Move> moves) {
    std::vector<uint16_t> out;
    for (Move m : moves) out.push_back(m.raw());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<uint16_t> codes(const MoveList& list) { return codes(std::vector<Move>(list.begin(), list.end())); }

// The main search's picker yields exactly the legal moves, in its stages: the table
// move, the captures SEE keeps, the killers and counter (legal, distinct, quiet), the
// other quiet moves, the losing captures.
void check_search_picker(const Position& pos, const OrderContext& c, Move tt, const MoveList& legal, Tally& t) {
    MovePicker picker(c, tt, PickerMode::Search);
    const std::vector<Move> got = drain(picker);
    BOOST_REQUIRE_MESSAGE(codes(got) == codes(legal), pos.fen());
    size_t i = 0;
    if (legal.contains(tt)) {
        BOOST_REQUIRE(got[0] == tt);
        ++i, ++t.table_moves;
    }
    for (; i < got.size() && tactical(pos, got[i]) && see_ge(pos, got[i], -50); ++i) {}
    std::vector<Move> refutations;
    for (Move r : {c.killers[0], c.killers[1], c.counter})
        if (legal.contains(r) && r != tt && !tactical(pos, r)
            && std::find(refutations.begin(), refutations.end(), r) == refutations.end())
            refutations.push_back(r);
    for (Move r : refutations) {
        BOOST_REQUIRE_MESSAGE(got[i] == r, "killer/counter " << r << " expected, " << got[i] << " came in " << pos.fen());
        ++i, ++t.refutations;
    }
    for (; i < got.size() && !tactical(pos, got[i]); ++i) {}
    for (; i < got.size(); ++i) {
        BOOST_REQUIRE_MESSAGE(tactical(pos, got[i]) && !see_ge(pos, got[i], -50), got[i] << " in " << pos.fen());
        ++t.bad_captures;
    }
}

// After skip_quiets, at any point, the picker yields every move it has not yet yielded
// that is tactical or a quiet check, and nothing else (but the table move, whose stage
// the search never skips).
void check_skip(const Position& pos, const OrderContext& c, Move tt, const MoveList& legal, size_t skip_after, Tally& t) {
    MovePicker picker(c, tt, PickerMode::Search);
    std::set<uint16_t> before;
    for (size_t k = 0; k < skip_after; ++k)
        if (Move m = picker.next()) before.insert(m.raw());
    picker.skip_quiets();
    ++t.skips;
    std::vector<Move> expected;
    for (Move m : legal)
        if (!before.count(m.raw()) && (tactical(pos, m) || pos.gives_check(m) || m == tt)) expected.push_back(m);
    const std::vector<Move> after = drain(picker);
    for (Move m : after) t.checks_after_skip += !tactical(pos, m);
    BOOST_REQUIRE_MESSAGE(codes(after) == codes(expected), "skip after " << skip_after << " in " << pos.fen());
}

void check_quiescence_picker(const Position& pos, const OrderContext& c, Move tt, const MoveList& legal) {
    MovePicker picker(c, tt, PickerMode::Quiescence);
    const std::vector<Move> got = drain(picker);
    MoveList expected;
    if (pos.in_check()) expected = legal;
    else generate_captures(pos, expected);
    BOOST_REQUIRE_MESSAGE(codes(got) == codes(expected), pos.fen());
    if (expected.contains(tt)) BOOST_REQUIRE(got[0] == tt);
}

void check_root_picker(const Position& pos, const OrderContext& c, const MoveList& legal) {
    // A multi-PV pass gives the root only some of its moves: the picker keeps to them.
    MoveList some;
    for (int i = legal.size() / 2; i < legal.size(); ++i) some.push(legal.moves[i]);
    const Move tt = some.size() ? some.moves[some.size() - 1] : Move::none();
    MovePicker picker(c, tt, some);
    const std::vector<Move> got = drain(picker);
    BOOST_REQUIRE_MESSAGE(codes(got) == codes(some), pos.fen());
    if (tt) BOOST_REQUIRE(got[0] == tt);
}

} // namespace

BOOST_AUTO_TEST_SUITE(move_picker)

BOOST_AUTO_TEST_CASE(yields_each_legal_move_once_in_random_games) {
    std::mt19937 rng(1702);
    const std::unique_ptr<Histories> hist = random_histories(rng);
    Candidates candidates;
    Tally t;
    test::random_games(1703, 8, 240, [&](const Position& pos) {
        MoveList legal;
        generate_legal(pos, legal);
        const Move killers[2] = {candidates.draw(legal), candidates.draw(legal)};
        const PieceToHistory* continuation = rng() % 2 ? &hist->continuation[W_KNIGHT + rng() % 2][E4] : nullptr;
        const OrderContext c{pos, *hist, {continuation, nullptr}, killers, candidates.draw(legal)};
        const Move tt = candidates.draw(legal);
        check_search_picker(pos, c, tt, legal, t);
        check_skip(pos, c, tt, legal, rng() % (legal.size() + 2), t);
        check_quiescence_picker(pos, c, tt, legal);
        check_root_picker(pos, c, legal);
        candidates.remember(legal);
        ++t.positions;
    });
    BOOST_TEST_MESSAGE("move_picker: " << t.positions << " positions, " << t.table_moves << " table moves, "
                                       << t.refutations << " killers/counters, " << t.checks_after_skip
                                       << " quiet checks after skip_quiets");
    BOOST_TEST(t.positions > 4000);
    BOOST_TEST(t.table_moves > 1000);
    BOOST_TEST(t.refutations > 1000);
    BOOST_TEST(t.bad_captures > 1000);
    BOOST_TEST(t.checks_after_skip > 100);
}

// Racing kings forbids checks: once quiet moves are skipped, none is left at all.
BOOST_AUTO_TEST_CASE(skip_quiets_leaves_only_tactical_moves_in_racing_kings) {
    const Position pos = test::position("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", Variant::RacingKings);
    auto hist = std::make_unique<Histories>();
    hist->clear();
    const Move killers[2] = {Move::none(), Move::none()};
    const OrderContext c{pos, *hist, {nullptr, nullptr}, killers, Move::none()};
    MovePicker picker(c, Move::none(), PickerMode::Search);
    picker.skip_quiets();
    // Of its 21 moves only Ne1xc2 captures (Ne2xc1 would give check).
    BOOST_TEST(codes(drain(picker)) == codes(std::vector<Move>{Move::make(E1, C2)}));
}

BOOST_AUTO_TEST_SUITE_END()
