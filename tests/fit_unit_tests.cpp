// The trainer's pieces (train/fit) checked with exact values: schedules, targets,
// features against the engine's, the backward pass against finite differences,
// AdamW, quantization, checkpoint files and their damage.
#include <boost/test/unit_test.hpp>

#include "fit_support.h"
#include "../nn/embedded.h"

using namespace fit_test;

BOOST_AUTO_TEST_SUITE(fit_units)

BOOST_AUTO_TEST_CASE(cosine_and_step_schedules) {
    fit::Schedule s;
    s.kind = fit::Schedule::Cosine;
    s.lr = 0.001f;
    s.final_fraction = 0.05f;
    BOOST_TEST(s.at(0, 100, 0) == 0.001f);              // the first step: lr
    BOOST_TEST(s.at(99, 100, 9) == 0.001f * 0.05f);     // the last: lr * final fraction
    BOOST_TEST(std::abs(s.at(33, 67, 3) - 0.001f * 0.525f) < 1e-9f); // half way: the mean of the two
    for (long i = 1; i < 100; ++i) BOOST_TEST(s.at(i, 100, 0) < s.at(i - 1, 100, 0)); // falls at every step
    s.final_fraction = 0.0f;
    BOOST_TEST(s.at(99, 100, 0) == 0.0f);

    s.kind = fit::Schedule::Step;
    s.lr = 0.004f;
    s.gamma = 0.5f;
    s.step_epochs = 2;
    // gamma every step_epochs epochs, whatever the step.
    const float expected[] = {0.004f, 0.004f, 0.002f, 0.002f, 0.001f, 0.001f, 0.0005f};
    for (int e = 0; e < 7; ++e) BOOST_TEST(s.at(123, 1000, e) == expected[e]);
    BOOST_TEST(s.at(0, 1000, 2) == 0.002f);
}

BOOST_AUTO_TEST_CASE(targets_from_result_and_score) {
    // White to move at the start, black to move after e2e4.
    Position white = test::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Normal);
    Position black = white;
    test::play(black, {"e2e4"});
    const nn::FeatureSet& fs = nn::feature_set(Variant::Normal);
    auto target = [&](const Position& pos, data::Outcome outcome, int score, float lambda) {
        data::Annotation note;
        note.outcome = outcome;
        note.score = score;
        data::Record r;
        BOOST_REQUIRE(data::encode(pos, note, r).empty());
        data::Decoded d;
        data::decode(r, d);
        fit::Sample s;
        fit::make_sample(fs, 8, fit::TargetMix{lambda, 400}, d, s);
        return s.target;
    };
    using data::Outcome;
    // lambda 0: the result alone, from the side to move's view.
    BOOST_TEST(target(white, Outcome::WhiteWins, 300, 0.0f) == 1.0f);
    BOOST_TEST(target(white, Outcome::Draw, 300, 0.0f) == 0.5f);
    BOOST_TEST(target(white, Outcome::BlackWins, 300, 0.0f) == 0.0f);
    BOOST_TEST(target(black, Outcome::WhiteWins, 300, 0.0f) == 0.0f);
    BOOST_TEST(target(black, Outcome::Draw, 300, 0.0f) == 0.5f);
    BOOST_TEST(target(black, Outcome::BlackWins, 300, 0.0f) == 1.0f);
    // lambda 1: the score alone (already the side to move's view).
    BOOST_TEST(target(white, Outcome::BlackWins, 0, 1.0f) == 0.5f);
    BOOST_TEST(std::abs(target(black, Outcome::WhiteWins, 400, 1.0f) - 0.7310585786f) < 1e-6f);  // sigmoid(1)
    BOOST_TEST(std::abs(target(white, Outcome::WhiteWins, -800, 1.0f) - 0.1192029220f) < 1e-6f); // sigmoid(-2)
    // The mix: 0.75 * sigmoid(400 / 400) + 0.25 * 1 (black wins, black to move).
    BOOST_TEST(std::abs(target(black, Outcome::BlackWins, 400, 0.75f) - 0.7982939339f) < 1e-6f);
    BOOST_TEST(std::abs(target(black, Outcome::WhiteWins, 400, 0.75f) - 0.5482939339f) < 1e-6f);
}

