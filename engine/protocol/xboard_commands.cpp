// One handler per CECP command. Each checks its arguments first and answers bad ones
// with "Error (...)", leaving the state as it was.
#include <algorithm>

#include "../rules/movegen.h"
#include "../rules/notation.h"
#include "../util/numbers.h"
#include "thinking.h"
#include "version.h"
#include "xboard_driver.h"
#include "xboard_variants.h"

namespace parachute {

namespace {

// Accepting a draw offer: when the engine's last score says it is worse by this much,
// or when a draw could be claimed anyway and the engine is not better. Clearly worse,
// not just black in the opening: players on the sites offer draws early.
constexpr Value ACCEPT_DRAW_SCORE = -150;

// The command's only argument, an integer within [lo, hi].
std::optional<int64_t> only_integer(const CommandLine& cmd, int64_t lo, int64_t hi = PROTOCOL_INTEGER_MAX) {
    if (cmd.args.size() != 1) return std::nullopt;
    return parse_integer(cmd.args[0], lo, hi);
}

// "time" and "otim" count centiseconds: a tenth of the bound, so that the milliseconds
// fit as well.
constexpr int64_t MAX_CENTISECONDS = PROTOCOL_INTEGER_MAX / 10;

} // namespace

void XBoardDriver::cmd_protover(const CommandLine&) {
    // Everything at once and done=1 at the end: clients wait for nothing else, and the
    // engine never waits for their accepted/rejected replies.
    out.line("feature ping=1 setboard=1 usermove=1 playother=1 time=1 draw=1 sigint=0 sigterm=0 reuse=1 "
             "analyze=1 colors=0 name=1 ics=1 pause=1 nps=1 memory=1 smp=1 exclude=1 setscore=1 san=0");
    out.line(std::string("feature myname=\"") + ENGINE_NAME + ' ' + ENGINE_VERSION
             + "\" variants=\"" + variant_names(",") + '"');
    for (const std::string& f : options.features()) out.line(f);
    out.line("feature done=1");
}

void XBoardDriver::cmd_new(const CommandLine&) {
    discard_search();
    editing.reset(); // an edit that new cut short is dropped
    // "new" always means normal chess: a GUI that played crazyhouse and now wants normal
    // chess sends only "new".
    current.reset(Variant::Normal);
    force_mode = false;
    engine_color = BLACK;
    clock.reset();
    ponder_move = Move::none();
    no_ponder_on_first_move = true;
    preset_scores.clear();
    clock.restart_session(current.position().side_to_move());
    apply_options();
    searcher.clear();
    options.prepare_net(Variant::Normal);
    position_changed();
}

void XBoardDriver::cmd_variant(const CommandLine& cmd) {
    Variant v;
    if (cmd.args.size() != 1 || !parse_variant(cmd.args[0], v)) return error("unsupported variant", cmd);
    discard_search();
    current.reset(v);
    preset_scores.clear();
    clock.restart_session(current.position().side_to_move());
    if (const auto setup = XBOARD_VARIANTS[int(v)].setup_lines)
        for (const std::string& l : setup()) out.line(l);
    options.prepare_net(v);
    position_changed();
}

void XBoardDriver::cmd_force(const CommandLine&) {
    if (running != SearchKind::Analyze) discard_search();
    force_mode = true;
}

void XBoardDriver::cmd_go(const CommandLine& cmd) {
    if (!current.valid()) return error("no valid position is set", cmd);
    discard_search();
    analyze_mode = false;
    force_mode = false;
    game_over = false;
    engine_color = current.position().side_to_move();
    start_thinking_if_our_turn();
}

void XBoardDriver::cmd_playother(const CommandLine& cmd) {
    if (!current.valid()) return error("no valid position is set", cmd);
    discard_search();
    analyze_mode = false;
    force_mode = false;
    game_over = false;
    engine_color = ~current.position().side_to_move();
    no_ponder_on_first_move = false;
    ponder_if_their_turn();
}

void XBoardDriver::cmd_usermove(const CommandLine& cmd) {
    if (cmd.args.size() != 1) return error("expected one move", cmd);
    user_move(cmd.args[0]);
}

void XBoardDriver::cmd_move_now(const CommandLine&) {
    if (running != SearchKind::Think) return;
    searcher.stop();
    searcher.wait();
    poll();
}

void XBoardDriver::cmd_ping(const CommandLine& cmd) {
    const std::string pong = cmd.rest.empty() ? "pong" : "pong " + echo_text(cmd.rest);
    // While the engine thinks on its own move the answer waits for the move, so that the
    // GUI knows the move came first; pondering and analysis answer at once.
    if (running == SearchKind::Think) deferred_pongs.push_back(pong);
    else out.line(pong);
}

void XBoardDriver::cmd_draw(const CommandLine&) {
    if (force_mode || analyze_mode || game_over || !current.valid()) return;
    Value score = last_score;
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        if (running == SearchKind::Think && shared.has_last) score = shared.last.score;
    }
    if (score == VALUE_NONE) return;
    const GameStatus s = current.status();
    const bool claimable = s.can_claim_threefold || s.can_claim_fifty_moves;
    if (score <= ACCEPT_DRAW_SCORE || (claimable && score <= 0)) out.line("offer draw");
}

