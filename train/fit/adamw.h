// AdamW (Adam with decoupled weight decay) over the model's one parameter vector, the
// learning-rate schedules, and the clipping that keeps every weight quantizable.
#pragma once

#include <string>
#include <vector>

#include "model.h"

namespace parachute::fit {

struct Schedule {
    enum Kind { Cosine, Step } kind = Cosine;
    float lr = 0.001f;
    float final_fraction = 0.05f; // cosine: the last step's rate, as a fraction of lr
    int step_epochs = 4;          // step: multiply by gamma every this many epochs
    float gamma = 0.3f;

    // The rate at a step (0-based) of `total` steps, in epoch `epoch` (0-based).
    float at(long step, long total, int epoch) const;
};

class AdamW {
public:
    float beta1 = 0.9f, beta2 = 0.999f, epsilon = 1e-8f, weight_decay = 0.01f;

    explicit AdamW(const Shape& shape);
    // One step with the sum of the gradient buffers, which are zeroed on the way (each
    // thread's buffer is ready for the next batch). Work is split over `threads`.
    void step(Model& m, std::vector<Eigen::VectorXf>& grads, float lr, int threads);

    long steps() const { return t; }
    // For checkpoints: the moment estimates and the step count.
    Eigen::VectorXf& first() { return m1; }
    Eigen::VectorXf& second() { return m2; }
    void set_steps(long s) { t = s; }

private:
    Eigen::VectorXf m1, m2;
    long t = 0;
    Layout layout;
};

} // namespace parachute::fit
