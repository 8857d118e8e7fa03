// The client side of CECP (XBoard protocol 2): feature negotiation, setboard, time and
// otim in centiseconds, usermove, ping/pong, thinking output for scores, and result
// claims.
#pragma once

#include "engine_client.h"

namespace parachute::match {

class XboardClient : public EngineClient {
public:
    using EngineClient::EngineClient;
    std::string start() override;
    std::string new_game(const GameSetup& setup) override;
    EngineReply go(const std::vector<PlayedMove>& moves, const ClockState& clocks) override;
    void game_over(const std::string& result, const std::string& reason) override;
    bool responsive(std::chrono::milliseconds limit) override;

private:
    void send_quit() override;
    void read_features(const std::string& line, bool& done);
    std::string move_text(const PlayedMove& m) const;
    void send_limits();
    std::string edit_commands(const GameSetup& setup, std::vector<std::string>& out);

    // Negotiated features (protocol defaults until the engine says otherwise).
    bool f_usermove = false, f_setboard = false, f_ping = false, f_san = false;
    std::string f_variants;
    int ping_counter = 0;
    // Moves of the current game the engine has been told about, and whether it is in
    // force mode (then it needs "go" to start thinking).
    size_t known_moves = 0;
    bool forced = true;
};

} // namespace parachute::match
