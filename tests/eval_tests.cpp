#include <boost/test/unit_test.hpp>

#include <cctype>
#include <chrono>
#include <sstream>

#include "../engine/eval/evaluate.h"
#include "../engine/eval/trace.h"
#include "../engine/rules/gameend.h"
#include "helpers.h"

using namespace parachute;

namespace {

const Variant ALL_VARIANTS[] = {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings};

char swap_case(char c) {
    if (std::isupper(static_cast<unsigned char>(c))) return char(std::tolower(static_cast<unsigned char>(c)));
    return char(std::toupper(static_cast<unsigned char>(c)));
}

// The same position seen from the other side: colours swapped (pockets and castling
// rights included) and the board mirrored, top to bottom for the chess-like variants,
// left to right for racing kings, where both kings still run up the board.
std::string mirror_fen(const std::string& fen, bool left_right) {
    std::istringstream in(fen);
    std::string board, side, castling, ep, rest;
    in >> board >> side >> castling >> ep;
    std::getline(in, rest);
    std::string holdings;
    if (size_t open = board.find('['); open != std::string::npos) {
        holdings = board.substr(open);
        board = board.substr(0, open);
    }
    std::vector<std::string> ranks(1);
    for (char c : board) {
        if (c == '/') ranks.emplace_back();
        else ranks.back() += c;
    }
    std::string out;
    for (size_t i = 0; i < ranks.size(); ++i) {
        const std::string& r = left_right ? ranks[i] : ranks[ranks.size() - 1 - i];
        // Tokens are a digit or a letter with an optional '~'; mirroring left-right
        // reverses their order.
        std::vector<std::string> tokens;
        for (char c : r) {
            if (c == '~') tokens.back() += c;
            else tokens.emplace_back(1, std::isalpha(static_cast<unsigned char>(c)) ? swap_case(c) : c);
        }
        if (left_right) std::reverse(tokens.begin(), tokens.end());
        if (i) out += '/';
        for (const std::string& t : tokens) out += t;
    }
    for (char c : holdings) out += swap_case(c);
    out += side == "w" ? " b " : " w ";
    std::string cr;
    for (char want : std::string("KQkq"))
        if (castling.find(swap_case(want)) != std::string::npos) cr += want;
    out += cr.empty() ? "-" : cr;
    if (ep != "-") ep[1] = ep[1] == '3' ? '6' : '3';
    return out + " " + ep + rest;
}

Position mirrored(const Position& pos) {
    return test::position(mirror_fen(pos.fen(), pos.rules().race_to_eighth), pos.variant());
}

// Positions from seeded random games, the game not over, each variant.
std::vector<Position> random_positions(Variant v, int games, int max_plies, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Position> out;
    for (int g = 0; g < games; ++g) {
        Position pos;
        pos.set_start(v);
        for (int ply = 0; ply < max_plies && !game_status(pos).over(); ++ply) {
            out.push_back(test::position(pos.fen(), v));
            MoveList list;
            generate_legal(pos, list);
            pos.do_move(list.moves[rng() % list.size()]);
        }
    }
    return out;
}

Value eval(const std::string& fen, Variant v) { return evaluate(test::position(fen, v)); }

} // namespace

BOOST_AUTO_TEST_SUITE(eval_basics)

// The start positions' values, pinned so that every change to the evaluation is noticed.
BOOST_AUTO_TEST_CASE(start_positions_exact) {
    const Value expected[] = {15, 40, 15, 0};
    for (Variant v : ALL_VARIANTS) {
        Position pos;
        pos.set_start(v);
        BOOST_TEST_MESSAGE(v << " start: " << evaluate(pos));
        BOOST_TEST(evaluate(pos) == expected[int(v)], v);
    }
}

BOOST_AUTO_TEST_CASE(hand_values_exceed_board_values_in_crazyhouse) {
    for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN}) {
        BOOST_TEST(hand_value(Variant::Crazyhouse, pt) > piece_value(Variant::Crazyhouse, pt));
        BOOST_TEST(piece_value(Variant::Crazyhouse, pt) > 0);
    }
    // The usual order of the pieces, and the commoner a bit above a knight's worth.
    for (Variant v : {Variant::Normal, Variant::Crazyhouse}) {
        BOOST_TEST(piece_value(v, PAWN) < piece_value(v, KNIGHT));
        BOOST_TEST(piece_value(v, BISHOP) < piece_value(v, ROOK));
        BOOST_TEST(piece_value(v, ROOK) < piece_value(v, QUEEN));
    }
    BOOST_TEST(piece_value(Variant::Knightmate, COMMONER) > piece_value(Variant::Normal, KNIGHT));
    BOOST_TEST(piece_value(Variant::Knightmate, COMMONER) < piece_value(Variant::Knightmate, ROOK));
    BOOST_TEST(piece_value(Variant::Knightmate, KING) == 0);
}

// The trace is what evaluate() computed: same value, and its table names every term.
BOOST_AUTO_TEST_CASE(trace_matches_evaluate) {
    for (Variant v : ALL_VARIANTS)
        for (const Position& pos : random_positions(v, 3, 80, 7)) {
            EvalTrace t;
            BOOST_REQUIRE_EQUAL(evaluate(pos, t), evaluate(pos));
            BOOST_REQUIRE_EQUAL(t.stm_view, pos.side_to_move() == WHITE ? t.white_view : -t.white_view);
        }
    Position pos;
    pos.set_start(Variant::Crazyhouse);
    const std::string table = eval_trace(pos);
    for (int i = 0; i < TERM_NB; ++i) BOOST_TEST(table.find(term_name(EvalTerm(i))) != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(eval_signs)

// A queen more is good for its owner, whoever is to move, in every variant.
BOOST_AUTO_TEST_CASE(extra_queen_is_positive_for_its_owner) {
    const struct { Variant v; const char* fen; } cases[] = {
        {Variant::Normal, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {Variant::Crazyhouse, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
        {Variant::Knightmate, "rmb1kbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"},
        {Variant::RacingKings, "8/8/8/8/8/8/krbnNBRK/1rbnNBRQ w - - 0 1"},
    };
    for (const auto& c : cases) {
        std::string fen = c.fen;
        BOOST_TEST(eval(fen, c.v) > 200, c.v);
        fen[fen.find(" w ") + 1] = 'b';
        BOOST_TEST(eval(fen, c.v) < -200, c.v);
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(eval_symmetry)

// Normal, crazyhouse, knightmate: the position with colours swapped and the board
// mirrored top to bottom evaluates exactly the same for its side to move, term by term.
BOOST_AUTO_TEST_CASE(colour_flip_is_exact) {
    int checked = 0;
    for (Variant v : {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate})
        for (const Position& pos : random_positions(v, 20, 160, 99)) {
            const Position m = mirrored(pos);
            EvalTrace a, b;
            BOOST_REQUIRE_MESSAGE(evaluate(pos, a) == evaluate(m, b), pos.fen() << " vs " << m.fen());
            for (int i = 0; i < TERM_NB; ++i)
                for (Color c : {WHITE, BLACK})
                    BOOST_REQUIRE_MESSAGE(a.terms[i][c] == b.terms[i][~c],
                                          term_name(EvalTerm(i)) << " differs: " << pos.fen() << " vs " << m.fen());
            ++checked;
        }
    BOOST_TEST(checked > 5000);
}

BOOST_AUTO_TEST_SUITE_END()
