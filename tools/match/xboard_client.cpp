#include "xboard_client.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "../../engine/rules/movegen.h"
#include "../../engine/rules/notation.h"
#include "protocol_util.h"

namespace parachute::match {

// CECP engines report a mate as 100000 + moves to mate (protocol 2) or, like Sjeng,
// as 1000000 - plies; anything that large becomes +-(MATE_SCORE - distance).
static int xboard_score(int score) {
    const int a = std::abs(score);
    if (a < 100000 - 1000) return score;
    const int base = a >= 1000000 - 10000 ? 1000000 : 100000;
    const int distance = std::min(std::abs(a - base), 999);
    return score > 0 ? MATE_SCORE - distance : -MATE_SCORE + distance;
}

// Splits "feature a=1 b="x y" done=1" into pairs and answers each as protocol 2 asks.
void XboardClient::read_features(const std::string& line, bool& done) {
    size_t i = 7; // after "feature"
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        const size_t eq = line.find('=', i);
        if (eq == std::string::npos) break;
        const std::string key = line.substr(i, eq - i);
        std::string value;
        i = eq + 1;
        if (i < line.size() && line[i] == '"') {
            const size_t close = line.find('"', i + 1);
            value = line.substr(i + 1, close == std::string::npos ? std::string::npos : close - i - 1);
            i = close == std::string::npos ? line.size() : close + 1;
        } else {
            const size_t sp = line.find(' ', i);
            value = line.substr(i, sp == std::string::npos ? std::string::npos : sp - i);
            i = sp == std::string::npos ? line.size() : sp;
        }
        bool accepted = true;
        if (key == "usermove") f_usermove = value == "1";
        else if (key == "setboard") f_setboard = value == "1";
        else if (key == "ping") f_ping = value == "1";
        else if (key == "san") f_san = value == "1";
        else if (key == "variants") f_variants = value;
        else if (key == "myname") reported_name = value;
        else if (key == "done") done = value == "1";
        else if (key == "sigint" || key == "sigterm" || key == "reuse" || key == "analyze"
                 || key == "draw" || key == "time" || key == "playother" || key == "pause"
                 || key == "nps" || key == "debug" || key == "memory" || key == "smp"
                 || key == "name" || key == "ics" || key == "exclude" || key == "setscore"
                 || key == "highlight" || key == "option" || key == "egt")
            accepted = true;
        else
            accepted = false;
        proc.write_line(std::string(accepted ? "accepted " : "rejected ") + key);
    }
}

std::string XboardClient::start() {
    if (std::string err = proc.start(full_command(cfg), cfg.dir, cfg.stderr_file); !err.empty()) return err;
    // As cutechess-cli does, init strings go first, before the protocol starts.
    for (const std::string& init : cfg.init_strings) proc.write_line(init);
    proc.write_line("xboard");
    proc.write_line("protover 2");
    // Protocol 2: an engine that sends no "feature done=0" gets two seconds (or
    // feature_timeout_ms); one that does may take the whole start-up limit to send "done=1".
    const std::chrono::milliseconds limit(cfg.start_timeout_ms);
    const std::chrono::milliseconds first = cfg.feature_timeout_ms > 0 ? std::chrono::milliseconds(cfg.feature_timeout_ms)
                                                                       : std::min(limit, std::chrono::milliseconds(2000));
    TimePoint deadline = SteadyClock::now() + first;
    bool done = false, waiting_for_done = false;
    std::string line;
    while (!done) {
        const Process::Read r = proc.read_line(line, deadline);
        if (r == Process::Read::Closed) return "engine exited during start-up";
        if (r == Process::Read::Timeout) {
            if (waiting_for_done) return "engine sent feature done=0 but no done=1 within " + seconds_phrase(cfg.start_timeout_ms);
            break;
        }
        if (line.rfind("feature", 0) == 0) {
            bool d = false;
            const bool had_done = line.find("done=") != std::string::npos;
            read_features(line, d);
            if (had_done && !d) {
                waiting_for_done = true;
                deadline = SteadyClock::now() + limit;
            }
            done = d;
        }
    }
    for (const auto& [name, value] : cfg.options) proc.write_line("option " + name + "=" + value);
    if (!responsive(limit)) return "engine did not answer ping within " + seconds_phrase(cfg.start_timeout_ms) + " after start-up";
    return "";
}

