// The inputs of fit and the data tools (train/data/inputs.h): shard sets among them are
// checked as `data merge` checks one (no shard twice, none missing or unfinished unless
// allowed, one run a folder), several runs in several inputs are several data sets, and
// inputs that are not shards read exactly as before.
#include <boost/test/unit_test.hpp>

#include "../train/data/inputs.h"
#include "../train/data/reader.h"
#include "../train/data/shard_set.h"
#include "../train/data/tools.h"
#include "fit_support.h"
#include "selfplay_support.h"

namespace {

// Four shards of one game each: seed 11 in base/a, seed 12 in base/b, made once.
struct Runs {
    std::string base = test::selfplay_temp_dir("inputs");
    std::string a = base + "/a", b = base + "/b";
    Runs() {
        test::play_shards(test::tiny_shards(a, "4", {"--games", "4"}));
        test::play_shards(test::with_option(test::tiny_shards(b, "4", {"--games", "4"}), "--seed", "12"));
    }
    ~Runs() { fs::remove_all(base); }
    std::string shard(const std::string& run, int k) const { return run + "/" + data::shard_dir_name(k, 4); }
    // A folder named name under base holding copies of these shard folders.
    std::string copy(const std::string& name, const std::vector<std::string>& shards) const {
        const std::string dir = base + "/" + name;
        fs::create_directories(dir);
        for (const std::string& s : shards)
            fs::copy(s, dir + "/" + fs::path(s).filename().string(), fs::copy_options::recursive);
        return dir;
    }
};

const Runs& runs() {
    static Runs r;
    return r;
}

std::vector<std::string> listed(const std::vector<std::string>& inputs) {
    std::vector<std::string> files;
    BOOST_REQUIRE_EQUAL(data::list_data_files(inputs, files), "");
    return files;
}

uint64_t positions_in(const std::string& file) {
    data::DataReader reader({file});
    std::vector<data::Record> chunk;
    uint64_t n = 0;
    while (reader.next_chunk(chunk)) n += chunk.size();
    return n;
}

std::string run_of(const std::string& shard) {
    data::ShardManifest m;
    BOOST_REQUIRE_EQUAL(data::read_manifest(shard, m), "");
    return m.run;
}

// check_inputs with the partial notes collected.
std::string check(const std::vector<std::string>& inputs, bool allow_partial, std::vector<std::string>& files,
                  std::vector<std::string>& notes) {
    notes.clear();
    return data::check_inputs(inputs, allow_partial, files, [&notes](const std::string& n) { notes.push_back(n); });
}

} // namespace

BOOST_AUTO_TEST_SUITE(shard_inputs)

BOOST_AUTO_TEST_CASE(plain_data_reads_as_before) {
    const Runs& r = runs();
    const std::string plain = r.base + "/plain";
    fs::create_directories(plain);
    fs::copy(r.shard(r.a, 0) + "/run0-w0.pdata", plain + "/x.pdata");
    fs::copy(r.shard(r.a, 1) + "/run0-w0.pdata", plain + "/y.pdata");
    std::vector<std::string> files;
    std::vector<std::string> notes;
    // A folder named twice is read twice, as it always was: it is not a shard set.
    BOOST_TEST(check({plain, plain + "/x.pdata", plain}, false, files, notes) == "");
    BOOST_TEST(files == listed({plain, plain + "/x.pdata", plain}));
    BOOST_TEST(files.size() == 5u);
    BOOST_TEST(check({r.base + "/none"}, false, files, notes) == "no such data file or directory: " + r.base + "/none");
    // Beside a shard set, a plain folder comes first as given, the shards after it.
    BOOST_TEST(check({plain, r.a}, false, files, notes) == "");
    BOOST_TEST(files == listed({plain, r.a}));
    BOOST_TEST(files.size() == 6u);
    fs::remove_all(plain);
}

BOOST_AUTO_TEST_CASE(a_folder_of_shards_is_a_checked_set) {
    const Runs& r = runs();
    std::vector<std::string> files;
    std::vector<std::string> notes;
    BOOST_TEST(check({r.a}, false, files, notes) == "");
    BOOST_TEST(files == listed({r.a}));
    BOOST_TEST(files.size() == 4u);
    BOOST_TEST(notes.empty());

    // Three of four shards: refused, or read without the fourth and told.
    const std::string three = r.copy("three", {r.shard(r.a, 0), r.shard(r.a, 1), r.shard(r.a, 2)});
    const std::string missing = three + ": 1 of 4 shards missing or unfinished (3); --allow-partial goes on without them";
    BOOST_TEST(check({three}, false, files, notes) == missing);
    BOOST_TEST(check({three}, true, files, notes) == "");
    BOOST_TEST(files == listed({three}));
    BOOST_TEST(files.size() == 3u);
    BOOST_TEST(notes == std::vector<std::string>{missing});

    // An unfinished shard: refused, or left out.
    const std::string stopped = r.copy("stopped", {r.shard(r.a, 0), r.shard(r.a, 1), r.shard(r.a, 2), r.shard(r.a, 3)});
    data::ShardManifest m;
    BOOST_REQUIRE_EQUAL(data::read_manifest(stopped + "/shard-1-of-4", m), "");
    m.complete = false;
    BOOST_REQUIRE_EQUAL(data::write_manifest(stopped + "/shard-1-of-4", m), "");
    BOOST_TEST(check({stopped}, false, files, notes)
               == stopped + "/shard-1-of-4: the shard is unfinished (its session was stopped or is running)");
    BOOST_TEST(check({stopped}, true, files, notes) == "");
    BOOST_TEST(files == std::vector<std::string>({stopped + "/shard-0-of-4/run0-w0.pdata", stopped + "/shard-2-of-4/run0-w0.pdata",
                                                     stopped + "/shard-3-of-4/run0-w0.pdata"}));
    BOOST_TEST(notes == std::vector<std::string>{stopped + ": 1 of 4 shards missing or unfinished (1); --allow-partial goes on without them"});
    for (const auto& d : {three, stopped}) fs::remove_all(d);
}

