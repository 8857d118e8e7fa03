// Helpers for the match-runner suites: the test binary doubles as the scripted fake
// engine (see match_fake_engine.cpp), so protocol tests need no outside program.
#pragma once

#include <ostream>
#include <string>
#include <unistd.h>

#include <ostream>

#include <sstream>

#include "../tools/match/game.h"
#include "../tools/match/run_command.h"
#include "../tools/match/tournament.h"

namespace parachute {
inline std::ostream& operator<<(std::ostream& os, GameResult r) { return os << result_string(r); }
namespace match {
inline std::ostream& operator<<(std::ostream& os, Fault f) {
    return os << (f == Fault::None ? "none" : f == Fault::LostOnTime ? "lost on time" : "broken");
}
} // namespace match
} // namespace parachute

namespace parachute::match::test {

// A whole match run in process: its exit code and what it printed.
struct Run {
    int code;
    std::string out, err;
};

inline Run run(MatchConfig& cfg) {
    std::ostringstream out, err;
    const int code = run_match(cfg, out, err);
    return {code, out.str(), err.str()};
}

// A command line run in process, as bin/parachute-match would run it.
inline Run command(const std::vector<std::string>& args, const std::string& engines_json = "/nonexistent/engines.json") {
    std::ostringstream out, err;
    const int code = run_command(args, out, err, engines_json);
    return {code, out.str(), err.str()};
}

// The command that starts this test binary as a fake engine with these settings. The
// binary is named through /proc/PID/exe, which stays valid even when a rebuild replaces
// the file while the tests run.
inline std::string fake_engine_cmd(const std::string& settings) {
    return "env 'PARACHUTE_FAKE_ENGINE=" + settings + "' /proc/" + std::to_string(getpid()) + "/exe";
}

inline EngineConfig fake_engine(const std::string& settings, const std::string& name,
                                Protocol proto = Protocol::Xboard) {
    EngineConfig e;
    e.name = name;
    e.cmd = fake_engine_cmd(settings + (proto == Protocol::Uci ? " proto=uci" : ""));
    e.protocol = proto;
    e.tc.clock = true;
    e.tc.base_ms = 10000;
    e.tc.increment_ms = 100;
    // The start-up waits only guard against a hang. Before its first answer the portable
    // build's fake engine spends 0.2 s of processor time finding its magic numbers, which
    // a loaded machine stretches past the runner's usual 10 s, and past the 2 s in which
    // a CECP engine must begin its features or be taken for a protocol-1 engine (moves
    // without usermove, no ping), whose games then go wrong.
    e.start_timeout_ms = 60000;
    e.feature_timeout_ms = 60000;
    return e;
}

} // namespace parachute::match::test
