// The protocol's part of each variant's descriptor: what XBoard must be told about a
// variant it does not know. Racing kings is one: the engine defines it as a variant of
// XBoard's catch-all "fairy" on an 8x8 board without holdings.
#pragma once

#include <string>
#include <vector>

#include "../rules/variant.h"

namespace parachute {

// The "setup" line and one "piece" line per piece, to send after "variant racingkings".
std::vector<std::string> racing_kings_setup_lines();

struct XBoardVariant {
    Variant id;
    // The lines that define the variant for XBoard after "variant <name>"; nullptr when
    // XBoard plays it by its own rules.
    std::vector<std::string> (*setup_lines)();
};

// One row per variant, in the order of PARACHUTE_VARIANTS.
inline constexpr XBoardVariant XBOARD_VARIANTS[] = {
    {Variant::Normal, nullptr},
    {Variant::Crazyhouse, nullptr},
    {Variant::Knightmate, nullptr},
    {Variant::RacingKings, racing_kings_setup_lines},
};
static_assert(one_row_per_variant(XBOARD_VARIANTS), "one XBoard row per variant, in the order of PARACHUTE_VARIANTS");

} // namespace parachute
