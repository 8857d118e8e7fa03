#include "adamw.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace parachute::fit {

float Schedule::at(long step, long total, int epoch) const {
    if (kind == Step) return lr * std::pow(gamma, float(epoch / std::max(1, step_epochs)));
    const double progress = total > 1 ? double(step) / double(total - 1) : 1.0;
    const double cosine = 0.5 * (1.0 + std::cos(M_PI * std::min(1.0, progress)));
    return float(lr * (final_fraction + (1.0 - final_fraction) * cosine));
}

AdamW::AdamW(const Shape& shape)
    : m1(Eigen::VectorXf::Zero(Eigen::Index(shape.parameter_count()))),
      m2(Eigen::VectorXf::Zero(Eigen::Index(shape.parameter_count()))), layout(shape) {}

void AdamW::step(Model& model, std::vector<Eigen::VectorXf>& grads, float lr, int threads) {
    ++t;
    const float c1 = 1.0f - std::pow(beta1, float(t)), c2 = 1.0f - std::pow(beta2, float(t));
    const size_t total = layout.total;
    auto work = [&](size_t begin, size_t end) {
        float* p = model.params.data();
        float* a = m1.data();
        float* b = m2.data();
        for (size_t i = begin; i < end; ++i) {
            float g = 0;
            for (Eigen::VectorXf& buffer : grads) {
                g += buffer[Eigen::Index(i)];
                buffer[Eigen::Index(i)] = 0;
            }
            a[i] = beta1 * a[i] + (1 - beta1) * g;
            b[i] = beta2 * b[i] + (1 - beta2) * g * g;
            // Biases are not decayed: only the weight matrices (and the factor rows).
            const bool bias = (i >= layout.ft_bias && i < layout.out_weights) || (i >= layout.out_bias && i < layout.factors);
            const float decay = bias ? 0.0f : weight_decay * p[i];
            const float v = p[i] - lr * ((a[i] / c1) / (std::sqrt(b[i] / c2) + epsilon) + decay);
            p[i] = std::clamp(v, -WEIGHT_LIMIT, WEIGHT_LIMIT);
        }
    };
    threads = std::max(1, threads);
    std::vector<std::thread> pool;
    const size_t part = (total + size_t(threads) - 1) / size_t(threads);
    for (int k = 1; k < threads; ++k)
        pool.emplace_back(work, std::min(total, part * size_t(k)), std::min(total, part * size_t(k + 1)));
    work(0, std::min(total, part));
    for (std::thread& th : pool) th.join();
}

} // namespace parachute::fit
