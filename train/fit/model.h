// The float network the trainer fits: exactly the nn/ architecture, (features -> H)
// shared by both perspectives, then [side to move, other] (2H) -> one output per
// output bucket, with the activation the shipped net will use. Its output is in units
// of the net's scale: centipawns = output * scale, and sigmoid(output) is the expected
// score the loss compares with the targets.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <string>

#include "../../nn/network.h"

namespace parachute::fit {

struct Shape {
    Variant variant = Variant::Normal;
    int inputs = 0;
    int hidden = 256;
    int buckets = 8;
    nn::Activation activation = nn::Activation::SCReLU;
    int scale = 400; // centipawns per unit of output

    // "" or what is wrong (hidden sizes are those the engine's kernels handle).
    std::string error() const;
    size_t parameter_count() const;
};

Shape default_shape(Variant v);

// Every trainable number in one vector, so that the optimizer, the gradient buffers
// and the checkpoints treat the net as one block:
//   ft_weights [inputs][hidden] (one row per feature, so a sparse input touches rows)
//   ft_bias    [hidden]
//   out_weights[buckets][2 * hidden] (side to move's half, then the other's)
//   out_bias   [buckets]
//   factors    [2 * planes * 64][hidden]
// The factor rows are the trainer's own: one row per (own/enemy piece kind, oriented
// square) whatever the royal bucket, added to the row of every board feature of that
// piece and square. A piece's value on a square is learnt from all positions at once
// and the bucket rows learn only what differs by royal square; export folds each
// factor row into its eight bucket rows, so the engine's net is unchanged.
struct Layout {
    size_t ft_weights, ft_bias, out_weights, out_bias, factors, total;
    int board_features; // features below this have a factor row
    int factor_period;  // board feature f uses factor row f % factor_period
    explicit Layout(const Shape& s);
    // The factor row of feature f, or -1.
    int factor_of(int f) const { return f < board_features ? f % factor_period : -1; }
};

struct Model {
    Shape shape;
    Eigen::VectorXf params;

    // Zero parameters of the shape; init() draws the starting weights from seed.
    explicit Model(const Shape& s = Shape());
    void init(uint64_t seed);

    // Centipawns for the side to move, in float (the reference for export).
    double evaluate(const Position& pos) const;
};

// rows = the first-layer rows with their factor rows added ([inputs][hidden]): what the
// engine's net holds, before quantization.
void fold_rows(const Model& m, Eigen::VectorXf& rows);

// The activation of an accumulator: clamp to [0, 1] (CReLU), squared for SCReLU.
inline void activate(const Eigen::VectorXf& acc, bool square, Eigen::VectorXf& out) {
    for (Eigen::Index j = 0; j < acc.size(); ++j) {
        const float c = acc[j] < 0.0f ? 0.0f : acc[j] > 1.0f ? 1.0f : acc[j];
        out[j] = square ? c * c : c;
    }
}

// The bound every weight is kept within so that quantization cannot overflow: with
// qa = 255 and qb = 64 a weight of 1.98 is 505 in the int16 accumulator rows and 127
// in the int8 output weights.
constexpr float WEIGHT_LIMIT = 1.98f;

// Quantizes a model into an engine net: accumulator rows and biases x qa = 255 in int16,
// output weights x qb in int8 with qb the finest power of two from 1024 down to 64 at
// which they fit, output biases x qa x qb in int32. Returns "" or why the weights cannot
// be represented (Network::validate's bounds).
std::string quantize(const Model& m, const std::string& provenance, nn::Network& out);

// The float model of an engine net, the inverse of quantize: every weight divided by its
// quantization unit, the factor rows zero (the net holds them folded into its rows). A
// run started from it (fit --init) goes on from what that net learnt, also when the data
// it learnt from is gone. Returns "" or why the net does not fit the shape asked for.
std::string dequantize(const nn::Network& n, const Shape& asked, Model& out);

} // namespace parachute::fit
