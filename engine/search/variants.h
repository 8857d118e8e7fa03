// What the search does differently by variant. Each choice is a measured one: a search
// idea is switched on for a variant when its SPRT passed there (docs/results.md), so a
// variant where it has not been shown to gain searches as it did before.
#pragma once

#include "../rules/variant.h"
#include "timeman.h"

namespace parachute {

struct VariantSearch {
    Variant id;
    // ProbCut: a capture that holds well above beta in a shallow search cuts the node.
    bool probcut;
    // The static evaluation is corrected by what the search found in positions of the
    // same pawn structure (and, with drops, the same pockets).
    bool eval_correction;
    // How many moves a sudden-death time plan counts on: games that end sooner should
    // spend their clock sooner.
    PlanHorizon plan_horizon;
};

// One row per variant, in the order of PARACHUTE_VARIANTS. ProbCut and the correction
// both passed in crazyhouse; in normal chess ProbCut stayed undecided and the correction
// lost (docs/results.md), and neither has been tested in knightmate or racing kings.
// The horizon: against fairy-stockfish 11.1 at 10 s + 0.1 s, in the games of 40 moves
// or more, the engine of a9f8c5e used a median 84.8% of its clock in crazyhouse (151
// games) and 82.3% in racing kings (52), most of the rest left in games it won; with the
// same horizon, normal chess used 95.0% (128 games, net 10). So crazyhouse plans on a
// shorter game (its SPRT passed, docs/results.md); racing kings keeps chess's horizon
// until its own test is done. Knightmate keeps it too: its last such run (80.1%)
// predates the found mate that no longer stops the search.
inline constexpr VariantSearch VARIANT_SEARCH[] = {
    {Variant::Normal, false, false, {50, 25}},
    {Variant::Crazyhouse, true, true, {40, 20}},
    {Variant::Knightmate, false, false, {50, 25}},
    {Variant::RacingKings, false, false, {50, 25}},
};
static_assert(one_row_per_variant(VARIANT_SEARCH), "one row of search choices per variant, in the order of PARACHUTE_VARIANTS");

constexpr bool sane_horizons() {
    for (const VariantSearch& row : VARIANT_SEARCH)
        if (row.plan_horizon.floor < 1 || row.plan_horizon.floor > row.plan_horizon.at_start) return false;
    return true;
}
static_assert(sane_horizons(), "a plan counts on at least one move, and its floor is not above its start");

constexpr const VariantSearch& variant_search(Variant v) { return VARIANT_SEARCH[int(v)]; }

} // namespace parachute
