#include "notation.h"

#include <cctype>

#include "movegen.h"

namespace parachute {

namespace {

const char PIECE_LETTERS[] = " PNBRQMK";

char piece_letter(PieceType pt) { return PIECE_LETTERS[pt]; }

PieceType piece_from_letter(char c) {
    c = char(std::toupper(static_cast<unsigned char>(c)));
    for (int pt = PAWN; pt <= KING; ++pt)
        if (PIECE_LETTERS[pt] == c) return PieceType(pt);
    return NO_PIECE_TYPE;
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// Check marks and annotations, optional after any SAN move ("O-O-O+", "Nf3!?").
bool is_mark(char c) { return c == '+' || c == '#' || c == '!' || c == '?'; }

Move parse_castling(std::string t, const MoveList& legal) {
    while (!t.empty() && is_mark(t.back())) t.pop_back();
    bool kingside = t == "O-O" || t == "0-0";
    bool queenside = t == "O-O-O" || t == "0-0-0";
    if (!kingside && !queenside) return Move::none();
    for (Move m : legal)
        if (m.kind() == CASTLING && (m.to() > m.from()) == kingside) return m;
    return Move::none();
}

// SAN, read leniently: check marks, '!' '?', 'x', '=' are optional; over-specified
// origins are accepted; a pawn drop may be written "@e4".
Move parse_san(const Position& pos, std::string t, const MoveList& legal) {
    std::string s;
    for (char c : t)
        if (!is_mark(c) && c != 'x' && c != ':' && c != '=' && c != '-') s += c;
    if (s.size() < 2) return Move::none();

    if (size_t at = s.find('@'); at != std::string::npos) {
        PieceType pt = at == 0 ? PAWN : piece_from_letter(s[0]);
        if (at > 1 || s.size() != at + 3 || !is_file(s[at + 1]) || !is_rank(s[at + 2])) return Move::none();
        Move m = Move::drop(pt, make_square(s[at + 1] - 'a', s[at + 2] - '1'));
        return legal.contains(m) ? m : Move::none();
    }

    PieceType pt = PAWN;
    size_t i = 0;
    if (std::isupper(static_cast<unsigned char>(s[0]))) {
        pt = piece_from_letter(s[0]);
        if (pt == NO_PIECE_TYPE || pt == PAWN) return Move::none();
        i = 1;
    }
    PieceType promo = NO_PIECE_TYPE;
    if (s.size() - i >= 3 && std::isalpha(static_cast<unsigned char>(s.back())) && !is_file(s.back())) {
        promo = piece_from_letter(s.back());
        if (promo == NO_PIECE_TYPE) return Move::none();
        s.pop_back();
    }
    if (s.size() < i + 2 || !is_file(s[s.size() - 2]) || !is_rank(s.back())) return Move::none();
    Square to = make_square(s[s.size() - 2] - 'a', s.back() - '1');
    std::string origin = s.substr(i, s.size() - 2 - i);
    int from_file = -1, from_rank = -1;
    for (char c : origin) {
        if (is_file(c) && from_file < 0) from_file = c - 'a';
        else if (is_rank(c) && from_rank < 0) from_rank = c - '1';
        else return Move::none();
    }
    Move found = Move::none();
    for (Move m : legal) {
        if (m.is_drop() || m.to() != to) continue;
        if (type_of(pos.piece_on(m.from())) != pt) continue;
        if (from_file >= 0 && file_of(m.from()) != from_file) continue;
        if (from_rank >= 0 && rank_of(m.from()) != from_rank) continue;
        if ((m.is_promotion() ? m.promotion_type() : NO_PIECE_TYPE) != promo) continue;
        if (found) return Move::none(); // ambiguous
        found = m;
    }
    return found;
}

} // namespace

std::string square_to_string(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

std::string move_to_uci(Move m) {
    if (!m) return "0000";
    if (m.is_drop()) return std::string(1, piece_letter(m.drop_type())) + '@' + square_to_string(m.to());
    std::string s = square_to_string(m.from()) + square_to_string(m.to());
    if (m.is_promotion()) s += char(std::tolower(static_cast<unsigned char>(piece_letter(m.promotion_type()))));
    return s;
}

Move parse_move(const Position& pos, std::string_view text) {
    std::string t(text);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.pop_back();
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.erase(t.begin());
    if (t.empty() || t.size() > 12) return Move::none();
    MoveList legal;
    generate_legal(pos, legal);

    if (Move m = parse_castling(t, legal)) return m;
    // Coordinate notation first: "b1c3" must not be taken for SAN.
    if (t.size() >= 4 && is_file(t[0]) && is_rank(t[1]) && is_file(t[2]) && is_rank(t[3])) {
        std::string lower = t.substr(0, 4);
        if (t.size() == 5) lower += char(std::tolower(static_cast<unsigned char>(t[4])));
        if (t.size() <= 5)
            for (Move m : legal)
                if (move_to_uci(m) == lower) return m;
    }
    return parse_san(pos, t, legal);
}

std::string move_to_san(Position& pos, Move m) {
    std::string san;
    if (m.kind() == CASTLING) {
        san = m.to() > m.from() ? "O-O" : "O-O-O";
    } else if (m.is_drop()) {
        san = std::string(1, piece_letter(m.drop_type())) + '@' + square_to_string(m.to());
    } else {
        const Square from = m.from(), to = m.to();
        const PieceType pt = type_of(pos.piece_on(from));
        const bool capture = !pos.empty(to) || m.kind() == EN_PASSANT;
        if (pt == PAWN) {
            if (capture) san += char('a' + file_of(from));
        } else {
            san += piece_letter(pt);
            MoveList legal;
            generate_legal(pos, legal);
            bool ambiguous = false, same_file = false, same_rank = false;
            for (Move o : legal) {
                if (o == m || o.is_drop() || o.to() != to || o.from() == from) continue;
                if (type_of(pos.piece_on(o.from())) != pt) continue;
                ambiguous = true;
                same_file |= file_of(o.from()) == file_of(from);
                same_rank |= rank_of(o.from()) == rank_of(from);
            }
            if (ambiguous) {
                if (!same_file) san += char('a' + file_of(from));
                else if (!same_rank) san += char('1' + rank_of(from));
                else san += square_to_string(from);
            }
        }
        if (capture) san += 'x';
        san += square_to_string(to);
        if (m.is_promotion()) san += std::string("=") + piece_letter(m.promotion_type());
    }
    pos.do_move(m);
    if (pos.in_check()) san += has_legal_move(pos) ? '+' : '#';
    pos.undo_move();
    return san;
}

} // namespace parachute