BOOST_AUTO_TEST_CASE(sample_features_and_bucket_are_the_engines) {
    // The trainer reads records, the engine reads positions: the same features (as sets)
    // and the same output bucket for every position of every variant's self-play data,
    // and pockets count towards the bucket.
    {
        data::Record r;
        data::Decoded d;
        fit::Sample s;
        const Position zh = test::position("r1b1k2r/ppp2ppp/8/8/8/8/PPP2PPP/R1B1K2R[QNNqbn] w KQkq - 0 1", Variant::Crazyhouse);
        BOOST_REQUIRE(data::encode(zh, data::Annotation{}, r).empty());
        data::decode(r, d);
        fit::make_sample(nn::feature_set(Variant::Crazyhouse), 8, fit::TargetMix{}, d, s);
        BOOST_TEST(s.bucket == nn::material_bucket(18 + 6, 8)); // 18 on the board but kings, 6 in pockets
        BOOST_TEST(s.bucket == 6);
        BOOST_TEST(s.count[0] == 20 + 6); // 20 pieces, 6 thermometer features (Q, N, N; q, b, n)
    }
    for (Variant v : VARIANTS) {
        BOOST_TEST_CONTEXT(v) {
            const nn::FeatureSet& fs = nn::feature_set(v);
            int checked = 0;
            for (const data::Record& r : selfplay_data(v).records) {
                Position pos;
                const fit::Sample s = unpack(r, v, 8, fit::TargetMix{}, pos);
                BOOST_REQUIRE(s.bucket == nn::output_bucket(pos, 8));
                for (int side = 0; side < 2; ++side) {
                    int expected[nn::MAX_ACTIVE];
                    const Color p = side == 0 ? pos.side_to_move() : ~pos.side_to_move();
                    const int n = nn::active_features(fs, pos, p, expected);
                    std::vector<int> a(s.features[side], s.features[side] + s.count[side]), b(expected, expected + n);
                    std::sort(a.begin(), a.end());
                    std::sort(b.begin(), b.end());
                    BOOST_REQUIRE_MESSAGE(a == b, "features of " << pos.fen() << " perspective " << side);
                }
                ++checked;
            }
            BOOST_TEST(checked == int(selfplay_data(v).positions));
        }
    }
}

BOOST_AUTO_TEST_CASE(pass_loss_matches_the_float_evaluation) {
    // For every record: run_pass's squared error == (sigmoid(Model::evaluate / scale) -
    // target)^2, so the net the trainer fits is the one Model::evaluate (and the export)
    // computes.
    for (Variant v : {Variant::Crazyhouse, Variant::RacingKings}) {
        BOOST_TEST_CONTEXT(v) {
            fit::Shape shape = fit::default_shape(v);
            shape.hidden = 128;
            fit::Model m(shape);
            m.init(5);
            const fit::TargetMix mix{0.5f, 400};
            double worst = 0;
            for (const data::Record& r : selfplay_data(v).records) {
                Position pos;
                const fit::Sample s = unpack(r, v, shape.buckets, mix, pos);
                const double e = 1.0 / (1.0 + std::exp(-m.evaluate(pos) / shape.scale)) - s.target;
                worst = std::max(worst, std::abs(record_loss(m, mix, r) - e * e));
            }
            BOOST_TEST_MESSAGE(traits(v).name << ": pass loss vs float evaluation, largest difference " << worst);
            // Float rounding of sigmoid and error only (measured: below 1e-7).
            BOOST_TEST(worst < 1e-6);
        }
    }
}

