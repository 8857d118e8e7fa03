#include "numbers.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace parachute {

namespace {

// from_chars takes no '+', which people write and some clients send; "+-1" stays no number.
std::string_view without_plus(std::string_view text) {
    if (text.size() > 1 && text[0] == '+' && text[1] != '-') text.remove_prefix(1);
    return text;
}

template <class T>
std::optional<T> read_whole(std::string_view text) {
    text = without_plus(text);
    if (text.empty()) return std::nullopt;
    T value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

std::string decimal_text(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

} // namespace

std::optional<int64_t> parse_integer(std::string_view text, int64_t lo, int64_t hi) {
    const std::optional<int64_t> v = read_whole<int64_t>(text);
    if (!v || *v < lo || *v > hi) return std::nullopt;
    return v;
}

std::optional<double> parse_decimal(std::string_view text, double lo, double hi) {
    const std::optional<double> v = read_whole<double>(text);
    if (!v || !std::isfinite(*v) || !(*v >= lo && *v <= hi)) return std::nullopt;
    return v;
}

Parsed<int64_t> parse_integer_option(std::string_view name, std::string_view text, int64_t lo, int64_t hi) {
    if (const std::optional<int64_t> v = parse_integer(text, lo, hi)) return {*v, ""};
    return {0, std::string(name) + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)
                   + ", not '" + std::string(text) + "'"};
}

Parsed<double> parse_decimal_option(std::string_view name, std::string_view text, double lo, double hi) {
    if (const std::optional<double> v = parse_decimal(text, lo, hi)) return {*v, ""};
    const std::string range =
        lo == DECIMAL_LOWEST && hi == DECIMAL_HIGHEST ? "" : " from " + decimal_text(lo) + " to " + decimal_text(hi);
    return {0, std::string(name) + " must be a number" + range + ", not '" + std::string(text) + "'"};
}

} // namespace parachute
