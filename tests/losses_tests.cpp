// The loss analysis (tools/losses) on small hand-written match PGNs of each variant:
// the divergence it finds, the material-level check, the kind of each loss and the
// clock-usage figures, all against values worked out by hand from the game texts.
#include <boost/test/unit_test.hpp>

#include <sstream>

#include "../tools/losses/clock_usage.h"
#include "../tools/losses/collect.h"
#include "../tools/losses/options.h"
#include "../tools/losses/report.h"
#include "helpers.h"

using namespace parachute;
using namespace parachute::losses;

namespace parachute::losses {
inline std::ostream& operator<<(std::ostream& os, Phase p) { return os << phase_name(p); }
inline std::ostream& operator<<(std::ostream& os, Kind k) { return os << kind_name(k); }
} // namespace parachute::losses

namespace {

Collection read(const std::string& pgn, const Settings& s = Settings()) {
    Collection c;
    std::istringstream in(pgn);
    collect(in, "test.pgn", s, c);
    return c;
}

std::string headers(const std::string& white, const std::string& black, const std::string& result,
                    const std::string& more = "") {
    return "[Event \"t\"]\n[Round \"7\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result
           + "\"]\n" + more + "\n";
}

// Parachute (white) and its opponent agree until 3. Bc4 (+0.40 against the opponent's
// +0.90 for itself); two moves later Parachute's own score has fallen to -2.80.
const std::string normal_horizon =
    headers("parachute", "opp", "0-1", "[TimeControl \"10+0.1\"]\n[Termination \"normal\"]\n")
    + "1. e4 {book} e5 {book} 2. Nf3 {+0.30/12 0.50s} Nc6 {-0.25/12 0.40s} 3. Bc4\n"
      "{+0.40/13 0.60s} Nf6 {+0.90/14 0.30s} 4. Ng5 {+0.35/12 0.50s} d5 {+1.10/15 0.20s}\n"
      "5. exd5 {-2.80/14 0.70s} Na5 {+2.90/15 0.30s} {White resigns} 0-1\n";

// After 2. exd5 the scores part, but white is a pawn up (the pawn in its pocket and the
// one black lost); after 2... Qxd5 material is level again and the gap is still there.
const std::string crazyhouse_level =
    headers("Parachute 1.0", "sjeng", "0-1", "[Variant \"crazyhouse\"]\n[TimeControl \"40/60\"]\n")
    + "1. e4 {book} d5 {book} 2. exd5 {+0.20/12 0.50s} Qxd5 {+1.50/12 0.40s} 3. Nc3\n"
      "{+0.30/12 0.50s} Qa5 {+1.60/12 0.40s} 4. Nf3 {+0.20/12 0.50s} P@e4 {+1.70/12 0.40s}\n"
      "5. Nd4 {-3.00/12 0.50s} {White resigns} 0-1\n";

// Both pockets hold two pawns; Parachute (black) disagrees after 1... e5 and white
// drops both of its pawns in the next moves.
const std::string crazyhouse_drops =
    headers("sjeng", "parachute", "1-0",
            "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PPpp] w KQkq - 0 1\"]\n[SetUp \"1\"]\n"
            "[Variant \"crazyhouse\"]\n")
    + "1. e4 {+0.10/12 0.30s} e5 {+0.20/12 0.30s} 2. Nf3 {+1.50/12 0.30s} Nc6 {+0.30/12 0.30s}\n"
      "3. P@d5 {+1.60/12 0.30s} Nb8 {+0.25/12 0.30s} 4. P@f5 {+1.80/12 0.30s} Nf6\n"
      "{+0.10/12 0.30s} {Black resigns} 1-0\n";

// Parachute's royal knight walks into a mate in one with all the material still there.
const std::string knightmate_mated =
    headers("fairymax", "parachute", "1-0", "[Variant \"knightmate\"]\n")
    + "1. e4 {book} Kf6 {book} 2. Qe2 {+0.50/12 0.30s} Qe8 {+0.80/12 0.30s} 3. Qf3#\n"
      "{+M1/5 0.10s} {White mates} 1-0\n";

// Black's king runs to the fifth rank while Parachute's stays on the fourth.
const std::string racing_race =
    headers("parachute", "fsf", "0-1", "[Variant \"racingkings\"]\n")
    + "1. Kh3 {+0.20/12 0.30s} Ka3 {+1.00/12 0.30s} 2. Nc3 {+0.10/12 0.30s} Kb4\n"
      "{+1.10/12 0.30s} 3. Na4 {+0.00/12 0.30s} Ka5 {+1.20/12 0.30s} 4. Kg4\n"
      "{-0.50/12 0.30s} {White resigns} 0-1\n";

// Parachute (black) has 0.15 s of its 2 s left when the scores part.
const std::string normal_low_clock =
    headers("opp", "parachute", "1-0", "[TimeControl \"2+0\"]\n[Termination \"normal\"]\n")
    + "1. d4 {+0.10/10 0.10s} d5 {+0.05/10 1.85s} 2. c4 {+0.20/10 0.10s} e6 {+1.00/10 0.05s}\n"
      "{Black resigns} 1-0\n";

const std::string normal_flag_fell =
    headers("opp", "parachute", "1-0", "[TimeControl \"2+0\"]\n[Termination \"time forfeit\"]\n")
    + "1. d4 {+0.10/10 0.10s} d5 {+0.05/10 0.90s} 2. c4 {+0.20/10 0.10s} e6 {+0.10/10 1.20s}\n"
      "{Black loses on time} 1-0\n";

// opp (white) walks into the fool's mate.
const std::string fools_mate =
    headers("opp", "parachute", "0-1")
    + "1. f3 {+0.10/10 0.10s} e5 {+0.20/10 0.10s} 2. g4 {+0.30/10 0.10s} Qh4# {+M1/10 0.10s} {Black mates} 0-1\n";

const LostGame& only_loss(const Collection& c) {
    BOOST_REQUIRE(c.errors.empty());
    BOOST_REQUIRE_EQUAL(c.lost.size(), 1u);
    return c.lost[0];
}

std::string fen_at(const Collection& c, const LostGame& l) { return c.games[l.game].positions[l.divergence.ply].fen; }

} // namespace

