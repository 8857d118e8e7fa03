// One test per rule of docs/RULES.md, each asserting exact moves or exact outcomes.
#include <boost/test/unit_test.hpp>

#include "../engine/rules/gameend.h"
#include "helpers.h"

using namespace parachute;
using test::is_legal;
using test::legal_moves;
using test::play;
using test::position;

namespace {
std::vector<std::string> moves_from(const Position& pos, const std::string& prefix) {
    std::vector<std::string> out;
    for (const std::string& m : legal_moves(pos))
        if (m.rfind(prefix, 0) == 0) out.push_back(m);
    return out;
}
using Strings = std::vector<std::string>;
} // namespace

BOOST_AUTO_TEST_SUITE(rules_common)

BOOST_AUTO_TEST_CASE(stalemate_is_a_draw_in_every_variant) {
    const std::pair<Variant, const char*> cases[] = {
        {Variant::Normal, "7k/5Q2/8/8/8/8/8/K7 b - - 0 1"},
        {Variant::Crazyhouse, "7k/5Q2/8/8/8/8/8/K7[] b - - 0 1"},
        {Variant::Knightmate, "k7/2Q5/1Q6/8/8/8/8/7K b - - 0 1"},
        {Variant::RacingKings, "1R6/8/8/8/8/8/7R/k6K b - - 0 1"},
    };
    for (auto& [v, fen] : cases) {
        Position p = position(fen, v);
        BOOST_TEST(legal_moves(p).empty(), fen);
        GameStatus s = game_status(p);
        BOOST_TEST((s.result == GameResult::Draw), fen);
        BOOST_TEST((s.reason == EndReason::Stalemate), fen);
    }
}

