#include "features.h"

#include <algorithm>

namespace parachute::nn {

namespace {

// King buckets over the oriented royal square (files a-d after mirroring). Chess-like
// variants: the home ranks are where the king lives and where its shelter matters, so
// they are split finely; the rest of the board coarsely.
constexpr int8_t CHESS_BUCKETS[32] = {
    0, 0, 1, 1, // rank 1: a-b, c-d
    2, 2, 3, 3, // rank 2
    4, 4, 4, 4, // rank 3
    5, 5, 5, 5, // rank 4
    6, 6, 6, 6, // rank 5
    6, 6, 6, 6, // rank 6
    7, 7, 7, 7, // rank 7
    7, 7, 7, 7, // rank 8
};

// Racing kings: how far the own king has come is what the whole game is about.
constexpr int8_t RACING_BUCKETS[32] = {
    0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
    4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7,
};

constexpr int HAND_LENGTH[PIECE_TYPE_NB] = {0, 16, 4, 4, 4, 2, 0, 0};
constexpr int HAND_OFFSET[PIECE_TYPE_NB] = {0, 0, 16, 20, 24, 28, 30, 30};

//                                 -   P  N  B  R  Q  M  K
constexpr FeatureSet CHESS = {FeatureSetId::Chess, "chess-k8m", 6, {-1, 0, 1, 2, 3, 4, -1, 5},
                              true, true, false, false, {}};
constexpr FeatureSet CRAZYHOUSE = {FeatureSetId::Crazyhouse, "crazyhouse-k8m-hand", 6, {-1, 0, 1, 2, 3, 4, -1, 5},
                                   true, true, true, false, {}};
constexpr FeatureSet KNIGHTMATE = {FeatureSetId::Knightmate, "knightmate-k8m", 6, {-1, 0, -1, 1, 2, 3, 4, 5},
                                   true, true, false, false, {}};
constexpr FeatureSet RACING = {FeatureSetId::Racing, "racing-r8m-colour", 5, {-1, -1, 0, 1, 2, 3, -1, 4},
                               false, true, false, true, {}};

constexpr FeatureSet with_buckets(FeatureSet fs, const int8_t (&buckets)[32]) {
    for (int i = 0; i < 32; ++i) fs.bucket_of[i] = buckets[i];
    return fs;
}

// The nets' part of each variant's descriptor (the rules' part is engine/rules/variant.cpp,
// the classical evaluation's engine/eval/variants.h).
struct VariantFeatures {
    Variant id;
    FeatureSet set;
};
constexpr VariantFeatures SETS[] = {
    {Variant::Normal, with_buckets(CHESS, CHESS_BUCKETS)},
    {Variant::Crazyhouse, with_buckets(CRAZYHOUSE, CHESS_BUCKETS)},
    {Variant::Knightmate, with_buckets(KNIGHTMATE, CHESS_BUCKETS)},
    {Variant::RacingKings, with_buckets(RACING, RACING_BUCKETS)},
};
static_assert(one_row_per_variant(SETS), "one feature set per variant, in the order of PARACHUTE_VARIANTS");

} // namespace

int FeatureSet::hand_features_per_side() const { return hand ? HAND_OFFSET[COMMONER] : 0; }

int FeatureSet::inputs() const { return board_features() + 2 * hand_features_per_side() + (colour_feature ? 1 : 0); }

const FeatureSet& feature_set(Variant v) { return SETS[int(v)].set; }

const FeatureSet* feature_set_by_id(uint32_t id) {
    for (const VariantFeatures& f : SETS)
        if (uint32_t(f.set.id) == id) return &f.set;
    return nullptr;
}

int hand_length(PieceType pt) { return HAND_LENGTH[pt]; }

Orientation orient(const FeatureSet& fs, Color perspective, Square royal) {
    int flip = fs.rank_flip && perspective == BLACK ? 56 : 0;
    const int sq = int(royal) ^ flip;
    if (fs.mirror && (sq & 7) >= 4) flip ^= 7;
    const int folded = int(royal) ^ flip; // files a-d
    return {flip, fs.bucket_of[(folded >> 3) * 4 + (folded & 7)]};
}

int hand_feature(const FeatureSet& fs, Color perspective, Color owner, PieceType pt, int k) {
    return fs.board_features() + (owner == perspective ? 0 : fs.hand_features_per_side()) + HAND_OFFSET[pt] + k - 1;
}

int active_features(const FeatureSet& fs, const Position& pos, Color perspective, int* out) {
    return collect_features(
        fs, perspective, pos.king_square(perspective), pos.pieces(), [&](Square s) { return pos.piece_on(s); },
        [&](Color c, PieceType pt) { return pos.in_hand(c, pt); }, out);
}

int output_bucket(const Position& pos, int buckets) {
    int count = popcount(pos.pieces() & ~pos.pieces(KING));
    for (Color c : {WHITE, BLACK})
        for (int pt = PAWN; pt <= COMMONER; ++pt) count += pos.in_hand(c, PieceType(pt));
    return material_bucket(count, buckets);
}

} // namespace parachute::nn
