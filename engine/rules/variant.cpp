#include "variant.h"

#include <cctype>

namespace parachute {

namespace {
constexpr const char* CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// One row per variant, in the order of PARACHUTE_VARIANTS.
constexpr VariantTraits TRAITS[] = {
    {Variant::Normal, "normal", "chess", "standard", nullptr, CHESS_START,
     false, false, false, false, true, true, true, false, true, false, false,
     {QUEEN, ROOK, BISHOP, KNIGHT}, piece_types({QUEEN})},
    {Variant::Crazyhouse, "crazyhouse", "crazyhouse", "crazyhouse", "zh",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
     false, true, false, false, true, true, true, false, false, false, true,
     {QUEEN, ROOK, BISHOP, KNIGHT}, piece_types({QUEEN})},
    // The commoner is knightmate's strongest piece after the queen.
    {Variant::Knightmate, "knightmate", "knightmate", "knightmate", nullptr,
     "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
     true, false, false, false, true, true, false, true, true, true, false,
     {QUEEN, ROOK, BISHOP, COMMONER}, piece_types({QUEEN, COMMONER})},
    {Variant::RacingKings, "racingkings", "racingkings", "racingkings", nullptr, "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
     false, false, true, true, false, false, true, false, false, false, false,
     {NO_PIECE_TYPE, NO_PIECE_TYPE, NO_PIECE_TYPE, NO_PIECE_TYPE}, piece_types({})},
};

constexpr bool same(const char* a, const char* b) {
    while (*a && *a == *b) ++a, ++b;
    return *a == *b;
}

#define PARACHUTE_VARIANT_NAME(id, name) #name,
constexpr const char* LISTED_NAMES[] = {PARACHUTE_VARIANTS(PARACHUTE_VARIANT_NAME)};
#undef PARACHUTE_VARIANT_NAME

constexpr bool names_as_listed() {
    for (int v = 0; v < VARIANT_NB; ++v)
        if (!same(TRAITS[v].name, LISTED_NAMES[v])) return false;
    return true;
}
static_assert(one_row_per_variant(TRAITS), "one row of traits per variant, in the order of PARACHUTE_VARIANTS");
static_assert(names_as_listed(), "each row of traits has the CECP name PARACHUTE_VARIANTS gives");

// The engine option that chooses between the sites' draw rules is named for crazyhouse
// (engine/protocol/engine_options.cpp): another variant with rules that differ by site
// needs that option renamed or one of its own.
constexpr bool only_crazyhouse_has_site_draw_rules() {
    for (const VariantTraits& t : TRAITS)
        if (t.site_draw_rules != (t.id == Variant::Crazyhouse)) return false;
    return true;
}
static_assert(only_crazyhouse_has_site_draw_rules(), "the Crazyhouse Draw Rules option covers only crazyhouse");

// Lower case without '-', '_' and ' ': "Racing-Kings" and "racingkings" are one name.
std::string folded(std::string_view name) {
    std::string n;
    for (char c : name)
        if (c != '-' && c != '_' && c != ' ') n += char(std::tolower(static_cast<unsigned char>(c)));
    return n;
}
} // namespace

const VariantTraits& traits(Variant v) { return TRAITS[int(v)]; }

bool parse_variant(std::string_view name, Variant& out) {
    const std::string n = folded(name);
    for (const VariantTraits& t : TRAITS)
        for (const char* known : {t.name, t.uci_name, t.cutechess_name, t.alias})
            if (known && n == folded(known)) {
                out = t.id;
                return true;
            }
    return false;
}

std::string variant_names(const char* separator, const char* VariantTraits::*which) {
    std::string s;
    for (const VariantTraits& t : TRAITS) s += (s.empty() ? "" : separator) + std::string(t.*which);
    return s;
}

} // namespace parachute
