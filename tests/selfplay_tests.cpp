// Self-play: tiny runs of every variant whose games replay through the rules library and
// whose records match the replayed positions; determinism per seed; resume after a
// kill; option errors.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "../engine/rules/gameend.h"
#include "../train/data/reader.h"
#include "../train/selfplay/command.h"
#include "../train/selfplay/existing.h"
#include "../train/selfplay/options.h"
#include "../train/selfplay/runner.h"
#include "helpers.h"
#include "programs.h"
#include "selfplay_support.h"

using namespace parachute;
namespace fs = std::filesystem;

namespace {

std::string temp_dir(const std::string& name) { return test::selfplay_temp_dir(name); }

selfplay::Options options(const std::vector<std::string>& argv) { return test::selfplay_options(argv); }

selfplay::RunReport run(const selfplay::Options& o) {
    selfplay::RunReport report;
    const std::string error = selfplay::run_selfplay(o, nullptr, report);
    BOOST_REQUIRE_MESSAGE(error.empty(), error);
    return report;
}

using test::slurp;

struct LoggedGame {
    std::string variant, result, ending, fen;
    std::vector<std::string> moves;
};

std::map<uint32_t, LoggedGame> read_logs(const std::string& dir) {
    std::map<uint32_t, LoggedGame> games;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".games") continue;
        std::ifstream in(entry.path());
        std::string line;
        while (std::getline(in, line)) {
            std::vector<std::string> f;
            std::stringstream ss(line);
            for (std::string field; std::getline(ss, field, '\t');) f.push_back(field);
            BOOST_REQUIRE(f.size() >= 5u);
            LoggedGame g{f[1], f[2], f[3], f[4], {}};
            std::stringstream ms(f.size() > 5 ? f[5] : "");
            for (std::string m; ms >> m;) g.moves.push_back(m);
            games[uint32_t(std::stoul(f[0], nullptr, 16))] = g;
        }
    }
    return games;
}

