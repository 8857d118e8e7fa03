#include <boost/test/unit_test.hpp>

#include <cctype>
#include <cstdlib>
#include <ctime>
#include <sstream>

#include "../engine/eval/evaluate.h"
#include "../engine/eval/trace.h"
#include "../engine/rules/gameend.h"
#include "helpers.h"

using namespace parachute;

namespace parachute {
inline std::ostream& operator<<(std::ostream& os, Score s) { return os << "S(" << s.mg << ", " << s.eg << ")"; }
} // namespace parachute

namespace {


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

// The start positions are symmetric, so they only show the tempo; one move in, every
// term group takes part. These numbers are pinned too.
BOOST_AUTO_TEST_CASE(first_move_positions_exact) {
    const struct { Variant v; const char* fen; Value value; } cases[] = {
        {Variant::Normal, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", -48},
        {Variant::Crazyhouse, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1", -18},
        {Variant::Knightmate, "rmbqkbmr/pppppppp/8/8/4P3/8/PPPP1PPP/RMBQKBMR b KQkq - 0 1", -43},
        {Variant::RacingKings, "8/8/8/8/8/6K1/krbnNBR1/qrbnNBRQ b - - 0 1", -8},
    };
    for (const auto& c : cases) BOOST_TEST(eval(c.fen, c.v) == c.value, c.v);
}

BOOST_AUTO_TEST_CASE(piece_values_in_order) {
    for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN}) BOOST_TEST(piece_value(Variant::Crazyhouse, pt) > 0);
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

// Values well inside the non-mate range on positions from random games, where material
// is often wildly unbalanced; and the evaluation speed, for the log (never asserted).
BOOST_AUTO_TEST_CASE(range_and_speed) {
    for (Variant v : ALL_VARIANTS) {
        const std::vector<Position> positions = random_positions(v, 30, 200, 2024);
        Value worst = 0;
        for (const Position& pos : positions) {
            const Value e = evaluate(pos);
            BOOST_REQUIRE(e > VALUE_MATED_IN_MAX_PLY && e < VALUE_MATE_IN_MAX_PLY);
            worst = std::max(worst, std::abs(e));
        }
        const int rounds = 50;
        long sum = 0;
        // Processor time, not wall time: the machine may be busy with other builds.
        const std::clock_t start = std::clock();
        for (int r = 0; r < rounds; ++r)
            for (const Position& pos : positions) sum += evaluate(pos);
        const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
        const double calls = double(rounds) * double(positions.size());
        BOOST_TEST_MESSAGE(v << ": " << positions.size() << " positions, largest |eval| " << worst << ", "
                             << long(calls / seconds) << " evaluations/s (" << seconds * 1e9 / calls
                             << " ns each; checksum " << sum << ")");
    }
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

// In a quiet crazyhouse position a queen in the pocket beats the same queen at home: it
// can go anywhere at once, and it threatens drops around the enemy king.
BOOST_AUTO_TEST_CASE(crazyhouse_queen_in_hand_beats_queen_on_board) {
    const Value on_board = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", Variant::Crazyhouse);
    const Value in_hand = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1", Variant::Crazyhouse);
    BOOST_TEST(in_hand > on_board);
}

// A knight in the enemy pocket makes our castled king less safe, and the term says so
// even though no enemy piece on the board moved.
BOOST_AUTO_TEST_CASE(crazyhouse_pocket_threatens_the_king) {
    const std::string board = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1";
    EvalTrace empty, knight, queen;
    evaluate(test::position(board + "[] w - - 0 6", Variant::Crazyhouse), empty);
    evaluate(test::position(board + "[n] w - - 0 6", Variant::Crazyhouse), knight);
    evaluate(test::position(board + "[nq] w - - 0 6", Variant::Crazyhouse), queen);
    BOOST_TEST(knight.terms[TERM_KING_SAFETY][WHITE].mg < empty.terms[TERM_KING_SAFETY][WHITE].mg);
    BOOST_TEST(queen.terms[TERM_KING_SAFETY][WHITE].mg < knight.terms[TERM_KING_SAFETY][WHITE].mg);
    // Black's king does not care what black holds.
    BOOST_TEST(knight.terms[TERM_KING_SAFETY][BLACK] == empty.terms[TERM_KING_SAFETY][BLACK]);
}

// Knightmate: a royal knight in the corner whose two escape squares an enemy commoner
// covers is in danger; with the same commoner far away it is much less so.
BOOST_AUTO_TEST_CASE(knightmate_cornered_royal_knight_is_in_danger) {
    EvalTrace near, far;
    const Value v_near = evaluate(test::position("4k3/8/8/8/8/2m5/8/K7 w - - 0 1", Variant::Knightmate), near);
    const Value v_far = evaluate(test::position("4k3/8/7m/8/8/8/8/K7 w - - 0 1", Variant::Knightmate), far);
    BOOST_TEST(near.terms[TERM_KING_SAFETY][WHITE].mg < far.terms[TERM_KING_SAFETY][WHITE].mg - 20);
    BOOST_TEST(far.terms[TERM_KING_SAFETY][BLACK] == near.terms[TERM_KING_SAFETY][BLACK]);
    BOOST_TEST(near.terms[TERM_ACTIVITY][BLACK].eg > far.terms[TERM_ACTIVITY][BLACK].eg);
    BOOST_TEST(v_near < v_far);
}

// Racing kings: a king on the 7th rank with a free path is winning against one on the
// 2nd, whoever is to move; the same king back on the 2nd is not.
BOOST_AUTO_TEST_CASE(racing_king_on_the_seventh_beats_one_on_the_second) {
    const Value ahead_w = eval("8/6K1/8/8/8/8/krbnNBR1/qrbnNBRQ w - - 0 1", Variant::RacingKings);
    const Value ahead_b = eval("8/6K1/8/8/8/8/krbnNBR1/qrbnNBRQ b - - 0 1", Variant::RacingKings);
    const Value start = eval("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", Variant::RacingKings);
    BOOST_TEST(ahead_w > 400);
    BOOST_TEST(ahead_b < -400);
    BOOST_TEST(ahead_w > start + 400);
    // The black king a move from the goal, white to move and one move further away: black
    // arrives first.
    BOOST_TEST(eval("8/1k6/8/8/8/6K1/1rbnNBR1/qrbnNBRQ w - - 0 1", Variant::RacingKings) < -200);
}

// Racing kings: a square the enemy attacks is closed to the king, so a king on the 7th
// whose way up is covered (a black rook on the 8th rank) is worse off than one with a
// free path.
BOOST_AUTO_TEST_CASE(racing_blocked_path_counts) {
    EvalTrace free_path, blocked;
    evaluate(test::position("8/6K1/8/8/8/8/krbnNBR1/qrbnNBRQ w - - 0 1", Variant::RacingKings), free_path);
    evaluate(test::position("1r6/6K1/8/8/8/8/krbnNBR1/q1bnNBRQ w - - 0 1", Variant::RacingKings), blocked);
    BOOST_TEST(blocked.terms[TERM_RACE][WHITE].mg < free_path.terms[TERM_RACE][WHITE].mg);
}

// Pawn structure, exactly: white's a- and c-pawns are isolated and passed (black has
// no pawns), the e-pawns are doubled (the rear one pays) and also passed at the front.
BOOST_AUTO_TEST_CASE(pawn_structure_terms) {
    EvalTrace t;
    evaluate(test::position("4k3/8/8/8/4P3/8/P1P1P3/4K3 w - - 0 1", Variant::Normal), t);
    const Score isolated = S(-10, -15), doubled = S(-10, -20);
    const Score passed2 = S(5, 10), passed4 = S(15, 30);
    BOOST_TEST((t.terms[TERM_PAWNS][WHITE] == isolated * 4 + doubled + passed2 * 2 + passed4));
    BOOST_TEST((t.terms[TERM_PAWNS][BLACK] == S(0, 0)));
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

// Racing kings: the position mirrored left to right with colours swapped is the same
// race for the other side, except for black's equalising reply: with equal distances
// black to move arrives first while white to move only draws. So every term but the race
// lead mirrors exactly, and the lead never favours the white-to-move version.
BOOST_AUTO_TEST_CASE(racing_mirror_differs_only_by_the_equalising_reply) {
    int checked = 0, different = 0;
    for (const Position& pos : random_positions(Variant::RacingKings, 40, 120, 5)) {
        const Position m = mirrored(pos);
        if (race_decided(pos) || race_decided(m)) continue;
        EvalTrace a, b;
        const Value va = evaluate(pos, a), vb = evaluate(m, b);
        for (int i = 0; i < TERM_NB; ++i)
            for (Color c : {WHITE, BLACK})
                if (i != TERM_RACE_LEAD)
                    BOOST_REQUIRE_MESSAGE(a.terms[i][c] == b.terms[i][~c],
                                          term_name(EvalTerm(i)) << " differs: " << pos.fen() << " vs " << m.fen());
        const Value white_to_move = pos.side_to_move() == WHITE ? va : vb;
        const Value black_to_move = pos.side_to_move() == WHITE ? vb : va;
        BOOST_REQUIRE_MESSAGE(black_to_move >= white_to_move, pos.fen());
        different += black_to_move != white_to_move;
        ++checked;
    }
    BOOST_TEST(checked > 2000);
    BOOST_TEST(different > 100);
}

BOOST_AUTO_TEST_SUITE_END()
