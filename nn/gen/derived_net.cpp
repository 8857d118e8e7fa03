// Construction: each accumulator neuron is a clipped ReLU step of 255 units
// (1 unit = 1 centipawn). K neurons sharing the same input weights and biases
// OFFSET, OFFSET - 255, ..., OFFSET - 255 (K - 1) sum to clamp(OFFSET + L, 0, 255 K): a
// linear function L of the inputs, exact over a range of 255 K centipawns. Four such
// groups compute, from a perspective, its own and its enemy's material + placement, for
// the middlegame and for the endgame. The output takes own minus enemy from the side to
// move's half, middlegame and endgame weighted by the material left (output bucket).
#include "derived_net.h"

#include <cmath>

#include "../../engine/eval/internal.h"

namespace parachute::nn {

namespace {
constexpr int HIDDEN = 256;
constexpr int BUCKETS = 8;
constexpr int STEPS = 40;     // 40 x 255 cp: more material than any side can own
constexpr int OFFSET = 512;   // room for the negative placement values
constexpr int QA = 255, QB = 64;
enum Group { OWN_MG, OWN_EG, ENEMY_MG, ENEMY_EG, GROUPS };

// The middlegame share of bucket b: the material left, as a fraction of the start's
// 30 pieces, at the bucket's middle (buckets are 4 pieces wide). An approximation of
// the classical phase, which weighs pieces rather than counting them.
int middlegame_weight(int b) {
    const double share = std::min(1.0, (4.0 * b + 2.0) / 30.0);
    return int(std::lround(QB * share));
}
} // namespace

Network derived_net(Variant v) {
    const eval::Weights& w = eval::weights(v);
    const FeatureSet& fs = feature_set(v);
    Network n;
    n.variant = v;
    n.features = &fs;
    n.inputs = fs.inputs();
    n.hidden = HIDDEN;
    n.output_buckets = BUCKETS;
    n.activation = Activation::CReLU;
    n.output_weight_bytes = 1;
    n.qa = QA;
    n.qb = QB;
    n.scale = QA; // centipawns = output / qb
    n.origin = Origin::Derived;
    n.provenance = std::string("derived from the classical evaluation of ") + traits(v).name +
                   ": material, pocket values, piece-square tables and tempo, middlegame/endgame by "
                   "output bucket (nn/gen/derived_net.cpp); not trained";
    n.allocate();

    auto neuron = [](int group, int step) { return group * STEPS + step; };
    for (int g = 0; g < GROUPS; ++g)
        for (int k = 0; k < STEPS; ++k) n.ft_bias[size_t(neuron(g, k))] = int16_t(OFFSET - 255 * k);

    auto set_feature = [&](int feature, bool own, Score value) {
        int16_t* row = n.ft_weights.get() + size_t(feature) * HIDDEN;
        for (int k = 0; k < STEPS; ++k) {
            row[neuron(own ? OWN_MG : ENEMY_MG, k)] = int16_t(value.mg);
            row[neuron(own ? OWN_EG : ENEMY_EG, k)] = int16_t(value.eg);
        }
    };
    // Which colour a perspective's "own" and "enemy" planes hold does not matter: the
    // tables are left-right symmetric and black reads them rank-flipped (except in
    // racing kings), exactly as the feature set orients black's perspective.
    const int enemy_flip = fs.rank_flip ? 56 : 0;
    for (int bucket = 0; bucket < KING_BUCKETS; ++bucket)
        for (int pt = PAWN; pt <= KING; ++pt) {
            if (fs.plane_of[pt] < 0) continue;
            const Score* table = eval::pst(v, PieceType(pt));
            for (int s = 0; s < SQUARE_NB; ++s) {
                const Orientation o{0, bucket};
                const Square sq = Square(s);
                set_feature(board_feature(fs, WHITE, o, make_piece(WHITE, PieceType(pt)), sq), true,
                            w.material[pt] + table[s]);
                set_feature(board_feature(fs, WHITE, o, make_piece(BLACK, PieceType(pt)), sq), false,
                            w.material[pt] + table[s ^ enemy_flip]);
            }
        }
    if (fs.hand)
        for (int pt = PAWN; pt <= QUEEN; ++pt)
            for (int k = 1; k <= hand_length(PieceType(pt)); ++k) {
                set_feature(hand_feature(fs, WHITE, WHITE, PieceType(pt), k), true, S(w.hand[pt], w.hand[pt]));
                set_feature(hand_feature(fs, WHITE, BLACK, PieceType(pt), k), false, S(w.hand[pt], w.hand[pt]));
            }

    for (int b = 0; b < BUCKETS; ++b) {
        const int mg = middlegame_weight(b), eg = QB - mg;
        int16_t* out = n.out_weights.get() + size_t(b) * 2 * HIDDEN; // the side to move's half only
        for (int k = 0; k < STEPS; ++k) {
            out[neuron(OWN_MG, k)] = int16_t(mg);
            out[neuron(OWN_EG, k)] = int16_t(eg);
            out[neuron(ENEMY_MG, k)] = int16_t(-mg);
            out[neuron(ENEMY_EG, k)] = int16_t(-eg);
        }
        n.out_bias[size_t(b)] = w.tempo.mg * mg + w.tempo.eg * eg;
    }
    return n;
}

} // namespace parachute::nn
