#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "../engine/search/search.h"
#include "../engine/commands/bench_command.h"
#include "../engine/rules/notation.h"
#include "../engine/search/timeman.h"
#include "../engine/search/variants.h"
#include "helpers.h"

using namespace parachute;
using test::position;

namespace {
// Polls cond until it holds or the timeout passes: tests wait on what a search does, not
// for a fixed time, and fail instead of hanging when it never happens.
template <class Cond> bool wait_until(Cond cond, std::chrono::milliseconds timeout = std::chrono::seconds(30)) {
    const auto end = std::chrono::steady_clock::now() + timeout;
    while (!cond()) {
        if (std::chrono::steady_clock::now() >= end) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

// A fixed-depth search with a small table; options may change threads, multipv, skill.
SearchResult search_depth(const std::string& fen, Variant v, int depth, std::vector<Move> excluded = {},
                          SearchOptions o = {}) {
    Searcher s;
    o.hash_mb = 8;
    s.set_options(o);
    Limits l;
    l.depth = depth;
    l.excluded = std::move(excluded);
    return s.search(position(fen, v), l);
}
} // namespace

BOOST_AUTO_TEST_SUITE(search)

// Every line the search reports, an aspiration window's fail-low or fail-high among them,
// is a legal sequence of moves: GUIs check the moves of an info line and warn of an
// illegal one. A PV node whose move failed high on the null window, with no full-window
// search of it, once reported the line of an earlier sibling after it.
BOOST_AUTO_TEST_CASE(every_reported_line_is_legal) {
    int lines = 0, bounds = 0, illegal = 0;
    for (const BenchPosition& bp : bench_positions()) {
        Searcher s;
        SearchOptions o;
        o.hash_mb = 8;
        s.set_options(o);
        Limits l;
        l.depth = 11;
        l.report_bounds_after_ms = 0;
        s.search(position(bp.fen, bp.variant), l, [&](const IterationInfo& i) {
            ++lines;
            bounds += i.bound != IterationInfo::Bound::Exact;
            Position p = position(bp.fen, bp.variant);
            for (Move m : i.pv) {
                if (!test::is_legal(p, move_to_uci(m))) {
                    ++illegal;
                    break;
                }
                p.do_move(m);
            }
        });
    }
    BOOST_TEST(illegal == 0);
    BOOST_TEST(lines > 0);
    BOOST_TEST(bounds > 0);
}

// A node limit cuts most searches part-way through an iteration. Each root line then says
// which depth its score is from and whether it is a bound: a move not searched again
// keeps the last completed iteration's exact score, and one searched again has the cut
// iteration's score, a bound where its aspiration window failed. GUIs show the last info
// line, made from this, as the engine's score.
BOOST_AUTO_TEST_CASE(a_search_cut_short_gives_its_score_a_depth_and_a_bound) {
    const std::pair<const char*, Variant> positions[] = {
        {"r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPPPpPPP/RNBQKB1R[Pp] w KQkq - 0 4", Variant::Crazyhouse},
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", Variant::Normal},
        {"rmbqkbmr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RMBQKBMR w KQkq - 0 2", Variant::Knightmate},
    };
    int deeper = 0, bounds = 0;
    for (const auto& [fen, v] : positions)
        for (uint64_t nodes = 200; nodes <= 4000; nodes += 100) {
            Searcher s;
            SearchOptions o;
            o.hash_mb = 8;
            s.set_options(o);
            Limits l;
            l.nodes = nodes;
            IterationInfo last_exact;
            const SearchResult r = s.search(position(fen, v), l, [&](const IterationInfo& i) {
                if (i.bound == IterationInfo::Bound::Exact) last_exact = i;
            });
            BOOST_REQUIRE(!r.lines.empty());
            const RootLine& best = r.lines[0];
            BOOST_TEST(best.move == r.best);
            BOOST_TEST(best.score == r.score);
            if (best.depth == r.depth) {
                BOOST_TEST((best.bound == IterationInfo::Bound::Exact), fen << " nodes " << nodes);
                BOOST_TEST(last_exact.depth == r.depth);
                BOOST_TEST(best.score == last_exact.score, fen << " nodes " << nodes);
            } else {
                BOOST_TEST(best.depth == r.depth + 1, fen << " nodes " << nodes);
                ++deeper;
                bounds += best.bound != IterationInfo::Bound::Exact;
            }
        }
    // Both kinds of cut score turn up in these 114 searches (far more than one of each).
    BOOST_TEST(deeper > 0);
    BOOST_TEST(bounds > 0);
}

BOOST_AUTO_TEST_CASE(finds_mate_in_one_in_every_variant) {
    struct Case {
        Variant v;
        const char* fen;
        const char* move;
    } cases[] = {
        {Variant::Normal, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4"},
        {Variant::Crazyhouse, "6nk/7p/8/8/8/8/8/4K1R1[P] w - - 0 1", "P@g7"},
        {Variant::Knightmate, "8/8/8/8/8/8/2M5/k3K3 w - - 0 1", "c2b2"},
    };
    for (const Case& c : cases) {
        SearchResult r = search_depth(c.fen, c.v, 4);
        BOOST_TEST(move_to_uci(r.best) == c.move, c.fen);
        BOOST_TEST(r.score == mate_in(1), c.fen);
    }
}

// Mates in two in every variant, each checked with fairy-stockfish 11.1 at MultiPV 6:
// the moves listed are all the first moves that mate in two (a race won in two moves
// counts as a mate in racing kings).
BOOST_AUTO_TEST_CASE(finds_mate_in_two_at_fixed_depth_in_every_variant) {
    struct Case {
        Variant v;
        const char* fen;
        std::vector<std::string> moves;
    } cases[] = {
        {Variant::Normal, "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", {"d5f6"}},
        {Variant::Crazyhouse, "5r1k/4N1pp/8/8/8/8/PP6/K7[QN] w - - 0 1", {"Q@g8", "N@f7"}},
        {Variant::Knightmate, "6k1/8/7R/2R5/8/8/8/4K3 w - - 0 1", {"h6g6"}},
        {Variant::RacingKings, "8/8/6K1/8/8/8/8/k7 w - - 0 1", {"g6g7", "g6h7", "g6f7"}},
    };
    for (const Case& c : cases) {
        SearchResult r = search_depth(c.fen, c.v, 6);
        BOOST_TEST(r.score == mate_in(3), c.fen);
        const std::string best = move_to_uci(r.best);
        BOOST_TEST((std::find(c.moves.begin(), c.moves.end(), best) != c.moves.end()), c.fen << ": " << best);
    }
}

BOOST_AUTO_TEST_CASE(finds_mates_in_one_and_two) {
    // The back rank: mate in one.
    SearchResult r = search_depth("6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", Variant::Normal, 6);
    BOOST_TEST(move_to_uci(r.best) == "e1e8");
    BOOST_TEST(r.score == mate_in(1));
    // King and rook: 1.Kb6 (or 1.Kc7) and mate next move. The rook's mate in three comes
    // first (depth 10 with normal net 10, depth 6 with net 9): the king moves are late at
    // the root, and reduced there until their mate falls to the quiescence search, which
    // plays no quiet checks; from depth 11 (net 10) or 12 (net 9) on they are searched
    // deep enough.
    SearchResult r2 = search_depth("k7/8/2K5/8/8/8/8/7R w - - 0 1", Variant::Normal, 10);
    BOOST_TEST(r2.score >= mate_in(5));
    r2 = search_depth("k7/8/2K5/8/8/8/8/7R w - - 0 1", Variant::Normal, 12);
    BOOST_TEST(r2.score == mate_in(3));
    BOOST_TEST((move_to_uci(r2.best) == "c6b6" || move_to_uci(r2.best) == "c6c7"));
}

BOOST_AUTO_TEST_CASE(sees_a_quiet_mate_one_ply_before_the_horizon) {
    // Black is mated next move whatever it plays (Rg8#); the rook has many quiet moves
    // before it, which late-move pruning at depth 1 must not take the mate with it.
    for (int depth : {2, 3, 4, 5}) {
        SearchResult r = search_depth("k7/8/1K5p/8/8/8/8/6R1 b - - 0 1", Variant::Normal, depth);
        BOOST_TEST(r.score == mated_in(2), "depth " << depth);
    }
}

BOOST_AUTO_TEST_CASE(racing_kings_goal_is_a_win) {
    SearchResult r = search_depth("8/6K1/8/8/8/8/k7/8 w - - 0 1", Variant::RacingKings, 3);
    BOOST_TEST(rank_of(r.best.to()) == 7);
    BOOST_TEST(r.score == mate_in(1));
    // Black to move after white arrived: only following at once saves the draw.
    SearchResult d = search_depth("6K1/k7/8/8/8/8/8/8 b - - 0 1", Variant::RacingKings, 3);
    BOOST_TEST(rank_of(d.best.to()) == 7);
    BOOST_TEST(d.score == VALUE_DRAW);
}

BOOST_AUTO_TEST_CASE(excluded_moves_are_not_played) {
    const char* fen = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    Position p = position(fen, Variant::Normal);
    SearchResult r = search_depth(fen, Variant::Normal, 3, {parse_move(p, "d8h4")});
    BOOST_TEST(r.best);
    BOOST_TEST(move_to_uci(r.best) != "d8h4");
}

BOOST_AUTO_TEST_CASE(no_move_when_the_game_is_over) {
    SearchResult r = search_depth("7k/5Q2/8/8/8/8/8/K7 b - - 0 1", Variant::Normal, 5);
    BOOST_TEST(!r.best);
}

BOOST_AUTO_TEST_CASE(node_limit_and_depth_limit) {
    Searcher s;
    Limits l;
    l.nodes = 5000;
    SearchResult r = s.search(position("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
                                       Variant::Crazyhouse), l);
    BOOST_TEST(r.best);
    BOOST_TEST(r.nodes >= 5000u);
    BOOST_TEST(r.nodes < 5000u + 2048u); // checked every 1024 nodes
    Limits d;
    d.depth = 3;
    SearchResult rd = s.search(position("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", Variant::RacingKings), d);
    BOOST_TEST(rd.depth == 3);
}

BOOST_AUTO_TEST_CASE(same_result_every_time_on_one_thread) {
    const char* fen = "r1b2rk1/ppp2ppp/2n5/3qp3/3P4/2P2N2/P1P2PPP/R2QKB1R[BNPnp] w KQ - 0 9";
    SearchResult a = search_depth(fen, Variant::Crazyhouse, 7);
    SearchResult b = search_depth(fen, Variant::Crazyhouse, 7);
    BOOST_TEST(a.nodes == b.nodes);
    BOOST_TEST(a.best == b.best);
    BOOST_TEST(a.score == b.score);
}

BOOST_AUTO_TEST_CASE(background_search_stops_and_reports_once) {
    Searcher s;
    // Boost.Test's checks are not thread-safe (ThreadSanitizer saw a check in the search's
    // thread race one in the main thread): the callback only counts, the main thread checks.
    std::atomic<int> done{0}, infos{0}, empty_pvs{0};
    Move best;
    Limits l;
    l.infinite = true;
    s.start(position("rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1", Variant::Knightmate), l,
            [&](const IterationInfo& i) {
                empty_pvs += i.pv.empty();
                ++infos;
            },
            [&](const SearchResult& r) {
                best = r.best;
                ++done;
            });
    BOOST_REQUIRE(wait_until([&] { return infos > 0; }));
    BOOST_TEST(s.running());
    BOOST_TEST(done == 0); // analysis never ends by itself
    s.stop();
    s.wait();
    BOOST_TEST(done == 1);
    BOOST_TEST(empty_pvs == 0);
    BOOST_TEST(!s.running());
    BOOST_TEST(best);
}

// A stop given together with the go (a GUI's "move now" at once, a clock already spent)
// used to play the first legal move in generation order, whatever it left hanging; the
// first iteration now always ends, and takes the queen that is offered.
BOOST_AUTO_TEST_CASE(a_stop_at_once_still_plays_a_searched_move) {
    Searcher s;
    SearchResult result;
    Limits l;
    l.infinite = true;
    const Position pos = position("k7/8/8/7q/8/8/8/3QK3 w - - 0 1", Variant::Normal);
    s.start(pos, l, nullptr, [&](const SearchResult& r) { result = r; });
    s.stop();
    s.wait();
    BOOST_TEST(result.depth == 1);
    BOOST_TEST(move_to_uci(result.best) == "d1h5");
}

// The depth-2 search ends at once, but a ponder search must not answer before the
// ponderhit. The test waits for that search's last report instead of for a fixed time,
// which on a loaded machine could pass before the search had even begun; a search that
// answered early would answer within microseconds of that report, well within the grace
// given after it.
BOOST_AUTO_TEST_CASE(ponder_waits_for_ponderhit) {
    Searcher s;
    std::atomic<int> done{0}, deepest{0};
    Limits l;
    l.ponder = true;
    l.depth = 2;
    s.start(position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Variant::Normal), l,
            [&](const IterationInfo& i) { deepest = std::max(deepest.load(), i.depth); },
            [&](const SearchResult&) { ++done; });
    BOOST_REQUIRE(wait_until([&] { return deepest == 2; }));
    BOOST_TEST(!wait_until([&] { return done > 0; }, std::chrono::milliseconds(200)));
    BOOST_TEST(done == 0);
    s.ponderhit();
    s.wait();
    BOOST_TEST(done == 1);
}

BOOST_AUTO_TEST_CASE(several_threads_agree_on_a_mate) {
    SearchOptions o;
    o.threads = 2;
    SearchResult r = search_depth("6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", Variant::Normal, 6, {}, o);
    BOOST_TEST(move_to_uci(r.best) == "e1e8");
}

BOOST_AUTO_TEST_CASE(multipv_lines_are_sorted_and_distinct) {
    SearchOptions o;
    o.multipv = 3;
    SearchResult r = search_depth("k7/8/2K5/8/8/8/8/7R w - - 0 1", Variant::Normal, 5, {}, o);
    BOOST_REQUIRE_EQUAL(r.lines.size(), 3u);
    BOOST_TEST(r.lines[0].move == r.best);
    BOOST_TEST(r.lines[0].score >= r.lines[1].score);
    BOOST_TEST(r.lines[1].score >= r.lines[2].score);
    BOOST_TEST(r.lines[0].move != r.lines[1].move);
    BOOST_TEST(r.lines[1].move != r.lines[2].move);
}

BOOST_AUTO_TEST_CASE(weak_levels_still_play_legal_moves) {
    for (int skill : {1, 5, 10, 19}) {
        Searcher s;
        SearchOptions o;
        o.skill = skill;
        o.hash_mb = 4;
        s.set_options(o);
        Position p = position("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", Variant::Crazyhouse);
        SearchResult r = s.search(p, Limits{});
        BOOST_TEST(test::is_legal(p, move_to_uci(r.best)), "skill " << skill);
        BOOST_TEST(r.depth <= 1 + skill / 2 + skill / 4, "skill " << skill);
    }
    // A mate in one is never missed, however weak.
    Searcher weak;
    SearchOptions o;
    o.skill = 1;
    weak.set_options(o);
    SearchResult m = weak.search(position("6nk/7p/8/8/8/8/8/4K1R1[P] w - - 0 1", Variant::Crazyhouse), Limits{});
    BOOST_TEST(move_to_uci(m.best) == "P@g7");
}

// The share of the optimum an iteration may end at: more when the best move changes or
// the score falls, less when one move has taken the nodes, within 0.45 and 2.6.
BOOST_AUTO_TEST_CASE(stop_factor_by_stability) {
    auto same = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    BOOST_TEST(same(stop_factor(0, 100, 100, 100, 0.5), 1.0));
    BOOST_TEST(same(stop_factor(1, 100, 100, 100, 0.5), 2.2));   // the best move just changed
    BOOST_TEST(same(stop_factor(0.5, 100, 100, 100, 0.5), 1.6)); // it changed an iteration ago
    BOOST_TEST(same(stop_factor(0, 100, 150, 120, 0.5), 1.36));  // 0.5 pawns below the last score
    BOOST_TEST(same(stop_factor(0, 100, 150, 200, 0.5), 1.6));   // falling at most 1.6
    BOOST_TEST(same(stop_factor(0, 200, 100, 100, 0.5), 0.75));  // rising at least 0.75
    BOOST_TEST(same(stop_factor(0, 100, VALUE_NONE, VALUE_NONE, 0.5), 1.0)); // no last score yet
    BOOST_TEST(same(stop_factor(0, mate_in(5), 100, 100, 0.5), 1.0));        // a mate is not a fall
    BOOST_TEST(same(stop_factor(0, 100, 100, 100, 0.95), 0.6));  // one move took the nodes
    BOOST_TEST(same(stop_factor(0, 100, 100, 100, 0.2), 1.15));  // the nodes spread out
    BOOST_TEST(same(stop_factor(0, 200, 100, 100, 0.95), 0.45)); // at least 0.45
    BOOST_TEST(same(stop_factor(2, 0, 300, 300, 0.1), 2.6));     // at most 2.6
}

BOOST_AUTO_TEST_CASE(time_budget_never_exceeds_the_clock) {
    auto budget = [](int64_t left, int64_t inc, int moves_to_go, int fullmove = 1) {
        Limits l;
        l.time[WHITE] = left;
        l.increment[WHITE] = inc;
        l.moves_to_go = moves_to_go;
        const TimeBudget b = allocate_time(l, WHITE, 30, fullmove, variant_search(Variant::Normal).plan_horizon);
        return std::make_pair(b.optimum_ms, b.maximum_ms);
    };
    // A minute, sudden death, at the start: a 50th of the pool (the clock less ten
    // overheads), up to four times that.
    BOOST_TEST((budget(60000, 0, 0) == std::make_pair<int64_t, int64_t>(1194, 4776)));
    // The horizon shrinks with the move number (32 moves at move 60), down to 25.
    BOOST_TEST((budget(60000, 0, 0, 60) == std::make_pair<int64_t, int64_t>(1865, 7460)));
    BOOST_TEST((budget(60000, 0, 0, 200) == std::make_pair<int64_t, int64_t>(2388, 9552)));
    // The increments of the moves planned for are in the pool: 10 s + 49 x 0.1 s.
    BOOST_TEST((budget(10000, 100, 0) == std::make_pair<int64_t, int64_t>(292, 1168)));
    // Clocks below the increment: the increment comes only after the move.
    BOOST_TEST((budget(50, 500, 0) == std::make_pair<int64_t, int64_t>(15, 15)));
    BOOST_TEST((budget(500, 2000, 0) == std::make_pair<int64_t, int64_t>(352, 352)));
    // With an increment, a move keeps ten overheads (0.3 s) in hand after the increment
    // arrives; below that, half of what the increment brings beyond the overhead.
    BOOST_TEST((budget(400, 100, 0, 60) == std::make_pair<int64_t, int64_t>(100, 170)));
    BOOST_TEST((budget(200, 100, 0, 60) == std::make_pair<int64_t, int64_t>(35, 35)));
    BOOST_TEST((budget(200, 10, 0, 60) == std::make_pair<int64_t, int64_t>(1, 1)));
    // The last move before the time control may use nine tenths of what is left.
    BOOST_TEST((budget(10000, 0, 1) == std::make_pair<int64_t, int64_t>(8973, 8973)));
}

// Crazyhouse plans on a shorter game than chess: 40 moves at the start, three fewer
// every ten moves, never fewer than 20.
BOOST_AUTO_TEST_CASE(time_plan_horizon_by_variant) {
    auto budget = [](Variant v, int fullmove) {
        Limits l;
        l.time[WHITE] = 10000;
        l.increment[WHITE] = 100;
        const TimeBudget b = allocate_time(l, WHITE, 30, fullmove, variant_search(v).plan_horizon);
        return std::make_pair(b.optimum_ms, b.maximum_ms);
    };
    using P = std::pair<int64_t, int64_t>;
    BOOST_TEST((budget(Variant::Normal, 1) == P(292, 1168)));      // (10 s + 49 x 0.1 s - 0.3 s) / 50
    BOOST_TEST((budget(Variant::Knightmate, 1) == P(292, 1168)));
    BOOST_TEST((budget(Variant::Crazyhouse, 1) == P(340, 1360)));  // (10 s + 39 x 0.1 s - 0.3 s) / 40
    BOOST_TEST((budget(Variant::RacingKings, 1) == P(292, 1168)));
    BOOST_TEST((budget(Variant::Crazyhouse, 40) == P(442, 1768))); // (10 s + 27 x 0.1 s - 0.3 s) / 28
    BOOST_TEST((budget(Variant::Crazyhouse, 100) == P(580, 2320))); // (10 s + 19 x 0.1 s - 0.3 s) / 20
    BOOST_TEST((budget(Variant::Normal, 100) == P(484, 1936)));    // (10 s + 24 x 0.1 s - 0.3 s) / 25
}

BOOST_AUTO_TEST_SUITE_END()
