#include "engine_client.h"

#include <sstream>

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

std::string full_command(const EngineConfig& cfg) {
    std::string cmd = cfg.cmd;
    for (const std::string& a : cfg.args) {
        cmd += " '";
        for (char c : a) cmd += c == '\'' ? std::string("'\\''") : std::string(1, c);
        cmd += "'";
    }
    return cmd;
}

std::string seconds_phrase(int64_t ms) {
    std::ostringstream s;
    s << double(ms) / 1000 << " s";
    return s.str();
}

std::unique_ptr<EngineClient> make_client(const EngineConfig& cfg) {
    if (cfg.protocol == Protocol::Uci) return std::make_unique<UciClient>(cfg);
    return std::make_unique<XboardClient>(cfg);
}

} // namespace parachute::match
