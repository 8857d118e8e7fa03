// Whole games between two engines through the protocol, refereed by the rules library
// the way XBoard would: every move must be legal, every reported result must be the
// position's, a claimed draw must be claimable. Node budgets keep them fast and
// deterministic.
#include <boost/test/unit_test.hpp>

#include <algorithm>

#include "../engine/rules/gameend.h"
#include "helpers.h"
#include "protocol_harness.h"

using namespace parachute;
using namespace parachute::test;

namespace {

struct Outcome {
    std::string result = "*"; // "1-0", "0-1", "1/2-1/2" or "*" when the ply cap came first
    int plies = 0;
};

// Plays a game from `fen` (empty: the variant's start). Pondering makes the searches
// depend on timing, so only games without it repeat exactly.
Outcome play_game(Variant v, const std::string& fen, int max_plies, bool ponder = false) {
    Session engines[COLOR_NB];
    Position pos = position(fen.empty() ? traits(v).start_fen : fen, v);
    for (Session& e : engines) {
        std::vector<std::string> setup = {"xboard", "protover 2", "memory 16", "cores 1", "new"};
        if (v != Variant::Normal) setup.push_back(std::string("variant ") + traits(v).name);
        setup.push_back("force");
        if (!fen.empty()) setup.push_back("setboard " + fen);
        for (const char* l : {"st 1", "nps 3000", "post"}) setup.push_back(l);
        e.send(setup);
    }
    if (ponder)
        for (Session& e : engines) e.send("hard");

    // Two-machine start: the side to move is told "go", the other "playother".
    const Color first = pos.side_to_move();
    engines[~first].send("playother");
    std::vector<std::string> lines = engines[first].send("go");

    Outcome o;
    while (o.plies < max_plies) {
        const Color mover = pos.side_to_move();
        bool offered = false;
        std::string move;
        for (const std::string& l : answers(lines)) {
            BOOST_TEST_REQUIRE(l.find("llegal") == std::string::npos, l);
            BOOST_TEST_REQUIRE(!starts_with(l, "Error"), l);
            if (l == "offer draw") {
                offered = true;
            } else if (starts_with(l, "move ")) {
                BOOST_TEST_REQUIRE(move.empty(), "two moves at once: " + l);
                move = l.substr(5);
                const Move m = parse_move(pos, move);
                BOOST_TEST_REQUIRE(bool(m), "illegal engine move " + move + " in " + pos.fen());
                BOOST_TEST_REQUIRE(move_to_uci(m) == move);
                const GameStatus before = game_status(pos);
                pos.do_move(m);
                ++o.plies;
                const GameStatus after = game_status(pos);
                // A claim offered before the move is granted when the position (before or
                // after the move) allows it, as XBoard grants it.
                if (offered && (before.can_claim_threefold || before.can_claim_fifty_moves
                                || after.can_claim_threefold || after.can_claim_fifty_moves)) {
                    o.result = "1/2-1/2";
                    return o;
                }
            } else if (starts_with(l, "1-0") || starts_with(l, "0-1") || starts_with(l, "1/2-1/2")) {
                // A result may only be what the rules say about the position.
                const GameStatus s = game_status(pos);
                BOOST_TEST_REQUIRE(s.over(), l + " in " + pos.fen());
                BOOST_TEST(l == std::string(result_string(s.result)) + " {" + describe_end(s) + "}");
                o.result = result_string(s.result);
                return o;
            } else if (l == "resign") {
                o.result = mover == WHITE ? "0-1" : "1-0";
                return o;
            } else {
                BOOST_TEST_REQUIRE(starts_with(l, "Hint: "), "unexpected line: " + l);
            }
        }
        BOOST_TEST_REQUIRE(!move.empty(), "no move in " + pos.fen());
        const GameStatus s = game_status(pos);
        lines = engines[~mover].send(move);
        if (s.over()) {
            // The engine that received the final move reports the result itself.
            const std::vector<std::string> a = answers(lines);
            const std::string want = std::string(result_string(s.result)) + " {" + describe_end(s) + "}";
            BOOST_TEST((std::find(a.begin(), a.end(), want) != a.end()), want + " after " + move);
            o.result = result_string(s.result);
            return o;
        }
    }
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(protocol_games)

BOOST_AUTO_TEST_CASE(games_from_the_start_in_every_variant) {
    for (int vi = 0; vi < VARIANT_NB; ++vi) {
        const Variant v = Variant(vi);
        const Outcome o = play_game(v, "", 160);
        BOOST_TEST_MESSAGE(traits(v).name << ": " << o.result << " after " << o.plies << " plies");
        BOOST_TEST(o.plies > 0);
    }
}

BOOST_AUTO_TEST_CASE(games_with_both_engines_pondering) {
    for (Variant v : {Variant::Crazyhouse, Variant::RacingKings}) {
        const Outcome o = play_game(v, "", 120, true);
        BOOST_TEST_MESSAGE(traits(v).name << " pondering: " << o.result << " after " << o.plies << " plies");
        BOOST_TEST(o.plies > 0);
    }
}

BOOST_AUTO_TEST_CASE(decisive_games_end_with_the_right_result) {
    const struct {
        Variant v;
        const char* fen;
        const char* result;
    } cases[] = {
        {Variant::Normal, "k7/8/1K6/8/8/8/8/7R w - - 0 1", "1-0"},
        {Variant::Normal, "7k/8/8/8/8/8/r4PPP/6K1 b - - 0 1", "0-1"},
        {Variant::Crazyhouse, "7k/6pp/8/8/8/8/8/K7[Q] w - - 0 1", "1-0"},
        {Variant::Knightmate, "k7/8/2M5/8/8/8/8/4K3 w - - 0 1", "1-0"},
        {Variant::RacingKings, "8/6K1/8/8/8/8/k7/8 w - - 0 1", "1-0"},
        {Variant::RacingKings, "8/k5K1/8/8/8/8/8/8 w - - 0 1", "1/2-1/2"},
        {Variant::Normal, "8/8/8/8/8/5k2/8/5K2 w - - 0 1", "1/2-1/2"},
    };
    for (const auto& c : cases) {
        const Outcome o = play_game(c.v, c.fen, 40);
        BOOST_TEST(o.result == c.result, traits(c.v).name << " " << c.fen);
    }
}

BOOST_AUTO_TEST_SUITE_END()
