// The client side of UCI, with Fairy-Stockfish's variant extension: UCI_Variant,
// position fen ... moves ..., go with clocks, movetime, nodes or depth.
#pragma once

#include <set>

#include "engine_client.h"

namespace parachute::match {

class UciClient : public EngineClient {
public:
    using EngineClient::EngineClient;
    std::string start() override;
    std::string new_game(const GameSetup& setup) override;
    EngineReply go(const std::vector<PlayedMove>& moves, const ClockState& clocks) override;
    void game_over(const std::string& result, const std::string& reason) override;
    bool responsive(std::chrono::milliseconds limit) override;

private:
    void send_quit() override;
    std::set<std::string> options;  // names the engine declared
    std::set<std::string> variants; // the values UCI_Variant accepts
    GameSetup game;
};

} // namespace parachute::match