void XBoardDriver::cmd_result(const CommandLine&) {
    discard_search();
    game_over = true;
}

void XBoardDriver::cmd_setboard(const CommandLine& cmd) {
    if (cmd.rest.empty()) return error("expected a FEN", cmd);
    discard_search();
    if (std::string e = current.set_fen(cmd.rest); !e.empty()) error("bad FEN: " + e, cmd);
    preset_scores.clear();
    clock.restart_session(current.position().side_to_move());
    position_changed();
}

void XBoardDriver::cmd_edit(const CommandLine&) {
    discard_search();
    editing = std::make_unique<EditBoard>(current.position());
}

void XBoardDriver::cmd_hint(const CommandLine&) {
    if (!current.valid()) return;
    Move hint;
    if (running == SearchKind::Ponder) {
        hint = ponder_move;
    } else if (running != SearchKind::None) {
        std::lock_guard<std::mutex> lock(shared.mutex);
        if (shared.has_last && !shared.last.pv.empty()) hint = shared.last.pv[0];
    } else {
        hint = expected_reply();
    }
    if (hint) out.line("Hint: " + move_to_uci(hint));
}

void XBoardDriver::cmd_bk(const CommandLine&) {
    out.line(" Parachute has no opening book.");
    out.line("");
}

void XBoardDriver::cmd_undo(const CommandLine& cmd) {
    if (!current.valid() || current.undoable() < 1) return error("no move to take back", cmd);
    discard_search();
    current.undo();
    position_changed();
}

void XBoardDriver::cmd_remove(const CommandLine& cmd) {
    if (!current.valid() || current.undoable() < 2) return error("no two moves to take back", cmd);
    discard_search();
    current.undo();
    current.undo();
    position_changed();
}

void XBoardDriver::cmd_hard(const CommandLine&) {
    ponder_enabled = true;
    ponder_if_their_turn();
}

void XBoardDriver::cmd_easy(const CommandLine&) {
    ponder_enabled = false;
    if (running == SearchKind::Ponder) discard_search();
}

void XBoardDriver::cmd_post(const CommandLine&) { post = true; }
void XBoardDriver::cmd_nopost(const CommandLine&) { post = false; }

void XBoardDriver::cmd_analyze(const CommandLine&) {
    discard_search();
    analyze_mode = true;
    start_search(SearchKind::Analyze);
}

void XBoardDriver::cmd_exit(const CommandLine&) {
    if (!analyze_mode) return;
    discard_search();
    analyze_mode = false;
    force_mode = true;
}

