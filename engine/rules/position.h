// A position of any of the four variants: board, pockets, promoted flags, side to move,
// castling, en passant, counters, and the history of states that make/unmake and
// repetition detection need. Moves are made and unmade in place; nothing copies a
// whole position in the search or in perft.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../core/bitboard.h"
#include "../core/zobrist.h"
#include "variant.h"

namespace parachute {

struct StateInfo {
    // Copied forward by do_move.
    Key key;
    int castling;
    int rule50;
    int plies_from_null;
    // Recomputed by do_move.
    Square ep_square;       // set only when an en-passant capture is legal
    Piece captured;
    bool captured_promoted; // the captured piece had been promoted, so a pawn went to the pocket
    Move move;
    Bitboard checkers;
    Bitboard blockers[COLOR_NB]; // pieces of either colour that shield king c from a slider
    Bitboard pinners[COLOR_NB];  // sliders of c that pin a piece of ~c to its king
    Bitboard check_squares[PIECE_TYPE_NB]; // where a piece of the side to move would give check
};

class Position {
public:
    Position();

    // Sets the position from a FEN (with or without counters, holdings as [..] or as a
    // ninth rank). Returns an empty string on success, otherwise a message naming what
    // is wrong; on error the position is left unchanged.
    std::string set(std::string_view fen, Variant v);
    void set_start(Variant v);
    std::string fen() const;

    Variant variant() const { return var; }
    const VariantTraits& rules() const { return *tr; }
    DrawRules draw_rules() const { return draws; }
    void set_draw_rules(DrawRules d) { draws = d; }
    // chess-samara.ru's draw rules are in force: chosen, in a variant whose guides differ.
    bool samara_draws() const { return tr->site_draw_rules && draws == DrawRules::Samara; }

    // Board
    Piece piece_on(Square s) const { return board[s]; }
    bool empty(Square s) const { return board[s] == NO_PIECE; }
    Bitboard pieces() const { return by_color[WHITE] | by_color[BLACK]; }
    Bitboard pieces(Color c) const { return by_color[c]; }
    Bitboard pieces(PieceType pt) const { return by_type[pt]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_color[c] & by_type[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return by_color[c] & (by_type[a] | by_type[b]); }
    Square king_square(Color c) const { return lsb(pieces(c, KING)); }
    int in_hand(Color c, PieceType pt) const { return hand[c][pt]; }
    bool hand_empty(Color c) const;
    Bitboard promoted_pieces() const { return promoted; }

    // State
    Color side_to_move() const { return stm; }
    int castling_rights() const { return st().castling; }
    Square ep_square() const { return st().ep_square; }
    int rule50_count() const { return st().rule50; }
    int plies_from_null() const { return st().plies_from_null; }
    int game_ply() const { return ply; }
    int fullmove_number() const { return 1 + (ply - (stm == BLACK)) / 2; }
    Key key() const { return st().key; }
    Bitboard checkers() const { return st().checkers; }
    bool in_check() const { return st().checkers != 0; }
    Bitboard blockers_for_king(Color c) const { return st().blockers[c]; }
    Bitboard pinners(Color c) const { return st().pinners[c]; }
    Bitboard check_squares(PieceType pt) const { return st().check_squares[pt]; }
    Move last_move() const { return st().move; }
    // The piece that moves (or is dropped) with m in this position.
    Piece moved_piece(Move m) const { return m.is_drop() ? make_piece(stm, m.drop_type()) : board[m.from()]; }
    bool is_capture(Move m) const { return !m.is_drop() && (board[m.to()] != NO_PIECE || m.kind() == EN_PASSANT); }
    // The type of the piece m takes (a pawn for en passant), or NO_PIECE_TYPE.
    PieceType captured_type(Move m) const {
        return m.is_drop() ? NO_PIECE_TYPE : m.kind() == EN_PASSANT ? PAWN : type_of(board[m.to()]);
    }
    // Number of moves made since the position was set (the history that repetition sees).
    int history_length() const { return int(states.size()) - 1; }
    Key key_at(int back) const { return states[states.size() - 1 - back].key; }

    // Attacks, with the variant's royal piece moving as it does in this variant.
    Bitboard attackers_to(Square s, Bitboard occupied) const;
    Bitboard attackers_to(Square s) const { return attackers_to(s, pieces()); }
    Bitboard attacks_from(PieceType pt, Square s, Color c, Bitboard occupied) const;
    bool ep_capture_legal(Square from, Square ep) const;
    // Whether the legal move m checks the opponent's royal piece.
    bool gives_check(Move m) const;

    // Making moves. The move must be legal (from the move generator or parse_move).
    void do_move(Move m);
    void undo_move();
    void do_null_move();
    void undo_null_move();

    // The key computed from scratch, to check the incremental one.
    Key compute_key() const;
    // Internal consistency of the redundant representations (tests, debugging).
    bool is_consistent(std::string* why = nullptr) const;

private:
    friend class FenParser;

    void clear();
    void put_piece(Piece pc, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    void set_check_info();
    Bitboard slider_blockers(Bitboard sliders, Square s, Bitboard& pinners) const;
    void set_castling_masks();
    StateInfo& st() { return states.back(); }
    const StateInfo& st() const { return states.back(); }

    Piece board[SQUARE_NB];
    Bitboard by_type[PIECE_TYPE_NB];
    Bitboard by_color[COLOR_NB];
    Bitboard promoted;
    int hand[COLOR_NB][PIECE_TYPE_NB];
    int castling_mask[SQUARE_NB];
    Color stm;
    int ply;
    Variant var;
    const VariantTraits* tr;
    DrawRules draws = DrawRules::ChessPlayX;
    std::vector<StateInfo> states;
};

} // namespace parachute
