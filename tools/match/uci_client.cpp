#include "uci_client.h"

#include <sstream>

#include "protocol_util.h"

namespace parachute::match {

std::string UciClient::start() {
    if (std::string err = proc.start(full_command(cfg), cfg.dir, cfg.stderr_file); !err.empty()) return err;
    // As cutechess-cli does, init strings go first, before the protocol starts.
    for (const std::string& init : cfg.init_strings) proc.write_line(init);
    proc.write_line("uci");
    const std::chrono::milliseconds limit(cfg.start_timeout_ms);
    const TimePoint deadline = SteadyClock::now() + limit;
    std::string line;
    for (;;) {
        const Process::Read r = proc.read_line(line, deadline);
        if (r == Process::Read::Closed) return "engine exited during start-up";
        if (r == Process::Read::Timeout) return "engine did not send uciok within " + seconds_phrase(cfg.start_timeout_ms);
        if (line == "uciok") break;
        std::istringstream in(line);
        std::string word;
        in >> word;
        if (word == "id") {
            in >> word;
            if (word == "name") {
                std::getline(in >> std::ws, reported_name);
            }
        } else if (word == "option") {
            // option name N [N...] type T ... var V ...
            std::string name, w;
            in >> w;
            while (in >> w && w != "type") name += (name.empty() ? "" : " ") + w;
            options.insert(name);
            if (name == "UCI_Variant")
                while (in >> w)
                    if (w == "var" && in >> w) variants.insert(w);
        }
    }
    for (const auto& [name, value] : cfg.options) {
        if (!options.count(name)) return "engine has no option '" + name + "'";
        proc.write_line("setoption name " + name + " value " + value);
    }
    if (!responsive(limit)) return "engine did not answer isready within " + seconds_phrase(cfg.start_timeout_ms) + " after start-up";
    return "";
}

std::string UciClient::new_game(const GameSetup& setup) {
    game = setup;
    const std::string vname = traits(setup.variant).uci_name;
    if (setup.variant != Variant::Normal && !variants.count(vname))
        return "engine does not support variant " + vname + " (no such UCI_Variant value)";
    if (options.count("UCI_Variant")) proc.write_line("setoption name UCI_Variant value " + vname);
    proc.write_line("ucinewgame");
    if (!responsive(std::chrono::milliseconds(cfg.start_timeout_ms)))
        return "engine did not answer isready within " + seconds_phrase(cfg.start_timeout_ms) + " at the start of the game";
    return "";
}

EngineReply UciClient::go(const std::vector<PlayedMove>& moves, const ClockState& clocks) {
    std::string pos = game.standard_start && game.variant == Variant::Normal ? "position startpos"
                                                                             : "position fen " + game.fen;
    if (!moves.empty()) {
        pos += " moves";
        for (const PlayedMove& m : moves) pos += " " + m.coord;
    }
    proc.write_line(pos);
    const TimeControl& tc = cfg.tc;
    std::string cmd = "go";
    if (tc.clock) {
        cmd += " wtime " + std::to_string(std::max<int64_t>(1, clocks.white_ms));
        cmd += " btime " + std::to_string(std::max<int64_t>(1, clocks.black_ms));
        if (clocks.white_inc_ms) cmd += " winc " + std::to_string(clocks.white_inc_ms);
        if (clocks.black_inc_ms) cmd += " binc " + std::to_string(clocks.black_inc_ms);
        if (clocks.moves_to_go) cmd += " movestogo " + std::to_string(clocks.moves_to_go);
    }
    if (tc.move_time_ms) cmd += " movetime " + std::to_string(tc.move_time_ms);
    if (tc.nodes) cmd += " nodes " + std::to_string(tc.nodes);
    if (tc.depth) cmd += " depth " + std::to_string(tc.depth);
    // tc=inf alone: as cutechess-cli, a search the engine ends only when told to stop.
    if (!tc.limited()) cmd += " infinite";
    const TimePoint started = SteadyClock::now();
    proc.write_line(cmd);

    EngineReply reply;
    std::string line;
    for (;;) {
        if (!read_reply_line(line, clocks, started, reply)) {
            if (reply.kind == EngineReply::Kind::Timeout) proc.write_line("stop");
            return reply;
        }
        std::istringstream in(line);
        std::string word;
        in >> word;
        if (word == "bestmove") {
            in >> reply.text;
            reply.kind = reply.text.empty() ? EngineReply::Kind::Protocol : EngineReply::Kind::Move;
            if (reply.text.empty()) reply.text = "bestmove without a move";
            return reply;
        }
        if (word != "info") continue;
        bool lower_or_upper = false;
        int depth = 0, score = 0;
        bool has = false;
        while (in >> word) {
            if (word == "depth") in >> depth;
            else if (word == "lowerbound" || word == "upperbound") lower_or_upper = true;
            else if (word == "score") {
                std::string kind;
                int v = 0;
                if (in >> kind >> v) {
                    has = true;
                    if (kind == "cp") score = v;
                    else score = v > 0 ? MATE_SCORE - (2 * v - 1) : -MATE_SCORE - 2 * v;
                }
            } else if (word == "pv" || word == "string") break;
        }
        if (has && !lower_or_upper) {
            reply.has_score = true;
            reply.score_cp = score;
            reply.depth = depth;
        }
    }
}

void UciClient::game_over(const std::string&, const std::string&) {}

bool UciClient::responsive(std::chrono::milliseconds limit) {
    if (!proc.running()) return false;
    if (!proc.write_line("isready")) return false;
    const TimePoint deadline = SteadyClock::now() + limit;
    std::string line;
    for (;;) {
        if (proc.read_line(line, deadline) != Process::Read::Line) return false;
        if (line == "readyok") return true;
    }
}

void UciClient::send_quit() { proc.write_line("quit"); }

} // namespace parachute::match