void XBoardDriver::cmd_stat(const CommandLine&) {
    if (running != SearchKind::Analyze) return;
    MoveList legal;
    generate_legal(current.position(), legal);
    std::lock_guard<std::mutex> lock(shared.mutex);
    const int depth = shared.has_last ? shared.last.depth : 0;
    const uint64_t nodes = shared.has_last ? shared.last.nodes : 0;
    out.line(stat01_line(elapsed_ms(), nodes, depth, 0, legal.size()));
}

void XBoardDriver::cmd_ignore(const CommandLine&) {}

void XBoardDriver::cmd_pause(const CommandLine&) {
    if (paused) return;
    const SearchKind kind = running;
    if (kind == SearchKind::Think) think_budget_used += elapsed_ms();
    discard_search();
    paused = true;
    paused_search = kind;
}

void XBoardDriver::cmd_resume(const CommandLine&) {
    if (!paused) return;
    paused = false;
    const SearchKind kind = paused_search;
    paused_search = SearchKind::None;
    if (kind != SearchKind::None) start_search(kind);
}

void XBoardDriver::cmd_memory(const CommandLine& cmd) {
    const std::optional<int64_t> mb = only_integer(cmd, 1);
    if (!mb) return error("expected megabytes", cmd);
    options.search.hash_mb = size_t(std::min<int64_t>(*mb, 1 << 16));
    handover.changed();
    apply_options_if_idle();
}

void XBoardDriver::cmd_cores(const CommandLine& cmd) {
    const std::optional<int64_t> n = only_integer(cmd, 1);
    if (!n) return error("expected a number of cores", cmd);
    options.search.threads = int(std::min<int64_t>(*n, 256));
    handover.changed();
    apply_options_if_idle();
}

void XBoardDriver::cmd_option(const CommandLine& cmd) {
    if (std::string e = options.apply(cmd.rest); !e.empty()) return error(e, cmd);
    current.set_draw_rules(options.crazyhouse_draws);
    handover.changed();
    apply_options_if_idle();
}

void XBoardDriver::cmd_exclude(const CommandLine& cmd) {
    if (cmd.args.size() != 1) return error("expected a move or all", cmd);
    if (!current.valid()) return error("no valid position is set", cmd);
    MoveList legal;
    generate_legal(current.position(), legal);
    if (cmd.args[0] == "all") {
        excluded.assign(legal.begin(), legal.end());
    } else {
        const Move m = parse_move(current.position(), cmd.args[0]);
        if (!m) return error("no such move here", cmd);
        if (std::find(excluded.begin(), excluded.end(), m) == excluded.end()) excluded.push_back(m);
    }
    if (running == SearchKind::Think || running == SearchKind::Analyze) restart_search();
    else if (analyze_mode) start_search(SearchKind::Analyze);
}

void XBoardDriver::cmd_include(const CommandLine& cmd) {
    if (cmd.args.size() != 1) return error("expected a move or all", cmd);
    if (!current.valid()) return error("no valid position is set", cmd);
    if (cmd.args[0] == "all") {
        excluded.clear();
    } else {
        const Move m = parse_move(current.position(), cmd.args[0]);
        if (!m) return error("no such move here", cmd);
        excluded.erase(std::remove(excluded.begin(), excluded.end(), m), excluded.end());
    }
    if (running == SearchKind::Think || running == SearchKind::Analyze) restart_search();
    else if (analyze_mode) start_search(SearchKind::Analyze);
}

void XBoardDriver::cmd_setscore(const CommandLine& cmd) {
    const bool two = cmd.args.size() == 2;
    const std::optional<int64_t> score = two ? parse_integer(cmd.args[0], -PROTOCOL_INTEGER_MAX, PROTOCOL_INTEGER_MAX)
                                             : std::nullopt;
    const std::optional<int64_t> depth = two ? parse_integer(cmd.args[1], 0, PROTOCOL_INTEGER_MAX) : std::nullopt;
    if (!score || !depth) return error("expected setscore SCORE DEPTH", cmd);
    if (!current.valid()) return error("no valid position is set", cmd);
    // Centipawns for the side to move, as in the thinking output; never a mate score.
    PresetScore p;
    p.key = current.position().key();
    p.score = Value(std::clamp<int64_t>(*score, -(VALUE_MATE_IN_MAX_PLY - 1), VALUE_MATE_IN_MAX_PLY - 1));
    p.depth = int(std::min<int64_t>(*depth, MAX_PLY));
    auto same = [&](const PresetScore& q) { return q.key == p.key; };
    preset_scores.erase(std::remove_if(preset_scores.begin(), preset_scores.end(), same), preset_scores.end());
    preset_scores.push_back(p);
    if (running == SearchKind::Think || running == SearchKind::Analyze) restart_search();
}

