#include "tournament.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "../../engine/util/numbers.h"
#include "pgn.h"
#include "pgn_reader.h"
#include "schedule.h"
#include "scoreboard.h"
#include "shard.h"

namespace parachute::match {

namespace {

std::atomic<bool> stop_requested{false};

std::string today() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
    return buf;
}

class Match {
public:
    Match(const MatchConfig& c, std::ostream& o, std::ostream& e)
        : cfg(c), out(o), err(e) {}

    int run();

private:
    void worker();
    // The next game for a worker, waiting while a knockout stage finishes; false when
    // there is none left or the match stops.
    bool take_job(Job& job);
    EngineClient* engine(std::vector<std::unique_ptr<EngineClient>>& mine, int index, std::string& error);
    // Sends engine e's protocol lines to the game's log (stderr when file is null).
    void set_trace(EngineClient& e, int game, const std::shared_ptr<std::ofstream>& file);
    // The protocol log of a game in the -debug directory; null when logs go to stderr.
    std::shared_ptr<std::ofstream> log_file(int game, std::ios::openmode mode);
    void finish(const Job& job, const GameRecord& g);
    std::string resume(const std::vector<PgnGame>& earlier, FixedSchedule& plan);
    void fatal(const std::string& message);
    // A shard plays its whole part: the SPRT is decided over all of them by -merge.
    bool sprt_stops() const { return !cfg.shard.given() && board->sprt_decision() != SprtDecision::Continue; }

    const MatchConfig& cfg;
    std::ostream& out;
    std::ostream& err;
    std::vector<std::string> names;
    std::unique_ptr<Schedule> schedule;
    const FixedSchedule* fixed = nullptr; // the schedule, unless a knockout's
    std::string identity;                 // schedule_identity of a fixed schedule
    std::atomic<bool> stop{false};
    std::mutex lock; // output, PGN and EPD files, scoreboard, schedule, debug log
    std::condition_variable results; // a game ended: a waiting knockout stage may go on
    std::unique_ptr<Scoreboard> board; // made once the engines have told their names
    std::ofstream pgn, epd;
    int finished = 0;
    bool failed = false;
    std::string date;
};

void Match::fatal(const std::string& message) {
    std::lock_guard<std::mutex> g(lock);
    if (!failed) err << "error: " << message << '\n';
    failed = true;
    stop = true;
    results.notify_all();
}

void Match::set_trace(EngineClient& e, int game, const std::shared_ptr<std::ofstream>& file) {
    if (!cfg.debug) return;
    const std::string who = e.display_name();
    const TimePoint t0 = SteadyClock::now();
    e.process().trace = [this, who, game, file, t0](char dir, const std::string& line) {
        const long ms = long(std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - t0).count());
        std::lock_guard<std::mutex> g(lock);
        std::ostream& o = file ? *file : err;
        o << "[game " << game << "] " << ms << " " << who << (dir == '>' ? " < " : " > ") << line << std::endl;
    };
}

std::shared_ptr<std::ofstream> Match::log_file(int game, std::ios::openmode mode) {
    if (!cfg.debug || cfg.debug_dir.empty()) return nullptr;
    return std::make_shared<std::ofstream>(cfg.debug_dir + "/game-" + std::to_string(game) + ".log", mode);
}

// The worker's client for engine `index`, started on first use. An engine that started
// once gets a second try before the match gives up on it (a crash can be a one-off).
EngineClient* Match::engine(std::vector<std::unique_ptr<EngineClient>>& mine, int index, std::string& error) {
    auto& slot = mine[size_t(index)];
    if (slot && slot->process().running()) return slot.get();
    for (int attempt = 0; attempt < 2; ++attempt) {
        slot = make_client(cfg.engines[size_t(index)]);
        set_trace(*slot, 0, log_file(0, std::ios::app));
        const std::string e = slot->start();
        if (e.empty()) return slot.get();
        slot->process().stop(std::chrono::milliseconds(0));
        slot.reset();
        error = "engine '" + names[size_t(index)] + "' (" + cfg.engines[size_t(index)].cmd + "): " + e;
    }
    return nullptr;
}