BOOST_AUTO_TEST_CASE(threefold_and_fifty_are_claims_not_ends) {
    Position p;
    p.set_start(Variant::Normal);
    play(p, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
    BOOST_TEST(!game_status(p).can_claim_threefold);
    play(p, {"f6g8"});
    GameStatus s = game_status(p);
    BOOST_TEST(repetition_count(p) == 3);
    BOOST_TEST(s.can_claim_threefold);
    BOOST_TEST(!s.over());

    Position q = position("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", Variant::Normal);
    BOOST_TEST(!game_status(q).can_claim_fifty_moves);
    play(q, {"a1a2"});
    s = game_status(q);
    BOOST_TEST(s.can_claim_fifty_moves);
    BOOST_TEST(!s.over());
    play(q, {"e8d7"}); // any pawn move or capture resets; a king move does not
    BOOST_TEST(game_status(q).can_claim_fifty_moves);
}

BOOST_AUTO_TEST_CASE(repetition_compares_castling_and_en_passant_rights) {
    Position p;
    p.set_start(Variant::Normal);
    // The king walks out and back: the board repeats, but castling rights are gone.
    play(p, {"e2e4", "e7e5", "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8"});
    BOOST_TEST(repetition_count(p) == 2);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(rules_normal)

BOOST_AUTO_TEST_CASE(insufficient_material) {
    const std::pair<const char*, bool> cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},
        {"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true},
        {"4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true},
        {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},   // both bishops on dark squares
        {"4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false}, // opposite colours: a helpmate exists
        {"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false},
        {"4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", false},
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},
        {"4k3/8/8/8/8/8/8/4KR2 w - - 0 1", false},
    };
    for (auto& [fen, dead] : cases) {
        Position p = position(fen, Variant::Normal);
        GameStatus s = game_status(p);
        BOOST_TEST(s.over() == dead, fen);
        if (dead) BOOST_TEST((s.reason == EndReason::InsufficientMaterial), fen);
    }
}

BOOST_AUTO_TEST_CASE(checkmate) {
    Position p;
    p.set_start(Variant::Normal);
    play(p, {"f2f3", "e7e5", "g2g4", "d8h4"});
    GameStatus s = game_status(p);
    BOOST_TEST((s.result == GameResult::BlackWins));
    BOOST_TEST((s.reason == EndReason::Checkmate));
    BOOST_TEST(describe_end(s) == "Black mates");
}

BOOST_AUTO_TEST_CASE(castling_through_check_is_refused) {
    Position p = position("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", Variant::Normal);
    BOOST_TEST(!is_legal(p, "e1g1")); // the rook on f2 covers f1
    BOOST_TEST(is_legal(p, "e1c1"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(rules_crazyhouse)

BOOST_AUTO_TEST_CASE(capture_goes_to_the_capturers_pocket) {
    Position p;
    p.set_start(Variant::Crazyhouse);
    play(p, {"e2e4", "d7d5", "e4d5"});
    BOOST_TEST(p.in_hand(WHITE, PAWN) == 1);
    BOOST_TEST(p.fen() == "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
    play(p, {"d8d5"});
    BOOST_TEST(p.in_hand(BLACK, PAWN) == 1);
    BOOST_TEST(p.fen() == "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3");
}

BOOST_AUTO_TEST_CASE(drops_on_any_empty_square_and_pawn_ranks) {
    Position p = position("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(moves_from(p, "N@").size() == 62u);
    Position q = position("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", Variant::Crazyhouse);
    Strings pawn_drops = moves_from(q, "P@");
    BOOST_TEST(pawn_drops.size() == 48u); // ranks 2-7, the 7th included
    BOOST_TEST(is_legal(q, "P@e7"));
    BOOST_TEST(!is_legal(q, "P@a1"));
    BOOST_TEST(!is_legal(q, "P@a8"));
    Position r = position("4k3/8/8/8/8/8/8/4K3[p] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(is_legal(r, "P@d2")); // black may drop on its own 7th rank
    BOOST_TEST(!is_legal(r, "P@d1"));
}

BOOST_AUTO_TEST_CASE(dropped_pawn_on_second_rank_may_double_step) {
    Position p = position("4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1", Variant::Crazyhouse);
    play(p, {"P@a2", "P@h7", "a2a4", "h7h5"});
    BOOST_TEST(p.fen() == "4k3/8/8/7p/P7/8/8/4K3[] w - - 0 3");
    // The double step of a dropped pawn can be taken en passant.
    Position q = position("4k3/8/8/8/1p6/8/8/4K3[P] w - - 0 1", Variant::Crazyhouse);
    play(q, {"P@a2", "e8d8", "a2a4"});
    BOOST_TEST(q.ep_square() == A3);
    BOOST_TEST(is_legal(q, "b4a3"));
}

BOOST_AUTO_TEST_CASE(dropped_rook_never_castles) {
    // The rook on h1 is taken: the right goes with it.
    Position p = position("4k3/8/8/8/8/8/5n2/4K2R[R] b K - 0 1", Variant::Crazyhouse);
    play(p, {"f2h1"});
    BOOST_TEST(p.castling_rights() == NO_CASTLING);
    // A rook dropped on h1 next to the king on e1 brings no right back.
    Position q = position("4k3/8/8/8/8/8/8/4K3[R] w - - 0 1", Variant::Crazyhouse);
    play(q, {"R@h1", "e8d8"});
    BOOST_TEST(!is_legal(q, "e1g1"));
    BOOST_TEST(q.castling_rights() == NO_CASTLING);
}

BOOST_AUTO_TEST_CASE(promoted_piece_returns_as_a_pawn) {
    Position p = position("1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1", Variant::Crazyhouse);
    play(p, {"a7b8q"}); // white captures the rook (rook to pocket) and promotes
    BOOST_TEST(p.in_hand(WHITE, ROOK) == 1);
    BOOST_TEST(p.fen() == "1Q~2k3/8/8/8/8/8/8/4K3[R] b - - 0 1");
    Position q = position("1Q~2k3/8/n7/8/8/8/8/4K3[] b - - 0 1", Variant::Crazyhouse);
    play(q, {"a6b8"});
    BOOST_TEST(q.in_hand(BLACK, PAWN) == 1);
    BOOST_TEST(q.in_hand(BLACK, QUEEN) == 0);
    BOOST_TEST(q.fen() == "1n2k3/8/8/8/8/8/8/4K3[p] w - - 0 2");
    // A dropped piece is never promoted, even on the last rank.
    Position r = position("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", Variant::Crazyhouse);
    play(r, {"Q@a8"});
    BOOST_TEST(r.promoted_pieces() == 0);
}

BOOST_AUTO_TEST_CASE(drops_block_sliding_checks_only) {
    // Rook check along the 8th rank: knights can be dropped between, a pawn cannot (8th rank).
    Position slider = position("R5k1/5ppp/8/8/8/8/8/4K3[n] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST((legal_moves(slider) == Strings{"N@b8", "N@c8", "N@d8", "N@e8", "N@f8"}));
    Position pawn_only = position("R5k1/5ppp/8/8/8/8/8/4K3[p] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(legal_moves(pawn_only).empty());
    GameStatus s = game_status(pawn_only);
    BOOST_TEST((s.reason == EndReason::Checkmate));
    BOOST_TEST((s.result == GameResult::WhiteWins));
    // A knight's check cannot be blocked by a drop.
    Position knight = position("6k1/5ppp/5N2/8/8/8/8/4K3[q] b - - 0 1", Variant::Crazyhouse);
    BOOST_TEST((legal_moves(knight) == Strings{"g7f6", "g8f8", "g8h8"}));
    // Nor a double check.
    Position twice = position("4k3/8/3N4/8/8/8/8/4R1K1[qrbnp] b - - 0 1", Variant::Crazyhouse);
    for (const std::string& m : legal_moves(twice)) BOOST_TEST(m.find('@') == std::string::npos, m);
}

BOOST_AUTO_TEST_CASE(pawn_drop_may_mate) {
    // docs/RULES.md's example (after the chess-samara.ru guide): P@g7 mates the king on h8,
    // the pawn covered by the rook on g1.
    Position p = position("6nk/7p/8/8/8/8/8/4K1R1[P] w - - 0 1", Variant::Crazyhouse);
    play(p, {"P@g7"});
    GameStatus s = game_status(p);
    BOOST_TEST((s.reason == EndReason::Checkmate));
    BOOST_TEST((s.result == GameResult::WhiteWins));
}

BOOST_AUTO_TEST_CASE(no_insufficient_material_in_crazyhouse) {
    Position p = position("4k3/8/8/8/8/8/8/4K3[] w - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(!game_status(p).over());
}

BOOST_AUTO_TEST_CASE(pockets_count_in_repetitions) {
    Position p = position("4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1", Variant::Crazyhouse);
    Position q = position("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", Variant::Crazyhouse);
    BOOST_TEST(p.key() != q.key());
    // After the drops the knights shuffle; positions count only with equal pockets too.
    play(p, {"N@c3", "N@c6", "c3b5", "c6b4", "b5c3", "b4c6", "c3b5", "c6b4", "b5c3", "b4c6"});
    BOOST_TEST(repetition_count(p) == 3);
}

BOOST_AUTO_TEST_CASE(draw_rules_chessplayx_and_samara) {
    const char* fen = "4k3/8/8/8/8/8/8/R3K3[] w - - 99 80";
    Position cpx = position(fen, Variant::Crazyhouse);
    play(cpx, {"a1a2"});
    BOOST_TEST(game_status(cpx).can_claim_fifty_moves);
    Position sam = position(fen, Variant::Crazyhouse);
    sam.set_draw_rules(DrawRules::Samara);
    play(sam, {"a1a2"});
    BOOST_TEST(!game_status(sam).can_claim_fifty_moves);
    BOOST_TEST(!game_status(sam).over());

    // Samara: the fifth occurrence ends the game; ChessPlayX only lets it be claimed.
    for (DrawRules rules : {DrawRules::ChessPlayX, DrawRules::Samara}) {
        Position p = position("4k3/8/8/8/8/8/8/R3K3[] w - - 0 1", Variant::Crazyhouse);
        p.set_draw_rules(rules);
        for (int i = 0; i < 4; ++i) play(p, {"a1a2", "e8d8", "a2a1", "d8e8"});
        BOOST_TEST(repetition_count(p) == 5);
        GameStatus s = game_status(p);
        BOOST_TEST(s.over() == (rules == DrawRules::Samara));
        if (rules == DrawRules::Samara) BOOST_TEST((s.reason == EndReason::FivefoldRepetition));
        else BOOST_TEST(s.can_claim_threefold);
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(rules_knightmate)

BOOST_AUTO_TEST_CASE(royal_knight_moves_like_a_knight) {
    Position p = position("4k3/8/8/8/3K4/8/8/8 w - - 0 1", Variant::Knightmate);
    BOOST_TEST((legal_moves(p) == Strings{"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"}));
}

BOOST_AUTO_TEST_CASE(royal_knight_may_not_move_into_attack) {
    // The black rook on the 3rd rank covers b3 and f3.
    Position p = position("4k3/8/8/8/3K4/r7/8/8 w - - 0 1", Variant::Knightmate);
    BOOST_TEST((legal_moves(p) == Strings{"d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f5"}));
}

BOOST_AUTO_TEST_CASE(commoner_steps_onto_attacked_squares_and_can_be_taken) {
    Position p = position("4k3/8/8/8/8/8/r7/1M2K3 w - - 0 1", Variant::Knightmate);
    Strings m = moves_from(p, "b1");
    BOOST_TEST((m == Strings{"b1a1", "b1a2", "b1b2", "b1c1", "b1c2"}));
    Position q = position("1r2k3/8/8/8/8/8/8/1M2K3 b - - 0 1", Variant::Knightmate);
    play(q, {"b8b1"});
    BOOST_TEST(q.fen() == "4k3/8/8/8/8/8/8/1r2K3 w - - 0 2");
    BOOST_TEST(!game_status(q).over());
}

BOOST_AUTO_TEST_CASE(royal_knight_castles) {
    Position p = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant::Knightmate);
    BOOST_TEST(is_legal(p, "e1g1"));
    BOOST_TEST(is_legal(p, "e1c1"));
    play(p, {"e1g1"});
    BOOST_TEST(p.fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    play(p, {"e8c8"});
    BOOST_TEST(p.fen() == "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    // Not out of check: a rook on the e-file.
    Position out = position("3kr3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Variant::Knightmate);
    BOOST_TEST(!is_legal(out, "e1g1"));
    BOOST_TEST(!is_legal(out, "e1c1"));
    // Not through check: a rook on f8 covers f1.
    Position through = position("5r2/8/8/8/4k3/8/8/R3K2R w KQ - 0 1", Variant::Knightmate);
    BOOST_TEST(!is_legal(through, "e1g1"));
    BOOST_TEST(is_legal(through, "e1c1"));
    // Not into check: a rook on c8 covers c1.
    Position into = position("2r5/8/8/8/4k3/8/8/R3K2R w KQ - 0 1", Variant::Knightmate);
    BOOST_TEST(is_legal(into, "e1g1"));
    BOOST_TEST(!is_legal(into, "e1c1"));
}

BOOST_AUTO_TEST_CASE(promotions_are_queen_rook_bishop_commoner) {
    Position p = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant::Knightmate);
    BOOST_TEST((moves_from(p, "a7") == Strings{"a7a8b", "a7a8m", "a7a8q", "a7a8r"}));
    Position q = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant::Normal);
    BOOST_TEST((moves_from(q, "a7") == Strings{"a7a8b", "a7a8n", "a7a8q", "a7a8r"}));
}

BOOST_AUTO_TEST_CASE(mate_of_the_royal_knight_wins) {
    // A lone commoner mates a royal knight in the corner (docs/RULES.md's example).
    Position p = position("8/8/8/8/8/8/2M5/k3K3 w - - 0 1", Variant::Knightmate);
    play(p, {"c2b2"});
    GameStatus s = game_status(p);
    BOOST_TEST((s.reason == EndReason::Checkmate));
    BOOST_TEST((s.result == GameResult::WhiteWins));
    // And a bishop with its royal knight.
    Position b = position("8/8/8/8/3K4/8/8/k3B3 w - - 0 1", Variant::Knightmate);
    play(b, {"e1c3"});
    BOOST_TEST((game_status(b).reason == EndReason::Checkmate));
}

BOOST_AUTO_TEST_CASE(bare_royal_knights_draw_automatically) {
    Position p = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Variant::Knightmate);
    GameStatus s = game_status(p);
    BOOST_TEST((s.result == GameResult::Draw));
    BOOST_TEST((s.reason == EndReason::InsufficientMaterial));
    for (const char* fen : {"4k3/8/8/8/8/8/8/3MK3 w - - 0 1", "4k3/8/8/8/8/8/8/3BK3 w - - 0 1",
                            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1"})
        BOOST_TEST(!game_status(position(fen, Variant::Knightmate)).over(), fen);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(rules_racingkings)

BOOST_AUTO_TEST_CASE(no_move_may_give_check) {
    // The rook may not go to the g-file or the 7th rank, where it would attack the king on g7.
    Position p = position("8/6k1/8/8/8/8/8/R6K w - - 0 1", Variant::RacingKings);
    Strings rook = moves_from(p, "a1");
    BOOST_TEST((rook == Strings{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a8", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1"}));
}

BOOST_AUTO_TEST_CASE(no_discovered_check_even_to_clear_the_path) {
    // The knight on c2 shields black's king on h7 from the queen on b1: every knight move
    // would uncover a check, so it has none.
    Position p = position("8/7k/8/8/8/8/2N5/1Q5K w - - 0 1", Variant::RacingKings);
    BOOST_TEST(moves_from(p, "c2").empty());
    BOOST_TEST(is_legal(p, "b1a1"));
    // A king can uncover a check too.
    Position k = position("8/7k/8/8/8/8/2K5/1Q6 w - - 0 1", Variant::RacingKings);
    BOOST_TEST((moves_from(k, "c2") == Strings{"c2d3"}));
}

BOOST_AUTO_TEST_CASE(captures_obey_both_bans) {
    // The rook may take the knight on a6 only when that gives no check.
    Position p = position("8/8/n6k/8/8/8/8/R6K w - - 0 1", Variant::RacingKings);
    BOOST_TEST(!is_legal(p, "a1a6")); // from a6 the rook would check the king on h6
    Position q = position("8/7k/n7/8/8/8/8/R6K w - - 0 1", Variant::RacingKings);
    BOOST_TEST(is_legal(q, "a1a6"));
}

BOOST_AUTO_TEST_CASE(goal_rule) {
    // White's king arrives; black can follow at once: the game goes on for that one move.
    Position p = position("8/1K5k/8/8/8/8/8/8 w - - 0 1", Variant::RacingKings);
    play(p, {"b7b8"});
    BOOST_TEST(!game_status(p).over());
    BOOST_TEST(!legal_moves(p).empty());
    play(p, {"h7h8"});
    GameStatus s = game_status(p);
    BOOST_TEST((s.result == GameResult::Draw));
    BOOST_TEST((s.reason == EndReason::RaceDrawn));
    BOOST_TEST(legal_moves(p).empty());

    // Black cannot follow: white wins at once.
    Position w = position("8/6K1/8/8/8/8/k7/8 w - - 0 1", Variant::RacingKings);
    play(w, {"g7g8"});
    s = game_status(w);
    BOOST_TEST((s.result == GameResult::WhiteWins));
    BOOST_TEST((s.reason == EndReason::RaceWon));
    BOOST_TEST(legal_moves(w).empty());

    // Black could follow but chooses not to: white wins after black's move.
    Position late = position("8/k5K1/8/8/8/8/8/8 w - - 0 1", Variant::RacingKings);
    play(late, {"g7g8"});
    BOOST_TEST(!game_status(late).over());
    play(late, {"a7a6"});
    BOOST_TEST((game_status(late).result == GameResult::WhiteWins));

    // Black arrives first: black wins at once.
    Position b = position("8/k7/8/8/8/8/8/7K b - - 0 1", Variant::RacingKings);
    play(b, {"a7a8"});
    s = game_status(b);
    BOOST_TEST((s.result == GameResult::BlackWins));
    BOOST_TEST(legal_moves(b).empty());
}

BOOST_AUTO_TEST_CASE(black_reply_must_be_legal) {
    // Black's king is one step from g8 and h8, but the bishop covers g8 and the knight h8.
    Position p = position("8/1K5k/4B1N1/8/8/8/8/8 w - - 0 1", Variant::RacingKings);
    play(p, {"b7b8"});
    BOOST_TEST((game_status(p).result == GameResult::WhiteWins));
}

BOOST_AUTO_TEST_CASE(two_bare_kings_race_on) {
    Position p = position("8/8/8/8/8/8/8/k6K w - - 0 1", Variant::RacingKings);
    BOOST_TEST(!game_status(p).over());
    BOOST_TEST(legal_moves(p).size() == 3u);
}

BOOST_AUTO_TEST_SUITE_END()
