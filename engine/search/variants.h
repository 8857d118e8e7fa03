// What the search does differently by variant. Each choice is a measured one: a search
// idea is switched on for a variant when its SPRT passed there (docs/results.md), so a
// variant where it has not been shown to gain searches as it did before.
#pragma once

#include "../rules/variant.h"

namespace parachute {

struct VariantSearch {
    Variant id;
    // ProbCut: a capture that holds well above beta in a shallow search cuts the node.
    bool probcut;
    // The static evaluation is corrected by what the search found in positions of the
    // same pawn structure (and, with drops, the same pockets).
    bool eval_correction;
};

// One row per variant, in the order of PARACHUTE_VARIANTS. Both passed in crazyhouse;
// in normal chess ProbCut stayed undecided and the correction lost (docs/results.md),
// and neither has been tested in knightmate or racing kings.
inline constexpr VariantSearch VARIANT_SEARCH[] = {
    {Variant::Normal, false, false},
    {Variant::Crazyhouse, true, true},
    {Variant::Knightmate, false, false},
    {Variant::RacingKings, false, false},
};
static_assert(one_row_per_variant(VARIANT_SEARCH), "one row of search choices per variant, in the order of PARACHUTE_VARIANTS");

constexpr const VariantSearch& variant_search(Variant v) { return VARIANT_SEARCH[int(v)]; }

} // namespace parachute