void Match::finish(const Job& job, const GameRecord& g) {
    std::lock_guard<std::mutex> guard(lock);
    ++finished;
    board->add(job.white, job.black, g.result, job.pair_id);
    schedule->finished(job, g.result);
    out << "Finished game " << job.number << " (" << g.white << " vs " << g.black << "): "
        << result_string(g.result) << " {" << g.reason << "}\n";
    out << board->progress_line(finished, schedule->planned()) << '\n';
    if (cfg.rating_interval && finished % cfg.rating_interval == 0) board->write_ratings(out);
    out.flush();
    if (pgn.is_open()) {
        PgnHeader h;
        h.event = cfg.event;
        h.site = cfg.site;
        h.date = date;
        h.round = std::to_string(job.number);
        if (fixed) h.extra = schedule_tags(identity, fixed->jobs().size(), names, cfg.shard, job);
        write_pgn(pgn, h, g, cfg.pgn_minimal);
        pgn.flush();
    }
    if (epd.is_open()) epd << g.final_fen << std::endl;
    if (sprt_stops()) stop = true;
    results.notify_all();
}

bool Match::take_job(Job& job) {
    std::unique_lock<std::mutex> guard(lock);
    for (;;) {
        if (stop || stop_requested) return false;
        switch (schedule->next(job)) {
        case Schedule::Next::Game: return true;
        case Schedule::Next::Done: return false;
        case Schedule::Next::Wait:
            // A short timeout, so that a Ctrl-C (which cannot notify) is seen soon.
            results.wait_for(guard, std::chrono::milliseconds(200));
            break;
        }
    }
}

void Match::worker() {
    std::vector<std::unique_ptr<EngineClient>> mine(cfg.engines.size());
    Job job;
    while (take_job(job)) {
        std::string error;
        EngineClient* w = engine(mine, job.white, error);
        EngineClient* b = w ? engine(mine, job.black, error) : nullptr;
        if (!b) {
            fatal(error);
            break;
        }
        const auto log = log_file(job.number, std::ios::trunc);
        set_trace(*w, job.number, log);
        set_trace(*b, job.number, log);
        bool first_game;
        {
            std::lock_guard<std::mutex> g(lock);
            first_game = finished == 0;
        }
        // -wait: a pause between games, as cutechess-cli makes before all but the first.
        if (cfg.wait_ms && !first_game) std::this_thread::sleep_for(std::chrono::milliseconds(cfg.wait_ms));
        {
            std::lock_guard<std::mutex> g(lock);
            out << "Started game " << job.number << " of " << schedule->planned() << " (" << w->display_name()
                << " vs " << b->display_name() << ")\n";
        }
        GameRecord g = play_game(*w, *b, cfg.variant, job.opening, cfg.adjudication);
        if (g.result == GameResult::Ongoing) {
            fatal("game " + std::to_string(job.number) + ": " + g.reason);
            break;
        }
        finish(job, g);
        // A broken engine is replaced; one that only lost on time keeps its process if
        // it still answers a ping; with restart=on every engine starts afresh.
        const int index[COLOR_NB] = {job.white, job.black};
        for (Color c : {WHITE, BLACK}) {
            auto& slot = mine[size_t(index[c])];
            if (!slot) continue;
            const bool broken = g.fault[c] == Fault::Broken
                || (g.fault[c] == Fault::LostOnTime && !slot->responsive(std::chrono::milliseconds(slot->config().start_timeout_ms)));
            if (broken) {
                slot->process().stop(std::chrono::milliseconds(0));
                slot.reset();
                std::lock_guard<std::mutex> guard(lock);
                out << "Restarting " << names[size_t(index[c])] << " after: " << g.reason << '\n';
            } else if (slot->config().restart_each_game) {
                slot->quit();
                slot.reset();
            }
        }
    }
    for (auto& e : mine)
        if (e) e->quit();
}

