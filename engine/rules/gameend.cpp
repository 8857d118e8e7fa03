#include "gameend.h"

#include <algorithm>

#include "movegen.h"

namespace parachute {

int repetition_count(const Position& pos) {
    // In crazyhouse a capture or a pawn move does not make a position unreachable (the
    // piece can come back by a drop), so the whole history is searched there.
    int window = pos.history_length();
    if (!pos.rules().drops) window = std::min(window, pos.rule50_count());
    const Key k = pos.key();
    int count = 1;
    for (int back = 2; back <= window; back += 2)
        if (pos.key_at(back) == k) ++count;
    return count;
}

bool insufficient_material(const Position& pos) {
    const VariantTraits& tr = pos.rules();
    if (!tr.material_draws) return false;
    if (tr.bare_royals_draw) return pos.pieces() == pos.pieces(KING);
    if (pos.pieces(PAWN) | pos.pieces(ROOK) | pos.pieces(QUEEN) | pos.pieces(COMMONER)) return false;
    const Bitboard minors = pos.pieces(KNIGHT) | pos.pieces(BISHOP);
    if (popcount(minors) <= 1) return true;
    // Only bishops, all on squares of one colour: nothing can ever give mate.
    return !pos.pieces(KNIGHT)
        && (!(pos.pieces(BISHOP) & DARK_SQUARES_BB) || !(pos.pieces(BISHOP) & ~DARK_SQUARES_BB));
}

GameResult race_result(const Position& pos) {
    const bool white_home = pos.pieces(WHITE, KING) & RANK_8_BB;
    const bool black_home = pos.pieces(BLACK, KING) & RANK_8_BB;
    return white_home && black_home ? GameResult::Draw : white_home ? GameResult::WhiteWins : GameResult::BlackWins;
}

GameStatus game_status(const Position& pos) {
    GameStatus s;
    const Color us = pos.side_to_move();
    if (race_decided(pos)) {
        s.result = race_result(pos);
        s.reason = s.result == GameResult::Draw ? EndReason::RaceDrawn : EndReason::RaceWon;
        return s;
    }
    if (!has_legal_move(pos)) {
        if (pos.in_check()) {
            s.reason = EndReason::Checkmate;
            s.result = us == WHITE ? GameResult::BlackWins : GameResult::WhiteWins;
        } else {
            s.reason = EndReason::Stalemate;
            s.result = GameResult::Draw;
        }
        return s;
    }
    if (insufficient_material(pos)) {
        s.reason = EndReason::InsufficientMaterial;
        s.result = GameResult::Draw;
        return s;
    }
    const bool samara = pos.samara_draws();
    const int reps = repetition_count(pos);
    if (samara && reps >= 5) {
        s.reason = EndReason::FivefoldRepetition;
        s.result = GameResult::Draw;
        return s;
    }
    s.can_claim_threefold = reps >= 3;
    s.can_claim_fifty_moves = !samara && pos.rule50_count() >= 100;
    return s;
}

const char* result_string(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    default: return "*";
    }
}

std::string describe_end(const GameStatus& s) {
    const bool white = s.result == GameResult::WhiteWins;
    switch (s.reason) {
    case EndReason::Checkmate: return white ? "White mates" : "Black mates";
    case EndReason::Stalemate: return "Stalemate";
    case EndReason::RaceWon: return white ? "White's king reached the 8th rank" : "Black's king reached the 8th rank";
    case EndReason::RaceDrawn: return "Both kings reached the 8th rank";
    case EndReason::InsufficientMaterial: return "Insufficient material";
    case EndReason::FivefoldRepetition: return "Fivefold repetition";
    default: return "";
    }
}

} // namespace parachute
