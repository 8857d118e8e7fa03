#include "fake_engine.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>
#include <utility>

#include "../../engine/rules/movegen.h"
#include "../../engine/rules/notation.h"
#include "../../engine/util/numbers.h"
#include "../../engine/util/random.h"

namespace parachute::match {

namespace {

struct Script {
    bool uci = false;
    std::string name = "Fake";
    bool random_pick = false;
    uint64_t seed = 1;
    int score = 0;
    bool has_score = false;
    int delay_ms = 0;
    std::vector<std::string> line;
    std::string fault;
    int fault_at = 1;
    bool setboard = true; // setboard=0: announce no setboard, so the runner uses edit
};

class FakeEngine {
public:
    explicit FakeEngine(const Script& s) : script(s), rng(s.seed) { pos.set_start(Variant::Normal); }
    int run();

private:
    void send(const std::string& text) {
        std::cout << text << std::endl;
    }
    // The reply to a request for a move; empty when the engine goes silent.
    std::string choose();
    bool xboard_command(const std::string& cmd, std::istringstream& in);
    bool uci_command(const std::string& cmd, std::istringstream& in);
    void xboard_think();

    Script script;
    Rng rng;
    Position pos;
    Variant variant = Variant::Normal;
    bool forced = false;
    int moves_asked = 0;
    // The command that released a late move, to be obeyed once the move is sent.
    std::optional<std::string> held;
    // Edit mode (protocol 1 set-up): the board being built, and the colour being placed.
    bool editing = false;
    char edit_board[64] = {};
    Color edit_color = WHITE;
    void edit_command(const std::string& cmd);
};

std::string FakeEngine::choose() {
    ++moves_asked;
    const bool fault_now = moves_asked == script.fault_at;
    if (fault_now) {
        const std::string& f = script.fault;
        if (f == "crash") std::_Exit(3);
        if (f == "hang") for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
        if (f == "late" && !std::getline(std::cin, held.emplace())) held.reset();
        if (f == "illegal") return "a1a1";
        if (f == "malformed") return "hello";
        if (f == "slow") std::this_thread::sleep_for(std::chrono::milliseconds(script.delay_ms));
    }
    if (script.delay_ms && script.fault != "slow") std::this_thread::sleep_for(std::chrono::milliseconds(script.delay_ms));
    MoveList legal;
    generate_legal(pos, legal);
    if (!legal.size()) return "";
    Move m = script.random_pick ? legal.moves[rng.below(uint64_t(legal.size()))]
                                : legal.moves[0];
    const size_t ply = size_t(pos.game_ply());
    if (ply < script.line.size())
        if (const Move scripted = parse_move(pos, script.line[ply])) m = scripted;
    return move_to_uci(m);
}

void FakeEngine::xboard_think() {
    if (moves_asked + 1 == script.fault_at) {
        if (script.fault == "claim") {
            ++moves_asked;
            send(pos.side_to_move() == WHITE ? "1-0 {White mates}" : "0-1 {Black mates}");
            return;
        }
        if (script.fault == "drawclaim") {
            ++moves_asked;
            send("1/2-1/2 {Draw by repetition}");
            return;
        }
        if (script.fault == "resign") {
            ++moves_asked;
            send("resign");
            return;
        }
    }
    const std::string move = choose();
    if (move.empty()) return;
    if (script.has_score) send("1 " + std::to_string(script.score) + " 0 1 " + move);
    if (const Move m = parse_move(pos, move)) pos.do_move(m);
    send("move " + move);
}

// Builds the edited board as a FEN (no castling, no en passant) when edit mode ends.
void FakeEngine::edit_command(const std::string& cmd) {
    if (cmd == "#") {
        std::fill(std::begin(edit_board), std::end(edit_board), 0);
    } else if (cmd == "c") {
        edit_color = ~edit_color;
    } else if (cmd == ".") {
        editing = false;
        std::string fen;
        for (int rank = 7; rank >= 0; --rank) {
            int empty = 0;
            for (int file = 0; file < 8; ++file) {
                const char c = edit_board[rank * 8 + file];
                if (!c) {
                    ++empty;
                    continue;
                }
                if (empty) fen += char('0' + empty);
                empty = 0;
                fen += c;
            }
            if (empty) fen += char('0' + empty);
            if (rank) fen += '/';
        }
        fen += pos.side_to_move() == WHITE ? " w - - 0 1" : " b - - 0 1";
        if (!pos.set(fen, variant).empty()) send("tellusererror Illegal position");
    } else if (cmd.size() == 3) {
        const int sq = (cmd[2] - '1') * 8 + (cmd[1] - 'a');
        if (sq >= 0 && sq < 64) edit_board[sq] = char(edit_color == WHITE ? cmd[0] : std::tolower(cmd[0]));
    }
}

bool FakeEngine::xboard_command(const std::string& cmd, std::istringstream& in) {
    std::string arg;
    if (editing) {
        edit_command(cmd);
        return true;
    }
    if (cmd == "edit") {
        editing = true;
        edit_color = WHITE;
    } else if (cmd == "protover") {
        if (script.fault == "nostart") {
            send("feature done=0");
            return true;
        }
        send("feature myname=\"" + script.name + "\" usermove=1 setboard=" + (script.setboard ? "1" : "0")
             + " ping=1 sigint=0 sigterm=0 variants=\"" + variant_names(",") + "\" done=1");
    } else if (cmd == "ping") {
        in >> arg;
        if (script.fault != "nostart") send("pong " + arg);
    } else if (cmd == "new") {
        variant = Variant::Normal;
        pos.set_start(variant);
        forced = false;
        moves_asked = 0;
    } else if (cmd == "variant") {
        in >> arg;
        parse_variant(arg, variant);
        pos.set_start(variant);
    } else if (cmd == "force") {
        forced = true;
    } else if (cmd == "setboard") {
        std::getline(in >> std::ws, arg);
        if (!pos.set(arg, variant).empty()) send("tellusererror Illegal position");
    } else if (cmd == "usermove") {
        in >> arg;
        const Move m = parse_move(pos, arg);
        if (!m || (script.fault == "reject" && moves_asked + 1 == script.fault_at)) {
            ++moves_asked;
            send("Illegal move: " + arg);
            return true;
        }
        pos.do_move(m);
        if (!forced) xboard_think();
    } else if (cmd == "go") {
        forced = false;
        xboard_think();
    } else if (cmd == "quit") {
        return false;
    }
    return true;
}

bool FakeEngine::uci_command(const std::string& cmd, std::istringstream& in) {
    std::string arg;
    if (cmd == "uci") {
        if (script.fault == "nostart") return true;
        send("id name " + script.name);
        send(std::string("option name UCI_Variant type combo default ") + traits(Variant::Normal).uci_name + " var "
             + variant_names(" var ", &VariantTraits::uci_name));
        send("uciok");
    } else if (cmd == "isready") {
        if (script.fault != "nostart") send("readyok");
    } else if (cmd == "setoption") {
        std::string name, value, w;
        in >> w >> name >> w >> value;
        if (name == "UCI_Variant" && !parse_variant(value, variant)) variant = Variant::Normal;
    } else if (cmd == "ucinewgame") {
        moves_asked = 0;
    } else if (cmd == "position") {
        in >> arg;
        if (arg == "startpos") {
            pos.set_start(variant);
            in >> arg;
        } else {
            std::string fen, w;
            while (in >> w && w != "moves") fen += (fen.empty() ? "" : " ") + w;
            pos.set(fen, variant);
            arg = w;
        }
        while (in >> arg)
            if (const Move m = parse_move(pos, arg)) pos.do_move(m);
    } else if (cmd == "go") {
        const std::string move = choose();
        if (script.has_score) send("info depth 1 score cp " + std::to_string(script.score) + " pv " + move);
        send("bestmove " + (move.empty() ? std::string("(none)") : move));
    } else if (cmd == "quit") {
        return false;
    }
    return true;
}

int FakeEngine::run() {
    std::string line;
    while (held || std::getline(std::cin, line)) {
        if (held) line = *std::exchange(held, std::nullopt);
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (!(script.uci ? uci_command(cmd, in) : xboard_command(cmd, in))) break;
    }
    return 0;
}

} // namespace

int run_fake_engine(const std::vector<std::string>& settings) {
    Script s;
    for (const std::string& kv : settings) {
        const size_t eq = kv.find('=');
        const std::string key = kv.substr(0, eq), value = eq == std::string::npos ? "" : kv.substr(eq + 1);
        std::string bad;
        if (key == "proto") s.uci = value == "uci";
        else if (key == "name") s.name = value;
        else if (key == "pick") s.random_pick = value == "random";
        else if (key == "seed") bad = parse_integer_option(key, value, 0, INTEGER_HIGHEST).into(s.seed);
        else if (key == "score") bad = parse_integer_option(key, value, -1000000, 1000000).into(s.score), s.has_score = true;
        else if (key == "delay") bad = parse_integer_option(key, value, 0, 3600000).into(s.delay_ms);
        else if (key == "fault") s.fault = value;
        else if (key == "at") bad = parse_integer_option(key, value, 0, 1000000).into(s.fault_at);
        else if (key == "setboard") s.setboard = value != "0";
        else if (key == "line") {
            std::istringstream in(value);
            std::string m;
            while (std::getline(in, m, ',')) s.line.push_back(m);
        } else {
            bad = "unknown setting '" + kv + "'";
        }
        if (!bad.empty()) {
            std::cerr << "fake engine: " << bad << '\n';
            return 2;
        }
    }
    FakeEngine e(s);
    return e.run();
}

} // namespace parachute::match
