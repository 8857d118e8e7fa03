// Elo, error bars, LOS and the GSPRT against values computed independently (Python:
// direct maximisation of the constrained likelihood by golden-section search).
#include <boost/test/unit_test.hpp>

#include <cmath>

#include "../tools/match/scoreboard.h"
#include "../tools/match/stats.h"

using namespace parachute;
using namespace parachute::match;

BOOST_AUTO_TEST_SUITE(match_stats)

BOOST_AUTO_TEST_CASE(elo_of_scores) {
    BOOST_CHECK_CLOSE(elo_from_score(0.75), 190.848501887865, 1e-9);
    BOOST_CHECK_CLOSE(elo_from_score(0.25), -190.848501887865, 1e-9);
    BOOST_CHECK_SMALL(elo_from_score(0.5), 1e-12);
    BOOST_CHECK_CLOSE(score_from_elo(190.848501887865), 0.75, 1e-9);
}

BOOST_AUTO_TEST_CASE(error_los_and_draw_ratio) {
    Score s;
    s.wins = 10, s.losses = 5, s.draws = 5;
    const EloEstimate e = estimate(s);
    BOOST_CHECK_CLOSE(e.elo, 88.73949984654251, 1e-8);
    BOOST_CHECK_CLOSE(e.error, 143.87485226389848, 1e-8);
    BOOST_CHECK_CLOSE(e.los, 0.9016471987705266, 1e-8);
    BOOST_CHECK_CLOSE(e.draw_ratio, 0.25, 1e-12);
}

BOOST_AUTO_TEST_CASE(undetermined_estimates_are_infinite) {
    Score s;
    s.wins = 3;
    const EloEstimate e = estimate(s);
    BOOST_TEST(std::isinf(e.elo));
    BOOST_TEST(std::isinf(e.error));
    BOOST_TEST(elo_text(e.elo, e.error) == "inf +/- inf");
    BOOST_TEST(elo_text(-0.01, 0) == "0.0 +/- 0.0");
    BOOST_TEST(std::isinf(estimate(Score{}).error));
}

BOOST_AUTO_TEST_CASE(sprt_bounds) {
    SprtParams p;
    BOOST_CHECK_CLOSE(p.lower_bound(), -2.9444389791664403, 1e-10);
    BOOST_CHECK_CLOSE(p.upper_bound(), 2.9444389791664403, 1e-10);
}

BOOST_AUTO_TEST_CASE(trinomial_llr) {
    SprtParams p;
    Score s;
    s.wins = 120, s.losses = 100, s.draws = 80;
    BOOST_CHECK_CLOSE(llr_trinomial(s, p), 0.35020211631127396, 1e-6);
    s.wins = 60, s.losses = 50, s.draws = 100;
    BOOST_CHECK_CLOSE(llr_trinomial(s, p), 0.2333450605307946, 1e-6);
}

BOOST_AUTO_TEST_CASE(pentanomial_llr) {
    SprtParams p;
    BOOST_CHECK_CLOSE(llr_pentanomial({10, 40, 100, 50, 12}, p), 0.37479470640477575, 1e-6);
    p.elo0 = -1, p.elo1 = 4;
    BOOST_CHECK_CLOSE(llr_pentanomial({3, 20, 50, 30, 8}, p), 0.6523861610711088, 1e-6);
}

BOOST_AUTO_TEST_CASE(sprt_decisions) {
    SprtParams p;
    BOOST_TEST(int(sprt_decide(3.0, p)) == int(SprtDecision::AcceptH1));
    BOOST_TEST(int(sprt_decide(-3.0, p)) == int(SprtDecision::AcceptH0));
    BOOST_TEST(int(sprt_decide(0.0, p)) == int(SprtDecision::Continue));
    // A long run of wins must accept H1.
    Score s;
    s.wins = 2000, s.losses = 1000, s.draws = 1000;
    BOOST_TEST(int(sprt_decide(llr_trinomial(s, p), p)) == int(SprtDecision::AcceptH1));
}

BOOST_AUTO_TEST_CASE(scoreboard_pairs_games_of_one_opening) {
    SprtParams p;
    p.enabled = true;
    Scoreboard b({"A", "B"}, p);
    b.add(0, 1, GameResult::WhiteWins, 0);  // A wins as white
    b.add(1, 0, GameResult::Draw, 0);       // and draws as black: pair score 1.5
    b.add(0, 1, GameResult::BlackWins, 1);  // A loses
    b.add(1, 0, GameResult::WhiteWins, 1);  // and loses: pair score 0
    BOOST_TEST(b.first_engine().wins == 1);
    BOOST_TEST(b.first_engine().losses == 2);
    BOOST_TEST(b.first_engine().draws == 1);
    BOOST_CHECK_CLOSE(b.sprt_llr(), llr_pentanomial({1, 0, 0, 1, 0}, p), 1e-9);
    std::ostringstream out;
    b.write_summary(out);
    const std::string text = out.str();
    BOOST_TEST(text.substr(text.rfind("Elo:")) == "Elo: -88.7 +/- inf, games: 4, W-L-D: 1-2-1\n");
}

BOOST_AUTO_TEST_SUITE_END()
