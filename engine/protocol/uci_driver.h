// The UCI state machine: reads one command line at a time, keeps the position and the
// options, runs the one Searcher in the background and answers as the UCI
// specification asks (with Fairy-Stockfish's conventions where it is silent: variant
// names, holdings in the FEN, the answer when there is no move).
//
// Threads: handle() runs on the command thread. The search's info and bestmove lines are
// written from the search thread, through a UciSearchReport of the search's own, so the
// driver's state is touched by the command thread alone.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>

#include "../search/search.h"
#include "cecp_parse.h"
#include "engine_options.h"
#include "game.h"
#include "output.h"
#include "search_handover.h"
#include "uci_report.h"

namespace parachute {

class UciDriver {
public:
    UciDriver(Output& out, Searcher& searcher);
    ~UciDriver();
    UciDriver(const UciDriver&) = delete;
    UciDriver& operator=(const UciDriver&) = delete;

    // One line from the GUI. Returns false once "quit" has been handled.
    bool handle(const std::string& line);
    // No more input: a search bounded by depth, nodes, time or a clock is let finish (a
    // scripted session gets its bestmove); any other is stopped, since nothing else would
    // end it (a "go mate N" whose mate is not there included).
    void end_of_input();

    // The current search (or an answer held back) waits for stop or ponderhit.
    bool waits_for_stop() const;
    const Game& game() const { return current; }
    const EngineOptions& engine_options() const { return options; }

private:
    using Handler = void (UciDriver::*)(const CommandLine&);

    // Commands (uci_commands.cpp, uci_search.cpp)
    void cmd_uci(const CommandLine&);
    void cmd_isready(const CommandLine&);
    void cmd_setoption(const CommandLine&);
    void cmd_ucinewgame(const CommandLine&);
    void cmd_position(const CommandLine&);
    void cmd_go(const CommandLine&);
    void cmd_stop(const CommandLine&);
    void cmd_ponderhit(const CommandLine&);
    void cmd_quit(const CommandLine&);
    void cmd_ignore(const CommandLine&);

    void error(const std::string& what);
    void apply_options();
    void apply_options_if_idle();
    // Stops the search and waits for its bestmove; sends an answer held back.
    void stop_search();
    // The answer to a go that needs no search; held back until stop or ponderhit when
    // the GUI asked for an endless search, as UCI wants.
    void answer_at_once(const std::string& info, bool hold);

    Output& out;
    Searcher& searcher;
    std::unordered_map<std::string, Handler> handlers;
    EngineOptions options;
    OptionHandover handover;
    Game current;
    std::shared_ptr<UciSearchReport> report; // the latest search's
    std::string held_bestmove;
};

} // namespace parachute
