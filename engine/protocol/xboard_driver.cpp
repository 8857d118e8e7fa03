// The command dispatcher and the game flow: moves in both directions, game ends, draw
// claims, resignation.
#include "xboard_driver.h"

#include "../rules/movegen.h"
#include "../rules/notation.h"

namespace parachute {

namespace {

// A score this bad for three moves running is hopeless (resigning, when allowed).
constexpr Value RESIGN_SCORE = -1000;
constexpr int RESIGN_MOVES = 3;

} // namespace

XBoardDriver::XBoardDriver(Output& o, Searcher& s) : out(o), searcher(s) {
    handlers = {
        {"protover", &XBoardDriver::cmd_protover}, {"new", &XBoardDriver::cmd_new},
        {"variant", &XBoardDriver::cmd_variant},   {"force", &XBoardDriver::cmd_force},
        {"go", &XBoardDriver::cmd_go},             {"playother", &XBoardDriver::cmd_playother},
        {"usermove", &XBoardDriver::cmd_usermove}, {"?", &XBoardDriver::cmd_move_now},
        {"ping", &XBoardDriver::cmd_ping},         {"draw", &XBoardDriver::cmd_draw},
        {"result", &XBoardDriver::cmd_result},     {"setboard", &XBoardDriver::cmd_setboard},
        {"edit", &XBoardDriver::cmd_edit},         {"hint", &XBoardDriver::cmd_hint},
        {"bk", &XBoardDriver::cmd_bk},             {"undo", &XBoardDriver::cmd_undo},
        {"remove", &XBoardDriver::cmd_remove},     {"hard", &XBoardDriver::cmd_hard},
        {"easy", &XBoardDriver::cmd_easy},         {"post", &XBoardDriver::cmd_post},
        {"nopost", &XBoardDriver::cmd_nopost},     {"analyze", &XBoardDriver::cmd_analyze},
        {"exit", &XBoardDriver::cmd_exit},         {".", &XBoardDriver::cmd_stat},
        {"pause", &XBoardDriver::cmd_pause},       {"resume", &XBoardDriver::cmd_resume},
        {"memory", &XBoardDriver::cmd_memory},     {"cores", &XBoardDriver::cmd_cores},
        {"option", &XBoardDriver::cmd_option},     {"exclude", &XBoardDriver::cmd_exclude},
        {"include", &XBoardDriver::cmd_include},   {"setscore", &XBoardDriver::cmd_setscore},
        {"level", &XBoardDriver::cmd_level},       {"st", &XBoardDriver::cmd_st},
        {"sd", &XBoardDriver::cmd_sd},             {"nps", &XBoardDriver::cmd_nps},
        {"time", &XBoardDriver::cmd_time},         {"otim", &XBoardDriver::cmd_otim},
        {"white", &XBoardDriver::cmd_white},       {"black", &XBoardDriver::cmd_black},
        {"holding", &XBoardDriver::cmd_holding},   {"quit", &XBoardDriver::cmd_quit},
        // Accepted without an answer: information the engine has no use for, and the
        // replies to our features (python-chess and cutechess fail on any error here).
        {"xboard", &XBoardDriver::cmd_ignore},     {"accepted", &XBoardDriver::cmd_ignore},
        {"rejected", &XBoardDriver::cmd_ignore},   {"random", &XBoardDriver::cmd_ignore},
        {"computer", &XBoardDriver::cmd_ignore},   {"name", &XBoardDriver::cmd_ignore},
        {"rating", &XBoardDriver::cmd_ignore},     {"ics", &XBoardDriver::cmd_ignore},
        {"egtpath", &XBoardDriver::cmd_ignore},    {"otherboard", &XBoardDriver::cmd_ignore},
        {"partner", &XBoardDriver::cmd_ignore},    {"ptell", &XBoardDriver::cmd_ignore},
        {"lift", &XBoardDriver::cmd_ignore},       {"put", &XBoardDriver::cmd_ignore},
        {"hover", &XBoardDriver::cmd_ignore},
    };
    current.set_draw_rules(options.crazyhouse_draws);
}

XBoardDriver::~XBoardDriver() { discard_search(); }

bool XBoardDriver::handle(const std::string& line) {
    const CommandLine cmd = split_command(line);
    if (cmd.name.empty()) return true;
    // Edit mode reads its subcommands, and "." ends it. A few commands keep their meaning
    // there, so that a GUI that gives up on an edit, or dies in the middle of one, can
    // still end the engine (quit, or the end of input), have its ping answered, start a
    // new game (which drops the edit) or put the engine in force mode.
    if (editing && cmd.name != "quit" && cmd.name != "ping" && cmd.name != "new" && cmd.name != "force") {
        edit_line(cmd);
        return true;
    }
    // cutechess sends a dummy move in force mode before the setboard of a position with
    // black to move: "b2b3", which in racing kings moves a black rook, and cutechess
    // forfeits an engine that answers "Illegal". So such a dummy (b2b3, or a2a3 of the
    // protocol's old black-to-move idiom), when illegal in force mode at the very start
    // of a position, waits for the next command: a new position (setboard, new, variant,
    // edit) makes it moot and it is dropped; anything else gets the usual "Illegal move"
    // first. Any other illegal move is answered at once, so that a GUI that takes back
    // the last move it sent takes back the right one.
    if (!pending_dummy.empty()) {
        if (cmd.name != "setboard" && cmd.name != "new" && cmd.name != "variant" && cmd.name != "edit")
            out.line(pending_dummy);
        pending_dummy.clear();
    }
    if (const auto it = handlers.find(cmd.name); it != handlers.end()) (this->*it->second)(cmd);
    else if (cmd.args.empty() && looks_like_move(cmd.name)) user_move(cmd.name);
    else error("unknown command", cmd);
    return cmd.name != "quit";
}

void XBoardDriver::error(const std::string& reason, const CommandLine& cmd) {
    std::string text = cmd.name;
    if (!cmd.rest.empty()) text += ' ' + cmd.rest;
    // The reason may quote the input too (a FEN's bad letter, a net file's path).
    out.line("Error (" + safe_reason(echo_text(reason)) + "): " + safe_reason(echo_text(text)));
}

void XBoardDriver::edit_line(const CommandLine& cmd) {
    if (cmd.name == ".") {
        const std::string fen = editing->fen();
        editing.reset();
        if (std::string e = current.set_fen(fen); !e.empty()) out.line("Error (" + safe_reason(e) + "): edit");
        clock.restart_session(current.position().side_to_move());
        position_changed();
        return;
    }
    if (std::string e = editing->apply(cmd.name); !e.empty() || !cmd.args.empty())
        out.line("Error (" + safe_reason(echo_text(e.empty() ? "unexpected text" : e)) + "): "
                 + safe_reason(echo_text(cmd.name)));
}

void XBoardDriver::user_move(const std::string& text) {
    if (!current.valid()) {
        out.line("Illegal move (no valid position is set): " + echo_text(text));
        return;
    }
    const Move m = parse_move(current.position(), text);
    if (!m) {
        const std::string answer = "Illegal move (" + why_not_legal(current.position(), text) + "): " + echo_text(text);
        const bool dummy = text == "b2b3" || text == "a2a3";
        if (dummy && force_mode && current.undoable() == 0 && running == SearchKind::None && !analyze_mode)
            pending_dummy = answer;
        else
            out.line(answer);
        return;
    }
    if (running == SearchKind::Ponder && m == ponder_move) {
        // The expected reply: the search goes on, now on the engine's own clock.
        current.play(m);
        excluded.clear();
        if (current.status().over()) {
            discard_search();
            report_if_over();
            return;
        }
        running = SearchKind::Think;
        search_started = std::chrono::steady_clock::now();
        think_budget_used = 0;
        searcher.ponderhit();
        return;
    }
    // Any other search is for a position that is gone. A move that arrives while the
    // engine thinks on its own move is accepted too: the GUI knows the game best.
    discard_search();
    current.play(m);
    excluded.clear();
    opponent_moved();
}

void XBoardDriver::opponent_moved() {
    if (analyze_mode) {
        start_search(SearchKind::Analyze);
        return;
    }
    if (force_mode || report_if_over()) return;
    start_thinking_if_our_turn();
}

bool XBoardDriver::report_if_over() {
    if (!current.valid()) return false;
    const GameStatus s = current.status();
    if (!s.over()) return false;
    // Results are the business of the players; in force and analysis modes the engine is
    // only a board and stays silent.
    if (!force_mode && !analyze_mode && !game_over)
        out.line(std::string(result_string(s.result)) + " {" + describe_end(s) + "}");
    game_over = true;
    return true;
}

void XBoardDriver::position_changed() {
    excluded.clear();
    game_over = false;
    hopeless_moves = 0;
    last_score = VALUE_NONE;
    if (analyze_mode) start_search(SearchKind::Analyze);
}

void XBoardDriver::maybe_offer_draw(Move m, Value score) {
    // A draw that may be claimed now, or after this move, is claimed with "offer draw"
    // before the move (the protocol's way), but only when the engine does not expect to
    // win: the search scores a repetition as a draw, so a move into one says as much.
    if (score > 0) return;
    const GameStatus before = current.status();
    Position after = current.position();
    after.do_move(m);
    const GameStatus s = game_status(after);
    if (s.over()) return;
    if (before.can_claim_threefold || before.can_claim_fifty_moves || s.can_claim_threefold || s.can_claim_fifty_moves)
        out.line("offer draw");
}

void XBoardDriver::play_engine_move(const SearchResult& r) {
    clock.engine_moved(think_budget_used + elapsed_ms());
    think_budget_used = 0;
    if (report_if_over()) {
        flush_pongs();
        return;
    }
    MoveList legal;
    generate_legal(current.position(), legal);
    Move m = r.best;
    // The search always returns a legal move when there is one; should it ever fail,
    // any legal move is better than hanging until the flag falls.
    if (!legal.contains(m)) m = legal.size() ? legal.moves[0] : Move::none();
    if (!m) return;

    last_score = r.score;
    hopeless_moves = r.score <= RESIGN_SCORE ? hopeless_moves + 1 : 0;
    if (options.resign && hopeless_moves >= RESIGN_MOVES) {
        out.line("resign");
        game_over = true;
        flush_pongs();
        return;
    }
    maybe_offer_draw(m, r.score);
    out.line("move " + move_to_uci(m));
    current.play(m);
    excluded.clear();
    if (!report_if_over() && ponder_enabled) {
        MoveList replies;
        generate_legal(current.position(), replies);
        ponder_on(replies.contains(r.ponder) ? r.ponder : expected_reply());
    }
    flush_pongs();
}

} // namespace parachute
