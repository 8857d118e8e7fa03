#include "movegen.h"

namespace parachute {

bool MoveList::contains(Move m) const {
    for (Move x : *this)
        if (x == m) return true;
    return false;
}

namespace {

// Writes the moves to a list, or to anything that takes them one at a time.
template <class List> struct ListSink {
    List& list;
    void add(Square from, Bitboard targets) {
        while (targets) list.push(Move::make(from, pop_lsb(targets)));
    }
    void add_shifted(Bitboard targets, int delta) {
        while (targets) {
            Square to = pop_lsb(targets);
            list.push(Move::make(to - delta, to));
        }
    }
    void add_promotions(Square from, Bitboard targets, const PieceType* promos) {
        while (targets) {
            Square to = pop_lsb(targets);
            for (int i = 0; i < 4 && promos[i]; ++i) list.push(Move::promotion(from, to, promos[i]));
        }
    }
    void add_shifted_promotions(Bitboard targets, int delta, const PieceType* promos) {
        while (targets) {
            Square to = pop_lsb(targets);
            for (int i = 0; i < 4 && promos[i]; ++i) list.push(Move::promotion(to - delta, to, promos[i]));
        }
    }
    void add_drops(PieceType pt, Bitboard targets) {
        while (targets) list.push(Move::drop(pt, pop_lsb(targets)));
    }
    void add_move(Move m) { list.push(m); }
};

struct CountSink {
    uint64_t n = 0;
    int promo_kinds;
    void add(Square, Bitboard targets) { n += popcount(targets); }
    void add_shifted(Bitboard targets, int) { n += popcount(targets); }
    void add_promotions(Square, Bitboard targets, const PieceType*) { n += popcount(targets) * promo_kinds; }
    void add_shifted_promotions(Bitboard targets, int, const PieceType*) { n += popcount(targets) * promo_kinds; }
    void add_drops(PieceType, Bitboard targets) { n += popcount(targets); }
    void add_move(Move) { ++n; }
};

// Collects only whether one given move is generated: is_legal's sink.
struct MoveMatch {
    Move wanted;
    bool found = false;
    void push(Move m) { found |= m == wanted; }
};

enum GenType { ALL_MOVES, CAPTURES, QUIETS };

// Which moves a generation may produce: board moves of the pieces on `from`, drops of
// the piece types whose bits are set in `drops`, each only to a square of `to`. is_legal
// narrows it to one move's piece and square, so that it runs the same rules as
// generate_legal on a few moves instead of all.
struct Filter {
    Bitboard from, to;
    unsigned drops;
};

// Every move: its masks are constants, so that full generation pays nothing for filters.
struct NoFilter {
    static constexpr Bitboard from = ~Bitboard(0), to = ~Bitboard(0);
    static constexpr unsigned drops = ~0u;
};

// Squares among `among` that the royal piece of the side to move may legally step to.
Bitboard royal_targets(const Position& pos, Bitboard among) {
    const Color us = pos.side_to_move(), them = ~us;
    const Square ksq = pos.king_square(us);
    Bitboard targets = (pos.rules().royal_knight ? knight_attacks(ksq) : king_attacks(ksq)) & ~pos.pieces(us) & among;
    const Bitboard occupied = pos.pieces() ^ square_bb(ksq);
    Bitboard legal = 0;
    while (targets) {
        Square to = pop_lsb(targets);
        if (!(pos.attackers_to(to, occupied) & pos.pieces(them))) legal |= square_bb(to);
    }
    // A royal move off the line between our slider and their king would uncover a check.
    if (pos.rules().no_checks && (pos.blockers_for_king(them) & square_bb(ksq)))
        legal &= line_bb(pos.king_square(them), ksq);
    return legal;
}

template <PieceType Pt> Bitboard piece_attacks(Square s, Bitboard occupied) {
    if constexpr (Pt == KNIGHT) return knight_attacks(s);
    else if constexpr (Pt == BISHOP) return bishop_attacks(s, occupied);
    else if constexpr (Pt == ROOK) return rook_attacks(s, occupied);
    else if constexpr (Pt == QUEEN) return queen_attacks(s, occupied);
    else return king_attacks(s); // COMMONER
}

template <PieceType Pt, class Sink>
void piece_moves(const Position& pos, Sink& sink, Bitboard target, Bitboard pinned, Bitboard discoverers, Bitboard from_mask) {
    const Color us = pos.side_to_move();
    Bitboard pieces = pos.pieces(us, Pt) & from_mask;
    if (!pieces) return;
    const Square ksq = pos.king_square(us);
    const Bitboard occupied = pos.pieces();
    if (pos.rules().no_checks) target &= ~pos.check_squares(Pt);
    while (pieces) {
        Square from = pop_lsb(pieces);
        Bitboard b = piece_attacks<Pt>(from, occupied) & target;
        if (pinned & square_bb(from)) b &= line_bb(ksq, from);
        if (discoverers & square_bb(from)) b &= line_bb(pos.king_square(~us), from);
        sink.add(from, b);
    }
}

template <Color Us, GenType Type, class Sink, class F>
void pawn_moves(const Position& pos, Sink& sink, Bitboard target, Bitboard pinned, const F& filter) {
    constexpr int Up = Us == WHITE ? 8 : -8;
    constexpr int UpLeft = Us == WHITE ? 7 : -9;
    constexpr int UpRight = Us == WHITE ? 9 : -7;
    constexpr Bitboard Rank7 = Us == WHITE ? RANK_7_BB : RANK_2_BB;
    constexpr Bitboard Rank3 = Us == WHITE ? rank_bb(2) : rank_bb(5);
    const PieceType* promos = pos.rules().promotions;

    const Bitboard pawns = pos.pieces(Us, PAWN) & filter.from;
    if (!pawns) return;
    const Bitboard empty = ~pos.pieces();
    const Bitboard theirs = pos.pieces(~Us);
    const Bitboard free = pawns & ~pinned;

    if constexpr (Type != CAPTURES) {
        Bitboard push1 = shift<Up>(free & ~Rank7) & empty;
        Bitboard push2 = shift<Up>(push1 & Rank3) & empty;
        sink.add_shifted(push1 & target, Up);
        sink.add_shifted(push2 & target, 2 * Up);
    }
    if constexpr (Type != QUIETS) {
        sink.add_shifted(shift<UpLeft>(free & ~Rank7) & theirs & target, UpLeft);
        sink.add_shifted(shift<UpRight>(free & ~Rank7) & theirs & target, UpRight);
        if (Bitboard promoting = free & Rank7) {
            sink.add_shifted_promotions(shift<Up>(promoting) & empty & target, Up, promos);
            sink.add_shifted_promotions(shift<UpLeft>(promoting) & theirs & target, UpLeft, promos);
            sink.add_shifted_promotions(shift<UpRight>(promoting) & theirs & target, UpRight, promos);
        }
    }

    // Pinned pawns may only move along the pin line; they are rare, so one at a time.
    const Square ksq = pos.king_square(Us);
    Bitboard pinned_pawns = pawns & pinned;
    while (pinned_pawns) {
        Square from = pop_lsb(pinned_pawns);
        const bool promoting = square_bb(from) & Rank7;
        Bitboard b = Type != QUIETS ? pawn_attacks(Us, from) & theirs : 0;
        Bitboard one = shift<Up>(square_bb(from)) & empty;
        // A push that promotes is a capture-stage move, any other push a quiet one.
        if (promoting ? Type != QUIETS : Type != CAPTURES) b |= one | (shift<Up>(one & Rank3) & empty);
        b &= target & line_bb(ksq, from);
        if (promoting) sink.add_promotions(from, b, promos);
        else sink.add(from, b);
    }

    const Square ep = pos.ep_square();
    if (Type != QUIETS && ep != SQ_NONE && (filter.to & square_bb(ep))) {
        Bitboard capturers = pawn_attacks(~Us, ep) & pawns;
        while (capturers) {
            Square from = pop_lsb(capturers);
            if (pos.ep_capture_legal(from, ep)) sink.add_move(Move::make(from, ep, EN_PASSANT));
        }
    }
}

template <class Sink> void castling_moves(const Position& pos, Sink& sink, Bitboard to) {
    const Color us = pos.side_to_move();
    const int rights = pos.castling_rights() & (us == WHITE ? WHITE_OO | WHITE_OOO : BLACK_OO | BLACK_OOO);
    if (!rights) return;
    const Square ksq = pos.king_square(us);
    const Bitboard occupied = pos.pieces(), theirs = pos.pieces(~us);
    auto safe = [&](Square s) { return !(pos.attackers_to(s) & theirs); };
    if ((rights & (WHITE_OO | BLACK_OO)) && (to & square_bb(ksq + 2)) && !(occupied & (square_bb(ksq + 1) | square_bb(ksq + 2)))
        && safe(ksq + 1) && safe(ksq + 2))
        sink.add_move(Move::make(ksq, ksq + 2, CASTLING));
    if ((rights & (WHITE_OOO | BLACK_OOO)) && (to & square_bb(ksq - 2))
        && !(occupied & (square_bb(ksq - 1) | square_bb(ksq - 2) | square_bb(ksq - 3)))
        && safe(ksq - 1) && safe(ksq - 2))
        sink.add_move(Move::make(ksq, ksq - 2, CASTLING));
}

template <class Sink> void drop_moves(const Position& pos, Sink& sink, Bitboard target, unsigned types) {
    const Color us = pos.side_to_move();
    for (int pt = PAWN; pt <= QUEEN; ++pt)
        if ((types & (1u << pt)) && pos.in_hand(us, PieceType(pt)))
            sink.add_drops(PieceType(pt), pt == PAWN ? target & ~(RANK_1_BB | RANK_8_BB) : target);
}

// CAPTURES: captures, en passant and promotions (quiet ones included); QUIETS: all the
// other moves (quiet moves, castling, drops); ALL_MOVES: both.
template <GenType Type, class Sink, class F = NoFilter>
void generate(const Position& pos, Sink& sink, const F& filter = F()) {
    const VariantTraits& tr = pos.rules();
    if (tr.race_to_eighth && race_decided(pos)) return;

    const Color us = pos.side_to_move();
    const Square ksq = pos.king_square(us);
    const Bitboard checkers = pos.checkers();

    const Bitboard capture_mask = Type == CAPTURES ? pos.pieces(~us) : Type == QUIETS ? ~pos.pieces() : ~Bitboard(0);
    if (filter.from & square_bb(ksq)) sink.add(ksq, royal_targets(pos, capture_mask & filter.to));
    if (more_than_one(checkers)) return;

    // Non-royal moves must capture or block a single checker; drops may only block.
    // Promotions pass the capture mask because pawn moves apply the type themselves.
    const Bitboard target = (checkers ? between_bb(ksq, lsb(checkers)) : ~pos.pieces(us)) & filter.to;
    const Bitboard piece_target = target & capture_mask;
    const Bitboard pinned = pos.blockers_for_king(us) & pos.pieces(us);
    const Bitboard discoverers = tr.no_checks ? pos.blockers_for_king(~us) & pos.pieces(us) : 0;

    if (us == WHITE) pawn_moves<WHITE, Type>(pos, sink, target, pinned, filter);
    else pawn_moves<BLACK, Type>(pos, sink, target, pinned, filter);
    piece_moves<KNIGHT>(pos, sink, piece_target, pinned, discoverers, filter.from);
    piece_moves<BISHOP>(pos, sink, piece_target, pinned, discoverers, filter.from);
    piece_moves<ROOK>(pos, sink, piece_target, pinned, discoverers, filter.from);
    piece_moves<QUEEN>(pos, sink, piece_target, pinned, discoverers, filter.from);
    piece_moves<COMMONER>(pos, sink, piece_target, pinned, discoverers, filter.from);
    if constexpr (Type != CAPTURES) {
        if (!checkers && tr.castling && (filter.from & square_bb(ksq))) castling_moves(pos, sink, filter.to);
        if (tr.drops && !pos.hand_empty(us)) drop_moves(pos, sink, target & ~pos.pieces(), filter.drops);
    }
}

int promotion_kinds(const Position& pos) {
    int n = 0;
    while (n < 4 && pos.rules().promotions[n]) ++n;
    return n;
}

template <GenType Type> void generate_list(const Position& pos, MoveList& list) {
    list.count = 0;
    ListSink<MoveList> sink{list};
    generate<Type>(pos, sink);
}

} // namespace

void generate_legal(const Position& pos, MoveList& list) { generate_list<ALL_MOVES>(pos, list); }

void generate_captures(const Position& pos, MoveList& list) { generate_list<CAPTURES>(pos, list); }

void generate_quiets(const Position& pos, MoveList& list) { generate_list<QUIETS>(pos, list); }

bool is_legal(const Position& pos, Move m) {
    Filter filter{0, square_bb(m.to()), 0};
    if (m.is_drop()) {
        if (m.drop_type() > QUEEN) return false;
        filter.drops = 1u << m.drop_type();
    } else {
        const Piece pc = pos.piece_on(m.from());
        if (pc == NO_PIECE || color_of(pc) != pos.side_to_move()) return false;
        filter.from = square_bb(m.from());
    }
    MoveMatch match{m};
    ListSink<MoveMatch> sink{match};
    generate<ALL_MOVES>(pos, sink, filter);
    return match.found;
}

uint64_t count_legal(const Position& pos) {
    CountSink sink;
    sink.promo_kinds = promotion_kinds(pos);
    generate<ALL_MOVES>(pos, sink);
    return sink.n;
}

bool has_legal_move(const Position& pos) { return count_legal(pos) > 0; }

bool race_decided(const Position& pos) {
    if (!pos.rules().race_to_eighth) return false;
    const bool white_home = pos.pieces(WHITE, KING) & RANK_8_BB;
    const bool black_home = pos.pieces(BLACK, KING) & RANK_8_BB;
    if (!white_home && !black_home) return false;
    if (black_home || pos.side_to_move() == WHITE) return true;
    // White has arrived and black moves: the race is open only while black's king can
    // reach the 8th rank with this very move.
    return !royal_targets(pos, RANK_8_BB);
}

} // namespace parachute
