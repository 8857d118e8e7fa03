#include "game.h"

#include <cctype>

#include "../rules/movegen.h"

namespace parachute {

namespace {

const char POCKET_CHARS[] = " PNBRQM";

// The FEN's fields, with the board's bracketed holdings (if any) split off.
struct FenParts {
    std::string board, rest;
};

FenParts split_fen(const std::string& fen) {
    const size_t sp = fen.find(' ');
    FenParts p{fen.substr(0, sp), sp == std::string::npos ? "" : fen.substr(sp)};
    if (size_t b = p.board.find('['); b != std::string::npos) p.board.resize(b);
    return p;
}

} // namespace

std::string why_not_legal(const Position& pos, const std::string& text) {
    if (!has_legal_move(pos) || race_decided(pos)) return "the game is over";
    if (text.size() >= 4 && text[1] == '@' && !pos.rules().drops) return "no drops in this variant";
    if (text.size() >= 4 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8' && text[2] != '@') {
        const Square from = make_square(text[0] - 'a', text[1] - '1');
        const Piece pc = pos.piece_on(from);
        if (pc == NO_PIECE) return "no piece on " + text.substr(0, 2);
        if (color_of(pc) != pos.side_to_move()) return "not the side to move's piece";
    }
    return "not a legal move here";
}

Game::Game() { reset(Variant::Normal); }

void Game::reset(Variant v) {
    var = v;
    pos.set_start(v);
    pos.set_draw_rules(draws);
    has_position = true;
    plies_before_history = 0;
}

std::string Game::set_fen(const std::string& fen) {
    Position p;
    if (std::string error = p.set(fen, var); !error.empty()) {
        has_position = false;
        return error;
    }
    pos = p;
    pos.set_draw_rules(draws);
    has_position = true;
    plies_before_history = 0;
    return "";
}

void Game::set_draw_rules(DrawRules d) {
    draws = d;
    pos.set_draw_rules(d);
}

Pockets Game::pockets() const {
    Pockets p;
    for (Color c : {WHITE, BLACK})
        for (int pt = PAWN; pt <= COMMONER; ++pt) p.count[c][pt] = pos.in_hand(c, PieceType(pt));
    return p;
}

std::string Game::set_pockets(const Pockets& p, bool& changed) {
    changed = false;
    if (p == pockets()) return "";
    if (!pos.rules().drops) return std::string(pos.rules().name) + " has no pockets";
    std::string holdings;
    for (Color c : {WHITE, BLACK})
        for (int pt = PAWN; pt <= COMMONER; ++pt)
            for (int n = 0; n < p.count[c][pt]; ++n)
                holdings += c == WHITE ? POCKET_CHARS[pt] : char(std::tolower(POCKET_CHARS[pt]));
    const FenParts parts = split_fen(pos.fen());
    Position q;
    if (std::string error = q.set(parts.board + "[" + holdings + "]" + parts.rest, var); !error.empty())
        return error;
    plies_before_history += pos.history_length();
    pos = q;
    pos.set_draw_rules(draws);
    changed = true;
    return "";
}

std::string Game::set_side_to_move(Color c) {
    if (pos.side_to_move() == c) return "";
    const std::string fen = pos.fen();
    const FenParts parts = split_fen(fen);
    // Board and pockets as they are; the other side to move; no en passant.
    std::string head = fen.substr(0, fen.find(' '));
    std::string tail = parts.rest; // " w KQkq - 0 1"
    std::string castling = "-";
    if (tail.size() > 3) {
        const size_t start = 3, end = tail.find(' ', start);
        castling = tail.substr(start, end - start);
    }
    Position q;
    const std::string flipped = head + (c == WHITE ? " w " : " b ") + castling + " - 0 " + std::to_string(pos.fullmove_number());
    if (std::string error = q.set(flipped, var); !error.empty()) return error;
    pos = q;
    pos.set_draw_rules(draws);
    plies_before_history = 0;
    return "";
}

} // namespace parachute