BOOST_AUTO_TEST_CASE(gradient_matches_finite_differences) {
    for (nn::Activation act : {nn::Activation::SCReLU, nn::Activation::CReLU}) {
        BOOST_TEST_CONTEXT((act == nn::Activation::SCReLU ? "screlu" : "crelu")) {
            const Variant v = Variant::Crazyhouse;
            fit::Shape shape = fit::default_shape(v);
            shape.hidden = 128;
            shape.activation = act;
            fit::Model m(shape);
            m.init(3);
            const fit::Layout l(shape);
            const fit::TargetMix mix{0.75f, 400};
            const std::vector<data::Record>& records = selfplay_data(v).records;
            const std::vector<uint32_t> order = {0, 7, 19, 42};
            const fit::PassInput in{records.data(), order.data(), order.size()};

            // The accumulators of every record and perspective. Each unit's bias is moved
            // so that its accumulators are centred in the activation's range [0, 1], and
            // a probe uses only units whose accumulators all keep a margin from the
            // kinks at 0 and 1 wider than the finite-difference step.
            const int h = shape.hidden;
            std::vector<fit::Sample> samples(order.size());
            std::vector<float> lo(size_t(h), 1e9f), hi(size_t(h), -1e9f);
            for (size_t i = 0; i < order.size(); ++i) {
                data::Decoded d;
                data::decode(records[order[i]], d);
                fit::make_sample(nn::feature_set(v), shape.buckets, mix, d, samples[i]);
                for (int side = 0; side < 2; ++side)
                    for (int j = 0; j < h; ++j) {
                        float acc = m.params[Eigen::Index(l.ft_bias + size_t(j))];
                        for (int k = 0; k < samples[i].count[side]; ++k)
                            acc += m.params[Eigen::Index(size_t(samples[i].features[side][k]) * size_t(h) + size_t(j))];
                        lo[size_t(j)] = std::min(lo[size_t(j)], acc);
                        hi[size_t(j)] = std::max(hi[size_t(j)], acc);
                    }
            }
            const float step = 1e-2f;
            std::vector<bool> smooth(size_t(h), false);
            int smooth_units = 0;
            for (int j = 0; j < h; ++j) {
                const float shift = 0.5f - (lo[size_t(j)] + hi[size_t(j)]) / 2;
                m.params[Eigen::Index(l.ft_bias + size_t(j))] += shift;
                smooth[size_t(j)] = lo[size_t(j)] + shift > 5 * step && hi[size_t(j)] + shift < 1 - 5 * step;
                smooth_units += smooth[size_t(j)];
            }
            BOOST_TEST_MESSAGE("smooth units " << smooth_units);
            BOOST_REQUIRE(smooth_units >= 10);

            Eigen::VectorXf grad = Eigen::VectorXf::Zero(m.params.size());
            const double loss = fit::run_pass(m, mix, in, 1.0f, grad.data());
            BOOST_TEST(loss > 0.0);
            // Among the smooth units, the one with the largest gradient (float losses
            // give the finite differences an absolute noise of about 1e-6).
            const int feature = samples[0].features[0][3];
            auto steepest = [&](size_t base) {
                size_t best = base;
                for (int j = 0; j < h; ++j)
                    if (smooth[size_t(j)] && (!smooth[best - base] || std::abs(grad[Eigen::Index(base + size_t(j))]) > std::abs(grad[Eigen::Index(best)])))
                        best = base + size_t(j);
                return best;
            };
            const size_t out_row = l.out_weights + size_t(samples[0].bucket) * 2 * size_t(h);
            const struct {
                const char* name;
                size_t index;
            } probes[] = {
                {"ft weight", steepest(size_t(feature) * size_t(h))},
                {"ft bias", steepest(l.ft_bias)},
                {"out weight (side to move)", out_row + 5},
                {"out weight (other)", out_row + size_t(h) + 5},
                {"out bias", l.out_bias + size_t(samples[0].bucket)},
            };
            for (const auto& probe : probes) {
                fit::Model plus = m, minus = m;
                plus.params[Eigen::Index(probe.index)] += step;
                minus.params[Eigen::Index(probe.index)] -= step;
                const double dp = double(plus.params[Eigen::Index(probe.index)]) - minus.params[Eigen::Index(probe.index)];
                const double numeric = (fit::run_pass(plus, mix, in, 1.0f, nullptr) - fit::run_pass(minus, mix, in, 1.0f, nullptr)) / dp;
                const double analytic = grad[Eigen::Index(probe.index)];
                BOOST_TEST_MESSAGE(probe.name << ": analytic " << analytic << " numeric " << numeric << " relative error "
                                              << std::abs(analytic - numeric) / std::abs(analytic));
                BOOST_TEST_CONTEXT(probe.name << ": analytic " << analytic << " numeric " << numeric) {
                    BOOST_TEST(std::abs(analytic) > 1e-4);
                    // Relative 2%: float losses, central differences (measured: below 0.1%).
                    BOOST_TEST(std::abs(analytic - numeric) <= 0.02 * std::abs(analytic));
                }
            }
            // grad_scale scales the whole gradient exactly.
            Eigen::VectorXf half = Eigen::VectorXf::Zero(m.params.size());
            BOOST_TEST(fit::run_pass(m, mix, in, 0.5f, half.data()) == loss);
            BOOST_TEST(((half * 2.0f).array() == grad.array()).all());
            // Only the rows of active features get a gradient.
            std::vector<bool> active(size_t(shape.inputs), false);
            for (const fit::Sample& s : samples)
                for (int side = 0; side < 2; ++side)
                    for (int k = 0; k < s.count[side]; ++k) active[size_t(s.features[side][k])] = true;
            int touched_inactive = 0;
            for (int f = 0; f < shape.inputs; ++f)
                if (!active[size_t(f)]) touched_inactive += !grad.segment(Eigen::Index(size_t(f) * size_t(h)), h).isZero(0.0f);
            BOOST_TEST(touched_inactive == 0);
        }
    }
}

