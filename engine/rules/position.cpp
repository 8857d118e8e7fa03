#include "position.h"

#include <cstring>

namespace parachute {

using namespace zobrist;

Position::Position() {
    init_bitboards();
    init_zobrist();
    clear();
    set_start(Variant::Normal);
}

void Position::clear() {
    std::memset(board, 0, sizeof board);
    std::memset(by_type, 0, sizeof by_type);
    std::memset(by_color, 0, sizeof by_color);
    std::memset(hand, 0, sizeof hand);
    std::memset(castling_mask, 0, sizeof castling_mask);
    promoted = 0;
    stm = WHITE;
    ply = 0;
    var = Variant::Normal;
    tr = &traits(var);
    states.clear();
    states.reserve(256);
    states.emplace_back(StateInfo{});
    states.back().ep_square = SQ_NONE;
}

void Position::set_start(Variant v) {
    std::string error = set(traits(v).start_fen, v);
    (void)error; // the built-in start positions are valid; the tests check it
}

bool Position::hand_empty(Color c) const {
    for (int pt = PAWN; pt <= QUEEN; ++pt)
        if (hand[c][pt]) return false;
    return true;
}

void Position::put_piece(Piece pc, Square s) {
    board[s] = pc;
    by_type[type_of(pc)] |= square_bb(s);
    by_color[color_of(pc)] |= square_bb(s);
}

void Position::remove_piece(Square s) {
    Piece pc = board[s];
    by_type[type_of(pc)] ^= square_bb(s);
    by_color[color_of(pc)] ^= square_bb(s);
    board[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) {
    Piece pc = board[from];
    Bitboard fromto = square_bb(from) | square_bb(to);
    by_type[type_of(pc)] ^= fromto;
    by_color[color_of(pc)] ^= fromto;
    board[from] = NO_PIECE;
    board[to] = pc;
}

void Position::set_castling_masks() {
    std::memset(castling_mask, 0, sizeof castling_mask);
    if (!tr->castling) return;
    castling_mask[E1] = WHITE_OO | WHITE_OOO;
    castling_mask[H1] = WHITE_OO;
    castling_mask[A1] = WHITE_OOO;
    castling_mask[E8] = BLACK_OO | BLACK_OOO;
    castling_mask[H8] = BLACK_OO;
    castling_mask[A8] = BLACK_OOO;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
    Bitboard knights = by_type[KNIGHT], steppers = by_type[COMMONER];
    if (tr->royal_knight) knights |= by_type[KING];
    else steppers |= by_type[KING];
    return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN))
         | (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN))
         | (knight_attacks(s) & knights)
         | (king_attacks(s) & steppers)
         | (rook_attacks(s, occupied) & (by_type[ROOK] | by_type[QUEEN]))
         | (bishop_attacks(s, occupied) & (by_type[BISHOP] | by_type[QUEEN]));
}

Bitboard Position::attacks_from(PieceType pt, Square s, Color c, Bitboard occupied) const {
    switch (pt) {
    case PAWN: return pawn_attacks(c, s);
    case KNIGHT: return knight_attacks(s);
    case BISHOP: return bishop_attacks(s, occupied);
    case ROOK: return rook_attacks(s, occupied);
    case QUEEN: return queen_attacks(s, occupied);
    case COMMONER: return king_attacks(s);
    case KING: return tr->royal_knight ? knight_attacks(s) : king_attacks(s);
    default: return 0;
    }
}

bool Position::ep_capture_legal(Square from, Square ep) const {
    Color us = stm;
    Square capsq = ep - pawn_push(us);
    Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(capsq)) | square_bb(ep);
    return !(attackers_to(king_square(us), occupied) & pieces(~us) & ~square_bb(capsq));
}

