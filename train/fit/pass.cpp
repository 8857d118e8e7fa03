#include "pass.h"

#include <cmath>

namespace parachute::fit {

using Vec = Eigen::VectorXf;
using Map = Eigen::Map<Eigen::VectorXf>;
using ConstMap = Eigen::Map<const Eigen::VectorXf>;

double run_pass(const Model& m, const TargetMix& mix, const PassInput& in, float grad_scale, float* grad) {
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
            for (int k = 0; k < s.count[side]; ++k) {
                const int f = s.features[side][k];
                acc[side] += ConstMap(p + size_t(f) * h, h);
                if (const int r = l.factor_of(f); r >= 0) acc[side] += ConstMap(p + l.factors + size_t(r) * h, h);
            }
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
            for (int k = 0; k < s.count[side]; ++k) {
                const int f = s.features[side][k];
                Map(grad + size_t(f) * h, h) += delta;
                if (const int r = l.factor_of(f); r >= 0) Map(grad + l.factors + size_t(r) * h, h) += delta;
            }
        }
    }
    return loss;
}

} // namespace parachute::fit
