// The variants as data: what is royal, how it moves, what may be dropped, what a pawn
// promotes to, and which special rules end the game. Code asks these traits; it never
// compares variant names in hot loops. Every list of variants (the CECP and UCI names,
// the EvalFile options, the built-in nets, the usage texts, and the tools/ scripts, which
// read the usage text's `variants:` line) is generated from PARACHUTE_VARIANTS and the
// table in variant.cpp.
//
// Adding a variant:
//  1. a line at the end of PARACHUTE_VARIANTS: its enum name and its CECP name, which
//     also names its built-in net, nets/<name>.nnue (nn/embedded.cpp embeds that file);
//  2. its row of traits in variant.cpp, and rules code where the traits do not cover it;
//  3. its row of evaluation weights and piece-square shape in engine/eval/variants.h,
//     and its row of input features in nn/features.cpp;
//  4. its row of search choices in engine/search/variants.h, and its row in
//     engine/protocol/xboard_variants.h (the lines that define it for XBoard, if XBoard
//     does not know it);
//  5. the net file (make derived-nets writes one from the classical evaluation);
//  6. its bench positions in engine/commands/bench_command.cpp (a test fails until a
//     variant has three), and the new bench signature in tests/bench-signature;
//  7. its perft suite tests/perft/<name>.epd, counts checked against another program
//     (tools/perft-compare --check-epd; the perft tests fail until it is there), and its
//     cases in tools/perft-speed (which names a variant without them).
// The static_asserts at each table fail to compile until its row is there, in order.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#include "../core/types.h"

namespace parachute {

// The order is each variant's number in net files and data chunks: append, never reorder.
#define PARACHUTE_VARIANTS(X) X(Normal, normal) X(Crazyhouse, crazyhouse) X(Knightmate, knightmate) X(RacingKings, racingkings)

#define PARACHUTE_VARIANT_ENUM(id, name) id,
enum class Variant { PARACHUTE_VARIANTS(PARACHUTE_VARIANT_ENUM) };
#undef PARACHUTE_VARIANT_ENUM

#define PARACHUTE_VARIANT_ID(id, name) Variant::id,
constexpr Variant ALL_VARIANTS[] = {PARACHUTE_VARIANTS(PARACHUTE_VARIANT_ID)};
#undef PARACHUTE_VARIANT_ID
constexpr int VARIANT_NB = int(sizeof(ALL_VARIANTS) / sizeof(Variant));

// A set of piece types, one bit each.
using PieceTypes = unsigned;
constexpr PieceTypes piece_types(std::initializer_list<PieceType> pts) {
    PieceTypes s = 0;
    for (PieceType pt : pts) s |= 1u << pt;
    return s;
}

struct VariantTraits {
    Variant id;
    const char* name;           // the CECP name, also of the net file nets/<name>.nnue
    const char* uci_name;       // UCI_Variant, as Fairy-Stockfish and python-chess spell it
    const char* cutechess_name; // cutechess-cli's -variant
    const char* alias;          // one more spelling parse_variant takes, or nullptr
    const char* start_fen;
    bool royal_knight;     // the royal piece moves like a knight (knightmate)
    bool drops;            // captures go to the capturer's pocket and may be dropped
    bool no_checks;        // no move may give check (racing kings)
    bool race_to_eighth;   // a king on the 8th rank decides the game (racing kings)
    bool castling;
    bool pawns;
    bool knights;          // knightmate has commoners instead of knights
    bool commoners;
    bool material_draws;   // a lack of mating material can draw the game (insufficient_material)
    bool bare_royals_draw; // only the two royal pieces left is an automatic draw (knightmate)
    bool site_draw_rules;  // the sites' guides differ on the 50-move rule and repetitions (DrawRules)
    PieceType promotions[4];
    PieceTypes quiescence_promotions; // the promotions the quiescence search looks at
};

const VariantTraits& traits(Variant v);

// Whether a table indexed by Variant has one row per variant, each naming its variant
// (row.id), in the order of PARACHUTE_VARIANTS: each such table static_asserts it.
template <typename Row, size_t N> constexpr bool one_row_per_variant(const Row (&rows)[N]) {
    if (N != VARIANT_NB) return false;
    for (size_t v = 0; v < N; ++v)
        if (rows[v].id != Variant(v)) return false;
    return true;
}

// Does the quiescence search look at a promotion to pt? The under-promotions that
// only lose material are left to the main search.
inline bool quiescence_promotion(Variant v, PieceType pt) { return traits(v).quiescence_promotions >> pt & 1; }

// Accepts each variant's CECP, UCI and cutechess names, its alias ("zh"), in any case
// and with '-', '_' or ' ' anywhere ("racing-kings"); false when unknown.
bool parse_variant(std::string_view name, Variant& out);

// The names of all variants, in order, apart by separator: variant_names(", ") is
// "normal, crazyhouse, knightmate, racingkings"; another member names them otherwise.
std::string variant_names(const char* separator, const char* VariantTraits::*which = &VariantTraits::name);

// What the 50-move rule and repetitions do where the guides differ (site_draw_rules:
// crazyhouse; docs/RULES.md):
// ChessPlayX lets both be claimed; chess-samara.ru has no 50-move rule and ends the
// game at the fifth occurrence of a position.
enum class DrawRules { ChessPlayX, Samara };

} // namespace parachute