bool Position::gives_check(Move m) const {
    const Square to = m.to();
    const Color us = stm;
    const Square tk = king_square(~us);
    if (m.is_drop()) return st().check_squares[m.drop_type()] & square_bb(to);
    const Square from = m.from();
    const PieceType pt = type_of(board[from]);
    if (m.kind() == NORMAL) {
        // check_squares[KING] is empty: the royal piece can only uncover a check.
        if (st().check_squares[pt] & square_bb(to)) return true;
        return (st().blockers[~us] & square_bb(from)) && !aligned(from, to, tk);
    }
    // Castling, en passant and promotions change several squares: look at the result.
    Bitboard occupied = pieces() ^ square_bb(from);
    if (m.kind() == CASTLING) {
        bool kingside = to > from;
        Square rfrom = kingside ? from + 3 : from - 4, rto = kingside ? from + 1 : from - 1;
        occupied = (occupied ^ square_bb(rfrom)) | square_bb(rto) | square_bb(to);
        return rook_attacks(rto, occupied) & square_bb(tk);
    }
    if (m.kind() == EN_PASSANT) occupied ^= square_bb(to - pawn_push(us));
    occupied |= square_bb(to);
    const PieceType lands = m.is_promotion() ? m.promotion_type() : pt;
    if (attacks_from(lands, to, us, occupied) & square_bb(tk)) return true;
    return ((bishop_attacks(tk, occupied) & pieces(us, BISHOP, QUEEN))
          | (rook_attacks(tk, occupied) & pieces(us, ROOK, QUEEN))) != 0;
}

Bitboard Position::slider_blockers(Bitboard sliders, Square s, Bitboard& pinners) const {
    Bitboard blockers = 0;
    pinners = 0;
    Bitboard snipers = ((rook_attacks(s, 0) & (by_type[ROOK] | by_type[QUEEN]))
                      | (bishop_attacks(s, 0) & (by_type[BISHOP] | by_type[QUEEN]))) & sliders;
    Bitboard occupancy = pieces() ^ snipers;
    while (snipers) {
        Square sniper = pop_lsb(snipers);
        Bitboard b = between_bb(s, sniper) & ~square_bb(sniper) & occupancy;
        if (b && !more_than_one(b)) {
            blockers |= b;
            if (b & pieces(color_of(board[s]))) pinners |= square_bb(sniper);
        }
    }
    return blockers;
}

void Position::set_check_info() {
    StateInfo& s = st();
    Color us = stm, them = ~stm;
    s.checkers = attackers_to(king_square(us)) & pieces(them);
    s.blockers[WHITE] = slider_blockers(pieces(BLACK), king_square(WHITE), s.pinners[BLACK]);
    s.blockers[BLACK] = slider_blockers(pieces(WHITE), king_square(BLACK), s.pinners[WHITE]);
    Square tk = king_square(them);
    Bitboard occ = pieces();
    s.check_squares[NO_PIECE_TYPE] = 0;
    s.check_squares[PAWN] = pawn_attacks(them, tk);
    s.check_squares[KNIGHT] = knight_attacks(tk);
    s.check_squares[BISHOP] = bishop_attacks(tk, occ);
    s.check_squares[ROOK] = rook_attacks(tk, occ);
    s.check_squares[QUEEN] = s.check_squares[BISHOP] | s.check_squares[ROOK];
    s.check_squares[COMMONER] = king_attacks(tk);
    s.check_squares[KING] = 0; // a royal piece next to (or a knight's jump from) the other one is illegal anyway
}

