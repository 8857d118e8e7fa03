#include "variant.h"

#include <cctype>
#include <string>

namespace parachute {

namespace {
constexpr const char* CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const VariantTraits TRAITS[VARIANT_NB] = {
    {Variant::Normal, "normal", CHESS_START,
     false, false, false, false, true, true, true, false, false, {QUEEN, ROOK, BISHOP, KNIGHT}},
    {Variant::Crazyhouse, "crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
     false, true, false, false, true, true, true, false, false, {QUEEN, ROOK, BISHOP, KNIGHT}},
    {Variant::Knightmate, "knightmate", "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
     true, false, false, false, true, true, false, true, true, {QUEEN, ROOK, BISHOP, COMMONER}},
    {Variant::RacingKings, "racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
     false, false, true, true, false, false, true, false, false,
     {NO_PIECE_TYPE, NO_PIECE_TYPE, NO_PIECE_TYPE, NO_PIECE_TYPE}},
};
} // namespace

const VariantTraits& traits(Variant v) { return TRAITS[int(v)]; }

bool parse_variant(std::string_view name, Variant& out) {
    std::string n;
    for (char c : name)
        if (c != '-' && c != '_' && c != ' ') n += char(std::tolower(static_cast<unsigned char>(c)));
    if (n == "normal" || n == "chess" || n == "standard") out = Variant::Normal;
    else if (n == "crazyhouse" || n == "zh") out = Variant::Crazyhouse;
    else if (n == "knightmate") out = Variant::Knightmate;
    else if (n == "racingkings") out = Variant::RacingKings;
    else return false;
    return true;
}

} // namespace parachute