BOOST_AUTO_TEST_CASE(adamw_one_step) {
    fit::Shape shape = fit::default_shape(Variant::RacingKings);
    shape.hidden = 128;
    const fit::Layout l(shape);
    fit::Model m(shape);
    const Eigen::Index w = 5, fb = Eigen::Index(l.ft_bias) + 1, ow = Eigen::Index(l.out_weights) + 2,
                       ob = Eigen::Index(l.out_bias), high = 9, low = 10, still_w = 11, still_b = fb + 1;
    m.params[w] = 0.5f;
    m.params[fb] = 0.25f;
    m.params[ow] = -0.5f;
    m.params[ob] = 1.0f;
    m.params[high] = 1.975f;
    m.params[low] = -1.975f;
    m.params[still_w] = 0.75f;  // no gradient: the decay alone
    m.params[still_b] = 0.75f;  // no gradient, a bias: unchanged
    // Two threads' buffers, summed by the step.
    std::vector<Eigen::VectorXf> grads(2, Eigen::VectorXf::Zero(m.params.size()));
    grads[0][w] = 0.2f, grads[1][w] = 0.1f;  // 0.3
    grads[0][fb] = -0.5f;
    grads[1][ow] = 2.0f;
    grads[0][ob] = -1.0f, grads[1][ob] = 0.5f; // -0.5
    grads[0][high] = -1.0f;                     // pushes 1.975 up past the limit
    grads[1][low] = 1.0f;                       // pushes -1.975 down past it
    fit::AdamW adam(shape);
    adam.weight_decay = 0.01f;
    const float lr = 0.01f;
    const fit::Model before = m;
    adam.step(m, grads, lr, 2);
    BOOST_TEST(adam.steps() == 1);
    BOOST_TEST(grads[0].isZero(0.0f));
    BOOST_TEST(grads[1].isZero(0.0f));

    // The first step's update as the formula gives it, in the same float arithmetic.
    auto expected = [&](float p, float g, bool bias) {
        const float c1 = 1.0f - std::pow(0.9f, 1.0f), c2 = 1.0f - std::pow(0.999f, 1.0f);
        const float a = (1 - 0.9f) * g, b = (1 - 0.999f) * g * g;
        const float v = p - lr * ((a / c1) / (std::sqrt(b / c2) + 1e-8f) + (bias ? 0.0f : 0.01f * p));
        return std::clamp(v, -fit::WEIGHT_LIMIT, fit::WEIGHT_LIMIT);
    };
    BOOST_TEST(m.params[w] == expected(0.5f, 0.3f, false));
    BOOST_TEST(m.params[fb] == expected(0.25f, -0.5f, true));
    BOOST_TEST(m.params[ow] == expected(-0.5f, 2.0f, false));
    BOOST_TEST(m.params[ob] == expected(1.0f, -0.5f, true));
    // Adam's first step moves each weight by lr against the gradient's sign, plus the decay.
    BOOST_TEST(std::abs(m.params[w] - (0.5f - 0.01f * (1.0f + 0.01f * 0.5f))) < 1e-6f);
    BOOST_TEST(std::abs(m.params[fb] - (0.25f + 0.01f)) < 1e-6f);
    BOOST_TEST(std::abs(m.params[ow] - (-0.5f - 0.01f * (1.0f - 0.01f * 0.5f))) < 1e-6f);
    BOOST_TEST(std::abs(m.params[ob] - (1.0f + 0.01f)) < 1e-6f);
    // Clipped to the quantizable range.
    BOOST_TEST(m.params[high] == fit::WEIGHT_LIMIT);
    BOOST_TEST(m.params[low] == -fit::WEIGHT_LIMIT);
    BOOST_TEST(m.params[still_w] == 0.75f - lr * (0.0f + 0.01f * 0.75f));
    BOOST_TEST(m.params[still_b] == 0.75f);
    // Everything else was zero with no gradient: still zero.
    Eigen::VectorXf diff = m.params - before.params;
    int changed = 0;
    for (Eigen::Index i = 0; i < diff.size(); ++i) changed += diff[i] != 0.0f;
    BOOST_TEST(changed == 7);
    BOOST_TEST(adam.first()[w] == (1 - 0.9f) * 0.3f);
    BOOST_TEST(adam.second()[w] == (1 - 0.999f) * 0.3f * 0.3f);

    // The same step on one thread: the same bits.
    fit::Model single = before;
    std::vector<Eigen::VectorXf> one(1, Eigen::VectorXf::Zero(m.params.size()));
    one[0][w] = 0.3f, one[0][fb] = -0.5f, one[0][ow] = 2.0f, one[0][ob] = -0.5f, one[0][high] = -1.0f, one[0][low] = 1.0f;
    fit::AdamW adam1(shape);
    adam1.step(single, one, lr, 1);
    BOOST_TEST(bitwise_equal(single.params, m.params));
}

