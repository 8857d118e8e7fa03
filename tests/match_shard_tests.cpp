// Shards of a schedule without playing: which shard each game goes to (disjoint,
// complete, reproducible, opening pairs kept together), the games a sharded schedule
// hands out, the schedule's identity, and the -shard and -merge command lines.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <sstream>

#include "../tools/match/shard.h"

using namespace parachute;
using namespace parachute::match;

namespace {

MatchConfig config(int engines, int games) {
    MatchConfig cfg;
    cfg.engines.resize(size_t(engines));
    cfg.games = games;
    cfg.openings.plies = 4;
    cfg.openings.seed = 5;
    return cfg;
}

// The games a schedule hands out, in order.
std::vector<Job> played(const MatchConfig& cfg) {
    OpeningBook book;
    BOOST_REQUIRE(book.load(cfg.openings, cfg.variant) == "");
    FixedSchedule s(cfg, book);
    std::vector<Job> jobs;
    Job j;
    while (s.next(j) == Schedule::Next::Game) jobs.push_back(j);
    BOOST_TEST(s.planned() == int(jobs.size()));
    return jobs;
}

std::vector<Job> whole(const MatchConfig& cfg) {
    OpeningBook book;
    BOOST_REQUIRE(book.load(cfg.openings, cfg.variant) == "");
    return FixedSchedule(cfg, book).jobs();
}

bool same_game(const Job& a, const Job& b) {
    return a.number == b.number && a.white == b.white && a.black == b.black && a.pair_id == b.pair_id
        && a.opening.fen == b.opening.fen && a.opening.moves == b.opening.moves;
}

std::string parse(const std::string& line, MatchConfig& cfg) {
    std::vector<std::string> args = {"-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=1+0.1"};
    std::istringstream in(line);
    for (std::string w; in >> w;) args.push_back(w);
    return parse_command_line(args, cfg, "/nonexistent/engines.json");
}

} // namespace

BOOST_AUTO_TEST_SUITE(match_shard)

BOOST_AUTO_TEST_CASE(pairs_go_round_the_shards_together) {
    // Ten games of two engines: five opening pairs, dealt to four shards in turn.
    const std::vector<Job> jobs = whole(config(2, 10));
    BOOST_TEST(shard_of_jobs(jobs, 4) == std::vector<int>({0, 0, 1, 1, 2, 2, 3, 3, 0, 0}));
    BOOST_TEST(shard_of_jobs(jobs, 1) == std::vector<int>(10, 0));
    // More shards than pairs: the last ones are empty.
    BOOST_TEST(shard_of_jobs(jobs, 7) == std::vector<int>({0, 0, 1, 1, 2, 2, 3, 3, 4, 4}));
    // An odd number of games: the last one has no partner and is a unit of its own.
    BOOST_TEST(shard_of_jobs(whole(config(2, 5)), 2) == std::vector<int>({0, 0, 1, 1, 0}));
    // Without pairs (-repeat 1) every game is a unit.
    MatchConfig single = config(2, 6);
    single.repeat = 1;
    BOOST_TEST(shard_of_jobs(whole(single), 4) == std::vector<int>({0, 1, 2, 3, 0, 1}));
}

BOOST_AUTO_TEST_CASE(shards_are_disjoint_complete_and_reproducible) {
    // Three engines, two rounds, an odd number of games per encounter: pairs and
    // games without a partner, mixed.
    MatchConfig cfg = config(3, 3);
    cfg.rounds = 2;
    const std::vector<Job> all = whole(cfg);
    BOOST_REQUIRE(all.size() == 18u);
    for (int n = 1; n <= 8; ++n) {
        cfg.shard.count = n;
        std::vector<int> seen(all.size(), 0);
        for (int k = 0; k < n; ++k) {
            cfg.shard.index = k;
            const std::vector<Job> part = played(cfg);
            // Reproducible: the same shard again plays the same games.
            const std::vector<Job> again = played(cfg);
            BOOST_TEST(std::equal(part.begin(), part.end(), again.begin(), again.end(), same_game));
            for (const Job& j : part) {
                // The same game (opening, colours, number) as the whole schedule's.
                BOOST_TEST(same_game(j, all[size_t(j.number - 1)]));
                ++seen[size_t(j.number - 1)];
            }
        }
        // Every game in exactly one shard.
        BOOST_TEST(std::count(seen.begin(), seen.end(), 1) == long(all.size()), "with " << n << " shards");
        // The two games of each pair in the same shard.
        const std::vector<int> shard = shard_of_jobs(all, n);
        for (size_t a = 0; a < all.size(); ++a)
            for (size_t b = 0; b < all.size(); ++b)
                if (all[a].pair_id >= 0 && all[a].pair_id == all[b].pair_id) BOOST_TEST(shard[a] == shard[b]);
    }
    // Pairs exist in this schedule, so the last check was not empty.
    BOOST_TEST(std::count_if(all.begin(), all.end(), [](const Job& j) { return j.pair_id >= 0; }) == 12);
}

