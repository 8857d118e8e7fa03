// Piece-square tables, generated from a few geometric ideas (centralisation, advance,
// a sheltered king) rather than typed in as 64 numbers each, so that each table's intent
// is one line. Tables are from white's point of view; black reads square ^ 56 (a rank
// mirror) except in racing kings, where both kings run up the board and black mirrors
// white left-right, so every racing table is left-right symmetric and read as is.
#include "variants.h"

namespace parachute::eval {
namespace {

// Steps (file + rank) from the nearest of the four centre squares: 0 in the centre, 6 in a corner.
constexpr int centre_distance(int f, int r) {
    int df = f < 4 ? 3 - f : f - 4;
    int dr = r < 4 ? 3 - r : r - 4;
    return df + dr;
}

struct Tables {
    Score t[VARIANT_NB][PIECE_TYPE_NB][SQUARE_NB];
};

constexpr Score pawn_square(int f, int r, int advance_eg) {
    // Central pawns on the 3rd/4th rank hold the centre; the rest is small encouragement
    // to advance (passed pawns have their own term).
    constexpr int centre_file[8] = {0, 2, 5, 10, 10, 5, 2, 0};
    int mg = 3 * (r - 1) + centre_file[f] * (r == 2 || r == 3 ? 2 : r == 1 ? 0 : 1);
    return S(mg, advance_eg * (r - 1));
}

constexpr Score chess_king_square(int f, int r, int rank_penalty) {
    // Middlegame: castled corners, back rank; endgame: the centre.
    constexpr int back_rank[8] = {20, 30, 10, 0, 0, 10, 30, 20};
    int mg = r == 0 ? back_rank[f] : back_rank[f] / 2 - rank_penalty * r;
    return S(mg, 30 - 10 * centre_distance(f, r));
}

constexpr Tables build() {
    Tables x{};
    for (int v = 0; v < VARIANT_NB; ++v)
        for (int sq = 0; sq < SQUARE_NB; ++sq) {
            const int f = sq & 7, r = sq >> 3, cd = centre_distance(f, r);
            auto at = [&](PieceType pt) -> Score& { return x.t[v][pt][sq]; };
            const PstChoice& choice = VARIANT_EVAL[v].pst;
            if (choice.shape == PstShape::Racing) {
                // Pieces in the middle of the board reach both kings' paths; the kings'
                // progress is the race term's business.
                at(KNIGHT) = S(12 - 4 * cd, 12 - 4 * cd);
                at(BISHOP) = S(6 - 2 * cd, 6 - 2 * cd);
                at(QUEEN) = S(6 - 2 * cd, 6 - 2 * cd);
                continue;
            }
            at(PAWN) = pawn_square(f, r, choice.pawn_advance_eg);
            at(KNIGHT) = S(20 - 8 * cd, 15 - 7 * cd);
            at(BISHOP) = S(10 - 4 * cd, 8 - 3 * cd);
            at(ROOK) = S((r == 6 ? 15 : 0) + (f == 3 || f == 4 ? 5 : 0), r == 6 ? 10 : 0);
            at(QUEEN) = S(4 - 2 * cd, 10 - 4 * cd);
            if (choice.shape == PstShape::Knightmate) {
                // The commoner wants to be central and forward (it attacks like a king);
                // the royal knight hides at home early and centralises late, where it has
                // the most escape squares.
                at(COMMONER) = S(10 - 5 * cd + 3 * r, 20 - 6 * cd + 4 * r);
                at(KING) = S(-20 * r, 10 - 6 * cd);
            } else {
                at(KING) = chess_king_square(f, r, choice.king_rank_penalty);
            }
        }
    return x;
}

constexpr Tables TABLES = build();

} // namespace

const Score* pst(Variant v, PieceType pt) { return TABLES.t[int(v)][pt]; }

void eval_placement(const Position& pos, EvalTrace& t) {
    const Variant v = pos.variant();
    const int flip = variant_eval(v).pst.black_flips_ranks ? 56 : 0;
    for (Color c : {WHITE, BLACK}) {
        Score s;
        for (int pt = PAWN; pt <= KING; ++pt) {
            const Score* table = pst(v, PieceType(pt));
            for (Bitboard b = pos.pieces(c, PieceType(pt)); b;)
                s += table[c == WHITE ? pop_lsb(b) : pop_lsb(b) ^ flip];
        }
        t.terms[TERM_PLACEMENT][c] = s;
    }
}

} // namespace parachute::eval
