#include "cecp_parse.h"

#include <cctype>
#include <cmath>

#include "../util/numbers.h"

namespace parachute {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
    return s;
}

// Reads digits with at most one '.', from position i; false when there is no digit.
bool read_decimal(std::string_view s, size_t& i, double& value) {
    const size_t start = i;
    bool digits = false, dot = false;
    while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || (s[i] == '.' && !dot))) {
        if (s[i] == '.') dot = true;
        else digits = true;
        ++i;
    }
    if (!digits) {
        i = start;
        return false;
    }
    const std::optional<double> v = parse_decimal(s.substr(start, i - start));
    value = v.value_or(0);
    return v.has_value();
}

PieceType pocket_piece(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'P': return PAWN;
    case 'N': return KNIGHT;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    case 'Q': return QUEEN;
    case 'M': return COMMONER;
    default: return NO_PIECE_TYPE;
    }
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

} // namespace

CommandLine split_command(std::string_view line) {
    CommandLine cmd;
    line = trim(line);
    size_t i = 0;
    while (i < line.size() && !is_blank(line[i])) ++i;
    cmd.name = std::string(line.substr(0, i));
    cmd.rest = std::string(trim(line.substr(i)));
    std::string_view r = cmd.rest;
    while (!r.empty()) {
        size_t j = 0;
        while (j < r.size() && !is_blank(r[j])) ++j;
        cmd.args.emplace_back(r.substr(0, j));
        r = trim(r.substr(j));
    }
    return cmd;
}

bool parse_seconds_ms(std::string_view text, int64_t& ms) {
    size_t i = 0;
    double seconds = 0;
    if (!read_decimal(text, i, seconds) || i != text.size() || seconds > 1e9) return false;
    ms = static_cast<int64_t>(std::llround(seconds * 1000.0));
    return true;
}

bool parse_level_base_ms(std::string_view text, int64_t& ms) {
    size_t i = 0;
    double minutes = 0, seconds = 0;
    if (!read_decimal(text, i, minutes) || minutes > 1e7) return false;
    if (i < text.size() && text[i] == ':') {
        ++i;
        if (!read_decimal(text, i, seconds) || seconds > 1e9) return false;
    }
    ms = static_cast<int64_t>(std::llround(minutes * 60000.0 + seconds * 1000.0));
    return true;
}

bool Pockets::operator==(const Pockets& o) const {
    for (int c = 0; c < COLOR_NB; ++c)
        for (int pt = 0; pt < PIECE_TYPE_NB; ++pt)
            if (count[c][pt] != o.count[c][pt]) return false;
    return true;
}

std::string parse_holding(const std::vector<std::string>& args, Pockets& out) {
    if (args.size() < 2 || args.size() > 3) return "expected holding [WHITE] [BLACK] with an optional colour and piece";
    out = Pockets{};
    for (int c = 0; c < COLOR_NB; ++c) {
        const std::string& a = args[c];
        if (a.size() < 2 || a.front() != '[' || a.back() != ']') return "pockets must be written in brackets, like [PN]";
        for (size_t i = 1; i + 1 < a.size(); ++i) {
            if (a[i] == '-' && a.size() == 3) continue; // "[-]": empty
            PieceType pt = pocket_piece(a[i]);
            if (pt == NO_PIECE_TYPE) return std::string("no such piece in a pocket: '") + a[i] + "'";
            if (++out.count[c][pt] > 16) return "too many pieces of one kind in a pocket";
        }
    }
    // The trailing "WP" / "BN" only says which piece was just captured; the brackets
    // already count it, but it must still be well formed.
    if (args.size() == 3) {
        const std::string& t = args[2];
        if (t.size() != 2 || (t[0] != 'W' && t[0] != 'B') || pocket_piece(t[1]) == NO_PIECE_TYPE)
            return "the captured piece must be written as a colour and a piece, like WP";
    }
    return "";
}

bool looks_like_move(std::string_view w) {
    if (w.empty() || w.size() > 10) return false;
    if (w == "@@@@") return true;
    if (w == "O-O" || w == "O-O-O" || w == "0-0" || w == "0-0-0" || w == "o-o" || w == "o-o-o") return true;
    // Drops: P@e4, n@d5
    if (w.size() == 4 && w[1] == '@' && pocket_piece(w[0]) != NO_PIECE_TYPE && is_file(w[2]) && is_rank(w[3]))
        return true;
    // Coordinates: e2e4, e7e8q
    if ((w.size() == 4 || w.size() == 5) && is_file(w[0]) && is_rank(w[1]) && is_file(w[2]) && is_rank(w[3]))
        return w.size() == 4 || std::isalpha(static_cast<unsigned char>(w[4]));
    // SAN: an optional piece letter, a destination square somewhere, only move characters.
    bool square = false;
    for (size_t i = 0; i < w.size(); ++i) {
        const char c = w[i];
        if (i + 1 < w.size() && is_file(c) && is_rank(w[i + 1])) square = true;
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == 'x' || c == '=' || c == '+' || c == '#'))
            return false;
    }
    return square && (std::isupper(static_cast<unsigned char>(w[0])) || is_file(w[0]));
}

std::string safe_reason(std::string reason) {
    for (size_t i = 0; i + 6 < reason.size() + 1; ++i) {
        std::string word = reason.substr(i, 7);
        for (char& c : word) c = char(std::tolower(static_cast<unsigned char>(c)));
        if (word == "illegal") reason.replace(i, 7, "invalid");
    }
    return reason;
}

std::string echo_text(const std::string& text) {
    constexpr size_t MAX_ECHO = 256;
    std::string out = text.substr(0, MAX_ECHO);
    for (char& c : out)
        if (c < 0x20 || c > 0x7e) c = '?';
    if (text.size() > MAX_ECHO) out += "...";
    return out;
}

} // namespace parachute
