// Crazyhouse king danger from the enemy pocket: a piece in hand can appear on any empty
// square at once, so every empty square from which it would check, and every empty
// square next to the king that we do not guard, is a threat even with no enemy piece
// nearby. This is what makes zh attacks fast; it dominates zh king safety.
#include "internal.h"

namespace parachute::eval {
namespace {

// Units per square from which a drop checks, when we cannot take the dropped piece at
// once (safe) and when we can (still a tempo for them), counted up to three squares.
struct DropCheck {
    int safe, unsafe;
};
constexpr DropCheck PAWN_DROP = {4, 1}, KNIGHT_DROP = {8, 2}, DIAGONAL_DROP = {5, 1}, LINE_DROP = {6, 1};
constexpr int MAX_COUNTED = 3;

int drop_check_units(Bitboard squares, Bitboard safe, DropCheck w) {
    int s = popcount(squares & safe), u = popcount(squares & ~safe);
    s = s < MAX_COUNTED ? s : MAX_COUNTED;
    u = u < MAX_COUNTED ? u : MAX_COUNTED;
    return s * w.safe + u * w.unsafe;
}

// How much a pocket piece adds to the attack just by being there.
constexpr int POCKET_WEIGHT[PIECE_TYPE_NB] = {0, 1, 3, 3, 3, 5, 0, 0};
constexpr int MAX_POCKET_UNITS = 20;

} // namespace

int drop_threat_units(const Position& pos, Color us, const Attacks& a) {
    const Color them = ~us;
    if (pos.hand_empty(them)) return 0;
    const Square ksq = pos.king_square(us);
    const Bitboard occupied = pos.pieces(), empty = ~occupied;
    const Bitboard safe = empty & ~a.all[us];
    const auto has = [&](PieceType pt) { return pos.in_hand(them, pt) > 0; };

    int units = 0, pocket = 0, pieces = 0;
    for (int pt = PAWN; pt <= QUEEN; ++pt) {
        pocket += POCKET_WEIGHT[pt] * pos.in_hand(them, PieceType(pt));
        pieces += pos.in_hand(them, PieceType(pt));
    }
    units += pocket < MAX_POCKET_UNITS ? pocket : MAX_POCKET_UNITS;

    if (has(PAWN)) {
        // Pawns cannot be dropped on the first or last rank.
        const Bitboard squares = pawn_attacks(us, ksq) & empty & ~(RANK_1_BB | RANK_8_BB);
        units += drop_check_units(squares, safe, PAWN_DROP);
    }
    if (has(KNIGHT)) units += drop_check_units(knight_attacks(ksq) & empty, safe, KNIGHT_DROP);
    if (has(BISHOP) || has(QUEEN)) units += drop_check_units(bishop_attacks(ksq, occupied) & empty, safe, DIAGONAL_DROP);
    if (has(ROOK) || has(QUEEN)) units += drop_check_units(rook_attacks(ksq, occupied) & empty, safe, LINE_DROP);

    // Empty squares by the king that we do not guard: a drop there joins the attack,
    // the more so the more pieces they hold.
    const int holes = popcount(a.zone[us] & safe);
    units += holes * (1 + (pieces < 4 ? pieces : 4));
    return units;
}

} // namespace parachute::eval
