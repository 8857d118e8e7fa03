// The table of variants (engine/rules/variant.h): the names every list is made from, the
// spellings parse_variant takes, and the flags that stand where code used to infer
// "normal chess" from other traits.
#include <boost/test/unit_test.hpp>

#include "../engine/rules/variant.h"

using namespace parachute;

BOOST_AUTO_TEST_SUITE(variant_table)

BOOST_AUTO_TEST_CASE(rows_follow_the_enum) {
    BOOST_TEST(VARIANT_NB == 4);
    for (int v = 0; v < VARIANT_NB; ++v) {
        BOOST_TEST(int(ALL_VARIANTS[v]) == v);
        BOOST_TEST(int(traits(Variant(v)).id) == v);
    }
}

BOOST_AUTO_TEST_CASE(every_list_of_names) {
    BOOST_TEST(variant_names(", ") == "normal, crazyhouse, knightmate, racingkings");
    BOOST_TEST(variant_names(",") == "normal,crazyhouse,knightmate,racingkings");
    BOOST_TEST(variant_names(" var ", &VariantTraits::uci_name) == "chess var crazyhouse var knightmate var racingkings");
    BOOST_TEST(variant_names("|", &VariantTraits::cutechess_name) == "standard|crazyhouse|knightmate|racingkings");
}

BOOST_AUTO_TEST_CASE(spellings) {
    const std::pair<const char*, Variant> known[] = {
        {"normal", Variant::Normal},         {"chess", Variant::Normal},           {"Standard", Variant::Normal},
        {"crazyhouse", Variant::Crazyhouse}, {"ZH", Variant::Crazyhouse},          {"knight_mate", Variant::Knightmate},
        {"racingkings", Variant::RacingKings}, {"Racing-Kings", Variant::RacingKings}, {"racing kings", Variant::RacingKings},
    };
    for (const auto& [name, expected] : known) {
        BOOST_TEST_CONTEXT(name) {
            Variant v = expected == Variant::Normal ? Variant::Knightmate : Variant::Normal;
            BOOST_TEST(parse_variant(name, v));
            BOOST_TEST(int(v) == int(expected));
        }
    }
    Variant v = Variant::Crazyhouse;
    for (const char* unknown : {"", "shogi", "zhh", "horde", "racing"}) {
        BOOST_TEST_CONTEXT(unknown) {
            BOOST_TEST(!parse_variant(unknown, v));
            BOOST_TEST(int(v) == int(Variant::Crazyhouse));
        }
    }
}

BOOST_AUTO_TEST_CASE(quiescence_promotions) {
    BOOST_TEST(quiescence_promotion(Variant::Normal, QUEEN));
    BOOST_TEST(!quiescence_promotion(Variant::Normal, KNIGHT));
    BOOST_TEST(!quiescence_promotion(Variant::Normal, ROOK));
    BOOST_TEST(quiescence_promotion(Variant::Crazyhouse, QUEEN));
    BOOST_TEST(!quiescence_promotion(Variant::Crazyhouse, BISHOP));
    BOOST_TEST(quiescence_promotion(Variant::Knightmate, QUEEN));
    BOOST_TEST(quiescence_promotion(Variant::Knightmate, COMMONER));
    BOOST_TEST(!quiescence_promotion(Variant::Knightmate, ROOK));
    BOOST_TEST(!quiescence_promotion(Variant::RacingKings, QUEEN));
}

BOOST_AUTO_TEST_CASE(material_draws_where_the_traits_implied_them) {
    // The flag agrees with the inference it replaces: bare royals, or neither drops nor the race.
    for (Variant v : ALL_VARIANTS) {
        const VariantTraits& t = traits(v);
        BOOST_TEST_CONTEXT(t.name) {
            BOOST_TEST(t.material_draws == (t.bare_royals_draw || (!t.drops && !t.race_to_eighth)));
        }
    }
    BOOST_TEST(traits(Variant::Normal).material_draws);
    BOOST_TEST(!traits(Variant::Crazyhouse).material_draws);
    BOOST_TEST(traits(Variant::Knightmate).material_draws);
    BOOST_TEST(!traits(Variant::RacingKings).material_draws);
}

BOOST_AUTO_TEST_SUITE_END()
