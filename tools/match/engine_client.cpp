#include "engine_client.h"

#include "uci_client.h"
#include "xboard_client.h"

namespace parachute::match {

void EngineClient::quit() {
    if (!proc.running()) return;
    send_quit();
    proc.stop(std::chrono::milliseconds(500));
}

std::string EngineClient::display_name() const {
    if (!cfg.name.empty()) return cfg.name;
    if (!reported_name.empty()) return reported_name;
    return cfg.cmd;
}

std::unique_ptr<EngineClient> make_client(const EngineConfig& cfg) {
    if (cfg.protocol == Protocol::Uci) return std::make_unique<UciClient>(cfg);
    return std::make_unique<XboardClient>(cfg);
}

} // namespace parachute::match