BOOST_AUTO_TEST_CASE(quantize_exact_values_and_limits) {
    fit::Shape shape = fit::default_shape(Variant::Knightmate);
    shape.hidden = 128;
    const fit::Layout l(shape);
    fit::Model m(shape);
    m.params[0] = 1.0f;                                 // ft weight of feature 0, unit 0
    m.params[Eigen::Index(size_t(shape.hidden) + 3)] = -0.5f; // feature 1, unit 3
    m.params[Eigen::Index(l.ft_bias + 2)] = 0.2f;
    m.params[Eigen::Index(l.out_weights + 5)] = 0.5f;
    m.params[Eigen::Index(l.out_weights + 6)] = -0.3f;
    m.params[Eigen::Index(l.out_bias + 1)] = 0.25f;
    nn::Network net;
    BOOST_REQUIRE(fit::quantize(m, "test", net) == "");
    BOOST_TEST(net.ft_weights[0] == 255);
    BOOST_TEST(net.ft_weights[size_t(shape.hidden) + 3] == -128); // -127.5 rounds to even
    BOOST_TEST(net.ft_bias[2] == 51);
    // The largest output weight, 0.5, fits int8 at qb 254 (127) but not at 255 (127.5).
    BOOST_TEST(net.out_weights[5] == 127);
    BOOST_TEST(net.out_weights[6] == -76);  // -76.2
    BOOST_TEST(net.out_bias[1] == 16192);   // 0.25 * 255 * 254 = 16192.5, to even
    BOOST_TEST(net.provenance == "test");
    BOOST_TEST((net.origin == nn::Origin::Trained));
    BOOST_TEST((net.qa == 255 && net.qb == 254 && net.output_weight_bytes == 1 && net.scale == 400));

    // Every output weight at the clipping limit: hidden 128 still fits the int32 sums
    // (256 x 127 x 255^2 < 2^31), hidden 256 does not, and quantize says so.
    for (size_t i = l.out_weights; i < l.out_bias; ++i) m.params[Eigen::Index(i)] = fit::WEIGHT_LIMIT;
    BOOST_TEST(fit::quantize(m, "", net) == "");
    BOOST_TEST(net.out_weights[0] == 127);
    BOOST_TEST(net.qb == 64);
    fit::Shape wide = shape;
    wide.hidden = 256;
    fit::Model big(wide);
    const fit::Layout lw(wide);
    for (size_t i = lw.out_weights; i < lw.out_weights + 2 * 256; ++i) big.params[Eigen::Index(i)] = -fit::WEIGHT_LIMIT;
    nn::Network untouched;
    BOOST_TEST(fit::quantize(big, "", untouched) ==
               "the trained weights cannot be quantized: output weights of bucket 0 could overflow the int32 sum");
    BOOST_TEST(untouched.hidden == 0);
    // A shape the engine cannot run.
    fit::Shape odd = shape;
    odd.hidden = 100;
    BOOST_TEST(fit::quantize(fit::Model(odd), "", untouched) ==
               "hidden size 100 is not one the engine supports (128, 256, 384, 512, 768, 1024)");
}

