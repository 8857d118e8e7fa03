#include "record.h"

#include <cstring>

namespace parachute::data {

namespace {

// Pocket bit fields per colour (16 bits): the widths hold every count a legal crazyhouse
// position can have (16 pawns, 4 of a minor or rook, 2 queens), with room to spare.
struct PocketField {
    PieceType type;
    int shift;
    int bits;
};
constexpr PocketField POCKET_FIELDS[] = {
    {PAWN, 0, 5}, {KNIGHT, 5, 3}, {BISHOP, 8, 3}, {ROOK, 11, 3}, {QUEEN, 14, 2},
};

void put16(uint8_t* p, uint16_t v) { p[0] = uint8_t(v); p[1] = uint8_t(v >> 8); }
void put32(uint8_t* p, uint32_t v) { for (int i = 0; i < 4; ++i) p[i] = uint8_t(v >> (8 * i)); }
void put64(uint8_t* p, uint64_t v) { for (int i = 0; i < 8; ++i) p[i] = uint8_t(v >> (8 * i)); }
uint16_t get16(const uint8_t* p) { uint16_t v; std::memcpy(&v, p, 2); return v; }
uint32_t get32(const uint8_t* p) { uint32_t v; std::memcpy(&v, p, 4); return v; }
uint64_t get64(const uint8_t* p) { uint64_t v; std::memcpy(&v, p, 8); return v; }

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "decode() reads little-endian fields with memcpy");

} // namespace

const char* ending_name(Ending e) {
    switch (e) {
    case Ending::Checkmate: return "checkmate";
    case Ending::Stalemate: return "stalemate";
    case Ending::Race: return "race";
    case Ending::InsufficientMaterial: return "insufficient-material";
    case Ending::Repetition: return "repetition";
    case Ending::FiftyMoves: return "fifty-moves";
    case Ending::ResignAdjudicated: return "resign-adjudicated";
    case Ending::DrawAdjudicated: return "draw-adjudicated";
    case Ending::MaxPlies: return "max-plies";
    default: return "unknown";
    }
}

// Byte offsets of the fields (FORMAT.md).
enum Offset {
    BOARD = 0, PROMOTED = 32, POCKETS = 40, SCORE = 44, MOVE = 46, PLY = 48, FLAGS = 50, CASTLING_EP = 51,
    RULE50 = 52, ENDING = 53, GAME_PLIES = 54, GAME_ID = 56, DEPTH = 60
};

std::string encode(const Position& pos, const Annotation& note, Record& out) {
    std::memset(out.bytes, 0, RECORD_SIZE);
    // One nibble per square, the engine's Piece code: a move changes two or three
    // nibbles in place, which is what lets the chunk compressor find long matches.
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = pop_lsb(b);
        out.bytes[BOARD + s / 2] |= uint8_t(pos.piece_on(s) << (4 * (s & 1)));
    }
    put64(out.bytes + PROMOTED, pos.promoted_pieces());
    for (Color c : {WHITE, BLACK}) {
        uint16_t pocket = 0;
        for (const PocketField& f : POCKET_FIELDS) {
            const int n = pos.in_hand(c, f.type);
            if (n < 0 || n >= (1 << f.bits)) return "too many pieces of one type in a pocket";
            pocket |= uint16_t(n << f.shift);
        }
        if (pos.in_hand(c, COMMONER) || pos.in_hand(c, KING)) return "a commoner or king in a pocket";
        put16(out.bytes + POCKETS + 2 * c, pocket);
    }
    if (note.score < -32768 || note.score > 32767) return "score out of the 16-bit range";
    if (note.game_plies < 0 || note.game_plies > 65535 || pos.game_ply() > 65535) return "game longer than 65535 plies";
    put16(out.bytes + SCORE, uint16_t(int16_t(note.score)));
    put16(out.bytes + MOVE, note.best.raw());
    put16(out.bytes + PLY, uint16_t(pos.game_ply()));
    out.bytes[FLAGS] = uint8_t(pos.side_to_move() | int(pos.variant()) << 1 | int(note.outcome) << 3);
    const Square ep = pos.ep_square();
    out.bytes[CASTLING_EP] = uint8_t(pos.castling_rights() | (is_ok(ep) ? (0x80 | file_of(ep) << 4) : 0));
    out.bytes[RULE50] = uint8_t(pos.rule50_count() > 255 ? 255 : pos.rule50_count());
    out.bytes[ENDING] = uint8_t(note.ending);
    put16(out.bytes + GAME_PLIES, uint16_t(note.game_plies));
    put32(out.bytes + GAME_ID, note.game_id);
    out.bytes[DEPTH] = uint8_t(note.depth < 0 ? 0 : note.depth > 255 ? 255 : note.depth);
    return "";
}

