// The numbers of the classical evaluation, one table per variant. They are sound round
// values, not tuned: the first self-play data is generated with them and the NNUE
// replaces them. Where a variant differs from chess, the comment says why.
#include "evaluate.h"

#include <array>

#include "variants.h"

namespace parachute {
namespace eval {

// Chess and the parts the other variants start from.
Weights chess_weights() {
    Weights w{};
    w.material[PAWN] = S(85, 110);
    w.material[KNIGHT] = S(320, 300);
    w.material[BISHOP] = S(335, 320);
    w.material[ROOK] = S(470, 530);
    w.material[QUEEN] = S(960, 980);
    w.piece[PAWN] = 100, w.piece[KNIGHT] = 320, w.piece[BISHOP] = 330;
    w.piece[ROOK] = 500, w.piece[QUEEN] = 950;
    for (int pt = PAWN; pt <= COMMONER; ++pt) w.hand[pt] = w.piece[pt];
    w.phase[KNIGHT] = 1, w.phase[BISHOP] = 1, w.phase[ROOK] = 2, w.phase[QUEEN] = 4;

    w.mobility[KNIGHT] = S(6, 6), w.mobility_base[KNIGHT] = 4, w.mobility_cap[KNIGHT] = 8;
    w.mobility[BISHOP] = S(6, 6), w.mobility_base[BISHOP] = 6, w.mobility_cap[BISHOP] = 12;
    w.mobility[ROOK] = S(3, 7), w.mobility_base[ROOK] = 6, w.mobility_cap[ROOK] = 13;
    w.mobility[QUEEN] = S(2, 4), w.mobility_base[QUEEN] = 12, w.mobility_cap[QUEEN] = 22;

    const Score passed[8] = {S(0, 0), S(5, 10), S(8, 15), S(15, 30), S(30, 55), S(50, 95), S(80, 150), S(0, 0)};
    for (int r = 0; r < 8; ++r) w.passed[r] = passed[r];
    w.doubled = S(10, 20);
    w.isolated = S(10, 15);
    w.bishop_pair = S(30, 50);
    w.rook_open_file = S(25, 10);
    w.rook_semi_open_file = S(10, 5);
    w.attacked_by_pawn = S(40, 30);
    w.hanging = S(25, 15);

    w.attacker_weight[KNIGHT] = 8, w.attacker_weight[BISHOP] = 6;
    w.attacker_weight[ROOK] = 8, w.attacker_weight[QUEEN] = 12, w.attacker_weight[COMMONER] = 6;
    w.zone_attack = 3;
    w.safe_check[PAWN] = 4, w.safe_check[KNIGHT] = 10, w.safe_check[BISHOP] = 6;
    w.safe_check[ROOK] = 10, w.safe_check[QUEEN] = 8, w.safe_check[COMMONER] = 6;
    w.weak_zone_square = 3;
    w.open_file_near_king = 4;
    w.shelter_missing = 3;
    w.no_queen_percent = 40;
    w.danger_divisor = 8, w.danger_cap = 700, w.danger_eg = 2;
    w.tempo = S(15, 10);
    return w;
}

// Crazyhouse: material is never lost, only handed over, so initiative and the king's
// safety outweigh it. Pieces are close in value (a knight drop is as deadly as a rook
// drop), a piece in the pocket is worth more than one on the board (it can go anywhere,
// at once), and pawn structure matters little because pawns can be dropped.
Weights crazyhouse_weights() {
    Weights w = chess_weights();
    w.material[PAWN] = S(110, 110);
    w.material[KNIGHT] = S(300, 300);
    w.material[BISHOP] = S(310, 310);
    w.material[ROOK] = S(420, 420);
    w.material[QUEEN] = S(760, 760);
    w.piece[PAWN] = 110, w.piece[KNIGHT] = 300, w.piece[BISHOP] = 310;
    w.piece[ROOK] = 420, w.piece[QUEEN] = 760;
    w.hand[PAWN] = 150, w.hand[KNIGHT] = 380, w.hand[BISHOP] = 380;
    w.hand[ROOK] = 520, w.hand[QUEEN] = 900;
    for (int r = 0; r < 8; ++r) w.passed[r] = S(w.passed[r].mg / 2, w.passed[r].eg / 2);
    w.doubled = S(3, 3);
    w.isolated = S(4, 4);
    w.bishop_pair = S(15, 15);
    w.rook_open_file = S(15, 15);
    w.rook_semi_open_file = S(5, 5);
    w.hanging = S(40, 40); // a lost piece also arms the opponent's pocket
    w.attacker_weight[KNIGHT] = 10, w.attacker_weight[BISHOP] = 7;
    w.attacker_weight[ROOK] = 9, w.attacker_weight[QUEEN] = 12;
    w.zone_attack = 4;
    w.safe_check[PAWN] = 8, w.safe_check[KNIGHT] = 14, w.safe_check[BISHOP] = 8;
    w.safe_check[ROOK] = 12, w.safe_check[QUEEN] = 10;
    w.weak_zone_square = 5;
    w.open_file_near_king = 5;
    w.shelter_missing = 6;
    w.no_queen_percent = 80; // any pocket piece can join the attack
    w.danger_divisor = 6, w.danger_cap = 1200, w.danger_eg = 4;
    w.tempo = S(40, 40);
    return w;
}

// Knightmate: no knights; the commoner steps like a king and is worth a bit more than a
// knight (it also mates a cornered royal knight alone). The royal knight is hunted by
// pieces attacking its knight-move squares (knightmate.cpp).
Weights knightmate_weights() {
    Weights w = chess_weights();
    w.material[KNIGHT] = S(0, 0), w.piece[KNIGHT] = 0, w.hand[KNIGHT] = 0;
    w.material[COMMONER] = S(360, 420);
    w.piece[COMMONER] = 380, w.hand[COMMONER] = 380;
    w.phase[COMMONER] = 1;
    w.mobility[COMMONER] = S(4, 6), w.mobility_base[COMMONER] = 4, w.mobility_cap[COMMONER] = 8;
    w.safe_check[COMMONER] = 10;
    w.attacker_weight[COMMONER] = 10;
    w.no_queen_percent = 70; // commoners and rooks mate a hemmed-in royal knight without a queen
    w.danger_divisor = 7, w.danger_cap = 800, w.danger_eg = 3;
    return w;
}

// Racing kings: the race decides, pieces only matter as blockers and guards of the
// squares in front of the kings, so they weigh less; no pawns, no king safety.
Weights racing_weights() {
    Weights w = chess_weights();
    w.material[PAWN] = S(0, 0), w.piece[PAWN] = 0, w.hand[PAWN] = 0;
    w.material[KNIGHT] = S(230, 230);
    w.material[BISHOP] = S(220, 220);
    w.material[ROOK] = S(320, 320);
    w.material[QUEEN] = S(600, 600);
    w.piece[KNIGHT] = 230, w.piece[BISHOP] = 220, w.piece[ROOK] = 320, w.piece[QUEEN] = 600;
    for (int pt = KNIGHT; pt <= QUEEN; ++pt) w.hand[pt] = w.piece[pt];
    w.mobility[KNIGHT] = S(3, 3), w.mobility[BISHOP] = S(3, 3);
    w.mobility[ROOK] = S(2, 2), w.mobility[QUEEN] = S(1, 1);
    w.bishop_pair = S(10, 10);
    w.rook_open_file = S(0, 0), w.rook_semi_open_file = S(0, 0);
    w.tempo = S(0, 0); // the race lead term already counts the move (racing.cpp)
    return w;
}

const Weights& weights(Variant v) {
    static const auto table = [] {
        std::array<Weights, VARIANT_NB> t{};
        for (int i = 0; i < VARIANT_NB; ++i) t[i] = VARIANT_EVAL[i].make_weights();
        return t;
    }();
    return table[int(v)];
}

} // namespace eval

Value piece_value(Variant v, PieceType pt) { return eval::weights(v).piece[pt]; }

} // namespace parachute