// fit --init starts from a shipped net: its float model must be that net, or training on
// would begin by moving every weight. Exported again untrained, the net keeps its first
// layer exactly; its output layer may take a finer step than the file had, and then no
// weight moves by more than half of that step.
BOOST_AUTO_TEST_CASE(dequantize_inverts_quantize_on_the_built_in_nets) {
    for (int i = 0; i < VARIANT_NB; ++i) {
        const Variant v = Variant(i);
        const std::shared_ptr<const nn::Network> net = nn::embedded_net(v);
        BOOST_REQUIRE(net);
        fit::Model m;
        BOOST_REQUIRE_EQUAL(fit::dequantize(*net, fit::default_shape(v), m), "");
        const fit::Layout l(m.shape);
        BOOST_TEST(m.params.segment(Eigen::Index(l.factors), Eigen::Index(l.total - l.factors)).isZero(0.0f));
        nn::Network back;
        BOOST_REQUIRE_EQUAL(fit::quantize(m, net->provenance, back), "");
        BOOST_TEST(back.qb >= net->qb, traits(v).name);
        const size_t rows = size_t(net->inputs) * size_t(net->hidden);
        BOOST_TEST(std::equal(net->ft_weights.get(), net->ft_weights.get() + rows, back.ft_weights.get()), traits(v).name);
        BOOST_TEST(std::equal(net->ft_bias.get(), net->ft_bias.get() + net->hidden, back.ft_bias.get()));
        BOOST_TEST(fit_test::output_layer_shift(*net, back) <= 0.5 + 1e-6, traits(v).name);
    }
    const std::shared_ptr<const nn::Network> ch = nn::embedded_net(Variant::Crazyhouse);
    fit::Model m;
    fit::Shape wide = fit::default_shape(Variant::Crazyhouse);
    wide.hidden = 512;
    BOOST_TEST(fit::dequantize(*ch, wide, m) == "the net's hidden size is 256, the run's 512 (--hidden)");
    fit::Shape few = fit::default_shape(Variant::Crazyhouse);
    few.buckets = 4;
    BOOST_TEST(fit::dequantize(*ch, few, m) == "the net's output bucket count is 8, the run's 4 (--buckets)");
    BOOST_TEST(fit::dequantize(*ch, fit::default_shape(Variant::Normal), m) == "the net is for crazyhouse, not normal");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fit_checkpoints)