BOOST_AUTO_TEST_SUITE(losses)

BOOST_AUTO_TEST_CASE(move_comments) {
    MoveNote n;
    BOOST_TEST(parse_move_note("+0.35/12 0.512s", n));
    BOOST_TEST(n.has_score);
    BOOST_TEST(n.cp == 35);
    BOOST_TEST(n.depth == 12);
    BOOST_TEST(n.time_ms == 512);
    BOOST_TEST(parse_move_note("-1.20/7 1.23e+03s", n));
    BOOST_TEST(n.cp == -120);
    BOOST_TEST(n.time_ms == 1230000);
    BOOST_TEST(parse_move_note("-M5/20 1.2s", n));
    BOOST_TEST(n.cp == -(MATE_CP - 5));
    BOOST_TEST(parse_move_note("+M1/5 0s", n));
    BOOST_TEST(n.cp == MATE_CP - 1);
    BOOST_TEST(n.time_ms == 0);
    BOOST_TEST(parse_move_note("book", n));
    BOOST_TEST((n.book && !n.has_score && !n.has_time));
    BOOST_TEST(parse_move_note("0.5s", n));
    BOOST_TEST((!n.has_score && n.has_time && n.time_ms == 500));
    BOOST_TEST(!parse_move_note("White mates", n));
    BOOST_TEST(!parse_move_note("+0.35/x 0.5s", n));
    BOOST_TEST(!n.has_score);
    BOOST_TEST(score_text(35) == "+0.35");
    BOOST_TEST(score_text(-5) == "-0.05");
    BOOST_TEST(score_text(0) == "+0.00");
    BOOST_TEST(score_text(-1289) == "-12.89");
    BOOST_TEST(score_text(MATE_CP - 5) == "+M5");
    BOOST_TEST(score_text(-(MATE_CP - 3)) == "-M3");
}

