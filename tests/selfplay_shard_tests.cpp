// Sharded self-play: the shard arithmetic (disjoint, complete, reproducible), shards run
// apart equal the run played in one go whatever the thread count, a resumed shard ends
// with the records of an uninterrupted one, and the checks of a shard set before a merge.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <fstream>
#include <set>

#include "../train/data/reader.h"
#include "../train/data/shard_set.h"
#include "../train/data/tools.h"
#include "../train/selfplay/shard.h"
#include "../train/selfplay/shard_runner.h"
#include "selfplay_support.h"

using namespace parachute;
namespace fs = std::filesystem;

namespace {

std::string shard_data(const std::string& out, int k, int n) {
    return test::slurp(out + "/" + data::shard_dir_name(k, n) + "/run0-w0.pdata");
}

std::vector<uint32_t> game_ids(const std::string& dir) {
    data::DataReader reader({dir});
    std::vector<data::Record> chunk;
    std::vector<uint32_t> ids;
    while (reader.next_chunk(chunk))
        for (const data::Record& r : chunk)
            if (ids.empty() || ids.back() != data::game_id_of(r)) ids.push_back(data::game_id_of(r));
    return ids;
}

} // namespace

BOOST_AUTO_TEST_SUITE(selfplay_shards)

BOOST_AUTO_TEST_CASE(shares_sum_to_the_total) {
    for (uint64_t total : {0ull, 1ull, 7ull, 100ull, 1000003ull})
        for (int n : {1, 2, 3, 7, 64}) {
            uint64_t sum = 0, low = ~0ull, high = 0;
            for (int k = 0; k < n; ++k) {
                const uint64_t share = selfplay::shard_share(total, {k, n});
                sum += share;
                low = std::min(low, share);
                high = std::max(high, share);
            }
            BOOST_TEST(sum == total);
            BOOST_TEST(high - low <= 1u);
        }
    BOOST_TEST(selfplay::shard_share(10, {0, 4}) == 3u);
    BOOST_TEST(selfplay::shard_share(10, {1, 4}) == 3u);
    BOOST_TEST(selfplay::shard_share(10, {2, 4}) == 2u);
    BOOST_TEST(selfplay::shard_share(10, {3, 4}) == 2u);
}

BOOST_AUTO_TEST_CASE(shards_play_disjoint_games_that_make_up_the_run) {
    const int n = 5;
    std::set<uint64_t> games;
    for (int k = 0; k < n; ++k)
        for (uint64_t g = 0; g < 200; ++g) BOOST_TEST(games.insert(selfplay::run_game(g, {k, n})).second);
    BOOST_TEST(games.size() == 1000u);
    BOOST_TEST(*games.begin() == 0u);
    BOOST_TEST(*games.rbegin() == 999u); // every run game below 1000, once
    BOOST_TEST(selfplay::run_game(3, {2, 5}) == 17u);
}

BOOST_AUTO_TEST_CASE(game_ids_and_streams_are_distinct_and_invertible) {
    std::set<uint32_t> ids;
    std::set<uint64_t> streams;
    for (uint64_t g = 0; g < 100000; ++g) {
        const uint32_t id = selfplay::shard_game_id(11, g);
        BOOST_REQUIRE(ids.insert(id).second);
        BOOST_REQUIRE(selfplay::shard_game_of_id(11, id) == g);
        BOOST_REQUIRE(streams.insert(selfplay::shard_game_stream(11, g)).second);
    }
    for (uint32_t x : {0u, 1u, 0x80000000u, 0xffffffffu, 0x12345678u}) BOOST_TEST(selfplay::unmix32(selfplay::mix32(x)) == x);
    // Consecutive games' streams are 2^32 draws apart: they cannot meet within a game.
    BOOST_TEST(selfplay::shard_game_stream(11, 8) - selfplay::shard_game_stream(11, 7) == uint64_t(1) << 32);
    // Reproducible: the same seed and game give the same id and stream; another seed does not.
    BOOST_TEST(selfplay::shard_game_id(11, 42) == selfplay::shard_game_id(11, 42));
    BOOST_TEST(selfplay::shard_game_id(11, 42) != selfplay::shard_game_id(12, 42));
    BOOST_TEST(selfplay::shard_game_stream(11, 42) != selfplay::shard_game_stream(12, 42));
}

