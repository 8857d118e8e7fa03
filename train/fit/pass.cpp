#include "pass.h"

#include <cmath>

namespace parachute::fit {

using Vec = Eigen::VectorXf;
using Map = Eigen::Map<Eigen::VectorXf>;
using ConstMap = Eigen::Map<const Eigen::VectorXf>;

void fold_factor_gradient(const Shape& shape, float* grad) {
    const Layout l(shape);
    const size_t h = size_t(shape.hidden);
    for (int f = 0; f < l.board_features; ++f)
        Map(grad + l.factors + size_t(l.factor_of(f)) * h, Eigen::Index(h)) += ConstMap(grad + size_t(f) * h, Eigen::Index(h));
}

double run_pass(const Model& m, const TargetMix& mix, const PassInput& in, float grad_scale, float* grad) {
    Eigen::VectorXf rows;
    fold_rows(m, rows);
    if (!grad) return run_pass(m, rows.data(), mix, in, grad_scale, nullptr);
    Eigen::VectorXf own = Eigen::VectorXf::Zero(m.params.size());
    const double loss = run_pass(m, rows.data(), mix, in, grad_scale, own.data());
    fold_factor_gradient(m.shape, own.data());
    Map(grad, own.size()) += own;
    return loss;
}

double run_pass(const Model& m, const float* rows, const TargetMix& mix, const PassInput& in, float grad_scale, float* grad) {
    const Shape& sh = m.shape;
    const Layout l(sh);
    const nn::FeatureSet& fs = nn::feature_set(sh.variant);
    const int h = sh.hidden;
    const float* p = m.params.data();
    const bool square = sh.activation == nn::Activation::SCReLU;
    const ConstMap ft_bias(p + l.ft_bias, h);

    Vec acc[2] = {Vec(h), Vec(h)}, act[2] = {Vec(h), Vec(h)}, delta(h);
    Eigen::ArrayXf slope(h);
    Sample s;
    data::Decoded d;
    double loss = 0;
    for (size_t i = 0; i < in.count; ++i) {
        data::decode(in.records[in.order[i]], d);
        make_sample(fs, sh.buckets, mix, d, s);
        const float* w_out = p + l.out_weights + size_t(s.bucket) * 2 * h;
        double out = p[l.out_bias + size_t(s.bucket)];
        for (int side = 0; side < 2; ++side) {
            acc[side] = ft_bias;
            for (int k = 0; k < s.count[side]; ++k) acc[side] += ConstMap(rows + size_t(s.features[side][k]) * h, h);
            activate(acc[side], square, act[side]);
            out += act[side].dot(ConstMap(w_out + size_t(side) * h, h));
        }
        const float prediction = float(1.0 / (1.0 + std::exp(-out)));
        const float error = prediction - s.target;
        loss += double(error) * error;
        if (!grad) continue;

        // d(error^2)/d(out) through the sigmoid.
        const float g = 2.0f * error * prediction * (1.0f - prediction) * grad_scale;
        float* g_out = grad + l.out_weights + size_t(s.bucket) * 2 * h;
        grad[l.out_bias + size_t(s.bucket)] += g;
        Map g_ft_bias(grad + l.ft_bias, h);
        for (int side = 0; side < 2; ++side) {
            Map(g_out + size_t(side) * h, h) += g * act[side];
            // The activation's slope: zero where the accumulator is clipped.
            const auto a = acc[side].array();
            if (square)
                slope = (a > 0.0f && a < 1.0f).select(2.0f * a, 0.0f);
            else
                slope = (a > 0.0f && a < 1.0f).select(Eigen::ArrayXf::Ones(h), 0.0f);
            delta = (g * ConstMap(w_out + size_t(side) * h, h).array() * slope).matrix();
            g_ft_bias += delta;
            for (int k = 0; k < s.count[side]; ++k) Map(grad + size_t(s.features[side][k]) * h, h) += delta;
        }
    }
    return loss;
}

} // namespace parachute::fit
