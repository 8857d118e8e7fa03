// The schedules without playing: pairings of round robins, gauntlets and pyramids,
// colours under -noswap and -reverse, which games share an opening under -repeat and
// policy=, the knockout bracket, its tie-breaks and its stages.
#include <boost/test/unit_test.hpp>

#include "../tools/match/knockout.h"

using namespace parachute;
using namespace parachute::match;

namespace {

MatchConfig config(int engines) {
    MatchConfig cfg;
    cfg.engines.resize(size_t(engines));
    // Random openings, so that games sharing one can be told from the others.
    cfg.openings.plies = 4;
    cfg.openings.seed = 5;
    return cfg;
}

struct Schedule_ {
    OpeningBook book;
    std::unique_ptr<Schedule> schedule;
    explicit Schedule_(const MatchConfig& cfg) {
        BOOST_REQUIRE(book.load(cfg.openings, cfg.variant) == "");
        schedule = make_schedule(cfg, book);
    }
    std::vector<Job> all() {
        std::vector<Job> jobs;
        Job j;
        while (schedule->next(j) == Schedule::Next::Game) jobs.push_back(j);
        return jobs;
    }
};

// "0-1 1-0 ..." (white-black engine indexes).
std::string pairings(const std::vector<Job>& jobs) {
    std::string s;
    for (const Job& j : jobs) s += (s.empty() ? "" : " ") + std::to_string(j.white) + "-" + std::to_string(j.black);
    return s;
}

// "aabb...": games with the same letter share an opening.
std::string opening_groups(const std::vector<Job>& jobs) {
    std::vector<std::vector<std::string>> seen;
    std::string s;
    for (const Job& j : jobs) {
        size_t k = 0;
        while (k < seen.size() && seen[k] != j.opening.moves) ++k;
        if (k == seen.size()) seen.push_back(j.opening.moves);
        s += char('a' + k);
    }
    return s;
}

} // namespace

BOOST_AUTO_TEST_SUITE(match_schedule)

BOOST_AUTO_TEST_CASE(pairings_of_each_tournament_type) {
    MatchConfig cfg = config(4);
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "0-1 0-2 0-3 1-2 1-3 2-3");
    cfg.tournament = TournamentType::Gauntlet;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "0-1 0-2 0-3");
    cfg.tournament = TournamentType::Pyramid;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "0-1 0-2 1-2 0-3 1-3 2-3");
    // Colours alternate within each pair, across rounds too.
    cfg = config(3);
    cfg.games = 2;
    cfg.rounds = 2;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "0-1 1-0 0-2 2-0 1-2 2-1 0-1 1-0 0-2 2-0 1-2 2-1");
    cfg.games = 1;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "0-1 0-2 1-2 1-0 2-0 2-1");
}

BOOST_AUTO_TEST_CASE(noswap_and_reverse) {
    MatchConfig cfg = config(2);
    cfg.games = 4;
    cfg.swap_sides = false;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "0-1 0-1 0-1 0-1");
    cfg.reverse_sides = true;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "1-0 1-0 1-0 1-0");
    cfg.swap_sides = true;
    BOOST_TEST(pairings(Schedule_(cfg).all()) == "1-0 0-1 1-0 0-1");
}

BOOST_AUTO_TEST_CASE(openings_follow_repeat_and_policy) {
    MatchConfig cfg = config(2);
    cfg.games = 6;
    std::vector<Job> jobs = Schedule_(cfg).all();
    BOOST_TEST(opening_groups(jobs) == "aabbcc");
    // Each two games of an opening with swapped colours are a pentanomial pair.
    BOOST_TEST(jobs[0].pair_id == jobs[1].pair_id);
    BOOST_TEST(jobs[0].pair_id >= 0);
    BOOST_TEST(jobs[2].pair_id != jobs[1].pair_id);
    cfg.games = 5;
    jobs = Schedule_(cfg).all();
    BOOST_TEST(jobs[4].pair_id == -1);
    cfg.repeat = 3;
    BOOST_TEST(opening_groups(Schedule_(cfg).all()) == "aaabb");
    cfg.repeat = 1;
    BOOST_TEST(opening_groups(Schedule_(cfg).all()) == "abcde");
    // With -noswap the two games of an opening have the same colours: no pair.
    cfg.repeat = 2;
    cfg.swap_sides = false;
    BOOST_TEST(Schedule_(cfg).all()[0].pair_id == -1);

    // More engines: a new pair of engines takes a new opening (default and encounter);
    // policy=round keeps one for the whole round.
    cfg = config(3);
    cfg.games = 3;
    BOOST_TEST(opening_groups(Schedule_(cfg).all()) == "aabccdeef");
    cfg.opening_policy = OpeningPolicy::Encounter;
    BOOST_TEST(opening_groups(Schedule_(cfg).all()) == "aaabbbccc");
    cfg.opening_policy = OpeningPolicy::Round;
    cfg.rounds = 2;
    BOOST_TEST(opening_groups(Schedule_(cfg).all()) == "aaaaaaaaabbbbbbbbb");
}