BOOST_AUTO_TEST_CASE(schedule_identity_follows_what_the_games_are) {
    const std::vector<std::string> names = {"A", "B"};
    MatchConfig cfg = config(2, 4);
    const std::string id = schedule_identity(cfg, names, whole(cfg));
    BOOST_TEST(id.size() == 16u);
    BOOST_TEST(schedule_identity(cfg, names, whole(cfg)) == id);
    // What may differ between the machines of one match.
    MatchConfig other = cfg;
    other.concurrency = 2;
    other.engines[0].cmd = "/elsewhere/engine";
    other.engines[1].options = {{"Hash", "64"}};
    other.adjudication.hang_ms = 1000;
    other.shard = {2, 4};
    BOOST_TEST(schedule_identity(other, names, whole(other)) == id);
    // What makes it another match.
    other = cfg;
    other.openings.seed = 6;
    BOOST_TEST(schedule_identity(other, names, whole(other)) != id);
    other = cfg;
    other.games = 6;
    BOOST_TEST(schedule_identity(other, names, whole(other)) != id);
    BOOST_TEST(schedule_identity(cfg, {"A", "C"}, whole(cfg)) != id);
    other = cfg;
    other.engines[1].tc.nodes = 1000;
    BOOST_TEST(schedule_identity(other, names, whole(other)) != id);
    other = cfg;
    other.variant = Variant::Crazyhouse;
    BOOST_TEST(schedule_identity(other, names, whole(other)) != id);
    other = cfg;
    other.adjudication.max_moves = 40;
    BOOST_TEST(schedule_identity(other, names, whole(other)) != id);
}

BOOST_AUTO_TEST_CASE(schedule_tags_of_a_game) {
    Job j;
    j.pair_id = 3;
    const auto tags = schedule_tags("00000000000000ab", 40, {"A", "B"}, Shard{2, 4}, j);
    BOOST_TEST(tags.size() == 6u);
    BOOST_TEST(tags[0].first + "=" + tags[0].second == "Schedule=00000000000000ab");
    BOOST_TEST(tags[1].first + "=" + tags[1].second == "ScheduleGames=40");
    BOOST_TEST(tags[2].first + "=" + tags[2].second == "Engine1=A");
    BOOST_TEST(tags[3].first + "=" + tags[3].second == "Engine2=B");
    BOOST_TEST(tags[4].first + "=" + tags[4].second == "Shard=2/4");
    BOOST_TEST(tags[5].first + "=" + tags[5].second == "Pair=3");
    // Without -shard and without a partner.
    j.pair_id = -1;
    BOOST_TEST(schedule_tags("00000000000000ab", 40, {"A", "B"}, Shard{}, j).size() == 4u);
}

BOOST_AUTO_TEST_CASE(shard_command_line) {
    MatchConfig cfg;
    BOOST_TEST(parse("-games 8 -shard 3/4", cfg) == "");
    BOOST_TEST(cfg.shard.index == 3);
    BOOST_TEST(cfg.shard.count == 4);
    for (const char* bad : {"4/4", "5/4", "0/0", "2", "a/4", "2/4/1", "-1/4", "1/"}) {
        MatchConfig c;
        BOOST_TEST(parse(std::string("-shard ") + bad, c) == "-shard needs K/N (0 <= K < N), as in -shard 1/4");
    }
    MatchConfig c;
    BOOST_TEST(parse("-tournament knockout -shard 0/2", c)
               == "-shard does not work with a knockout tournament (its games depend on results)");
    MatchConfig d;
    BOOST_TEST(parse("-allow-partial", d) == "-allow-partial only applies to -merge");
}

BOOST_AUTO_TEST_CASE(merge_command_line) {
    const std::vector<std::string> line = {"-merge", "a.pgn", "b.pgn", "--sprt", "elo0=0", "elo1=10",
                                           "alpha=0.1", "beta=0.2", "-allow-partial"};
    BOOST_TEST(merge_request(line));
    BOOST_TEST(!merge_request({"-engine", "cmd=merge"}));
    MergeConfig cfg;
    BOOST_TEST(parse_merge_line(line, cfg) == "");
    BOOST_TEST(cfg.files == std::vector<std::string>({"a.pgn", "b.pgn"}));
    BOOST_TEST(cfg.allow_partial);
    BOOST_TEST(cfg.sprt.enabled);
    BOOST_TEST(cfg.sprt.elo1 == 10.0);
    BOOST_TEST(cfg.sprt.beta == 0.2);
    MergeConfig c;
    BOOST_TEST(parse_merge_line({"-merge"}, c) == "-merge needs the PGN files of the shards");
    BOOST_TEST(parse_merge_line({"-merge", "a.pgn", "-games", "4"}, c)
               == "'-games' does not go with -merge (only -sprt and -allow-partial do)");
    BOOST_TEST(parse_merge_line({"-merge", "a.pgn", "-sprt", "elo0=5", "elo1=0"}, c) == "-sprt needs elo1 > elo0");
}

BOOST_AUTO_TEST_SUITE_END()