BOOST_AUTO_TEST_CASE(shard_names_and_options) {
    BOOST_TEST(data::shard_dir_name(3, 4) == "shard-3-of-4");
    BOOST_TEST(data::shard_dir_name(3, 12) == "shard-03-of-12");
    BOOST_TEST(data::shard_dir_name(0, 1000) == "shard-000-of-1000");
    int k = -1, n = -1;
    BOOST_TEST(data::parse_shard_dir_name("shard-03-of-12", k, n));
    BOOST_TEST(k == 3);
    BOOST_TEST(n == 12);
    BOOST_TEST(!data::parse_shard_dir_name("shard-3-of-12", k, n));
    BOOST_TEST(!data::parse_shard_dir_name("shard-12-of-12", k, n));
    BOOST_TEST(!data::parse_shard_dir_name("run0-w0.pdata", k, n));

    selfplay::Shard s;
    BOOST_TEST(selfplay::parse_shard("2/4", s) == "");
    BOOST_TEST(s.index == 2);
    BOOST_TEST(s.count == 4);
    BOOST_TEST(selfplay::parse_shard("4/4", s) == "--shard 4/4: K must be from 0 to N - 1");
    BOOST_TEST(selfplay::parse_shard("0/0", s) == "--shard 0/0: N must be from 1 to 1000000");
    BOOST_TEST(selfplay::parse_shard("two", s) == "--shard takes K/N (shard K of N, counted from 0), not 'two'");
    selfplay::Options o;
    BOOST_TEST(selfplay::parse_options(test::tiny_shards("/tmp/x", "1/4", {"--games", "2", "--shards", "3"}), o)
               == "--shard 1/4 and --shards 3 disagree on the number of shards");
    BOOST_TEST(selfplay::parse_options(test::tiny_shards("/tmp/x", "0", {"--games", "2"}), o)
               == "--shards must be a whole number from 1 to 1000000, not '0'");
}

BOOST_AUTO_TEST_CASE(shards_apart_equal_the_run_in_one_go) {
    const std::string one = test::selfplay_temp_dir("shards-one"), apart = test::selfplay_temp_dir("shards-apart");
    const auto whole = test::play_shards(test::tiny_shards(one, "3", {"--games", "7"}));
    BOOST_TEST(whole.counts.games == 7u);
    uint64_t positions = 0;
    std::set<uint32_t> ids;
    for (int k = 0; k < 3; ++k) {
        // Each shard on its own, with another thread count: the same bytes.
        const auto part =
            test::play_shards(test::tiny_shards(apart, std::to_string(k) + "/3", {"--games", "7", "--threads", k == 1 ? "1" : "2"}));
        BOOST_TEST(part.counts.games == (k == 0 ? 3u : 2u));
        positions += part.counts.positions;
        BOOST_TEST(shard_data(one, k, 3) == shard_data(apart, k, 3));
        BOOST_TEST(test::slurp(one + "/" + data::shard_dir_name(k, 3) + "/run0-w0.games")
                   == test::slurp(apart + "/" + data::shard_dir_name(k, 3) + "/run0-w0.games"));
        for (uint32_t id : game_ids(apart + "/" + data::shard_dir_name(k, 3))) {
            BOOST_TEST(ids.insert(id).second);
            BOOST_TEST(selfplay::shard_game_of_id(11, id) % 3 == uint64_t(k));
        }
    }
    BOOST_TEST(positions == whole.counts.positions);
    // The folder of shards reads as one data set, shard after shard.
    std::vector<std::string> files;
    BOOST_TEST(data::list_data_files({apart}, files) == "");
    BOOST_TEST(files.size() == 3u);
    BOOST_TEST(files[2] == apart + "/shard-2-of-3/run0-w0.pdata");
    data::ShardSet a, b;
    BOOST_TEST(data::check_shard_set({one}, false, a) == "");
    BOOST_TEST(data::check_shard_set({apart}, false, b) == "");
    BOOST_TEST(a.checksum == b.checksum);
    BOOST_TEST(a.positions == positions);
    BOOST_TEST(a.manifests[1].games == 2u);
    BOOST_TEST(a.manifests[1].command.find("--shards 3") != std::string::npos);
    BOOST_TEST(b.manifests[1].command.find("--shard 1/3") != std::string::npos);
    data::CopyReport ra, rb;
    BOOST_TEST(data::merge_files(a.dirs, one + "/merged.pdata", ra) == "");
    BOOST_TEST(data::merge_files(b.dirs, apart + "/merged.pdata", rb) == "");
    BOOST_TEST(test::slurp(one + "/merged.pdata") == test::slurp(apart + "/merged.pdata"));
    BOOST_TEST(ra.records == positions);
    for (const auto& d : {one, apart}) fs::remove_all(d);
}

BOOST_AUTO_TEST_CASE(a_positions_target_does_not_depend_on_threads) {
    const std::string a = test::selfplay_temp_dir("shards-t1"), b = test::selfplay_temp_dir("shards-t2");
    const auto one = test::play_shards(test::tiny_shards(a, "1/2", {"--positions", "120", "--threads", "1"}));
    const auto two = test::play_shards(test::tiny_shards(b, "1/2", {"--positions", "120", "--threads", "2"}));
    BOOST_TEST(one.counts.positions >= 60u);
    BOOST_TEST(one.counts.positions == two.counts.positions);
    BOOST_TEST(shard_data(a, 1, 2) == shard_data(b, 1, 2));
    for (const auto& d : {a, b}) fs::remove_all(d);
}

