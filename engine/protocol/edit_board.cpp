#include "edit_board.h"

#include <cctype>
#include <cstring>

namespace parachute {

namespace {

const char PIECE_LETTERS[] = " PNBRQMK";

bool read_square(const std::string& s, size_t at, int& sq) {
    if (s.size() != at + 2 || s[at] < 'a' || s[at] > 'h' || s[at + 1] < '1' || s[at + 1] > '8') return false;
    sq = (s[at + 1] - '1') * 8 + (s[at] - 'a');
    return true;
}

} // namespace

EditBoard::EditBoard(const Position& from)
    : to_move(from.side_to_move()), castling_variant(from.rules().castling), fullmove(from.fullmove_number()) {
    for (int s = 0; s < 64; ++s) {
        const Piece pc = from.piece_on(Square(s));
        board[s] = 0;
        promoted[s] = from.promoted_pieces() & square_bb(Square(s));
        if (pc == NO_PIECE) continue;
        const char c = PIECE_LETTERS[type_of(pc)];
        board[s] = color_of(pc) == WHITE ? c : char(std::tolower(c));
    }
    if (from.rules().drops) {
        const std::string f = from.fen();
        const size_t open = f.find('['), close = f.find(']');
        if (open != std::string::npos && close != std::string::npos) pockets = f.substr(open, close - open + 1);
    }
}

std::string EditBoard::apply(const std::string& cmd) {
    if (cmd == "c") {
        placing = ~placing;
        return "";
    }
    if (cmd == "#") {
        std::memset(board, 0, sizeof board);
        std::memset(promoted, 0, sizeof promoted);
        return "";
    }
    int sq;
    if (cmd.size() == 3 && (cmd[0] == 'x' || cmd[0] == 'X') && read_square(cmd, 1, sq)) {
        board[sq] = 0;
        promoted[sq] = false;
        return "";
    }
    if (cmd.size() == 3 && read_square(cmd, 1, sq)) {
        const char up = char(std::toupper(static_cast<unsigned char>(cmd[0])));
        if (!std::strchr("PNBRQMK", up)) return std::string("no such piece: '") + cmd[0] + "'";
        board[sq] = placing == WHITE ? up : char(std::tolower(up));
        promoted[sq] = false;
        return "";
    }
    return "expected c, #, x<square> or <piece><square>";
}

std::string EditBoard::fen() const {
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int run = 0;
        for (int f = 0; f < 8; ++f) {
            const int s = r * 8 + f;
            if (!board[s]) {
                ++run;
                continue;
            }
            if (run) out += char('0' + run), run = 0;
            out += board[s];
            if (promoted[s]) out += '~';
        }
        if (run) out += char('0' + run);
        if (r) out += '/';
    }
    out += pockets;
    std::string castling;
    if (castling_variant) {
        if (board[E1] == 'K' && board[H1] == 'R') castling += 'K';
        if (board[E1] == 'K' && board[A1] == 'R') castling += 'Q';
        if (board[E8] == 'k' && board[H8] == 'r') castling += 'k';
        if (board[E8] == 'k' && board[A8] == 'r') castling += 'q';
    }
    if (castling.empty()) castling = "-";
    out += to_move == WHITE ? " w " : " b ";
    out += castling + " - 0 " + std::to_string(fullmove);
    return out;
}

} // namespace parachute
