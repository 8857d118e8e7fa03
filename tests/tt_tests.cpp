// The transposition table's entry: every field comes back as stored, and the generation
// that ages entries wraps at 64 searches (its 6 bits); a shallow bound keeps a much deeper
// entry of the same search.
#include <boost/test/unit_test.hpp>

#include "../engine/search/tt.h"

using namespace parachute;

namespace {

// Keys below 2^64 / buckets land in the first bucket, which hashfull() reads.
constexpr Key FIRST_BUCKET_KEY = 1;
constexpr Key OTHER_KEY = 0x9E3779B97F4A7C15ull;

} // namespace

BOOST_AUTO_TEST_SUITE(transposition_table)

BOOST_AUTO_TEST_CASE(an_entry_comes_back_as_stored) {
    TranspositionTable tt;
    tt.resize(1);
    const Move m = Move::make(Square(12), Square(28));
    tt.store(OTHER_KEY, Value(-321), BOUND_LOWER, 11, m, Value(57));
    TTData d;
    BOOST_TEST(tt.probe(OTHER_KEY, d));
    BOOST_TEST(d.move.raw() == m.raw());
    BOOST_TEST(int(d.value) == -321);
    BOOST_TEST(int(d.eval) == 57);
    BOOST_TEST(d.depth == 11);
    BOOST_TEST(int(d.bound) == int(BOUND_LOWER));

    // The same position stored again: a result without a move keeps the old move.
    tt.store(OTHER_KEY, Value(5), BOUND_EXACT, 12, Move::none(), Value(-8));
    BOOST_TEST(tt.probe(OTHER_KEY, d));
    BOOST_TEST(d.move.raw() == m.raw());
    BOOST_TEST(int(d.value) == 5);
    BOOST_TEST(d.depth == 12);
    BOOST_TEST(int(d.eval) == -8);
    BOOST_TEST(!tt.probe(OTHER_KEY ^ 1, d));
}

BOOST_AUTO_TEST_CASE(a_shallow_bound_does_not_replace_a_much_deeper_entry) {
    TranspositionTable tt;
    tt.resize(1);
    TTData d;
    tt.store(OTHER_KEY, Value(40), BOUND_EXACT, 12, Move::none(), Value(0));
    tt.store(OTHER_KEY, Value(-70), BOUND_UPPER, 8, Move::none(), Value(0));
    BOOST_TEST(tt.probe(OTHER_KEY, d));
    BOOST_TEST(d.depth == 12);
    BOOST_TEST(int(d.value) == 40);
    // Three plies shallower is close enough to replace it; so is any entry of an
    // earlier search.
    tt.store(OTHER_KEY, Value(-70), BOUND_UPPER, 9, Move::none(), Value(0));
    BOOST_TEST(tt.probe(OTHER_KEY, d));
    BOOST_TEST(d.depth == 9);
    tt.new_search();
    tt.store(OTHER_KEY, Value(15), BOUND_LOWER, 1, Move::none(), Value(0));
    BOOST_TEST(tt.probe(OTHER_KEY, d));
    BOOST_TEST(d.depth == 1);
    BOOST_TEST(int(d.bound) == int(BOUND_LOWER));
}

BOOST_AUTO_TEST_CASE(the_generation_wraps_after_64_searches) {
    TranspositionTable tt;
    tt.resize(1);
    BOOST_TEST(tt.hashfull() == 0);
    tt.store(FIRST_BUCKET_KEY, Value(0), BOUND_UPPER, 3, Move::none(), Value(0));
    BOOST_TEST(tt.hashfull() == 1); // one entry of the first thousand
    tt.new_search();
    BOOST_TEST(tt.hashfull() == 0);
    for (int i = 1; i < 64; ++i) tt.new_search();
    BOOST_TEST(tt.hashfull() == 1);
}

BOOST_AUTO_TEST_SUITE_END()