// The FEN's first four fields: the runner writes counters that an EPD opening lacks.
std::string position_part(const std::string& fen) {
    std::istringstream in(fen);
    std::string field, r;
    for (int i = 0; i < 4 && in >> field; ++i) r += (i ? " " : "") + field;
    return r;
}

bool started_from(const PgnGame& g, const Opening& o, Variant v) {
    const std::string& start = traits(v).start_fen;
    if (position_part(g.line.fen.empty() ? start : g.line.fen) != position_part(o.fen.empty() ? start : o.fen))
        return false;
    return g.line.moves.size() >= o.moves.size() && std::equal(o.moves.begin(), o.moves.end(), g.line.moves.begin());
}

// Counts the finished games of an earlier run of this match, read back from its PGN, so
// that an interrupted match goes on where it stopped. A game that does not fit this
// match's schedule (other engines, openings, seed or variant) or shard stops the run
// instead of mixing results of different matches; unfinished games ("*") are played again.
std::string Match::resume(const std::vector<PgnGame>& earlier, FixedSchedule& plan) {
    const std::vector<Job>& jobs = plan.jobs();
    for (const PgnGame& g : earlier) {
        const std::string where = cfg.pgn_file + ":" + std::to_string(g.first_line) + ": ";
        const std::string round = g.tag("Round");
        const std::optional<int64_t> number = parse_integer(round, 1, int64_t(jobs.size()));
        if (!number)
            return where + "Round \"" + round + "\" is not a game of this match (1 to " + std::to_string(jobs.size()) + ")";
        const int64_t n = *number;
        const Job& job = jobs[size_t(n - 1)];
        const std::string game = "game " + std::to_string(n);
        if (g.tag("White") != names[size_t(job.white)] || g.tag("Black") != names[size_t(job.black)])
            return where + game + " is " + g.tag("White") + " vs " + g.tag("Black") + ", but this match has "
                 + names[size_t(job.white)] + " vs " + names[size_t(job.black)];
        if (g.tag("Variant") != pgn_variant_name(cfg.variant))
            return where + game + " is of variant '" + g.tag("Variant") + "', not " + traits(cfg.variant).name;
        if (!started_from(g, job.opening, cfg.variant))
            return where + game + " did not start from this match's opening (other -openings or -srand?)";
        const std::string id = g.tag(schedule_tag::identity);
        if (!id.empty() && id != identity)
            return where + game + " belongs to another schedule (" + schedule_tag::identity + " " + id + ", this match's is "
                 + identity + ")";
        if (!plan.mine(size_t(n - 1)))
            return where + game + " is not one of shard " + std::to_string(cfg.shard.index) + "/"
                 + std::to_string(cfg.shard.count) + "'s games";
        const GameResult r = parse_result(g.tag("Result"));
        if (r == GameResult::Ongoing) continue;
        if (plan.done(size_t(n - 1))) return where + game + " is in the file twice";
        plan.mark_done(size_t(n - 1));
        board->add(job.white, job.black, r, job.pair_id);
        ++finished;
    }
    return "";
}