void XBoardDriver::cmd_level(const CommandLine& cmd) {
    int64_t base, inc;
    const std::optional<int64_t> mps = cmd.args.size() == 3 ? parse_integer(cmd.args[0], 0, 100000) : std::nullopt;
    if (!mps || !parse_level_base_ms(cmd.args[1], base) || !parse_seconds_ms(cmd.args[2], inc))
        return error("expected level MPS BASE INC", cmd);
    clock.set_level(int(*mps), base, inc, current.game_ply(), current.position().side_to_move());
}

void XBoardDriver::cmd_st(const CommandLine& cmd) {
    int64_t ms;
    if (cmd.args.size() != 1 || !parse_seconds_ms(cmd.args[0], ms)) return error("expected seconds", cmd);
    clock.set_move_time(ms);
}

void XBoardDriver::cmd_sd(const CommandLine& cmd) {
    const std::optional<int64_t> depth = only_integer(cmd, 0);
    if (!depth) return error("expected a depth", cmd);
    clock.set_depth(int(std::min<int64_t>(*depth, MAX_PLY - 1)));
}

void XBoardDriver::cmd_nps(const CommandLine& cmd) {
    const std::optional<int64_t> nps = only_integer(cmd, 0);
    if (!nps) return error("expected nodes per second", cmd);
    clock.set_nps(*nps);
}

void XBoardDriver::cmd_time(const CommandLine& cmd) {
    const std::optional<int64_t> cs = only_integer(cmd, -MAX_CENTISECONDS, MAX_CENTISECONDS);
    if (!cs) return error("expected centiseconds", cmd);
    clock.set_engine_clock(*cs * 10);
}

void XBoardDriver::cmd_otim(const CommandLine& cmd) {
    const std::optional<int64_t> cs = only_integer(cmd, -MAX_CENTISECONDS, MAX_CENTISECONDS);
    if (!cs) return error("expected centiseconds", cmd);
    clock.set_opponent_clock(*cs * 10);
}

void XBoardDriver::cmd_white(const CommandLine& cmd) { give_the_move_to(WHITE, cmd); }

void XBoardDriver::cmd_black(const CommandLine& cmd) { give_the_move_to(BLACK, cmd); }

// The obsolete "white" / "black": that side moves next, the engine plays the other.
void XBoardDriver::give_the_move_to(Color c, const CommandLine& cmd) {
    discard_search();
    const bool flips = current.position().side_to_move() != c;
    if (std::string e = current.set_side_to_move(c); !e.empty()) return error(e, cmd);
    if (flips) clock.restart_session(c); // a new set-up position
    engine_color = ~c;
    force_mode = false;
    position_changed();
}

void XBoardDriver::cmd_holding(const CommandLine& cmd) {
    Pockets p;
    if (std::string e = parse_holding(cmd.args, p); !e.empty()) return error(e, cmd);
    if (!current.valid()) return error("no valid position is set", cmd);
    bool changed = false;
    if (std::string e = current.set_pockets(p, changed); !e.empty()) return error(e, cmd);
    if (!changed) return;
    // The pockets were not what the engine thought: whatever it was searching is wrong.
    excluded.clear();
    if (running == SearchKind::Analyze || running == SearchKind::Think) restart_search();
    else if (running == SearchKind::Ponder) discard_search();
}

void XBoardDriver::cmd_quit(const CommandLine&) { discard_search(); }

} // namespace parachute
