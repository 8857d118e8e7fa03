// Ratings on one scale (parachute-match -ratings): the joint fit against scores worked
// out by hand, its error bars, the cases it must refuse, and the command's table.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <fstream>
#include <sstream>

#include "../tools/match/rating_fit.h"
#include "../tools/match/run_command.h"
#include "helpers.h"

using namespace parachute::match;

namespace {

// a scores `wins`, `draws` and `losses` against b.
void play(GameTable& t, const std::string& a, const std::string& b, int wins, int draws, int losses) {
    const int i = t.index(a), j = t.index(b);
    for (int k = 0; k < wins; ++k) t.add(i, j, 1);
    for (int k = 0; k < draws; ++k) t.add(j, i, 0.5);
    for (int k = 0; k < losses; ++k) t.add(j, i, 1);
}

FitSettings no_prior(const std::string& anchor = "", double elo = 0) {
    FitSettings s;
    s.anchor = anchor;
    s.anchor_elo = elo;
    s.prior_draws = 0;
    return s;
}

// The 95% half width of a two-player match of n decisive games at score p, by hand:
// 1.96 / (ln 10 / 400 x sqrt(n p (1 - p))).
double binomial_error(int n, double p) { return 1.959963984540054 * 400 / std::log(10) / std::sqrt(n * p * (1 - p)); }

} // namespace

BOOST_AUTO_TEST_SUITE(ratings)

BOOST_AUTO_TEST_CASE(two_players_get_the_logistic_elo_of_their_score) {
    GameTable t;
    play(t, "A", "B", 60, 0, 40);
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior("B"), fit) == "");
    BOOST_TEST(fit.elo[0] == 400 * std::log10(1.5), boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.elo[1] == 0.0);
    BOOST_TEST(fit.dispersion == 1.0, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(fit.error(0) == binomial_error(100, 0.6), boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.error(1) == 0.0);
}

BOOST_AUTO_TEST_CASE(draws_count_half_and_narrow_the_interval) {
    GameTable t;
    play(t, "A", "B", 30, 60, 10); // 60 points of 100: the same rating as 60-40 above
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior("B", 1500), fit) == "");
    BOOST_TEST(fit.elo[0] == 1500 + 400 * std::log10(1.5), boost::test_tools::tolerance(1e-9));
    // 60 draws: 1 - 60/4 / (100 x 0.6 x 0.4) = 9/24 of a decisive game's variance.
    BOOST_TEST(fit.dispersion == 9.0 / 24.0, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.error(0) == binomial_error(100, 0.6) * std::sqrt(9.0 / 24.0), boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(only_draws_leave_no_variance_and_the_prior_counts_as_draws) {
    GameTable t;
    play(t, "A", "B", 0, 10, 0);
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior("B"), fit) == "");
    BOOST_TEST(fit.elo[0] == 0.0, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.dispersion == 0.0);
    BOOST_TEST(fit.error(0) == 0.0);
    // 8-2 with 2 virtual draws: 9 of 12, 400 log10(3); 2 draws over 12 x 3/16: 1 - 0.5/2.25.
    GameTable u;
    play(u, "A", "B", 8, 0, 2);
    FitSettings s = no_prior("B");
    s.prior_draws = 2;
    BOOST_TEST(fit_ratings(u, s, fit) == "");
    BOOST_TEST(fit.elo[0] == 400 * std::log10(3.0), boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.dispersion == 1 - 0.5 / 2.25, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.error(0) == binomial_error(12, 0.75) * std::sqrt(1 - 0.5 / 2.25), boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(a_chain_places_players_who_never_met) {
    // A scores 75% against B and B 75% against C: A is 2 x 400 log10(3) above C.
    GameTable t;
    play(t, "A", "B", 75, 0, 25);
    play(t, "B", "C", 75, 0, 25);
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior("C"), fit) == "");
    BOOST_TEST(fit.elo[0] == 800 * std::log10(3.0), boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.elo[1] == 400 * std::log10(3.0), boost::test_tools::tolerance(1e-9));
    // A's error adds both links' variances; the A-B difference has only its own.
    const double link = binomial_error(100, 0.75);
    BOOST_TEST(fit.error(0) == std::sqrt(2.0) * link, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(fit.difference_error(0, 1) == link, boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(a_consistent_round_robin_is_fitted_exactly) {
    // Ratings 0, 100 and 250: when every pair scores exactly the model's expectation
    // (fractional points over 1000 games), the fit gives them back.
    GameTable t;
    const char* names[] = {"X", "Y", "Z"};
    const double ratings[] = {0, 100, 250};
    for (int i = 0; i < 3; ++i) t.index(names[i]);
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j) {
            const double p = 1 / (1 + std::pow(10.0, (ratings[j] - ratings[i]) / 400));
            t.points[i][j] = 1000 * p;
            t.points[j][i] = 1000 * (1 - p);
            t.games[i][j] = t.games[j][i] = 1000;
        }
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior(), fit) == "");
    BOOST_TEST(fit.elo[0] == 0.0);
    BOOST_TEST(fit.elo[1] == 100.0, boost::test_tools::tolerance(1e-6));
    BOOST_TEST(fit.elo[2] == 250.0, boost::test_tools::tolerance(1e-6));
}

