#include "material.h"

namespace parachute::losses {

int piece_points(PieceType pt) {
    switch (pt) {
    case PAWN: return 1;
    case KNIGHT: case BISHOP: case COMMONER: return 3;
    case ROOK: return 5;
    case QUEEN: return 9;
    default: return 0;
    }
}

int material_points(const Position& pos, Color c) {
    int sum = 0;
    for (int pt = PAWN; pt < KING; ++pt)
        sum += piece_points(PieceType(pt)) * (popcount(pos.pieces(c, PieceType(pt))) + pos.in_hand(c, PieceType(pt)));
    return sum;
}

int piece_material(const Position& pos) {
    int sum = 0;
    for (Color c : {WHITE, BLACK})
        sum += material_points(pos, c) - popcount(pos.pieces(c, PAWN)) - pos.in_hand(c, PAWN);
    return sum;
}

const char* phase_name(Phase p) {
    switch (p) {
    case Phase::Opening: return "opening";
    case Phase::Middlegame: return "middlegame";
    default: return "endgame";
    }
}

Phase phase_of(Variant v, int piece_material_now, int fullmove, int opening_moves) {
    Position start;
    start.set_start(v);
    const int full = piece_material(start);
    if (2 * piece_material_now <= full) return Phase::Endgame;
    if (piece_material_now >= full && fullmove <= opening_moves) return Phase::Opening;
    return Phase::Middlegame;
}

} // namespace parachute::losses