BOOST_AUTO_TEST_CASE(material_and_phase) {
    Position p;
    BOOST_REQUIRE_EQUAL(p.set("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qp] w KQkq - 0 1", Variant::Crazyhouse), "");
    BOOST_TEST(material_points(p, WHITE) == 48);
    BOOST_TEST(material_points(p, BLACK) == 40);
    BOOST_TEST(piece_material(p) == 71);
    BOOST_REQUIRE_EQUAL(p.set("4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1", Variant::Crazyhouse), "");
    BOOST_TEST(material_points(p, WHITE) == 9);
    p.set_start(Variant::Knightmate);
    BOOST_TEST(material_points(p, WHITE) == 39);
    BOOST_TEST(piece_material(p) == 62);
    p.set_start(Variant::RacingKings);
    BOOST_TEST(material_points(p, BLACK) == 31);
    BOOST_TEST(phase_of(Variant::Normal, 62, 12, 12) == Phase::Opening);
    BOOST_TEST(phase_of(Variant::Normal, 62, 13, 12) == Phase::Middlegame);
    BOOST_TEST(phase_of(Variant::Normal, 59, 5, 12) == Phase::Middlegame);
    BOOST_TEST(phase_of(Variant::Normal, 32, 30, 12) == Phase::Middlegame);
    BOOST_TEST(phase_of(Variant::Normal, 31, 30, 12) == Phase::Endgame);
    BOOST_TEST(phase_of(Variant::Crazyhouse, 62, 40, 12) == Phase::Middlegame);
}

BOOST_AUTO_TEST_CASE(position_facts_of_a_mate) {
    const Collection c = read(headers("a", "b", "1-0", "[FEN \"3Q2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1\"]\n") + "1-0\n");
    BOOST_REQUIRE_EQUAL(c.games.size(), 1u);
    const MatchGame& g = c.games[0];
    BOOST_TEST(g.plies() == 0);
    BOOST_TEST(g.mated);
    const PositionFacts& f = g.positions[0];
    BOOST_TEST(f.zone_attacked[BLACK] == 2); // f8 and g8; the king hides h8 from the queen
    BOOST_TEST(f.zone_attacked[WHITE] == 0);
    BOOST_TEST(f.material[WHITE] == 12);
    BOOST_TEST(f.material[BLACK] == 3);
    BOOST_TEST(f.royal_rank[BLACK] == 7);
    BOOST_TEST(c.without_engine == 1);
}