std::string XboardClient::move_text(const PlayedMove& m) const {
    return f_san ? m.san : m.coord;
}

void XboardClient::send_limits() {
    const TimeControl& tc = cfg.tc;
    if (tc.clock) {
        // level MPS BASE INC: BASE in minutes or minutes:seconds, INC in seconds.
        const int64_t base_s = tc.base_ms / 1000;
        std::string base = std::to_string(base_s / 60);
        if (base_s % 60) base += ":" + std::string(base_s % 60 < 10 ? "0" : "") + std::to_string(base_s % 60);
        std::ostringstream inc;
        inc << double(tc.increment_ms) / 1000;
        proc.write_line("level " + std::to_string(tc.moves_per_session) + " " + base + " " + inc.str());
    } else if (tc.move_time_ms) {
        std::ostringstream st;
        st << double(tc.move_time_ms) / 1000;
        proc.write_line("st " + st.str());
    } else if (tc.nodes) {
        // CECP has no node limit: "nps N" with "st 1" makes one second worth N nodes.
        proc.write_line("st 1");
    } else if (tc.depth) {
        // Depth only: a long enough clock that the depth decides.
        proc.write_line("level 0 1000 0");
    } else {
        // tc=inf alone. CECP has no unlimited search outside analyze mode, which never
        // moves; like cutechess-cli, a day per move.
        proc.write_line("st 86400");
    }
    if (tc.nodes) proc.write_line("nps " + std::to_string(tc.nodes));
    if (tc.depth) proc.write_line("sd " + std::to_string(tc.depth));
}

// Protocol 1's way to set up a position, for engines without setboard (Fairy-Max): a
// dummy white move when black is to move (edit keeps the side to move), then the pieces.
// Pockets, en passant and the move counters cannot be told this way.
std::string XboardClient::edit_commands(const GameSetup& setup, std::vector<std::string>& out) {
    Position pos;
    if (std::string err = pos.set(setup.fen, setup.variant); !err.empty()) return err;
    const std::string no_setboard = "engine has no setboard feature and ";
    if (!pos.hand_empty(WHITE) || !pos.hand_empty(BLACK))
        return no_setboard + "pockets cannot be set up with edit: " + setup.fen;
    if (pos.ep_square() != SQ_NONE) return no_setboard + "en passant cannot be set up with edit: " + setup.fen;
    if (pos.side_to_move() == BLACK) {
        Position start;
        start.set_start(setup.variant);
        MoveList legal;
        generate_legal(start, legal);
        out.push_back((f_usermove ? "usermove " : "") + move_to_uci(legal.moves[0]));
    }
    out.push_back("edit");
    out.push_back("#");
    static const char letters[] = " PNBRQMK";
    for (Color c : {WHITE, BLACK}) {
        if (c == BLACK) out.push_back("c");
        for (int sq = A1; sq <= H8; ++sq) {
            const Piece p = pos.piece_on(Square(sq));
            if (p != NO_PIECE && color_of(p) == c)
                out.push_back(letters[type_of(p)] + square_to_string(Square(sq)));
        }
    }
    out.push_back(".");
    return "";
}