BOOST_AUTO_TEST_CASE(a_resumed_shard_ends_as_an_uninterrupted_one) {
    const std::string a = test::selfplay_temp_dir("shards-whole"), b = test::selfplay_temp_dir("shards-killed");
    const auto argv = [](const std::string& out) { return test::tiny_shards(out, "0/2", {"--positions", "300"}); };
    test::play_shards(argv(a));
    test::play_shards(argv(b));
    // A kill: the shard's last chunks were never written and the manifest says unfinished.
    const std::string dir = b + "/shard-0-of-2", file = dir + "/run0-w0.pdata";
    data::ChunkReader reader(nullptr);
    BOOST_REQUIRE(reader.open(file) == "");
    std::vector<data::Record> chunk;
    for (int i = 0; i < 2; ++i) BOOST_REQUIRE(reader.next(chunk));
    fs::resize_file(file, reader.good_end());
    data::ShardManifest m;
    BOOST_REQUIRE(data::read_manifest(dir, m) == "");
    m.complete = false;
    BOOST_REQUIRE(data::write_manifest(dir, m) == "");
    data::ShardSet set;
    BOOST_TEST(data::check_shard_set({dir}, false, set) == dir + ": the shard is unfinished (its session was stopped or is running)");

    selfplay::RunReport report;
    BOOST_TEST(selfplay::run_shards(test::selfplay_options(argv(b)), nullptr, report)
               == dir + " already holds data; add --resume to continue it, or choose another directory");
    auto resume = argv(b);
    resume.push_back("--resume");
    const auto second = test::play_shards(resume);
    BOOST_TEST(second.counts.games > 0u);
    BOOST_TEST(fs::exists(dir + "/run1-w0.pdata"));
    data::ShardSet whole, resumed;
    BOOST_TEST(data::check_shard_set({a + "/shard-0-of-2"}, true, whole) == ""); // shard 1 of 2 was never played
    BOOST_TEST(data::check_shard_set({dir}, true, resumed) == "");
    BOOST_TEST(whole.checksum == resumed.checksum);
    BOOST_TEST(whole.positions == resumed.positions);
    // Another seed is another run: refused, not mixed in.
    BOOST_TEST(selfplay::run_shards(test::selfplay_options(test::with_option(resume, "--seed", "12")), nullptr, report).rfind(dir + " belongs to another run (run ", 0) == 0u);
    for (const auto& d : {a, b}) fs::remove_all(d);
}

BOOST_AUTO_TEST_CASE(a_shard_set_must_belong_together) {
    const std::string base = test::selfplay_temp_dir("shards-set");
    const std::string run_a = base + "/a", run_b = base + "/b", run_c = base + "/c";
    test::play_shards(test::tiny_shards(run_a, "3", {"--games", "3"}));
    test::play_shards(test::with_option(test::tiny_shards(run_b, "0/3", {"--games", "3"}), "--seed", "12"));
    test::play_shards(test::with_option(test::tiny_shards(run_c, "1/3", {"--games", "3"}), "--variant", "knightmate"));
    data::ShardSet set;
    const std::string s0 = run_a + "/shard-0-of-3", s1 = run_a + "/shard-1-of-3", s2 = run_a + "/shard-2-of-3";
    BOOST_TEST(data::check_shard_set({s0, s1, s2}, false, set) == "");
    BOOST_TEST(set.dirs.size() == 3u);
    const std::string missing = run_a + ": 1 of 3 shards missing or unfinished (1); --allow-partial goes on without them";
    BOOST_TEST(data::check_shard_set({s0, s2}, false, set) == missing);
    BOOST_TEST(data::check_shard_set({s0, s2}, true, set) == "");
    BOOST_TEST(set.dirs.size() == 2u);
    BOOST_TEST(set.missing == missing);
    BOOST_TEST(data::check_shard_set({run_a, s1}, false, set) == "shard 1/3 twice: " + s1 + " and " + s1);
    BOOST_TEST(data::check_shard_set({s1, s2, run_b + "/shard-0-of-3"}, false, set)
               .rfind(run_b + "/shard-0-of-3 belongs to another run: options or seed differ (" + s1 + ": run ", 0) == 0u);
    BOOST_TEST(data::check_shard_set({s0, s2, run_c + "/shard-1-of-3"}, false, set)
               == run_c + "/shard-1-of-3 is knightmate data (" + s0 + ": crazyhouse)");
    BOOST_TEST(data::check_shard_set({base}, false, set) == base + " is neither a shard folder nor a folder of shards");
    // A data file that changed after its manifest was written.
    std::ofstream(s2 + "/run0-w0.pdata", std::ios::binary | std::ios::trunc);
    BOOST_TEST(data::check_shard_set({run_a}, false, set).rfind(s2 + ": the data does not match its manifest (0 positions", 0) == 0u);
    fs::remove(s1 + "/" + data::SHARD_MANIFEST);
    BOOST_TEST(data::check_shard_set({s0, s1}, false, set)
               == "no shard.manifest in " + s1 + " (the shard never started, or is not a shard)");
    fs::remove_all(base);
}

BOOST_AUTO_TEST_SUITE_END()