BOOST_AUTO_TEST_CASE(normal_horizon_loss) {
    const Collection c = read(normal_horizon);
    const LostGame& l = only_loss(c);
    BOOST_TEST(l.engine == WHITE);
    BOOST_TEST(l.divergence.found);
    BOOST_TEST(l.divergence.ply == 5);
    BOOST_TEST(l.divergence.engine_ply == 5);
    BOOST_TEST(l.divergence.opponent_ply == 6);
    BOOST_TEST(l.divergence.engine_cp == 40);
    BOOST_TEST(l.divergence.opponent_cp == -90);
    BOOST_TEST(fen_at(c, l) == "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    BOOST_TEST(move_number(c.games[0].positions[5]) == "3...");
    BOOST_TEST(l.phase == Phase::Opening);
    BOOST_TEST(l.kind == Kind::Horizon);
    BOOST_TEST(c.games[0].number == 7);
}

BOOST_AUTO_TEST_CASE(normal_without_collapse_is_misjudged_when_deep) {
    Settings s;
    s.collapse_cp = 500;
    BOOST_TEST(only_loss(read(normal_horizon, s)).kind == Kind::Misjudged);
    s.deep = 14; // the divergence's searches reached 13 and 14
    BOOST_TEST(only_loss(read(normal_horizon, s)).kind == Kind::Other);
    // The gaps after 3. Bc4 (130) and 3... Nf6 (125) are no longer beyond it; after
    // 4. Ng5 (+0.35 against the opponent's +1.10) the gap is 145.
    s.threshold_cp = 130;
    const Collection l_games = read(normal_horizon, s);
    const LostGame& l = only_loss(l_games);
    BOOST_TEST(l.divergence.ply == 7);
    BOOST_TEST(l.divergence.engine_cp == 35);
    BOOST_TEST(l.divergence.opponent_cp == -110);
}

BOOST_AUTO_TEST_CASE(crazyhouse_gap_waits_for_level_material) {
    const Collection c = read(crazyhouse_level);
    const LostGame& l = only_loss(c);
    BOOST_TEST(l.engine == WHITE); // "Parachute 1.0" fits the default name
    const MatchGame& g = c.games[0];
    BOOST_TEST(g.positions[3].material[WHITE] == 40);
    BOOST_TEST(g.positions[3].material[BLACK] == 38);
    BOOST_TEST(g.positions[4].material[WHITE] == 39);
    BOOST_TEST(g.positions[4].material[BLACK] == 39);
    BOOST_TEST(l.divergence.ply == 4);
    BOOST_TEST(l.divergence.engine_ply == 5);
    BOOST_TEST(l.divergence.engine_cp == 30);
    BOOST_TEST(l.divergence.opponent_cp == -150);
    BOOST_TEST(fen_at(c, l) == "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3");
    // Parachute's score does collapse (-3.00 two moves later), but the two had already
    // disagreed at 2. exd5, so it is no horizon; one drop by black is not enough for drops.
    BOOST_TEST(l.kind == Kind::Misjudged);
    Settings s;
    s.level_points = 2;
    const Collection early_games = read(crazyhouse_level, s);
    const LostGame& early = only_loss(early_games);
    BOOST_TEST(early.divergence.ply == 3);
    BOOST_TEST(early.kind == Kind::Horizon);
    s.drops = 1;
    BOOST_TEST(only_loss(read(crazyhouse_level, s)).kind == Kind::Horizon);
    s.level_points = 0;
    BOOST_TEST(only_loss(read(crazyhouse_level, s)).kind == Kind::Drops);
}

BOOST_AUTO_TEST_CASE(crazyhouse_drops_loss) {
    const Collection c = read(crazyhouse_drops);
    const LostGame& l = only_loss(c);
    BOOST_TEST(l.engine == BLACK);
    BOOST_TEST(l.divergence.ply == 2);
    BOOST_TEST(l.divergence.engine_cp == 20);
    BOOST_TEST(l.divergence.opponent_cp == -150);
    BOOST_TEST(fen_at(c, l) == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[PPpp] w KQkq - 0 2");
    BOOST_TEST(move_number(c.games[0].positions[2]) == "2.");
    BOOST_TEST(l.kind == Kind::Drops);
    Settings s;
    s.drops = 3;
    BOOST_TEST(only_loss(read(crazyhouse_drops, s)).kind == Kind::Misjudged);
}

BOOST_AUTO_TEST_CASE(knightmate_mate_with_level_material) {
    const Collection c = read(knightmate_mated);
    const LostGame& l = only_loss(c);
    BOOST_TEST(l.engine == BLACK);
    BOOST_TEST(l.divergence.ply == 3);
    BOOST_TEST(l.divergence.engine_cp == 80);
    BOOST_TEST(l.divergence.opponent_cp == -50);
    BOOST_TEST(fen_at(c, l) == "rmbq1bmr/pppppppp/5k2/8/4P3/8/PPPPQPPP/RMB1KBMR b KQ - 2 2");
    BOOST_TEST(c.games[0].mated);
    BOOST_TEST(l.kind == Kind::KingSafety);
    BOOST_TEST(l.phase == Phase::Opening);
}

BOOST_AUTO_TEST_CASE(racing_kings_race) {
    const Collection c = read(racing_race);
    const LostGame& l = only_loss(c);
    BOOST_TEST(l.divergence.ply == 1);
    BOOST_TEST(l.divergence.engine_cp == 20);
    BOOST_TEST(l.divergence.opponent_cp == -100);
    BOOST_TEST(fen_at(c, l) == "8/8/8/8/8/7K/krbnNBR1/qrbnNBRQ b - - 1 1");
    BOOST_TEST(c.games[0].positions[7].royal_rank[WHITE] == 3);
    BOOST_TEST(c.games[0].positions[7].royal_rank[BLACK] == 4);
    BOOST_TEST(l.kind == Kind::Race);
    Settings s;
    s.window = 4; // after 3. Na4 the kings stand on the third and fourth ranks (both index 3 vs 2... )
    BOOST_TEST(c.games[0].positions[5].royal_rank[BLACK] == 3);
    BOOST_TEST(c.games[0].positions[5].royal_rank[WHITE] == 2);
    BOOST_TEST(only_loss(read(racing_race, s)).kind == Kind::Race);
    s.window = 1; // after 1... Ka3 both kings are on the third rank
    BOOST_TEST(only_loss(read(racing_race, s)).kind == Kind::Misjudged);
}

BOOST_AUTO_TEST_CASE(time_kinds) {
    const Collection low = read(normal_low_clock);
    const LostGame& l = only_loss(low);
    BOOST_TEST(l.divergence.ply == 3);
    int64_t left = 0;
    BOOST_TEST(clock_left(low.games[0], BLACK, 3, left));
    BOOST_TEST(left == 150);
    BOOST_TEST(l.kind == Kind::Time);
    Settings s;
    s.low_clock = 0.075; // 150 ms is not less than 7.5% of 2 s; both searches reached depth 10
    BOOST_TEST(only_loss(read(normal_low_clock, s)).kind == Kind::Misjudged);
    s.deep = 11;
    BOOST_TEST(only_loss(read(normal_low_clock, s)).kind == Kind::Other);

    const Collection flag = read(normal_flag_fell);
    const LostGame& f = only_loss(flag);
    BOOST_TEST(!f.divergence.found);
    BOOST_TEST(flag.games[0].time_loss);
    BOOST_TEST(f.kind == Kind::Time);
    BOOST_TEST(f.phase == Phase::Opening);
}

BOOST_AUTO_TEST_CASE(clock_usage_figures) {
    const Collection c = read(normal_horizon + "\n" + normal_flag_fell);
    BOOST_REQUIRE(c.errors.empty());
    double share = 0;
    BOOST_TEST(clock_share(c.games[0], WHITE, share));
    BOOST_TEST(share == 2300.0 / 10400.0);
    BOOST_TEST(clock_share(c.games[0], BLACK, share));
    BOOST_TEST(share == 1200.0 / 10400.0);
    BOOST_TEST(clock_share(c.games[1], BLACK, share));
    BOOST_TEST(share == 2100.0 / 2000.0);

    std::vector<PlayerClock> players = clock_usage(c.games, 5);
    BOOST_REQUIRE_EQUAL(players.size(), 2u);
    BOOST_TEST(players[0].player == "parachute");
    BOOST_TEST(players[0].shares.size() == 1u); // the 4-move game is too short for 5
    BOOST_TEST(players[0].shares[0] == 2300.0 / 10400.0);
    BOOST_TEST(players[0].time_losses == 1);
    BOOST_TEST(players[1].player == "opp");
    BOOST_TEST(players[1].time_losses == 0);
    players = clock_usage(c.games, 40);
    BOOST_TEST(players[0].shares.empty());
    BOOST_TEST(players[0].time_losses == 1);

    // Sessions: 2 moves per 10 s and 1 s a move; white's four timed moves start two sessions.
    std::string sessions = normal_horizon;
    sessions.replace(sessions.find("10+0.1"), 6, "2/10+1");
    BOOST_TEST(clock_share(read(sessions).games[0], WHITE, share));
    BOOST_TEST(share == 2300.0 / 24000.0);
    std::string split = normal_horizon;
    split.replace(split.find("10+0.1"), 6, "White 10+0.1, Black 5");
    BOOST_TEST(clock_share(read(split).games[0], BLACK, share));
    BOOST_TEST(share == 1200.0 / 5000.0);
    std::string none = normal_horizon;
    none.replace(none.find("10+0.1"), 6, "-");
    BOOST_TEST(!clock_share(read(none).games[0], WHITE, share));

    const ShareStats even = share_stats({0.5, 0.2, 0.9, 0.4});
    BOOST_TEST(even.games == 4);
    BOOST_TEST(even.median == 0.45);
    BOOST_TEST(even.mean == 0.5);
    BOOST_TEST(even.min == 0.2);
    BOOST_TEST(share_stats({0.3, 0.1, 0.2}).median == 0.2);
    BOOST_TEST(share_stats({}).games == 0);
}

BOOST_AUTO_TEST_CASE(bad_games_are_reported_and_skipped) {
    const std::string text = normal_horizon + "\n"                                   // lines 1-12
                             + headers("parachute", "x", "0-1") + "1. e4 e5 2. Ke3 0-1\n\n"  // 13-20
                             + headers("parachute", "x", "0-1", "[Variant \"shogi\"]\n") + "1. e4 0-1\n\n" // 21-29
                             + knightmate_mated;                                      // 30-
    const Collection c = read(text);
    BOOST_REQUIRE_EQUAL(c.errors.size(), 2u);
    BOOST_TEST(c.errors[0] == "test.pgn:19: game 2: illegal move 'Ke3'");
    BOOST_TEST(c.errors[1] == "test.pgn:21: game 3: unknown variant 'shogi'");
    BOOST_TEST(c.games.size() == 2u);
    BOOST_TEST(c.lost.size() == 2u);
    BOOST_TEST(c.games[1].variant == Variant::Knightmate);
}

BOOST_AUTO_TEST_CASE(which_player_is_the_engine) {
    Settings s;
    s.engine = "opp";
    const Collection l_games = read(fools_mate + "\n" + normal_horizon, s);
    const LostGame& l = only_loss(l_games);
    BOOST_TEST(l.engine == WHITE); // opp won the second game, as black, and lost the first, as white
    const Collection both = read(headers("parachute-a", "Parachute-b", "1-0") + "1. e4 {book} 1-0\n");
    BOOST_REQUIRE_EQUAL(both.errors.size(), 1u);
    BOOST_TEST(both.errors[0]
               == "test.pgn:1: game 1: both players fit the engine's name (give --engine NAME); not analysed");
    BOOST_TEST(both.games.size() == 1u);
    BOOST_TEST(both.lost.empty());
}

BOOST_AUTO_TEST_CASE(tsv_and_summary) {
    const Collection c = read(normal_horizon + "\n" + normal_flag_fell);
    std::ostringstream tsv;
    write_tsv(tsv, c);
    BOOST_TEST(tsv.str()
               == "game\twhite\tblack\tresult\tply\tmove\tfen\tparachute_score\topponent_score\tphase\tkind\tfile\n"
                  "7\tparachute\topp\t0-1\t5\t3...\tr1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
                  "\t+0.40\t-0.90\topening\thorizon\ttest.pgn\n"
                  "7\topp\tparachute\t1-0\t-\t-\t-\t-\t-\topening\ttime\ttest.pgn\n");
    std::ostringstream summary;
    write_summary(summary, c, Settings());
    const std::string text = summary.str();
    BOOST_TEST(text.find("2 games read, 0 with errors; the engine (parachute...) played 2 and lost 2.") == 0u);
    BOOST_TEST(text.find("Losses by phase: opening 2, middlegame 0, endgame 0\n") != std::string::npos);
    BOOST_TEST(text.find("Losses by kind: time 1, horizon 1, drops 0, race 0, king-safety 0, misjudged 0, other 0\n")
               != std::string::npos);
}

BOOST_AUTO_TEST_CASE(command_line) {
    Options o;
    const char* args[] = {"parachute-losses", "--engine", "tm1", "--threshold", "150", "--low-clock", "0.2",
                          "a.pgn", "--out", "x.tsv", "b.pgn"};
    BOOST_TEST(parse_options(11, args, o) == "");
    BOOST_TEST(o.settings.engine == "tm1");
    BOOST_TEST(o.settings.threshold_cp == 150);
    BOOST_TEST(o.settings.low_clock == 0.2);
    BOOST_TEST(o.settings.collapse_cp == 300);
    BOOST_TEST(o.tsv == "x.tsv");
    BOOST_TEST((o.files == std::vector<std::string>{"a.pgn", "b.pgn"}));
    Options bad;
    const char* unknown[] = {"parachute-losses", "--speed", "1", "a.pgn"};
    BOOST_TEST(parse_options(4, unknown, bad) == "unknown option --speed (see --help)");
    const char* negative[] = {"parachute-losses", "--deep", "-1", "a.pgn"};
    BOOST_TEST(parse_options(4, negative, bad) == "--deep must be a whole number from 0 to 1000000, not '-1'");
    const char* share[] = {"parachute-losses", "--low-clock", "10%", "a.pgn"};
    BOOST_TEST(parse_options(4, share, bad) == "--low-clock must be a number from 0 to 1, not '10%'");
    Options version;
    const char* version_args[] = {"parachute-losses", "--version"};
    BOOST_TEST(parse_options(2, version_args, version) == "");
    BOOST_TEST(version.version);
    const char* missing[] = {"parachute-losses", "a.pgn", "--window"};
    BOOST_TEST(parse_options(3, missing, version) == "--window needs a value");
    const char* none[] = {"parachute-losses"};
    BOOST_TEST(parse_options(1, none, bad) == "no PGN file given (see --help)");
}

BOOST_AUTO_TEST_SUITE_END()