BOOST_AUTO_TEST_CASE(bracket_seeding) {
    BOOST_TEST(bracket_order(2) == std::vector<int>({1, 2}));
    BOOST_TEST(bracket_order(4) == std::vector<int>({1, 4, 2, 3}));
    BOOST_TEST(bracket_order(8) == std::vector<int>({1, 8, 4, 5, 2, 7, 3, 6}));
}

BOOST_AUTO_TEST_CASE(knockout_stages_byes_and_tie_breaks) {
    // Five engines, all seeded: a bracket of eight, byes for seeds 1, 2 and 3.
    MatchConfig cfg = config(5);
    cfg.tournament = TournamentType::Knockout;
    cfg.seeds = 5;
    cfg.games = 2;
    Schedule_ s(cfg);
    const std::vector<std::string> names = {"A", "B", "C", "D", "E"};
    Job j;
    // The only first-stage pair that plays: seeds 4 and 5.
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    BOOST_TEST(j.white == 3);
    BOOST_TEST(j.black == 4);
    const Job first = j;
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    BOOST_TEST(j.white == 4);
    // Both games are running: nothing more to start until they end.
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Wait));
    s.schedule->finished(first, GameResult::WhiteWins);  // D wins
    s.schedule->finished(j, GameResult::WhiteWins);      // E wins: 1-1, a tie-break pair
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    BOOST_TEST(j.white == 3);
    s.schedule->finished(j, GameResult::Draw);
    // 1.5-1.5 after three games of an even encounter: the fourth must be played.
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    BOOST_TEST(j.white == 4);
    s.schedule->finished(j, GameResult::BlackWins);      // D 2.5-1.5
    BOOST_TEST(s.schedule->report(names)
               == "Knockout stage 1:  A (bye)  D - E 2.5-1.5  B (bye)  C (bye)\n");

    // Stage two: A against D, B against C; 1.5-0.5 is enough after two games.
    std::vector<Job> running;
    for (int k = 0; k < 4; ++k) {
        BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
        running.push_back(j);
    }
    BOOST_TEST(pairings(running) == "0-3 3-0 1-2 2-1");
    s.schedule->finished(running[0], GameResult::WhiteWins);
    s.schedule->finished(running[1], GameResult::Draw);
    s.schedule->finished(running[2], GameResult::BlackWins);
    s.schedule->finished(running[3], GameResult::WhiteWins);  // C 2-0
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    BOOST_TEST(j.white == 0);
    BOOST_TEST(j.black == 2);
    s.schedule->finished(j, GameResult::BlackWins);
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    s.schedule->finished(j, GameResult::WhiteWins);           // C 2-0 again
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Done));
    BOOST_TEST(s.schedule->report(names)
               == "Knockout stage 1:  A (bye)  D - E 2.5-1.5  B (bye)  C (bye)\n"
                  "Knockout stage 2:  A - D 1.5-0.5  B - C 0-2\n"
                  "Knockout stage 3:  A - C 0-2\n"
                  "Knockout winner: C\n");
    BOOST_TEST(s.schedule->planned() == 10);
}

BOOST_AUTO_TEST_CASE(knockout_with_odd_games_and_drawn_seeds) {
    // One game per encounter: a draw needs another game, a win ends it.
    MatchConfig cfg = config(2);
    cfg.tournament = TournamentType::Knockout;
    Schedule_ s(cfg);
    Job j;
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    s.schedule->finished(j, GameResult::Draw);
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    s.schedule->finished(j, GameResult::Draw);
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Game));
    s.schedule->finished(j, GameResult::WhiteWins);
    BOOST_TEST(int(s.schedule->next(j)) == int(Schedule::Next::Done));

    // Unseeded engines are drawn with the match's seed: the same seed, the same bracket.
    MatchConfig drawn = config(8);
    drawn.tournament = TournamentType::Knockout;
    drawn.seed = 77;
    const std::string a = pairings(Schedule_(drawn).all()), b = pairings(Schedule_(drawn).all());
    BOOST_TEST(a == b);
    BOOST_TEST(a != "0-7 3-4 1-6 2-5"); // the bracket of the engines in their given order
}

BOOST_AUTO_TEST_SUITE_END()
