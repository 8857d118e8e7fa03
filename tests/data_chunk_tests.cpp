// Chunks and the data tools: records come back exactly; corrupt and truncated chunks are
// reported and skipped while the rest stays readable; merge, split (by game) and
// shuffle keep every record.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <unistd.h>

#include "../train/data/reader.h"
#include "../train/data/stats.h"
#include "../train/data/tools.h"
#include "helpers.h"

using namespace parachute;
using namespace parachute::data;
namespace fs = std::filesystem;

namespace {

// A fresh empty directory under /tmp for one test.
std::string temp_dir(const std::string& name) {
    const fs::path p = fs::temp_directory_path() / ("parachute-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(p);
    fs::create_directories(p);
    return p.string();
}

// Records of `games` random games of `plies` plies each, game id = game number + 1.
std::vector<Record> sample_records(Variant v, int games, int plies) {
    std::mt19937 rng(12345);
    std::vector<Record> out;
    for (int g = 0; g < games; ++g) {
        Position pos;
        pos.set_start(v);
        for (int i = 0; i < plies; ++i) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            Annotation note;
            note.best = list.moves[rng() % list.size()];
            note.score = int(rng() % 2001) - 1000;
            note.game_id = uint32_t(g + 1);
            note.game_plies = plies;
            note.outcome = Outcome(g % 3);
            Record r;
            BOOST_REQUIRE(encode(pos, note, r).empty());
            out.push_back(r);
            pos.do_move(note.best);
        }
    }
    return out;
}

bool same(const std::vector<Record>& a, const std::vector<Record>& b) {
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(), [](const Record& x, const Record& y) {
               return std::equal(x.bytes, x.bytes + RECORD_SIZE, y.bytes);
           });
}

std::vector<Record> read_all(const std::vector<std::string>& paths, std::vector<std::string>* problems = nullptr) {
    DataReader reader(paths, [&](const std::string& p) {
        if (problems) problems->push_back(p);
    });
    BOOST_REQUIRE_MESSAGE(reader.error().empty(), reader.error());
    std::vector<Record> all, chunk;
    while (reader.next_chunk(chunk)) all.insert(all.end(), chunk.begin(), chunk.end());
    return all;
}

// Writes the records as chunks of `per_chunk`; returns each chunk's start offset.
std::vector<uint64_t> write_chunks(const std::string& path, const std::vector<Record>& recs, size_t per_chunk) {
    ChunkWriter w;
    BOOST_REQUIRE(w.open(path).empty());
    std::vector<uint64_t> offsets;
    for (size_t i = 0; i < recs.size(); i += per_chunk) {
        offsets.push_back(w.bytes());
        BOOST_REQUIRE(w.write(recs.data() + i, std::min(per_chunk, recs.size() - i), uint8_t(variant_of(recs[i]))).empty());
    }
    BOOST_REQUIRE(w.close().empty());
    return offsets;
}

void poke(const std::string& path, uint64_t offset, uint8_t xor_with) {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(std::streamoff(offset));
    char c;
    f.get(c);
    f.seekp(std::streamoff(offset));
    f.put(char(c ^ xor_with));
}

} // namespace

BOOST_AUTO_TEST_SUITE(data_chunk)

