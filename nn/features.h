// The input features of the nets, one feature set per variant. Each perspective sees
// the board from its own side: "own" and "enemy" piece planes over 64 squares, bucketed
// by where its own royal piece stands, plus (crazyhouse) pocket thermometers.
//
// Symmetries, variant by variant:
//  - normal, crazyhouse, knightmate: the rules are colour-symmetric under a rank flip,
//    so black's perspective reads square ^ 56. All three are mirrored left-right so that
//    the own royal piece stands on files a-d (castling is the only left-right asymmetry,
//    and castling rights are not features).
//  - racingkings: both kings race up the board, so black is NOT rank-flipped; the rules
//    are exactly left-right symmetric (no pawns, no castling), so mirroring is sound. The
//    one colour asymmetry (black may equalise after white arrives) is a constant feature
//    active in black's perspective, so the net can still tell the colours apart.
#pragma once

#include <algorithm>
#include <cstdint>

#include "../engine/rules/position.h"

namespace parachute::nn {

// Stored in net files; never renumber.
enum class FeatureSetId : uint32_t { Chess = 1, Crazyhouse = 2, Knightmate = 3, Racing = 4 };

constexpr int MAX_PLANES = 12;      // piece kinds per side x 2
constexpr int KING_BUCKETS = 8;
constexpr int HAND_TYPES = 5;       // P N B R Q
constexpr int MAX_ACTIVE = 64 + 2 * 30 + 1; // a full board, full pockets, the colour feature

struct FeatureSet {
    FeatureSetId id;
    const char* name;
    int planes_per_side;
    int8_t plane_of[PIECE_TYPE_NB];  // -1 when the piece kind does not exist in the variant
    bool rank_flip;                  // black's perspective reads square ^ 56
    bool mirror;                     // files e-h of the own royal piece are mirrored to a-d
    bool hand;                       // pocket thermometer features
    bool colour_feature;             // a constant feature in black's perspective
    int8_t bucket_of[32];            // oriented royal square (files a-d, ranks 1-8) -> bucket

    int board_features() const { return KING_BUCKETS * 2 * planes_per_side * 64; }
    int hand_features_per_side() const;
    int inputs() const;
};

const FeatureSet& feature_set(Variant v);
const FeatureSet* feature_set_by_id(uint32_t id); // nullptr when unknown

// Thermometer lengths per pocket piece type: "at least k of them" for k = 1..length.
// The longest pockets the rules allow (promoted pieces return as pawns).
int hand_length(PieceType pt);

// How one perspective reads the board for a given royal square: the square xor and the
// king bucket. Two positions share features exactly when their Orientation is equal.
struct Orientation {
    int flip;   // square ^ flip gives the oriented square
    int bucket;
    int index() const { return bucket * 2 + ((flip & 7) != 0); } // refresh-cache slot
    bool operator==(const Orientation& o) const { return flip == o.flip && bucket == o.bucket; }
    bool operator!=(const Orientation& o) const { return !(*this == o); }
};
constexpr int ORIENTATIONS = KING_BUCKETS * 2;

Orientation orient(const FeatureSet& fs, Color perspective, Square royal);

inline int board_feature(const FeatureSet& fs, Color perspective, Orientation o, Piece pc, Square s) {
    const int plane = (color_of(pc) == perspective ? 0 : fs.planes_per_side) + fs.plane_of[type_of(pc)];
    return (o.bucket * 2 * fs.planes_per_side + plane) * 64 + (int(s) ^ o.flip);
}

// The feature "owner has at least k pieces of type pt in hand", k >= 1.
int hand_feature(const FeatureSet& fs, Color perspective, Color owner, PieceType pt, int k);
inline int colour_feature(const FeatureSet& fs) { return fs.inputs() - 1; }

// Every active feature of one perspective, from any description of a position: the
// engine's Position and the trainer's decoded records both go through this one
// definition. piece_at(Square) -> Piece; in_hand(Color, PieceType) -> count.
template <typename PieceAt, typename InHand>
int collect_features(const FeatureSet& fs, Color perspective, Square royal, Bitboard occupied, PieceAt piece_at,
                     InHand in_hand, int* out) {
    const Orientation o = orient(fs, perspective, royal);
    int n = 0;
    for (Bitboard b = occupied; b;) {
        const Square s = pop_lsb(b);
        out[n++] = board_feature(fs, perspective, o, piece_at(s), s);
    }
    if (fs.hand)
        for (Color c : {WHITE, BLACK})
            for (int pt = PAWN; pt <= QUEEN; ++pt) {
                const int count = std::min(int(in_hand(c, PieceType(pt))), hand_length(PieceType(pt)));
                for (int k = 1; k <= count; ++k) out[n++] = hand_feature(fs, perspective, c, PieceType(pt), k);
            }
    if (fs.colour_feature && perspective == BLACK) out[n++] = colour_feature(fs);
    return n;
}

// Every active feature of the position from one perspective; returns the count.
int active_features(const FeatureSet& fs, const Position& pos, Color perspective, int* out);

// The output bucket of a position with `pieces` pieces left on the board and in both
// pockets, royal pieces excluded.
inline int material_bucket(int pieces, int buckets) {
    const int b = pieces * buckets / 32;
    return b < buckets ? b : buckets - 1;
}
// A position's output bucket: by the material left (board and pockets), kings excluded.
int output_bucket(const Position& pos, int buckets);

} // namespace parachute::nn
