#include "engine_client.h"

#include <sstream>

#include "protocol_util.h"
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

bool EngineClient::read_reply_line(std::string& line, const ClockState& clocks, TimePoint started,
                                   EngineReply& reply) {
    const Process::Read r = proc.read_line(line, clocks.deadline);
    reply.elapsed_ms = elapsed_ms_since(started);
    if (r == Process::Read::Timeout) {
        reply.kind = EngineReply::Kind::Timeout;
        return false;
    }
    if (r == Process::Read::Closed) {
        reply.kind = EngineReply::Kind::Crash;
        reply.text = "engine process ended";
        return false;
    }
    return true;
}

} // namespace parachute::match
