// Shared by the trainer tests (fit_unit_tests.cpp, fit_run_tests.cpp): temporary
// directories, self-play data made once per test program, and small helpers.
#pragma once

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <unistd.h>

#include "../engine/search/search.h"
#include "../nn/accumulator.h"
#include "../nn/net_file.h"
#include "../train/data/reader.h"
#include "../train/fit/adamw.h"
#include "../train/fit/checkpoint.h"
#include "../train/fit/command.h"
#include "../train/fit/model.h"
#include "../train/fit/pass.h"
#include "../train/fit/sample.h"
#include "../train/fit/trainer.h"
#include "../train/selfplay/options.h"
#include "../train/selfplay/runner.h"
#include "helpers.h"

using namespace parachute;
namespace fs = std::filesystem;

namespace fit_test {

// Everything a test writes lives under one directory, removed at exit.
struct TempRoot {
    fs::path path = fs::temp_directory_path() / ("parachute-fit-" + std::to_string(::getpid()));
    TempRoot() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempRoot() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

// A fresh (absent) directory for one test.
inline std::string temp_dir(const std::string& name) {
    static TempRoot root;
    const fs::path p = root.path / name;
    fs::remove_all(p);
    return p.string();
}

// Bounds of the end-to-end runs, from measurements (native and portable builds agree to
// 0.05 cp; the four variants, 300 steps of 64 on 360-600 positions, hidden 128):
//  - the last epoch's training loss is below LOSS_RATIO times the first's
//    (measured ratios 0.0035 to 0.021, so a margin of 5x);
//  - the engine's evaluation is within EVAL_TOLERANCE centipawns of the float model's
//    on every position (measured largest differences 8.6, 7.6, 5.2, 8.5 cp for normal,
//    crazyhouse, knightmate, racing kings: about 3x the worst) and within
//    EVAL_MEAN_TOLERANCE on average (measured 1.1 to 2.1 cp: 3x). All but 1 cp of it
//    is the rounding of the weights (the engine computes the rounded weights' float
//    function to within 1.03 cp, checked below). quantize() picks the output weights'
//    step 1/qb as fine as int8 allows; with qb fixed at 64 the same nets differed by
//    23 to 37 cp.
constexpr double LOSS_RATIO = 0.1;
constexpr double EVAL_TOLERANCE = 25;
constexpr double EVAL_MEAN_TOLERANCE = 6.5;

const Variant VARIANTS[] = {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings};

// Self-play data of a variant, made once per test program: a few hundred positions at
// depth 2 with the classical evaluation (no --net), one worker, a fixed seed (so the same bytes on
// every run of one build).
struct SelfplayData {
    std::string dir;
    uint64_t positions = 0;
    std::vector<data::Record> records;
};

inline const SelfplayData& selfplay_data(Variant v) {
    static std::map<Variant, SelfplayData> made;
    if (auto it = made.find(v); it != made.end()) return it->second;
    SelfplayData d;
    d.dir = temp_dir(std::string("selfplay-") + traits(v).name);
    selfplay::Options o;
    const std::string error =
        selfplay::parse_options({"--variant", traits(v).name, "--positions", "500", "--depth", "2", "--out", d.dir,
                                 "--seed", "7", "--threads", "1", "--no-progress", "--hash", "1"},
                                o);
    BOOST_REQUIRE_MESSAGE(error.empty(), error);
    selfplay::RunReport report;
    const std::string run_error = selfplay::run_selfplay(o, nullptr, report);
    BOOST_REQUIRE_MESSAGE(run_error.empty(), run_error);
    d.positions = report.counts.positions;
    data::DataReader reader({d.dir});
    BOOST_REQUIRE(reader.error().empty());
    std::vector<data::Record> chunk;
    while (reader.next_chunk(chunk)) d.records.insert(d.records.end(), chunk.begin(), chunk.end());
    BOOST_REQUIRE(d.records.size() == d.positions);
    return made[v] = std::move(d);
}

inline fit::FitOptions fit_options(Variant v, const std::string& data_dir, const std::string& out) {
    fit::FitOptions o;
    o.variant = v;
    o.data = {data_dir};
    o.out = out;
    o.shape = fit::default_shape(v);
    o.shape.hidden = 128;
    o.mix.scale = o.shape.scale;
    o.epochs = 2;
    o.batch = 64;
    o.threads = 2;
    o.seed = 11;
    o.progress = false;
    o.val_percent = 25;
    o.schedule.lr = 0.002f;
    return o;
}

inline std::string file_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

inline std::vector<std::string> lines_of(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// The first n comma-separated fields of a line.
inline std::string fields(const std::string& line, int n) {
    size_t pos = 0;
    for (int i = 0; i < n && pos != std::string::npos; ++i) pos = line.find(',', pos + 1);
    return line.substr(0, pos);
}

inline bool bitwise_equal(const Eigen::VectorXf& a, const Eigen::VectorXf& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), sizeof(float) * size_t(a.size())) == 0;
}

// A record read both ways: by the engine (pos, through FEN) and by the trainer (the
// sample it returns).
inline fit::Sample unpack(const data::Record& r, Variant v, int buckets, const fit::TargetMix& mix, Position& pos) {
    BOOST_REQUIRE(data::to_position(r, pos).empty());
    data::Decoded d;
    data::decode(r, d);
    fit::Sample s;
    fit::make_sample(nn::feature_set(v), buckets, mix, d, s);
    return s;
}

// The squared error run_pass gives for one record (no gradient).
inline double record_loss(const fit::Model& m, const fit::TargetMix& mix, const data::Record& r) {
    const uint32_t zero = 0;
    return fit::run_pass(m, mix, fit::PassInput{&r, &zero, 1}, 1.0f, nullptr);
}

inline uint64_t fnv1a(const std::string& s, size_t n) {
    return nn::fnv1a(nn::FNV_BASIS, reinterpret_cast<const uint8_t*>(s.data()), n);
}

// Positions of a variant for comparing evaluations: the start position, the positions
// of a fixed random playout from it, and every position of the self-play data.
inline std::vector<Position> eval_positions(Variant v, const std::vector<data::Record>& records) {
    std::vector<Position> out;
    Position pos;
    pos.set_start(v);
    out.push_back(pos);
    std::mt19937 rng(2024);
    for (int ply = 0; ply < 40; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        pos.do_move(list.moves[rng() % unsigned(list.size())]);
        out.push_back(pos);
    }
    for (const data::Record& r : records) {
        Position p;
        BOOST_REQUIRE(data::to_position(r, p).empty());
        out.push_back(p);
    }
    return out;
}

// The float model whose weights are exactly a quantized net's.
inline fit::Model dequantized(const nn::Network& net) {
    fit::Shape s = fit::default_shape(net.variant);
    s.hidden = net.hidden;
    s.buckets = net.output_buckets;
    s.activation = net.activation;
    s.scale = net.scale;
    fit::Model m(s);
    const fit::Layout l(s);
    for (size_t i = 0; i < net.ft_weights.size; ++i) m.params[Eigen::Index(l.ft_weights + i)] = float(net.ft_weights[i]) / float(net.qa);
    for (size_t i = 0; i < net.ft_bias.size; ++i) m.params[Eigen::Index(l.ft_bias + i)] = float(net.ft_bias[i]) / float(net.qa);
    for (size_t i = 0; i < net.out_weights.size; ++i) m.params[Eigen::Index(l.out_weights + i)] = float(net.out_weights[i]) / float(net.qb);
    for (size_t i = 0; i < net.out_bias.size(); ++i)
        m.params[Eigen::Index(l.out_bias + i)] = float(double(net.out_bias[i]) / (double(net.qa) * net.qb));
    return m;
}

// How far b's output layer (weights and biases) lies from a's, in units of b's
// quantization steps (1/qb for a weight, 1/(qa*qb) for a bias): an export at a step
// finer than the file's moves each by at most half of it.
inline double output_layer_shift(const nn::Network& a, const nn::Network& b) {
    double worst = 0;
    const size_t outputs = size_t(a.output_buckets) * 2 * size_t(a.hidden);
    for (size_t o = 0; o < outputs; ++o)
        worst = std::max(worst, std::abs(double(b.out_weights[o]) - double(a.out_weights[o]) * b.qb / a.qb));
    for (int k = 0; k < a.output_buckets; ++k)
        worst = std::max(worst, std::abs(double(b.out_bias[size_t(k)]) - double(a.out_bias[size_t(k)]) * b.qa * b.qb / (double(a.qa) * a.qb)));
    return worst;
}

} // namespace fit_test