BOOST_AUTO_TEST_CASE(round_trip_and_damaged_files) {
    const std::string dir = temp_dir("ckpt");
    fs::create_directories(dir);
    fit::Shape shape = fit::default_shape(Variant::RacingKings);
    shape.hidden = 128;
    shape.buckets = 4;
    shape.activation = nn::Activation::CReLU;
    fit::Checkpoint c;
    c.config = "config text";
    c.notes = "notes text";
    c.epochs_done = 3;
    c.steps = 12345678901L;
    c.model = fit::Model(shape);
    c.model.init(9);
    c.first = c.model.params * 0.5f;
    c.second = c.model.params.cwiseAbs();
    const std::string path = fit::checkpoint_path(dir);
    BOOST_TEST(path == dir + "/checkpoint.bin");
    BOOST_REQUIRE(fit::save_checkpoint(path, c) == "");
    BOOST_TEST(!fs::exists(path + ".tmp"));
    fit::Checkpoint back;
    BOOST_REQUIRE(fit::load_checkpoint(path, back) == "");
    BOOST_TEST(back.config == c.config);
    BOOST_TEST(back.notes == c.notes);
    BOOST_TEST(back.epochs_done == 3);
    BOOST_TEST(back.steps == 12345678901L);
    BOOST_TEST(int(back.model.shape.variant) == int(Variant::RacingKings));
    BOOST_TEST(back.model.shape.inputs == shape.inputs);
    BOOST_TEST(back.model.shape.hidden == 128);
    BOOST_TEST(back.model.shape.buckets == 4);
    BOOST_TEST(int(back.model.shape.activation) == int(nn::Activation::CReLU));
    BOOST_TEST(back.model.shape.scale == 400);
    BOOST_TEST(bitwise_equal(back.model.params, c.model.params));
    BOOST_TEST(bitwise_equal(back.first, c.first));
    BOOST_TEST(bitwise_equal(back.second, c.second));

    const std::string good = file_bytes(path);
    const std::string where = "checkpoint '" + dir + "/bad.bin': ";
    auto load = [&](const std::string& bytes) {
        write_bytes(dir + "/bad.bin", bytes);
        fit::Checkpoint out;
        out.epochs_done = -7;
        const std::string e = fit::load_checkpoint(dir + "/bad.bin", out);
        BOOST_TEST(out.epochs_done == -7); // untouched on error
        return e;
    };
    fit::Checkpoint none;
    BOOST_TEST(fit::load_checkpoint(dir + "/missing.bin", none) == "cannot open checkpoint '" + dir + "/missing.bin'");
    BOOST_TEST(load("") == where + "not a Parachute checkpoint");
    BOOST_TEST(load(good.substr(0, 19)) == where + "not a Parachute checkpoint");
    BOOST_TEST(load("PCHNNUE\n" + good.substr(8)) == where + "not a Parachute checkpoint");
    for (size_t cut : {size_t(20), size_t(64), good.size() / 2, good.size() - 9, good.size() - 1})
        BOOST_TEST(load(good.substr(0, cut)) == where + "corrupt or truncated (checksum mismatch)");
    for (size_t at : {size_t(9), size_t(30), size_t(100), good.size() / 3, good.size() - 20, good.size() - 3}) {
        std::string flipped = good;
        flipped[at] = char(flipped[at] ^ 0x10);
        BOOST_TEST(load(flipped) == where + "corrupt or truncated (checksum mismatch)");
    }
    // Damage behind a correct checksum: another version, a bad shape.
    auto resum = [](std::string bytes) {
        const uint64_t h = fnv1a(bytes, bytes.size() - 8);
        std::memcpy(&bytes[bytes.size() - 8], &h, 8);
        return bytes;
    };
    std::string v3 = good;
    v3[8] = 3;
    BOOST_TEST(load(resum(v3)) == where + "version 3 is not supported");
    // The shape's hidden size (after magic, version, two texts, variant and inputs).
    const size_t hidden_at = 8 + 4 + 4 + c.config.size() + 4 + c.notes.size() + 4 + 4;
    std::string odd = good;
    BOOST_REQUIRE(uint8_t(odd[hidden_at]) == 128);
    odd[hidden_at] = 100;
    BOOST_TEST(load(resum(odd)) == where + "hidden size 100 is not one the engine supports (128, 256, 384, 512, 768, 1024)");
    std::string variant = good;
    variant[hidden_at - 8] = 9;
    BOOST_TEST(load(resum(variant)) == where + "unknown variant");
    // Moments of the wrong length, written as such.
    fit::Checkpoint short_moments = c;
    short_moments.second = Eigen::VectorXf::Zero(10);
    BOOST_REQUIRE(fit::save_checkpoint(dir + "/short.bin", short_moments) == "");
    BOOST_TEST(load(file_bytes(dir + "/short.bin")) == where + "the arrays do not match the net's shape");
    // A checkpoint cannot be written where no directory is.
    BOOST_TEST(fit::save_checkpoint(dir + "/no/such/dir/c.bin", c).rfind("cannot write checkpoint '" + dir + "/no/such/dir/c.bin.tmp'", 0) == 0u);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