BOOST_AUTO_TEST_CASE(a_shard_is_read_once) {
    const Runs& r = runs();
    std::vector<std::string> files;
    std::vector<std::string> notes;
    const std::string again = r.copy("again", {r.shard(r.a, 2)});
    BOOST_TEST(check({r.a, again}, false, files, notes) == "shard 2/4 twice: " + r.shard(r.a, 2) + " and " + again + "/shard-2-of-4");
    BOOST_TEST(check({r.a, again}, true, files, notes) == "shard 2/4 twice: " + r.shard(r.a, 2) + " and " + again + "/shard-2-of-4");
    BOOST_TEST(check({r.a, r.a}, false, files, notes) == "shard 0/4 twice: " + r.shard(r.a, 0) + " and " + r.shard(r.a, 0));
    // Shards given one by one make up the set.
    BOOST_TEST(check({r.shard(r.a, 3), r.shard(r.a, 1), r.shard(r.a, 0), r.shard(r.a, 2)}, false, files, notes) == "");
    BOOST_TEST(files.size() == 4u);
    BOOST_TEST(files[0] == r.shard(r.a, 3) + "/run0-w0.pdata");
    fs::remove_all(again);
}

BOOST_AUTO_TEST_CASE(runs_are_sets_of_their_own) {
    const Runs& r = runs();
    std::vector<std::string> files;
    std::vector<std::string> notes;
    // Two runs in two folders: two data sets (fit --data gen1,gen2).
    BOOST_TEST(check({r.a, r.b}, false, files, notes) == "");
    BOOST_TEST(files == listed({r.a, r.b}));
    BOOST_TEST(check({r.a, r.shard(r.b, 1)}, false, files, notes)
               == r.b + ": 3 of 4 shards missing or unfinished (0, 2, 3); --allow-partial goes on without them");
    // One folder holding shards of two runs is no set.
    const std::string mixed = r.copy("mixed", {r.shard(r.a, 0), r.shard(r.a, 1), r.shard(r.b, 2), r.shard(r.b, 3)});
    const std::string two_runs = mixed + " holds shards of two runs: " + mixed + "/shard-0-of-4 (run " + run_of(r.shard(r.a, 0))
                               + ") and " + mixed + "/shard-2-of-4 (run " + run_of(r.shard(r.b, 2)) + ")";
    BOOST_TEST(check({mixed}, false, files, notes) == two_runs);
    BOOST_TEST(check({mixed}, true, files, notes) == two_runs);
    fs::remove_all(mixed);
}

BOOST_AUTO_TEST_CASE(fit_and_the_data_tools_check_their_inputs) {
    const Runs& r = runs();
    const std::string three = r.copy("fit-three", {r.shard(r.a, 0), r.shard(r.a, 1), r.shard(r.a, 2)});
    const std::string again = r.copy("fit-again", {r.shard(r.a, 2)});
    fit::FitOptions o = fit_test::fit_options(Variant::Crazyhouse, three, fit_test::temp_dir("inputs-fit"));
    o.epochs = 1;
    o.val_percent = 0; // three games: holding some out could leave none to train on
    fit::FitReport report;
    BOOST_TEST(fit::run_fit(o, nullptr, report)
               == three + ": 1 of 4 shards missing or unfinished (3); --allow-partial goes on without them");
    BOOST_TEST(report.epochs.empty());
    o.data = {r.a, again};
    BOOST_TEST(fit::run_fit(o, nullptr, report) == "shard 2/4 twice: " + r.shard(r.a, 2) + " and " + again + "/shard-2-of-4");
    o.data = {r.a};
    o.val = {three};
    BOOST_TEST(fit::run_fit(o, nullptr, report)
               == "--val: " + three + ": 1 of 4 shards missing or unfinished (3); --allow-partial goes on without them");
    o.data = {three};
    o.val = {};
    o.allow_partial = true;
    BOOST_TEST(fit::run_fit(o, nullptr, report) == "");
    data::ShardSet set;
    BOOST_REQUIRE_EQUAL(data::check_shard_set({three}, true, set), "");
    BOOST_TEST(uint64_t(report.train_positions + report.val_positions) == set.positions);
    BOOST_TEST(report.epochs.size() == 1u);

    const std::string t = r.base + "/t.pdata", v = r.base + "/v.pdata", shuffled = r.base + "/s.pdata";
    BOOST_TEST(data::data_command({"stats", three}) == 1);
    BOOST_TEST(data::data_command({"split", r.a, again, "--train", t, "--val", v}) == 1);
    BOOST_TEST(!fs::exists(t));
    BOOST_TEST(data::data_command({"split", three, "--train", t, "--val", v, "--allow-partial"}) == 0);
    BOOST_TEST(positions_in(t) + positions_in(v) == set.positions);
    data::ShardSet a, b;
    BOOST_REQUIRE_EQUAL(data::check_shard_set({r.a}, false, a), "");
    BOOST_REQUIRE_EQUAL(data::check_shard_set({r.b}, false, b), "");
    BOOST_TEST(data::data_command({"shuffle", r.a, r.b, "--out", shuffled}) == 0);
    BOOST_TEST(positions_in(shuffled) == a.positions + b.positions);
    for (const auto& p : {three, again, t, v, shuffled}) fs::remove_all(p);
}

BOOST_AUTO_TEST_SUITE_END()
