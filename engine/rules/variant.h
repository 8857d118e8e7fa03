// The four variants as data: what is royal, how it moves, what may be dropped, what a
// pawn promotes to, and which special rules end the game. Code asks these traits; it
// never compares variant names in hot loops.
#pragma once

#include <string_view>

#include "../core/types.h"

namespace parachute {

enum class Variant { Normal, Crazyhouse, Knightmate, RacingKings };
constexpr int VARIANT_NB = 4;

struct VariantTraits {
    Variant id;
    const char* name;      // the CECP name
    const char* start_fen;
    bool royal_knight;     // the royal piece moves like a knight (knightmate)
    bool drops;            // captures go to the capturer's pocket and may be dropped
    bool no_checks;        // no move may give check (racing kings)
    bool race_to_eighth;   // a king on the 8th rank decides the game (racing kings)
    bool castling;
    bool pawns;
    bool knights;          // knightmate has commoners instead of knights
    bool commoners;
    bool bare_royals_draw; // only the two royal pieces left is an automatic draw (knightmate)
    PieceType promotions[4];
};

const VariantTraits& traits(Variant v);

// Accepts the CECP names (normal, crazyhouse, knightmate, racingkings) and common
// spellings ("chess", "standard", "zh", "racing-kings"); false when unknown.
bool parse_variant(std::string_view name, Variant& out);

// What the 50-move rule and repetitions do. The crazyhouse guides differ (docs/RULES.md):
// ChessPlayX lets both be claimed; chess-samara.ru has no 50-move rule and ends the
// game at the fifth occurrence of a position.
enum class DrawRules { ChessPlayX, Samara };

} // namespace parachute
