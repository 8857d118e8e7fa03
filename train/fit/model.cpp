#include "model.h"

#include <algorithm>
#include <cmath>

#include "../../engine/util/random.h"

namespace parachute::fit {

namespace {
constexpr int QA = 255, QB = 64;
}

std::string Shape::error() const {
    if (int(variant) < 0 || int(variant) >= VARIANT_NB) return "unknown variant";
    if (inputs != nn::feature_set(variant).inputs()) return "the input count does not match the variant's feature set";
    if (!nn::hidden_supported(hidden)) return "hidden size " + std::to_string(hidden) + " is not one the engine supports (128, 256, 384, 512, 768, 1024)";
    if (buckets < 1 || buckets > nn::MAX_OUTPUT_BUCKETS) return "output buckets must be 1 to 16";
    if (activation != nn::Activation::CReLU && activation != nn::Activation::SCReLU) return "unknown activation";
    if (scale < 1 || scale > 100000) return "scale out of range";
    return "";
}

size_t Shape::parameter_count() const { return Layout(*this).total; }

Shape default_shape(Variant v) {
    Shape s;
    s.variant = v;
    s.inputs = nn::feature_set(v).inputs();
    return s;
}

Layout::Layout(const Shape& s) {
    const size_t h = size_t(s.hidden);
    ft_weights = 0;
    ft_bias = size_t(s.inputs) * h;
    out_weights = ft_bias + h;
    out_bias = out_weights + size_t(s.buckets) * 2 * h;
    factors = out_bias + size_t(s.buckets);
    const nn::FeatureSet& fs = nn::feature_set(s.variant);
    board_features = fs.board_features();
    factor_period = 2 * fs.planes_per_side * 64;
    total = factors + size_t(factor_period) * h;
}

Model::Model(const Shape& s) : shape(s), params(Eigen::VectorXf::Zero(Eigen::Index(Layout(s).total))) {}

void Model::init(uint64_t seed) {
    // A position has about 30 active features per perspective: rows of +-0.05 give
    // accumulators of a few tenths, inside the activation's active range [0, 1].
    const Layout l(shape);
    Rng rng(seed);
    auto uniform = [&](float limit) { return limit * float(2.0 * (double(rng.next() >> 11) * 0x1.0p-53) - 1.0); };
    params.setZero();
    for (size_t i = l.ft_weights; i < l.ft_bias; ++i) params[Eigen::Index(i)] = uniform(0.05f);
    for (size_t i = l.ft_bias; i < l.out_weights; ++i) params[Eigen::Index(i)] = 0.1f + uniform(0.05f);
    const float out_limit = 1.0f / std::sqrt(float(2 * shape.hidden));
    for (size_t i = l.out_weights; i < l.out_bias; ++i) params[Eigen::Index(i)] = uniform(out_limit);
}

double Model::evaluate(const Position& pos) const {
    const Layout l(shape);
    const nn::FeatureSet& fs = nn::feature_set(shape.variant);
    const int h = shape.hidden;
    const Color us = pos.side_to_move();
    Eigen::VectorXf acc[2];
    for (int side = 0; side < 2; ++side) {
        const Color p = side == 0 ? us : ~us;
        int features[nn::MAX_ACTIVE];
        const int n = nn::active_features(fs, pos, p, features);
        acc[side] = params.segment(Eigen::Index(l.ft_bias), h);
        for (int i = 0; i < n; ++i) {
            acc[side] += params.segment(Eigen::Index(l.ft_weights + size_t(features[i]) * h), h);
            if (const int f = l.factor_of(features[i]); f >= 0) acc[side] += params.segment(Eigen::Index(l.factors + size_t(f) * h), h);
        }
        activate(acc[side], shape.activation == nn::Activation::SCReLU, acc[side]);
    }
    const int b = nn::output_bucket(pos, shape.buckets);
    const size_t w = l.out_weights + size_t(b) * 2 * h;
    const double out = acc[0].dot(params.segment(Eigen::Index(w), h)) + acc[1].dot(params.segment(Eigen::Index(w + h), h)) +
                       params[Eigen::Index(l.out_bias + b)];
    return out * shape.scale;
}

void fold_rows(const Model& m, Eigen::VectorXf& rows) {
    const Layout l(m.shape);
    const Eigen::Index h = m.shape.hidden;
    rows = m.params.segment(Eigen::Index(l.ft_weights), Eigen::Index(m.shape.inputs) * h);
    for (int f = 0; f < l.board_features; ++f)
        rows.segment(Eigen::Index(f) * h, h) += m.params.segment(Eigen::Index(l.factors + size_t(l.factor_of(f)) * size_t(h)), h);
}

std::string quantize(const Model& m, const std::string& provenance, nn::Network& out) {
    if (std::string e = m.shape.error(); !e.empty()) return e;
    const Layout l(m.shape);
    nn::Network n;
    n.variant = m.shape.variant;
    n.features = &nn::feature_set(m.shape.variant);
    n.inputs = m.shape.inputs;
    n.hidden = m.shape.hidden;
    n.output_buckets = m.shape.buckets;
    n.activation = m.shape.activation;
    n.output_weight_bytes = 1;
    n.qa = QA;
    n.scale = m.shape.scale;
    n.origin = nn::Origin::Trained;
    n.provenance = provenance;
    n.allocate();
    auto q = [&](size_t i, double unit, double lo, double hi) {
        return std::clamp(std::nearbyint(double(m.params[Eigen::Index(i)]) * unit), lo, hi);
    };
    const size_t h = size_t(n.hidden), outputs = size_t(n.output_buckets) * 2 * h;
    Eigen::VectorXf rows;
    fold_rows(m, rows);
    for (size_t i = 0; i < size_t(n.inputs) * h; ++i)
        n.ft_weights[i] = int16_t(std::clamp(std::nearbyint(double(rows[Eigen::Index(i)]) * QA), -32767.0, 32767.0));
    for (size_t i = 0; i < h; ++i) n.ft_bias[i] = int16_t(q(l.ft_bias + i, QA, -32767, 32767));
    // Trained output weights stay far below the clipping limit, so steps of 1/64 would
    // waste most of the int8 range (and cost tens of centipawns of rounding): take the
    // finest step, down to 1/64, at which every weight fits in int8 and the engine's
    // int32 sums stay exact. Any whole qb will do, not only a power of two: the engine
    // divides by qa * qb, and a largest weight of 1.43 (normal net 11) gets 1/89
    // instead of 1/64.
    double largest = 0;
    for (size_t i = 0; i < outputs; ++i) largest = std::max(largest, std::abs(double(m.params[Eigen::Index(l.out_weights + i)])));
    // Just under 127.5, where the largest weight would round to 128.
    const int finest = largest > 0 ? int(std::clamp(std::floor(127.49 / largest), double(QB), 1024.0)) : 1024;
    std::string problem;
    for (int qb = finest;; qb = std::max(QB, qb - std::max(1, qb / 16))) {
        n.qb = qb;
        for (size_t i = 0; i < outputs; ++i) n.out_weights[i] = int16_t(q(l.out_weights + i, qb, -127, 127));
        for (int b = 0; b < n.output_buckets; ++b)
            n.out_bias[size_t(b)] = int32_t(q(l.out_bias + size_t(b), double(QA) * qb, -2e9, 2e9));
        problem = n.validate();
        if (problem.empty() || qb == QB) break;
    }
    if (!problem.empty()) return "the trained weights cannot be quantized: " + problem;
    out = std::move(n);
    return "";
}

std::string dequantize(const nn::Network& n, const Shape& asked, Model& out) {
    const auto differs = [](const char* what, long net, long run) {
        return std::string("the net's ") + what + " is " + std::to_string(net) + ", the run's " + std::to_string(run);
    };
    if (n.variant != asked.variant) return std::string("the net is for ") + traits(n.variant).name + ", not " + traits(asked.variant).name;
    if (n.inputs != asked.inputs) return differs("input count", n.inputs, asked.inputs);
    if (n.hidden != asked.hidden) return differs("hidden size", n.hidden, asked.hidden) + " (--hidden)";
    if (n.output_buckets != asked.buckets) return differs("output bucket count", n.output_buckets, asked.buckets) + " (--buckets)";
    if (n.scale != asked.scale) return differs("scale", n.scale, asked.scale) + " (--scale)";
    if (n.activation != asked.activation)
        return std::string("the net's activation is ") + (n.activation == nn::Activation::SCReLU ? "screlu" : "crelu")
             + ", not the run's (--activation)";
    Model m(asked);
    const Layout l(asked);
    const size_t h = size_t(n.hidden), outputs = size_t(n.output_buckets) * 2 * h;
    const float qa = float(n.qa), qb = float(n.qb);
    for (size_t i = 0; i < size_t(n.inputs) * h; ++i) m.params[Eigen::Index(l.ft_weights + i)] = float(n.ft_weights[i]) / qa;
    for (size_t i = 0; i < h; ++i) m.params[Eigen::Index(l.ft_bias + i)] = float(n.ft_bias[i]) / qa;
    for (size_t i = 0; i < outputs; ++i) m.params[Eigen::Index(l.out_weights + i)] = float(n.out_weights[i]) / qb;
    for (int b = 0; b < n.output_buckets; ++b)
        m.params[Eigen::Index(l.out_bias + size_t(b))] = float(double(n.out_bias[size_t(b)]) / (double(qa) * qb));
    out = std::move(m);
    return "";
}

} // namespace parachute::fit