// Replays every logged game through the rules library and checks each record against
// the position at its ply: same bytes for the board and state, a legal best move, the
// filters, and a result the rules (or the adjudication) support.
void check_run(const std::string& dir, Variant v, uint64_t expected_positions) {
    std::map<uint32_t, std::vector<data::Record>> by_game;
    data::DataReader reader({dir});
    BOOST_REQUIRE(reader.error().empty());
    std::vector<data::Record> chunk;
    uint64_t total = 0;
    while (reader.next_chunk(chunk))
        for (const data::Record& r : chunk) by_game[data::game_id_of(r)].push_back(r), ++total;
    BOOST_TEST(reader.problems() == 0);
    BOOST_TEST(total == expected_positions);
    const auto games = read_logs(dir);
    for (const auto& [id, recs] : by_game) BOOST_TEST(games.count(id) == 1u);

    for (const auto& [id, g] : games) {
        BOOST_TEST_CONTEXT("game " << std::hex << id) {
            BOOST_TEST(g.variant == traits(v).name);
            Position pos = test::position(g.fen, v);
            std::map<int, data::Record> expected_at; // ply -> the position as a record
            auto snapshot = [&] {
                data::Record r;
                BOOST_REQUIRE(data::encode(pos, data::Annotation{}, r).empty());
                expected_at[pos.game_ply()] = r;
            };
            snapshot();
            for (const std::string& m : g.moves) {
                BOOST_REQUIRE_MESSAGE(!game_status(pos).over(), "move after the end: " << m);
                const Move move = parse_move(pos, m);
                BOOST_REQUIRE_MESSAGE(move, "illegal move " << m << " in " << pos.fen());
                pos.do_move(move);
                snapshot();
            }
            const GameStatus status = game_status(pos);
            if (g.ending == "checkmate") BOOST_TEST((status.over() && status.reason == EndReason::Checkmate));
            else if (g.ending == "stalemate") BOOST_TEST((status.over() && status.reason == EndReason::Stalemate));
            else if (g.ending == "race") BOOST_TEST((status.over() && (status.reason == EndReason::RaceWon || status.reason == EndReason::RaceDrawn)));
            else if (g.ending == "insufficient-material") BOOST_TEST((status.over() && status.reason == EndReason::InsufficientMaterial));
            else if (g.ending == "repetition") BOOST_TEST(status.can_claim_threefold);
            else if (g.ending == "fifty-moves") BOOST_TEST(status.can_claim_fifty_moves);
            else BOOST_TEST((g.ending == "resign-adjudicated" || g.ending == "draw-adjudicated" || g.ending == "max-plies"));
            if (status.over()) BOOST_TEST(g.result == result_string(status.result));
            if (g.ending == "draw-adjudicated" || g.ending == "max-plies" || g.ending == "repetition") BOOST_TEST(g.result == "1/2-1/2");

            for (const data::Record& r : by_game[id]) {
                data::Decoded d;
                data::decode(r, d);
                BOOST_REQUIRE(expected_at.count(d.ply));
                const data::Record& want = expected_at[d.ply];
                // Board, promoted, pockets; then ply, side, variant; castling, ep, rule50.
                BOOST_TEST(std::equal(r.bytes, r.bytes + 44, want.bytes));
                BOOST_TEST(std::equal(r.bytes + 48, r.bytes + 50, want.bytes + 48));
                BOOST_TEST((r.bytes[50] & 7) == (want.bytes[50] & 7));
                BOOST_TEST(std::equal(r.bytes + 51, r.bytes + 53, want.bytes + 51));
                Position at;
                BOOST_REQUIRE(data::to_position(r, at).empty());
                BOOST_TEST(!at.in_check());
                MoveList legal;
                generate_legal(at, legal);
                BOOST_TEST(legal.contains(d.best));
                BOOST_TEST(!at.is_capture(d.best));
                BOOST_TEST(result_string(d.outcome == data::Outcome::WhiteWins ? GameResult::WhiteWins
                                         : d.outcome == data::Outcome::BlackWins ? GameResult::BlackWins
                                                                                 : GameResult::Draw) == g.result);
                BOOST_TEST(data::ending_name(d.ending) == g.ending);
                BOOST_TEST(d.game_plies == pos.game_ply());
                BOOST_TEST(d.depth >= 1);
            }
        }
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(selfplay_runs)

BOOST_AUTO_TEST_CASE(tiny_runs_replay_through_the_rules) {
    for (const char* variant : {"normal", "crazyhouse", "knightmate", "racingkings"}) {
        BOOST_TEST_CONTEXT(variant) {
            const std::string dir = temp_dir(variant);
            const auto o = options({"--variant", variant, "--games", "2", "--depth", "2", "--out", dir, "--seed", "3",
                                    "--no-progress", "--threads", "2", "--draw-after", "20", "--draw-plies", "6",
                                    "--draw-score", "30", "--max-plies", "160"});
            const auto report = run(o);
            BOOST_TEST(report.counts.games == 2u);
            BOOST_TEST(report.counts.positions > 0u);
            Variant v;
            BOOST_REQUIRE(parse_variant(variant, v));
            check_run(dir, v, report.counts.positions);
            fs::remove_all(dir);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_tiny_run_with_the_built_in_net) {
    const std::string dir = temp_dir("nnue");
    const auto o = options({"--variant", "crazyhouse", "--games", "1", "--depth", "2", "--out", dir, "--seed", "5",
                            "--no-progress", "--net", "builtin", "--max-plies", "60"});
    BOOST_TEST(o.nnue);
    const auto report = run(o);
    BOOST_TEST(report.counts.games == 1u);
    check_run(dir, Variant::Crazyhouse, report.counts.positions);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(same_seed_same_bytes) {
    const std::string a = temp_dir("seed-a"), b = temp_dir("seed-b"), c = temp_dir("seed-c");
    auto argv = [](const std::string& dir, const char* seed) {
        return std::vector<std::string>{"--variant", "crazyhouse", "--positions", "60", "--depth", "2", "--out", dir,
                                        "--seed", seed, "--no-progress"};
    };
    run(options(argv(a, "5")));
    run(options(argv(b, "5")));
    run(options(argv(c, "6")));
    BOOST_TEST(slurp(a + "/run0-w0.pdata") == slurp(b + "/run0-w0.pdata"));
    BOOST_TEST(slurp(a + "/run0-w0.games") == slurp(b + "/run0-w0.games"));
    BOOST_TEST(slurp(a + "/run0-w0.games") != slurp(c + "/run0-w0.games"));
    for (const auto& d : {a, b, c}) fs::remove_all(d);
}

BOOST_AUTO_TEST_CASE(resume_after_a_kill_reaches_the_total) {
    const std::string dir = temp_dir("resume");
    auto argv = [&](const char* positions) {
        return std::vector<std::string>{"--variant", "knightmate", "--positions", positions, "--depth", "1", "--out",
                                        dir, "--chunk", "20", "--no-progress"};
    };
    const auto first = run(options(argv("50")));
    BOOST_TEST(first.counts.positions >= 50u);
    // A kill in the middle of a chunk write: a torn chunk at the end of the file.
    const std::string file = dir + "/run0-w0.pdata";
    std::ofstream(file, std::ios::binary | std::ios::app) << std::string("PCHK\x01\x00", 6);
    selfplay::Options again = options(argv("50"));
    selfplay::RunReport report;
    BOOST_TEST(selfplay::run_selfplay(again, nullptr, report) == dir + " already holds data; add --resume to continue it, or choose another directory");

    auto more = argv("120");
    more.push_back("--resume");
    const auto second = run(options(more));
    BOOST_TEST(second.before.positions == first.counts.positions);
    BOOST_TEST(first.counts.positions + second.counts.positions >= 120u);
    BOOST_TEST(fs::exists(dir + "/run1-w0.pdata"));
    selfplay::Existing e;
    BOOST_TEST(selfplay::scan_existing(dir, Variant::Knightmate, false, e) == "");
    BOOST_TEST(e.positions == first.counts.positions + second.counts.positions);
    BOOST_TEST(e.next_session == 2);
    check_run(dir, Variant::Knightmate, e.positions); // the torn tail was cut: no problems
    BOOST_TEST(selfplay::scan_existing(dir, Variant::Normal, false, e) == dir + "/run0-w0.pdata holds knightmate data, not normal");
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(option_errors_name_the_problem) {
    auto error = [](const std::vector<std::string>& argv) {
        selfplay::Options o;
        return selfplay::parse_options(argv, o);
    };
    const std::vector<std::string> base = {"--variant", "normal", "--games", "1", "--depth", "2", "--out", "/tmp/x"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> v = base;
        v.insert(v.end(), extra.begin(), extra.end());
        return v;
    };
    BOOST_TEST(error(base) == "");
    BOOST_TEST(error(with({"--net", "builtin"})) == "");
    BOOST_TEST(error(with({"--net", std::string(PARACHUTE_SOURCE_DIR) + "/nets/normal.nnue"})) == "");
    BOOST_TEST(error(with({"--net", "/nonexistent.nnue"})) == "--net: cannot open net file '/nonexistent.nnue'");
    // The classical evaluation is what no --net means; there is no option for it.
    selfplay::Options classical;
    BOOST_TEST(selfplay::parse_options(base, classical) == "");
    BOOST_TEST(!classical.nnue);
    BOOST_TEST(!classical.net);
    BOOST_TEST(error(with({"--classical"})) == "unknown option '--classical'");
    const test::Output out = test::capture([&] { return selfplay::selfplay_command(with({"--classical"})); });
    BOOST_TEST(out.code == 2);
    BOOST_TEST(out.err.rfind("selfplay: unknown option '--classical'\nusage: parachute-train selfplay --variant V", 0) == 0);
    BOOST_TEST(error({"--variant", "shogi", "--games", "1", "--depth", "2", "--out", "d"}) == "unknown variant 'shogi'");
    BOOST_TEST(error({"--variant", "normal", "--depth", "2", "--out", "d"}) == "give exactly one of --positions N and --games N");
    BOOST_TEST(error({"--variant", "normal", "--games", "1", "--out", "d"}) == "give exactly one of --depth D and --nodes K");
    BOOST_TEST(error(with({"--threads", "0"})) == "--threads must be a whole number from 1 to 256, not '0'");
    BOOST_TEST(error(with({"--draw-rules", "fide"})) == "--draw-rules must be chessplayx or samara, not 'fide'");
    BOOST_TEST(error(with({"--openings", "/nonexistent"})) == "cannot open the openings file /nonexistent");
    BOOST_TEST(error(with({"--frobnicate"})) == "unknown option '--frobnicate'");
}

BOOST_AUTO_TEST_CASE(openings_file_and_bad_lines) {
    const std::string dir = temp_dir("openings");
    fs::create_directories(dir);
    const std::string book = dir + "/book.txt";
    std::ofstream(book) << "# two starts\nrnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n\n"
                           "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n";
    selfplay::Options o = options({"--variant", "normal", "--games", "2", "--depth", "1", "--out", dir + "/out",
                                   "--openings", book, "--no-progress", "--random-plies", "0"});
    BOOST_TEST(o.opening_fens.size() == 2u);
    const auto report = run(o);
    for (const auto& [id, g] : read_logs(dir + "/out")) BOOST_TEST((g.fen == o.opening_fens[0] || g.fen == o.opening_fens[1]));
    check_run(dir + "/out", Variant::Normal, report.counts.positions);
    std::ofstream(book, std::ios::app) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1\n";
    selfplay::Options bad;
    BOOST_TEST(selfplay::parse_options({"--variant", "normal", "--games", "1", "--depth", "1", "--out", dir, "--openings", book}, bad)
               .rfind(book + " line 5: not a normal position: ", 0) == 0u);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