BOOST_AUTO_TEST_CASE(records_come_back_exactly) {
    const std::string dir = temp_dir("chunks");
    const std::vector<Record> recs = sample_records(Variant::Crazyhouse, 3, 60);
    write_chunks(dir + "/a.pdata", recs, 50);
    std::vector<std::string> problems;
    BOOST_TEST(same(read_all({dir}, &problems), recs));
    BOOST_TEST(problems.empty());
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(corrupt_payload_skipped_others_read) {
    const std::string dir = temp_dir("corrupt");
    const std::vector<Record> recs = sample_records(Variant::Normal, 3, 40);
    const std::string file = dir + "/a.pdata";
    const auto offsets = write_chunks(file, recs, 40);
    poke(file, offsets[1] + CHUNK_HEADER_SIZE + 10, 0x5A);
    std::vector<std::string> problems;
    const std::vector<Record> got = read_all({file}, &problems);
    std::vector<Record> expected(recs.begin(), recs.begin() + 40);
    expected.insert(expected.end(), recs.begin() + 80, recs.end());
    BOOST_TEST(same(got, expected));
    BOOST_REQUIRE(problems.size() == 1u);
    BOOST_TEST(problems[0].find("corrupt chunk at offset " + std::to_string(offsets[1])) != std::string::npos);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(corrupt_header_skipped_others_read) {
    const std::string dir = temp_dir("header");
    const std::vector<Record> recs = sample_records(Variant::Knightmate, 3, 40);
    const std::string file = dir + "/a.pdata";
    const auto offsets = write_chunks(file, recs, 40);
    poke(file, offsets[0] + 13, 0x01); // the record count: the header checksum catches it
    std::vector<std::string> problems;
    const std::vector<Record> got = read_all({file}, &problems);
    BOOST_TEST(same(got, std::vector<Record>(recs.begin() + 40, recs.end())));
    BOOST_REQUIRE(problems.size() == 1u);
    BOOST_TEST(problems[0].find("bad chunk header at offset 0 (header checksum mismatch), skipped "
                                + std::to_string(offsets[1]) + " bytes") != std::string::npos);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(truncated_file_keeps_complete_chunks) {
    const std::string dir = temp_dir("torn");
    const std::vector<Record> recs = sample_records(Variant::RacingKings, 2, 30);
    const std::string file = dir + "/a.pdata";
    const auto offsets = write_chunks(file, recs, 20);
    const uint64_t size = fs::file_size(file);
    for (uint64_t cut : {size - 1, offsets[2] + CHUNK_HEADER_SIZE + 3, offsets[2] + 5}) { // shrinking only
        fs::resize_file(file, cut);
        std::vector<std::string> problems;
        ChunkReader reader([&](const std::string& p) { problems.push_back(p); });
        BOOST_REQUIRE(reader.open(file).empty());
        std::vector<Record> chunk;
        int good = 0;
        while (reader.next(chunk)) ++good;
        BOOST_TEST(good == 2);
        BOOST_TEST(reader.good_end() == offsets[2]);
        BOOST_REQUIRE(problems.size() == 1u);
        BOOST_TEST(problems[0].find("truncated chunk") != std::string::npos);
    }
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(missing_inputs_are_errors) {
    DataReader reader({"/nonexistent/parachute.pdata"});
    BOOST_TEST(reader.error() == "no such data file or directory: /nonexistent/parachute.pdata");
    const std::string dir = temp_dir("empty");
    DataReader empty({dir});
    BOOST_TEST(empty.error() == "no .pdata files in " + dir);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(merge_split_shuffle_keep_every_record) {
    const std::string dir = temp_dir("tools");
    const std::vector<Record> a = sample_records(Variant::Normal, 10, 30);
    const std::vector<Record> b = sample_records(Variant::Crazyhouse, 10, 30);
    write_chunks(dir + "/a.pdata", a, 64);
    write_chunks(dir + "/b.pdata", b, 64);
    std::vector<Record> both = a;
    both.insert(both.end(), b.begin(), b.end());

    CopyReport r;
    BOOST_TEST(merge_files({dir + "/a.pdata", dir + "/b.pdata"}, dir + "/m.out", r) == "");
    BOOST_TEST(r.records == 600u);
    BOOST_TEST(same(read_all({dir + "/m.out"}), both));
    BOOST_TEST(merge_files({dir + "/a.pdata"}, dir + "/m.out", r) == dir + "/m.out already exists; remove it or choose another name");

    // Shuffling: a permutation, the same for the same seed; through buckets too.
    auto sorted = [](std::vector<Record> v) {
        std::sort(v.begin(), v.end(), [](const Record& x, const Record& y) {
            return std::lexicographical_compare(x.bytes, x.bytes + RECORD_SIZE, y.bytes, y.bytes + RECORD_SIZE);
        });
        return v;
    };
    BOOST_TEST(shuffle_files({dir + "/m.out"}, dir + "/s1.out", 7, 1000, r) == "");
    BOOST_TEST(shuffle_files({dir + "/m.out"}, dir + "/s2.out", 7, 1000, r) == "");
    BOOST_TEST(shuffle_files({dir + "/m.out"}, dir + "/s3.out", 8, 100, r) == ""); // 100 records in memory: 6 buckets
    const std::vector<Record> s1 = read_all({dir + "/s1.out"}), s3 = read_all({dir + "/s3.out"});
    BOOST_TEST(same(s1, read_all({dir + "/s2.out"})));
    BOOST_TEST(!same(s1, both));
    BOOST_TEST(same(sorted(s1), sorted(both)));
    BOOST_TEST(same(sorted(s3), sorted(both)));
    BOOST_TEST(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 6); // no bucket left behind

    // Split by game: every game wholly on one side, the two sides make up the whole.
    CopyReport t, v;
    BOOST_TEST(split_files({dir + "/s1.out"}, dir + "/train.out", dir + "/val.out", 0.3, 1, t, v) == "");
    BOOST_TEST(t.records + v.records == 600u);
    BOOST_TEST(v.records > 0u);
    BOOST_TEST(t.records > 0u);
    std::set<uint32_t> train_games, val_games;
    for (const Record& rec : read_all({dir + "/train.out"})) train_games.insert(game_id_of(rec));
    for (const Record& rec : read_all({dir + "/val.out"})) val_games.insert(game_id_of(rec));
    for (uint32_t id : val_games) BOOST_TEST(!train_games.count(id));
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(stats_count_games_and_results) {
    const std::string dir = temp_dir("stats");
    write_chunks(dir + "/a.pdata", sample_records(Variant::Normal, 6, 20), 50);
    Stats s;
    BOOST_TEST(compute_stats({dir}, s) == "");
    BOOST_TEST(s.records == 120u);
    BOOST_TEST(s.games == 6u);
    BOOST_TEST(s.chunks == 3u);
    BOOST_TEST(s.by_variant[int(Variant::Normal)] == 120u);
    // Outcome g % 3: games 0 and 3 black wins, 1 and 4 draws, 2 and 5 white wins.
    BOOST_TEST(s.game_outcome[0] == 2u);
    BOOST_TEST(s.game_outcome[1] == 2u);
    BOOST_TEST(s.game_outcome[2] == 2u);
    BOOST_TEST(s.position_outcome[2] == 40u);
    BOOST_TEST(s.length_bins[0] == 6u);
    BOOST_TEST(s.mean_game_plies == 20.0);
    BOOST_TEST(s.phase[OPENING] == 120u);
    uint64_t scored = 0;
    for (uint64_t n : s.score_bins) scored += n;
    BOOST_TEST(scored == 120u);
    BOOST_TEST(score_bin(-32000 + 5) == SCORE_BINS - 2);
    BOOST_TEST(score_bin(31990) == SCORE_BINS - 1);
    BOOST_TEST(score_bin(0) == 6);
    BOOST_TEST(score_bin(-1) == 5);
    BOOST_TEST(score_bin(-5000) == 0);
    BOOST_TEST(score_bin(1000) == 11);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
