// The number readers every program shares: what is a number (the whole text, nothing
// around it), the edges of int64 and of the ranges asked for, and the one message that
// names a bad option.
#include <boost/test/unit_test.hpp>

#include "../engine/util/numbers.h"

// std::optional has no operator<<, so its comparisons are written in double parentheses,
// which Boost.Test checks without printing the operands.

using namespace parachute;

namespace {

const std::optional<int64_t> NO_INTEGER;
const std::optional<double> NO_DECIMAL;

} // namespace

BOOST_AUTO_TEST_SUITE(util_numbers)

BOOST_AUTO_TEST_CASE(integers_are_the_whole_text) {
    BOOST_TEST((parse_integer("0") == 0));
    BOOST_TEST((parse_integer("42") == 42));
    BOOST_TEST((parse_integer("-7") == -7));
    BOOST_TEST((parse_integer("+3") == 3));
    BOOST_TEST((parse_integer("007") == 7));
    BOOST_TEST((parse_integer("-0") == 0));
    for (const char* bad : {"", "+", "-", "12a", "a12", " 12", "12 ", "1.5", "1e3", "0x10", "+-1", "-+1", "++1", "--1", "1,000"})
        BOOST_TEST((parse_integer(bad) == NO_INTEGER), "'" << bad << "' read as a number");
}

BOOST_AUTO_TEST_CASE(integers_end_at_int64) {
    BOOST_TEST((parse_integer("9223372036854775807") == INTEGER_HIGHEST));
    BOOST_TEST((parse_integer("-9223372036854775808") == INTEGER_LOWEST));
    BOOST_TEST((parse_integer("9223372036854775808") == NO_INTEGER));
    BOOST_TEST((parse_integer("-9223372036854775809") == NO_INTEGER));
    BOOST_TEST((parse_integer("99999999999999999999999") == NO_INTEGER));
}

BOOST_AUTO_TEST_CASE(integer_ranges_hold_their_bounds) {
    BOOST_TEST((parse_integer("1", 1, 5) == 1));
    BOOST_TEST((parse_integer("5", 1, 5) == 5));
    BOOST_TEST((parse_integer("0", 1, 5) == NO_INTEGER));
    BOOST_TEST((parse_integer("6", 1, 5) == NO_INTEGER));
    BOOST_TEST((parse_integer("-1", 0, 10) == NO_INTEGER));
    BOOST_TEST((parse_integer("-10", -10, -1) == -10));
}

BOOST_AUTO_TEST_CASE(decimals_are_the_whole_text) {
    BOOST_TEST((parse_decimal("3") == 3.0));
    BOOST_TEST((parse_decimal("-0.5") == -0.5));
    BOOST_TEST((parse_decimal("+1.25") == 1.25));
    BOOST_TEST((parse_decimal(".5") == 0.5));
    BOOST_TEST((parse_decimal("2.") == 2.0));
    BOOST_TEST((parse_decimal("1e-3") == 0.001));
    BOOST_TEST((parse_decimal("0.1") == 0.1));
    for (const char* bad : {"", ".", "-", "+", "1.5x", "1,5", " 1", "1 ", "1.2.3", "+-1", "0x1p3", "e5"})
        BOOST_TEST((parse_decimal(bad) == NO_DECIMAL), "'" << bad << "' read as a number");
}

BOOST_AUTO_TEST_CASE(decimals_are_finite) {
    for (const char* bad : {"inf", "-inf", "infinity", "nan", "NaN", "1e999", "-1e999"})
        BOOST_TEST((parse_decimal(bad) == NO_DECIMAL), "'" << bad << "' read as a number");
    BOOST_TEST((parse_decimal("1.7976931348623157e308") == DECIMAL_HIGHEST));
}

BOOST_AUTO_TEST_CASE(decimal_ranges_hold_their_bounds) {
    BOOST_TEST((parse_decimal("0", 0, 1) == 0.0));
    BOOST_TEST((parse_decimal("1", 0, 1) == 1.0));
    BOOST_TEST((parse_decimal("1.0000001", 0, 1) == NO_DECIMAL));
    BOOST_TEST((parse_decimal("-0.1", 0, 1) == NO_DECIMAL));
}

BOOST_AUTO_TEST_CASE(a_bad_option_is_named_with_its_range) {
    const Parsed<int64_t> depth = parse_integer_option("--depth", "12", 1, 40);
    BOOST_TEST(depth.value == 12);
    BOOST_TEST(depth.error == "");
    BOOST_TEST(parse_integer_option("--depth", "x", 1, 40).error == "--depth must be a whole number from 1 to 40, not 'x'");
    BOOST_TEST(parse_integer_option("--depth", "41", 1, 40).error == "--depth must be a whole number from 1 to 40, not '41'");
    BOOST_TEST(parse_integer_option("-srand", "", 0, 4611686018427387904).error
               == "-srand must be a whole number from 0 to 4611686018427387904, not ''");
    BOOST_TEST(parse_integer_option("score", "-2", -1, 1).error == "score must be a whole number from -1 to 1, not '-2'");

    const Parsed<double> lr = parse_decimal_option("--lr", "0.5", 1e-7, 1);
    BOOST_TEST(lr.value == 0.5);
    BOOST_TEST(lr.error == "");
    BOOST_TEST(parse_decimal_option("--lr", "2", 1e-7, 1).error == "--lr must be a number from 1e-07 to 1, not '2'");
    BOOST_TEST(parse_decimal_option("--lr", "nan", 1e-7, 1).error == "--lr must be a number from 1e-07 to 1, not 'nan'");
    BOOST_TEST(parse_decimal_option("-sprt elo0", "five").error == "-sprt elo0 must be a number, not 'five'");
}

BOOST_AUTO_TEST_CASE(into_stores_only_a_good_value) {
    int depth = 9;
    BOOST_TEST(parse_integer_option("depth", "12", 1, 40).into(depth) == "");
    BOOST_TEST(depth == 12);
    BOOST_TEST(parse_integer_option("depth", "0", 1, 40).into(depth) == "depth must be a whole number from 1 to 40, not '0'");
    BOOST_TEST(depth == 12);
    double share = 0.1;
    BOOST_TEST(parse_decimal_option("--low-clock", "1.5", 0, 1).into(share) == "--low-clock must be a number from 0 to 1, not '1.5'");
    BOOST_TEST(share == 0.1);
}

BOOST_AUTO_TEST_SUITE_END()