std::string XboardClient::new_game(const GameSetup& setup) {
    const char* vname = traits(setup.variant).name;
    if (setup.variant != Variant::Normal && !f_variants.empty()
        && (',' + f_variants + ',').find(std::string(",") + vname + ",") == std::string::npos)
        return std::string("engine does not support variant ") + vname + " (its variants: " + f_variants + ")";
    std::vector<std::string> edit;
    if (!setup.standard_start && !f_setboard)
        if (std::string err = edit_commands(setup, edit); !err.empty()) return err;
    proc.write_line("new");
    if (setup.variant != Variant::Normal) proc.write_line(std::string("variant ") + vname);
    proc.write_line("force");
    if (!setup.standard_start && f_setboard) proc.write_line("setboard " + setup.fen);
    for (const std::string& line : edit) proc.write_line(line);
    send_limits();
    proc.write_line("post");
    proc.write_line("easy");
    known_moves = 0;
    forced = true;
    if (!responsive(std::chrono::milliseconds(cfg.start_timeout_ms)))
        return "engine did not answer ping within " + seconds_phrase(cfg.start_timeout_ms) + " at the start of the game";
    return "";
}

EngineReply XboardClient::go(const std::vector<PlayedMove>& moves, const ClockState& clocks) {
    const std::string prefix = f_usermove ? "usermove " : "";
    auto send_clocks = [&] {
        if (!cfg.tc.clock) return;
        proc.write_line("time " + std::to_string(std::max<int64_t>(0, clocks.own_ms) / 10));
        proc.write_line("otim " + std::to_string(std::max<int64_t>(0, clocks.opp_ms) / 10));
    };
    TimePoint started;
    if (forced) {
        for (; known_moves < moves.size(); ++known_moves) proc.write_line(prefix + move_text(moves[known_moves]));
        send_clocks();
        started = SteadyClock::now();
        proc.write_line("go");
        forced = false;
    } else {
        send_clocks();
        for (; known_moves + 1 < moves.size(); ++known_moves) proc.write_line(prefix + move_text(moves[known_moves]));
        started = SteadyClock::now();
        if (known_moves < moves.size()) proc.write_line(prefix + move_text(moves[known_moves++]));
    }
    EngineReply reply;
    std::string line;
    for (;;) {
        if (!read_reply_line(line, clocks, started, reply)) return reply;
        std::istringstream in(line);
        std::string word;
        in >> word;
        if (word == "move") {
            in >> reply.text;
            reply.kind = reply.text.empty() ? EngineReply::Kind::Protocol : EngineReply::Kind::Move;
            if (reply.text.empty()) reply.text = "empty move command";
            ++known_moves;
            return reply;
        }
        if (word == "1-0" || word == "0-1" || word == "1/2-1/2") {
            reply.kind = EngineReply::Kind::Claim;
            reply.text = line;
            return reply;
        }
        if (word == "resign") {
            reply.kind = EngineReply::Kind::Resign;
            return reply;
        }
        if (line.rfind("Illegal move", 0) == 0) {
            reply.kind = EngineReply::Kind::Protocol;
            reply.text = "engine rejected a legal move: " + line;
            return reply;
        }
        // Thinking output: "ply score time nodes pv...", ply possibly followed by a mark.
        int ply = 0, score = 0;
        if (std::sscanf(line.c_str(), "%d%*[.&]%d", &ply, &score) == 2
            || std::sscanf(line.c_str(), "%d %d", &ply, &score) == 2) {
            if (ply > 0) {
                reply.has_score = true;
                reply.depth = ply;
                reply.score_cp = xboard_score(score);
            }
        }
    }
}

void XboardClient::game_over(const std::string& result, const std::string& reason) {
    proc.write_line("result " + result + " {" + reason + "}");
    proc.write_line("force");
    forced = true;
}

bool XboardClient::responsive(std::chrono::milliseconds limit) {
    if (!proc.running()) return false;
    if (!f_ping) return !proc.exited();
    const std::string want = "pong " + std::to_string(++ping_counter);
    if (!proc.write_line("ping " + std::to_string(ping_counter))) return false;
    const TimePoint deadline = SteadyClock::now() + limit;
    std::string line;
    for (;;) {
        if (proc.read_line(line, deadline) != Process::Read::Line) return false;
        if (line == want) return true;
    }
}

void XboardClient::send_quit() { proc.write_line("quit"); }

} // namespace parachute::match
