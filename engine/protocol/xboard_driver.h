// The CECP (XBoard/WinBoard protocol version 2) state machine: reads one command line at
// a time, keeps the game, the clocks and the engine's role, runs the search in the
// background and reports its moves, results, claims and thinking.
//
// Threads: handle() and poll() run on one thread (the command thread). The search calls
// back on its own thread; those callbacks only print thinking output and hand the final
// result over, so the game state is touched by the command thread alone. When a search
// ends the wake-up function runs (on the search thread) and the owner must then call
// poll() on the command thread, which plays the move.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "../search/search.h"
#include "cecp_parse.h"
#include "edit_board.h"
#include "engine_options.h"
#include "game.h"
#include "output.h"
#include "search_handover.h"
#include "time_control.h"

namespace parachute {

class XBoardDriver {
public:
    XBoardDriver(Output& out, Searcher& searcher);
    ~XBoardDriver();
    XBoardDriver(const XBoardDriver&) = delete;
    XBoardDriver& operator=(const XBoardDriver&) = delete;

    // One line from the GUI. Returns false once "quit" has been handled.
    bool handle(const std::string& line);

    // Acts on a search that has ended: plays and reports the engine's move, the result,
    // starts pondering. Does nothing when no search has ended.
    void poll();

    // Runs on the search thread each time a search ends; the owner then calls poll().
    void set_wakeup(std::function<void()> fn) { wakeup = std::move(fn); }

    // What the engine is doing now (tests and the loop ask).
    bool thinking() const { return running == SearchKind::Think; }
    bool pondering() const { return running == SearchKind::Ponder; }
    bool analyzing() const { return running == SearchKind::Analyze; }
    const Game& game() const { return current; }

    // The nodes of the short search that guesses the opponent's move (hint, pondering)
    // when the hash table has none. The fuzzing target lowers it: this one search took
    // most of each input's time in the sanitized build.
    uint64_t guess_nodes = 20000;

private:
    enum class SearchKind { None, Think, Ponder, Analyze };
    using Handler = void (XBoardDriver::*)(const CommandLine&);

    // The part of the state that the search thread touches.
    struct SearchShared {
        std::mutex mutex;
        uint64_t id = 0;         // the search whose reports count; 0 = none
        bool finished = false;   // its result is waiting for poll()
        SearchResult result;
        IterationInfo last;      // its latest iteration (draw offers, stat01)
        bool has_last = false;
        int64_t nps = 0;         // > 0: thinking lines report time as nodes / nps (CECP nps)
    };

    // Commands (xboard_commands.cpp)
    void cmd_protover(const CommandLine&);
    void cmd_new(const CommandLine&);
    void cmd_variant(const CommandLine&);
    void cmd_force(const CommandLine&);
    void cmd_go(const CommandLine&);
    void cmd_playother(const CommandLine&);
    void cmd_usermove(const CommandLine&);
    void cmd_move_now(const CommandLine&);
    void cmd_ping(const CommandLine&);
    void cmd_draw(const CommandLine&);
    void cmd_result(const CommandLine&);
    void cmd_setboard(const CommandLine&);
    void cmd_edit(const CommandLine&);
    void cmd_hint(const CommandLine&);
    void cmd_bk(const CommandLine&);
    void cmd_undo(const CommandLine&);
    void cmd_remove(const CommandLine&);
    void cmd_hard(const CommandLine&);
    void cmd_easy(const CommandLine&);
    void cmd_post(const CommandLine&);
    void cmd_nopost(const CommandLine&);
    void cmd_analyze(const CommandLine&);
    void cmd_exit(const CommandLine&);
    void cmd_stat(const CommandLine&);
    void cmd_ignore(const CommandLine&);
    void cmd_pause(const CommandLine&);
    void cmd_resume(const CommandLine&);
    void cmd_memory(const CommandLine&);
    void cmd_cores(const CommandLine&);
    void cmd_option(const CommandLine&);
    void cmd_exclude(const CommandLine&);
    void cmd_include(const CommandLine&);
    void cmd_setscore(const CommandLine&);
    void cmd_level(const CommandLine&);
    void cmd_st(const CommandLine&);
    void cmd_sd(const CommandLine&);
    void cmd_nps(const CommandLine&);
    void cmd_time(const CommandLine&);
    void cmd_otim(const CommandLine&);
    void cmd_white(const CommandLine&);
    void cmd_black(const CommandLine&);
    void give_the_move_to(Color c, const CommandLine& cmd);
    void cmd_holding(const CommandLine&);
    void cmd_quit(const CommandLine&);

    // Game flow (xboard_driver.cpp)
    void error(const std::string& reason, const CommandLine& cmd);
    void edit_line(const CommandLine& cmd);
    void user_move(const std::string& text);
    void opponent_moved();
    void play_engine_move(const SearchResult& r);
    bool report_if_over();
    void position_changed();
    void maybe_offer_draw(Move m, Value score);

    // Searches (xboard_search.cpp)
    void apply_options(); // hands the searcher the latest options, between searches
    void apply_options_if_idle(); // the same at once when no search runs (memory, cores, option)
    void start_search(SearchKind kind);
    void discard_search();
    void start_thinking_if_our_turn();
    void restart_search();
    Move expected_reply();
    void ponder_on(Move guess);
    void ponder_if_their_turn();
    void flush_pongs();
    Limits search_limits(SearchKind kind, const Position& root) const;
    int64_t elapsed_ms() const;
    void on_info(uint64_t id, const IterationInfo& info);
    void on_done(uint64_t id, const SearchResult& r);

    Output& out;
    Searcher& searcher;
    std::function<void()> wakeup;
    std::unordered_map<std::string, Handler> handlers;

    Game current;
    TimeControl clock;
    EngineOptions options;
    OptionHandover handover;

    bool force_mode = false;    // the engine plays neither side
    bool analyze_mode = false;
    Color engine_color = BLACK;
    bool game_over = false;     // a result was reported or received: no more moves
    bool ponder_enabled = false;
    // Set by "new": the protocol says not to ponder on the first move of the game, even
    // with pondering on; cleared by playother, which asks for pondering explicitly.
    bool no_ponder_on_first_move = false;
    std::atomic<bool> post{false};
    bool paused = false;
    SearchKind paused_search = SearchKind::None;

    SearchKind running = SearchKind::None;
    uint64_t next_id = 0;
    std::chrono::steady_clock::time_point search_started;
    int64_t think_budget_used = 0; // thinking time spent on this move before a pause or restart
    Move ponder_move;
    std::vector<Move> excluded;
    std::vector<PresetScore> preset_scores; // setscore: kept for the game, whatever moves follow
    std::vector<std::string> deferred_pongs; // pings received while thinking on our move
    std::string pending_dummy;  // the answer to an illegal move, held back (see xboard_driver.cpp)
    std::unique_ptr<EditBoard> editing;
    Value last_score = VALUE_NONE; // our last search's score, our point of view
    int hopeless_moves = 0;        // consecutive moves with a lost score (resigning)
    SearchShared shared;
};

} // namespace parachute
