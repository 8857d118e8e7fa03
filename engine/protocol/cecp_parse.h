// Reading the pieces of CECP command lines: the command word, numbers as the clients
// write them (integers, decimals, "M:SS"), the holding command's pockets, and whether an
// unknown word is meant as a move. No state: the driver decides what the values mean.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/types.h"

namespace parachute {

struct CommandLine {
    std::string name;              // the first word
    std::string rest;              // everything after it, trimmed (FENs, option strings)
    std::vector<std::string> args; // rest split on blanks
};

// Splits a line; trailing '\r' and surrounding blanks are dropped.
CommandLine split_command(std::string_view line);

// The largest magnitude of an integer in a CECP or UCI command (read by util/numbers.h):
// 18 digits, more than any clock, depth or node count needs.
constexpr int64_t PROTOCOL_INTEGER_MAX = 999'999'999'999'999'999;

// A non-negative decimal number of seconds ("3", "3.0", ".5"), to milliseconds.
bool parse_seconds_ms(std::string_view text, int64_t& ms);

// The BASE of "level MPS BASE INC": minutes as "5", "0.5" or "M:SS" (seconds may have a
// fraction). Characters after the number are ignored, as the protocol asks, so that a
// future "25+5" still reads as 25 minutes.
bool parse_level_base_ms(std::string_view text, int64_t& ms);

// The pockets of "holding [PPN] [n]" or "holding [PPN] [n] BN": counts per colour and
// piece type, upper or lower case letters alike (the bracket says whose pocket it is).
struct Pockets {
    int count[COLOR_NB][PIECE_TYPE_NB] = {};
    bool operator==(const Pockets& o) const;
};
// Returns "" or what is wrong.
std::string parse_holding(const std::vector<std::string>& args, Pockets& out);

// True for words shaped like a move in any notation a client sends: e2e4, e7e8q, P@e4,
// O-O, Nf3, exd5, e8=Q+, @@@@. Such a word that is not legal gets "Illegal move"; any
// other unknown word gets "Error (unknown command)".
bool looks_like_move(std::string_view word);

// XBoard takes any line containing "llegal" as the rejection of the last move, so the
// reason of an Error message must never contain it.
std::string safe_reason(std::string reason);

// Input quoted back in an Error or Illegal move line: printable ASCII only (other bytes
// become '?', so a client decoding lines as UTF-8 never chokes) and at most 256 characters.
std::string echo_text(const std::string& text);

} // namespace parachute
