// Numbers read from text: command-line values, protocol arguments, PGN tags, file
// names. One reader for every program, so that all of them accept the same spellings and
// name a bad number the same way. The whole text must be the number: a blank, a unit or
// anything else after it makes it no number, never a silently shorter one.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace parachute {

constexpr int64_t INTEGER_LOWEST = std::numeric_limits<int64_t>::min();
constexpr int64_t INTEGER_HIGHEST = std::numeric_limits<int64_t>::max();
constexpr double DECIMAL_LOWEST = std::numeric_limits<double>::lowest();
constexpr double DECIMAL_HIGHEST = std::numeric_limits<double>::max();

// Decimal digits with an optional sign ("42", "-7", "+3") within [lo, hi]; nothing for
// an empty text, other characters, or a value out of the range (int64's included).
std::optional<int64_t> parse_integer(std::string_view text, int64_t lo = INTEGER_LOWEST, int64_t hi = INTEGER_HIGHEST);

// A finite number ("3", "-0.5", ".5", "2.", "1e-3") within [lo, hi]; "inf" and "nan"
// are no numbers, and neither is one beyond double's range.
std::optional<double> parse_decimal(std::string_view text, double lo = DECIMAL_LOWEST, double hi = DECIMAL_HIGHEST);

// A value, or the message that names the option, the range and the text.
template <class T>
struct Parsed {
    T value{};
    std::string error; // empty when the value was read

    // Stores the value in out (within the range asked for, so that it fits) and returns
    // "", or returns the error and leaves out as it was.
    template <class U>
    std::string into(U& out) const {
        if (error.empty()) out = U(value);
        return error;
    }
};

// "NAME must be a whole number from LO to HI, not 'TEXT'".
Parsed<int64_t> parse_integer_option(std::string_view name, std::string_view text, int64_t lo, int64_t hi);

// "NAME must be a number from LO to HI, not 'TEXT'"; without bounds "NAME must be a
// number, not 'TEXT'".
Parsed<double> parse_decimal_option(std::string_view name, std::string_view text, double lo = DECIMAL_LOWEST,
                                    double hi = DECIMAL_HIGHEST);

} // namespace parachute
