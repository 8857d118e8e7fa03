// What the game loop needs from an engine, whatever its protocol: start it, set up a
// game, ask for a move under the runner's clocks, tell it the result, check it is alive.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "../../engine/rules/variant.h"
#include "process.h"
#include "time_control.h"

namespace parachute::match {

enum class Protocol { Xboard, Uci };

struct EngineConfig {
    std::string name;
    std::string cmd;
    std::vector<std::string> args; // arg=: extra arguments, each kept whole
    std::string dir;
    Protocol protocol = Protocol::Xboard;
    std::vector<std::pair<std::string, std::string>> options;
    std::vector<std::string> init_strings; // sent as they are before the handshake
    std::string stderr_file;   // "" : the engine's stderr is the runner's
    bool restart_each_game = false; // restart=on: a fresh process for every game
    bool white_pov = false;    // the engine reports scores from white's side
    TimeControl tc;
    // How long the handshake and each ping (isready) may take before the engine counts as dead.
    int64_t start_timeout_ms = 10000;
    // CECP: how long the engine may take to send its first "feature" line after
    // "protover 2" before it is taken for a protocol-1 engine. 0: two seconds, as XBoard
    // and cutechess-cli give, or start_timeout_ms when that is shorter.
    int64_t feature_timeout_ms = 0;
};

// cmd with args appended, quoted so that split_command gives each back whole.
std::string full_command(const EngineConfig& cfg);

// "10 s", "0.2 s": a timeout as the error messages show it.
std::string seconds_phrase(int64_t ms);

// A move as both protocols and the PGN need it.
struct PlayedMove {
    std::string coord; // e2e4, e7e8q, N@d5
    std::string san;
};

struct GameSetup {
    Variant variant = Variant::Normal;
    std::string fen;          // the position before the first move
    bool standard_start = true; // fen is the variant's usual start position
};

struct ClockState {
    int64_t own_ms = 0, opp_ms = 0;     // on the clocks when the search starts
    int64_t white_ms = 0, black_ms = 0;
    int64_t white_inc_ms = 0, black_inc_ms = 0;
    int moves_to_go = 0;
    TimePoint deadline;                 // after this the move is too late: stop waiting
};

struct EngineReply {
    enum class Kind { Move, Resign, Claim, Timeout, Crash, Protocol };
    Kind kind = Kind::Crash;
    std::string text;      // the move, the claim line, or what went wrong
    bool has_score = false;
    int score_cp = 0;      // from the engine's own point of view; mates as +-(30000 - plies)
    int depth = 0;
    int64_t elapsed_ms = 0;
};

class EngineClient {
public:
    explicit EngineClient(EngineConfig c) : cfg(std::move(c)) {}
    virtual ~EngineClient() = default;

    // Launches the engine and completes the protocol handshake; "" or what failed.
    virtual std::string start() = 0;
    // Prepares the engine for a new game and waits until it is ready; "" or what failed.
    virtual std::string new_game(const GameSetup& setup) = 0;
    // Asks for the move after `moves` (all moves since setup.fen).
    virtual EngineReply go(const std::vector<PlayedMove>& moves, const ClockState& clocks) = 0;
    virtual void game_over(const std::string& result, const std::string& reason) = 0;
    // True when the engine answers a ping (isready) within the time limit.
    virtual bool responsive(std::chrono::milliseconds limit) = 0;
    void quit();

    const EngineConfig& config() const { return cfg; }
    // The configured name, else the one the engine gives, else the command.
    std::string display_name() const;
    Process& process() { return proc; }

protected:
    virtual void send_quit() = 0;
    // The next line of the engine's answer to a move request. False when there is none:
    // the deadline passed (reply.kind Timeout) or the engine ended (Crash). Either way
    // reply.elapsed_ms counts from `started`.
    bool read_reply_line(std::string& line, const ClockState& clocks, TimePoint started, EngineReply& reply);
    EngineConfig cfg;
    std::string reported_name;
    Process proc;
};

std::unique_ptr<EngineClient> make_client(const EngineConfig& cfg);

// Mate scores are reported as "mate in N moves" (UCI) or near 100000 (CECP); both
// become +-(30000 - plies), so that adjudication can compare them with centipawns.
constexpr int MATE_SCORE = 30000;

} // namespace parachute::match