BOOST_AUTO_TEST_CASE(a_perfect_score_needs_the_prior) {
    GameTable t;
    play(t, "A", "B", 10, 0, 0);
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior("B"), fit) == "A's rating does not converge (a perfect or a zero score with no prior?)");
    FitSettings s = no_prior("B");
    s.prior_draws = 1; // 10.5 of 11: 400 log10(21)
    BOOST_TEST(fit_ratings(t, s, fit) == "");
    BOOST_TEST(fit.elo[0] == 400 * std::log10(21.0), boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(what_cannot_be_fitted_is_named) {
    GameTable t;
    play(t, "A", "B", 5, 0, 5);
    play(t, "C", "D", 5, 0, 5);
    RatingFit fit;
    BOOST_TEST(fit_ratings(t, no_prior("A"), fit) == "no games link C, D to the anchor A, so they cannot be placed on its scale");
    BOOST_TEST(fit_ratings(t, no_prior("E"), fit) == "the anchor 'E' played none of the games");
    GameTable one;
    one.index("A");
    BOOST_TEST(fit_ratings(one, no_prior(), fit) == "ratings need games between at least two players");
}

BOOST_AUTO_TEST_CASE(the_command_prints_the_table_and_the_neighbours) {
    const std::string file = parachute::test::temp_path("ratings", "games.pgn");
    {
        std::ofstream out(file);
        auto game = [&](const char* white, const char* black, const char* result) {
            out << "[White \"" << white << "\"]\n[Black \"" << black << "\"]\n[Result \"" << result << "\"]\n\n"
                << result << "\n\n";
        };
        for (int k = 0; k < 3; ++k) game("strong", "anchor", "1-0");
        game("anchor", "strong", "1-0");
        game("anchor", "weak", "1/2-1/2");
        game("weak", "anchor", "0-1");
        game("weak", "anchor", "*");
    }
    std::ostringstream out, err;
    BOOST_TEST(run_command({"-ratings", file, "-anchor", "anchor=1000", "-prior", "0"}, out, err, "") == 0);
    BOOST_TEST(err.str() == "");
    // strong: 3 of 4, 400 log10(3) = 190.8; weak: 0.5 of 2, -190.8. One draw over
    // 4 x 3/16 + 2 x 3/16 = 1.125: dispersion 1 - 0.25 / 1.125 = 7/9; strong's error
    // 1.96 x 400 / ln 10 x sqrt(7/9 / 0.75) = 346.7, weak's x sqrt(7/9 / 0.375) = 490.3.
    BOOST_TEST(out.str()
               == "Ratings of 3 players from 6 games in 1 file(s) (1 unfinished left out); anchor anchor = 1000; 0.0 "
                  "virtual draws per pair that met; +/-: 95% interval relative to the anchor\n"
                  "rank  name        Elo     +/-  games   score\n"
                  "   1  strong   1190.8   346.7      4   75.0%\n"
                  "   2  anchor   1000.0     0.0      6   41.7%\n"
                  "   3  weak      809.2   490.3      2   25.0%\n"
                  "Each against the next below (95% interval of the difference):\n"
                  "  strong - anchor: +190.8 +/- 346.7\n"
                  "  anchor - weak: +190.8 +/- 490.3\n");
    std::ostringstream out2, err2;
    BOOST_TEST(run_command({"-ratings", file, "-anchor", "nobody"}, out2, err2, "") == 1);
    BOOST_TEST(err2.str() == "error: the anchor 'nobody' played none of the games\n");
    std::ostringstream out3, err3;
    BOOST_TEST(run_command({"-ratings", file, "-prior", "x"}, out3, err3, "") == 2);
    BOOST_TEST(err3.str().rfind("parachute-match: -prior takes a number of virtual draws from 0 to 1000\n", 0) == 0);
    std::ostringstream out4, err4;
    BOOST_TEST(run_command({"-ratings", file + ".missing"}, out4, err4, "") == 1);
    BOOST_TEST(err4.str() == "error: cannot read PGN file '" + file + ".missing'\n");
    // Games of two variants are fitted, with a warning.
    const std::string other = parachute::test::temp_path("ratings", "zh.pgn");
    std::ofstream(other) << "[White \"weak\"]\n[Black \"strong\"]\n[Result \"0-1\"]\n[Variant \"crazyhouse\"]\n\n0-1\n";
    std::ostringstream out5, err5;
    BOOST_TEST(run_command({"-ratings", file, other}, out5, err5, "") == 0);
    BOOST_TEST(err5.str() == "warning: the games are of several variants (crazyhouse, normal), fitted on one scale\n");
    std::remove(file.c_str());
    std::remove(other.c_str());
}

BOOST_AUTO_TEST_SUITE_END()