void Position::do_move(Move m) {
    states.emplace_back(states.back());
    StateInfo& s = states.back();
    const Square prev_ep = s.ep_square;
    Key k = s.key ^ zobrist::side;
    if (prev_ep != SQ_NONE) k ^= en_passant[file_of(prev_ep)];
    s.ep_square = SQ_NONE;
    s.rule50++;
    s.plies_from_null++;
    s.captured = NO_PIECE;
    s.captured_promoted = false;
    s.move = m;

    const Color us = stm, them = ~stm;
    const Square to = m.to();
    Square ep_candidate = SQ_NONE;

    if (m.is_drop()) {
        PieceType pt = m.drop_type();
        Piece pc = make_piece(us, pt);
        k ^= zobrist::in_hand[pc][hand[us][pt]];
        hand[us][pt]--;
        put_piece(pc, to);
        k ^= psq[pc][to];
        if (pt == PAWN) s.rule50 = 0;
    } else {
        const Square from = m.from();
        const Piece pc = board[from];
        if (m.kind() == CASTLING) {
            bool kingside = to > from;
            Square rfrom = kingside ? from + 3 : from - 4;
            Square rto = kingside ? from + 1 : from - 1;
            Piece rook = board[rfrom];
            remove_piece(from);
            remove_piece(rfrom);
            put_piece(pc, to);
            put_piece(rook, rto);
            k ^= psq[pc][from] ^ psq[pc][to] ^ psq[rook][rfrom] ^ psq[rook][rto];
        } else {
            const Square capsq = m.kind() == EN_PASSANT ? to - pawn_push(us) : to;
            const Piece cap = board[capsq];
            if (cap != NO_PIECE) {
                s.captured = cap;
                s.rule50 = 0;
                remove_piece(capsq);
                k ^= psq[cap][capsq];
                if (promoted & square_bb(capsq)) {
                    promoted ^= square_bb(capsq);
                    k ^= zobrist::promoted[capsq];
                    s.captured_promoted = true;
                }
                if (tr->drops) {
                    PieceType hp = s.captured_promoted ? PAWN : type_of(cap);
                    hand[us][hp]++;
                    k ^= zobrist::in_hand[make_piece(us, hp)][hand[us][hp]];
                }
            }
            move_piece(from, to);
            k ^= psq[pc][from] ^ psq[pc][to];
            if (promoted & square_bb(from)) {
                promoted ^= square_bb(from) | square_bb(to);
                k ^= zobrist::promoted[from] ^ zobrist::promoted[to];
            }
            if (type_of(pc) == PAWN) {
                s.rule50 = 0;
                if (m.is_promotion()) {
                    Piece np = make_piece(us, m.promotion_type());
                    remove_piece(to);
                    put_piece(np, to);
                    k ^= psq[pc][to] ^ psq[np][to];
                    if (tr->drops) {
                        promoted |= square_bb(to);
                        k ^= zobrist::promoted[to];
                    }
                } else if ((int(to) ^ int(from)) == 16) {
                    Square ep = from + pawn_push(us);
                    if (pawn_attacks(us, ep) & pieces(them, PAWN)) ep_candidate = ep;
                }
            }
        }
        int lost = castling_mask[from] | castling_mask[to];
        if (s.castling & lost) {
            k ^= castling[s.castling];
            s.castling &= ~lost;
            k ^= castling[s.castling];
        }
    }

    stm = them;
    ply++;
    s.key = k;
    set_check_info();

    if (ep_candidate != SQ_NONE) {
        Bitboard capturers = pawn_attacks(us, ep_candidate) & pieces(them, PAWN);
        while (capturers) {
            if (ep_capture_legal(pop_lsb(capturers), ep_candidate)) {
                s.ep_square = ep_candidate;
                s.key ^= en_passant[file_of(ep_candidate)];
                break;
            }
        }
    }
}