void set_game_result(Record& rec, Outcome outcome, Ending ending, int game_plies) {
    rec.bytes[FLAGS] = uint8_t((rec.bytes[FLAGS] & ~0x18) | int(outcome) << 3);
    rec.bytes[ENDING] = uint8_t(ending);
    put16(rec.bytes + GAME_PLIES, uint16_t(game_plies));
}

void decode(const Record& rec, Decoded& d) {
    const uint8_t* p = rec.bytes;
    Bitboard occupied = 0;
    for (int i = 0; i < 32; ++i) {
        const uint8_t two = p[BOARD + i];
        d.board[2 * i] = Piece(two & 15);
        d.board[2 * i + 1] = Piece(two >> 4);
        occupied |= Bitboard((two & 15) != 0) << (2 * i) | Bitboard((two >> 4) != 0) << (2 * i + 1);
    }
    d.occupied = occupied;
    d.promoted = get64(p + PROMOTED);
    for (Color c : {WHITE, BLACK}) {
        const uint16_t pocket = get16(p + POCKETS + 2 * c);
        std::memset(d.hand[c], 0, sizeof d.hand[c]);
        for (const PocketField& f : POCKET_FIELDS) d.hand[c][f.type] = uint8_t(pocket >> f.shift & ((1 << f.bits) - 1));
    }
    d.score = int16_t(get16(p + SCORE));
    d.best = Move(get16(p + MOVE));
    d.ply = get16(p + PLY);
    d.side_to_move = Color(p[FLAGS] & 1);
    d.variant = Variant(p[FLAGS] >> 1 & 3);
    d.outcome = Outcome(p[FLAGS] >> 3 & 3);
    d.castling = p[CASTLING_EP] & 15;
    d.ep_square = p[CASTLING_EP] & 0x80 ? make_square(p[CASTLING_EP] >> 4 & 7, d.side_to_move == WHITE ? 5 : 2) : SQ_NONE;
    d.rule50 = p[RULE50];
    d.ending = Ending(p[ENDING]);
    d.game_plies = get16(p + GAME_PLIES);
    d.game_id = get32(p + GAME_ID);
    d.depth = p[DEPTH];
}

std::string to_fen(const Decoded& d) {
    static const char LETTERS[] = " PNBRQMK";
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int run = 0;
        for (int f = 0; f < 8; ++f) {
            const Square s = make_square(f, r);
            const Piece pc = d.board[s];
            if (pc == NO_PIECE) { ++run; continue; }
            if (run) out += char('0' + run), run = 0;
            const char ch = LETTERS[type_of(pc)];
            out += color_of(pc) == WHITE ? ch : char(ch + ('a' - 'A'));
            if (d.promoted & square_bb(s)) out += '~';
        }
        if (run) out += char('0' + run);
        if (r) out += '/';
    }
    if (traits(d.variant).drops) {
        out += '[';
        for (Color c : {WHITE, BLACK})
            for (int pt = QUEEN; pt >= PAWN; --pt)
                out.append(d.hand[c][pt], c == WHITE ? LETTERS[pt] : char(LETTERS[pt] + ('a' - 'A')));
        out += ']';
    }
    out += d.side_to_move == WHITE ? " w " : " b ";
    std::string castling;
    if (d.castling & WHITE_OO) castling += 'K';
    if (d.castling & WHITE_OOO) castling += 'Q';
    if (d.castling & BLACK_OO) castling += 'k';
    if (d.castling & BLACK_OOO) castling += 'q';
    out += castling.empty() ? "-" : castling;
    out += ' ';
    out += is_ok(d.ep_square) ? std::string{char('a' + file_of(d.ep_square)), char('1' + rank_of(d.ep_square))} : "-";
    out += ' ' + std::to_string(d.rule50) + ' ' + std::to_string(1 + d.ply / 2);
    return out;
}

std::string to_position(const Record& rec, Position& pos) {
    if ((rec.bytes[FLAGS] >> 3 & 3) == 3) return "record has an invalid result field";
    Decoded d;
    decode(rec, d);
    std::string error = pos.set(to_fen(d), d.variant);
    return error.empty() ? "" : "record does not hold a valid position: " + error;
}

} // namespace parachute::data
