// Whole games between the engine over UCI and the engine over CECP, in every variant,
// refereed by the rules library: every bestmove must be legal, the UCI side must never
// report an error, and neither side may stall. Node budgets keep them fast.
#include <boost/test/unit_test.hpp>

#include "../engine/rules/gameend.h"
#include "helpers.h"
#include "uci_harness.h"
// Last: its Output (what a program printed) is not the one UciSession means.
#include "programs.h"

using namespace parachute;
using namespace parachute::test;

namespace {

// The engine and the match runner in bin/ (or PARACHUTE_BIN_DIR).
boost::test_tools::assertion_result engine_and_runner_built(boost::unit_test::test_unit_id) {
    bool both = true;
    for (const char* p : {"parachute", "parachute-match"}) both &= access((programs_dir() + "/" + p).c_str(), X_OK) == 0;
    boost::test_tools::assertion_result r(both);
    r.message() << programs_dir() << " does not hold parachute and parachute-match (make builds them)";
    return r;
}

const char* uci_name(Variant v) { return v == Variant::Normal ? "chess" : traits(v).name; }

struct Outcome {
    int plies = 0;      // the game ends at the rules' end or at max_plies
    int ponderhits = 0; // the UCI side's predictions that came true
};

// Plays from the variant's start, UCI as `uci_side`.
Outcome play_uci_against_cecp(Variant v, Color uci_side, int max_plies, bool ponder) {
    UciSession uci;
    uci.send({"uci", "setoption name Hash value 16", std::string("setoption name UCI_Variant value ") + uci_name(v),
              "ucinewgame", "isready"});
    Session cecp;
    std::vector<std::string> setup = {"xboard", "protover 2", "memory 16", "new"};
    if (v != Variant::Normal) setup.push_back(std::string("variant ") + traits(v).name);
    for (const char* l : {"force", "st 1", "nps 3000"}) setup.push_back(l);
    cecp.send(setup);

    Position pos = position(traits(v).start_fen, v);
    std::string moves;
    std::string pondered; // the UCI side's expected reply it ponders on
    Outcome o;
    for (; o.plies < max_plies && !game_status(pos).over(); ++o.plies) {
        std::string move;
        if (pos.side_to_move() == uci_side) {
            std::vector<std::string> out;
            const std::string go = "go wtime 60000 btime 60000 nodes 3000";
            if (!pondered.empty() && moves.size() >= pondered.size()
                && moves.compare(moves.size() - pondered.size(), pondered.size(), pondered) == 0) {
                out = uci.send("ponderhit"); // the opponent played the expected reply
                ++o.ponderhits;
            } else {
                if (!pondered.empty()) uci.send("stop");
                out = uci.send({"position startpos" + (moves.empty() ? "" : " moves" + moves), go});
            }
            pondered.clear();
            for (const std::string& l : out) {
                BOOST_TEST_REQUIRE(!starts_with(l, "info string"), l);
                BOOST_TEST_REQUIRE((starts_with(l, "bestmove ") || is_uci_info_line(l)), "unexpected line: " + l);
            }
            const std::vector<std::string> b = bestmoves(out);
            BOOST_TEST_REQUIRE(b.size() == 1u, "no bestmove in " + pos.fen());
            move = best_of(b[0]);
            const std::string reply = field(b[0], "ponder");
            if (ponder && !reply.empty()) {
                pondered = " " + reply;
                uci.send({"position startpos moves" + moves + " " + move + pondered, go + " ponder"});
            }
            cecp.send("usermove " + move);
        } else {
            const std::vector<std::string> out = answers(cecp.send("go"));
            cecp.send("force");
            for (const std::string& l : out) {
                BOOST_TEST_REQUIRE(!mentions_illegal(std::vector<std::string>{l}), l);
                BOOST_TEST_REQUIRE(!starts_with(l, "Error"), l);
                if (starts_with(l, "move ")) move = l.substr(5);
            }
            BOOST_TEST_REQUIRE(!move.empty(), "no CECP move in " + pos.fen());
        }
        const Move m = parse_move(pos, move);
        BOOST_TEST_REQUIRE(bool(m), "illegal move " + move + " in " + pos.fen());
        BOOST_TEST_REQUIRE(move_to_uci(m) == move);
        pos.do_move(m);
        moves += " " + move;
    }
    if (!pondered.empty()) uci.send("stop");
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(uci_games)

BOOST_AUTO_TEST_CASE(uci_against_cecp_in_every_variant) {
    for (int vi = 0; vi < VARIANT_NB; ++vi) {
        const Variant v = Variant(vi);
        for (Color side : {WHITE, BLACK}) {
            const Outcome o = play_uci_against_cecp(v, side, 100, false);
            BOOST_TEST_MESSAGE(traits(v).name << ", UCI as " << (side == WHITE ? "white" : "black") << ": " << o.plies
                                              << " plies");
            BOOST_TEST(o.plies > 0);
        }
    }
}

BOOST_AUTO_TEST_CASE(uci_pondering_through_a_game) {
    for (Variant v : {Variant::Crazyhouse, Variant::RacingKings}) {
        const Outcome o = play_uci_against_cecp(v, WHITE, 60, true);
        BOOST_TEST_MESSAGE(traits(v).name << " pondering: " << o.plies << " plies, " << o.ponderhits << " ponderhits");
        BOOST_TEST(o.plies > 0);
        BOOST_TEST(o.ponderhits > 0); // both ways through: hits and misses
    }
}

// The real programs: bin/parachute-match's UCI client against its CECP client, both
// driving bin/parachute, a whole game each way in every variant on a clock (cutechess-cli's
// "whole game in 1 s + 0.02 s"). A loaded machine may answer late: timemargin forgives
// that, tscale stretches the start-up waits, and -maxmoves and the two games side by side
// keep the test short; what remains is the protocols' own faults, which must not happen.
BOOST_AUTO_TEST_CASE(the_match_runners_uci_client_in_every_variant,
                     *boost::unit_test::precondition(engine_and_runner_built)) {
    const std::string engine = programs_dir() + "/parachute";
    for (int vi = 0; vi < VARIANT_NB; ++vi) {
        const char* variant = traits(Variant(vi)).name;
        const std::string pgn = temp_path("uci_games", std::string(variant) + ".pgn");
        const std::string log = temp_path("uci_games", std::string(variant) + ".out");
        const std::string cmd = programs_dir() + "/parachute-match -engine cmd=" + engine + " proto=uci name=U -engine cmd="
                              + engine + " proto=xboard name=X -each tc=0/1+0.02 timemargin=20000 tscale=15 option.Hash=16"
                              + " -variant " + variant + " -games 2 -concurrency 2 -maxmoves 30 -pgnout " + pgn + " >" + log + " 2>&1";
        const int status = std::system(cmd.c_str());
        const std::string out = slurp(log), games = slurp(pgn);
        BOOST_TEST_CONTEXT(variant << ":\n" << out) {
            BOOST_TEST(WIFEXITED(status));
            BOOST_TEST(WEXITSTATUS(status) == 0);
            BOOST_TEST(occurrences(out, "Finished game") == 2);
            BOOST_TEST(occurrences(games, "[Termination \"") == 2);
            // Mates, draws and races end "normal", -maxmoves in "adjudication"; a fault in neither.
            BOOST_TEST(occurrences(games, "[Termination \"normal\"]") + occurrences(games, "[Termination \"adjudication\"]") == 2);
            for (const char* fault : {"illegal", "Illegal", "disconnects", "stalls", "on time", "malformed", "error"})
                BOOST_TEST(out.find(fault) == std::string::npos, fault);
        }
        std::remove(pgn.c_str());
        std::remove(log.c_str());
    }
}

BOOST_AUTO_TEST_SUITE_END()