void Position::undo_move() {
    const StateInfo& s = st();
    const Move m = s.move;
    stm = ~stm;
    ply--;
    const Color us = stm;
    const Square to = m.to();

    if (m.is_drop()) {
        remove_piece(to);
        hand[us][m.drop_type()]++;
    } else if (m.kind() == CASTLING) {
        const Square from = m.from();
        bool kingside = to > from;
        Square rfrom = kingside ? from + 3 : from - 4;
        Square rto = kingside ? from + 1 : from - 1;
        Piece king = board[to], rook = board[rto];
        remove_piece(to);
        remove_piece(rto);
        put_piece(king, from);
        put_piece(rook, rfrom);
    } else {
        const Square from = m.from();
        if (m.is_promotion()) {
            remove_piece(to);
            put_piece(make_piece(us, PAWN), to);
            promoted &= ~square_bb(to);
        }
        move_piece(to, from);
        if (promoted & square_bb(to)) promoted ^= square_bb(to) | square_bb(from);
        if (s.captured != NO_PIECE) {
            Square capsq = m.kind() == EN_PASSANT ? to - pawn_push(us) : to;
            put_piece(s.captured, capsq);
            if (s.captured_promoted) promoted |= square_bb(capsq);
            if (tr->drops) hand[us][s.captured_promoted ? PAWN : type_of(s.captured)]--;
        }
    }
    states.pop_back();
}

void Position::do_null_move() {
    states.emplace_back(states.back());
    StateInfo& s = states.back();
    if (s.ep_square != SQ_NONE) s.key ^= en_passant[file_of(s.ep_square)];
    s.key ^= zobrist::side;
    s.ep_square = SQ_NONE;
    s.rule50++;
    s.plies_from_null = 0;
    s.captured = NO_PIECE;
    s.captured_promoted = false;
    s.move = Move::none();
    stm = ~stm;
    ply++;
    set_check_info();
}

void Position::undo_null_move() {
    states.pop_back();
    stm = ~stm;
    ply--;
}

Key Position::compute_key() const {
    Key k = 0;
    for (int sq = A1; sq <= H8; ++sq)
        if (board[sq] != NO_PIECE) k ^= psq[board[sq]][sq];
    Bitboard p = promoted;
    while (p) k ^= zobrist::promoted[pop_lsb(p)];
    for (Color c : {WHITE, BLACK})
        for (int pt = PAWN; pt <= QUEEN; ++pt)
            for (int n = 1; n <= hand[c][pt]; ++n) k ^= zobrist::in_hand[make_piece(c, PieceType(pt))][n];
    if (stm == BLACK) k ^= zobrist::side;
    k ^= castling[st().castling];
    if (st().ep_square != SQ_NONE) k ^= en_passant[file_of(st().ep_square)];
    return k;
}

bool Position::is_consistent(std::string* why) const {
    auto fail = [&](const char* msg) {
        if (why) *why = msg;
        return false;
    };
    Bitboard all = 0;
    for (int pt = PAWN; pt < PIECE_TYPE_NB; ++pt) {
        if (all & by_type[pt]) return fail("two piece types on one square");
        all |= by_type[pt];
    }
    if (by_color[WHITE] & by_color[BLACK]) return fail("a square has both colours");
    if (all != pieces()) return fail("type and colour bitboards differ");
    for (int sq = A1; sq <= H8; ++sq) {
        Piece pc = board[sq];
        bool occupied = pieces() & square_bb(Square(sq));
        if ((pc != NO_PIECE) != occupied) return fail("board array and bitboards differ");
        if (pc != NO_PIECE && !(pieces(color_of(pc), type_of(pc)) & square_bb(Square(sq))))
            return fail("piece on the board array is not in its bitboards");
    }
    if (popcount(pieces(WHITE, KING)) != 1 || popcount(pieces(BLACK, KING)) != 1) return fail("king count");
    if (promoted & ~pieces()) return fail("promoted flag on an empty square");
    for (Color c : {WHITE, BLACK})
        for (int pt = 0; pt < PIECE_TYPE_NB; ++pt)
            if (hand[c][pt] < 0 || hand[c][pt] > MAX_IN_HAND) return fail("pocket count out of range");
    if (compute_key() != st().key) return fail("incremental key differs from the key computed from scratch");
    if ((attackers_to(king_square(stm)) & pieces(~stm)) != st().checkers) return fail("checkers are stale");
    return true;
}

} // namespace parachute