int Match::run() {
    for (const EngineConfig& e : cfg.engines) names.push_back(e.name.empty() ? e.cmd : e.name);
    date = today();
    OpeningBook book;
    if (std::string e = book.load(cfg.openings, cfg.variant); !e.empty()) {
        err << "error: " << e << '\n';
        return 1;
    }
    std::vector<PgnGame> earlier;
    if (cfg.resume) {
        std::ifstream in(cfg.pgn_file);
        if (in) {
            if (std::string e = read_pgn_games(in, cfg.pgn_file, cfg.variant, 0, earlier); !e.empty()) {
                err << "error: cannot resume: " << e << '\n';
                return 1;
            }
        }
    }
    if (!cfg.pgn_file.empty()) {
        pgn.open(cfg.pgn_file, std::ios::app);
        if (!pgn) {
            err << "error: cannot write PGN file '" << cfg.pgn_file << "'\n";
            return 1;
        }
    }
    if (!cfg.epd_file.empty()) {
        epd.open(cfg.epd_file, std::ios::app);
        if (!epd) {
            err << "error: cannot write EPD file '" << cfg.epd_file << "'\n";
            return 1;
        }
    }
    if (!cfg.debug_dir.empty()) {
        std::ofstream probe(cfg.debug_dir + "/.parachute-match-probe");
        if (!probe) {
            err << "error: cannot write protocol logs to directory '" << cfg.debug_dir << "'\n";
            return 1;
        }
        probe.close();
        std::remove((cfg.debug_dir + "/.parachute-match-probe").c_str());
    }
    // Every engine must start and accept the variant before any game is played, so
    // that a typo in a command fails at once with a clear message.
    for (size_t i = 0; i < cfg.engines.size(); ++i) {
        std::unique_ptr<EngineClient> c = make_client(cfg.engines[i]);
        set_trace(*c, 0, log_file(0, i == 0 ? std::ios::trunc : std::ios::app));
        std::string e = c->start();
        names[i] = c->display_name();
        if (e.empty()) {
            GameSetup setup;
            prepare_setup(cfg.variant, Opening{}, setup);
            e = c->new_game(setup);
        }
        c->quit();
        if (!e.empty()) {
            err << "error: engine '" << names[i] << "' (" << cfg.engines[i].cmd << "): " << e << '\n';
            return 1;
        }
    }
    const bool drawn = cfg.openings.shuffle || (cfg.openings.plies && cfg.openings.file.empty())
                    || cfg.tournament == TournamentType::Knockout;
    if (drawn) out << "Openings drawn with seed " << cfg.openings.seed << " (-srand " << cfg.openings.seed << " repeats them)\n";
    board = std::make_unique<Scoreboard>(names, cfg.sprt);
    schedule = make_schedule(cfg, book);
    fixed = dynamic_cast<const FixedSchedule*>(schedule.get());
    if (fixed) identity = schedule_identity(cfg, names, fixed->jobs());
    if (cfg.shard.given() && fixed)
        out << "Shard " << cfg.shard.index << '/' << cfg.shard.count << ": " << schedule->planned() << " of the "
            << fixed->jobs().size() << " games of schedule " << identity << '\n';
    if (cfg.resume) {
        if (std::string e = resume(earlier, dynamic_cast<FixedSchedule&>(*schedule)); !e.empty()) {
            err << "error: cannot resume: " << e << '\n';
            return 1;
        }
        out << "Resumed " << finished << " finished games from " << cfg.pgn_file << '\n';
        if (finished) out << board->progress_line(finished, schedule->planned()) << '\n';
        if (sprt_stops()) stop = true;
    }
    std::vector<std::thread> threads;
    const int n = std::min<int>(cfg.concurrency, schedule->planned());
    for (int t = 0; t < n; ++t) threads.emplace_back([this] { worker(); });
    for (std::thread& t : threads) t.join();
    if (failed) return 1;
    if (stop_requested) out << "Match interrupted after " << finished << " of " << schedule->planned() << " games\n";
    if (sprt_stops()) out << "SPRT stopped the match after " << finished << " games\n";
    out << schedule->report(names);
    // As cutechess-cli does, ratings printed by -ratinginterval after the last game are
    // not printed twice.
    const bool ratings_printed = cfg.rating_interval && finished && finished % cfg.rating_interval == 0;
    board->write_summary(out, !ratings_printed);
    return 0;
}

} // namespace

void request_stop() { stop_requested = true; }

int run_match(const MatchConfig& cfg, std::ostream& out, std::ostream& err) {
    Match m(cfg, out, err);
    return m.run();
}

} // namespace parachute::match
