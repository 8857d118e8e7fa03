#include "sample.h"

#include <cmath>

namespace parachute::fit {

void make_sample(const nn::FeatureSet& fs, int buckets, const TargetMix& mix, const data::Decoded& d, Sample& s) {
    Square royal[COLOR_NB] = {SQ_NONE, SQ_NONE};
    int pieces = 0;
    for (Bitboard b = d.occupied; b;) {
        const Square sq = pop_lsb(b);
        if (type_of(d.board[sq]) == KING)
            royal[color_of(d.board[sq])] = sq;
        else
            ++pieces;
    }
    for (Color c : {WHITE, BLACK})
        for (int pt = PAWN; pt <= QUEEN; ++pt) pieces += d.hand[c][pt];
    const Color us = d.side_to_move;
    for (int side = 0; side < 2; ++side) {
        const Color p = side == 0 ? us : ~us;
        s.count[side] = nn::collect_features(
            fs, p, royal[p], d.occupied, [&](Square sq) { return d.board[sq]; },
            [&](Color c, PieceType pt) { return d.hand[c][pt]; }, s.features[side]);
    }
    s.bucket = nn::material_bucket(pieces, buckets);
    const float search = 1.0f / (1.0f + std::exp(-float(d.score) / float(mix.scale)));
    const float white_result = d.outcome == data::Outcome::WhiteWins ? 1.0f : d.outcome == data::Outcome::Draw ? 0.5f : 0.0f;
    const float result = us == WHITE ? white_result : 1.0f - white_result;
    s.target = mix.lambda * search + (1.0f - mix.lambda) * result;
}

} // namespace parachute::fit
