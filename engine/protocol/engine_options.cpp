#include "engine_options.h"

#include <algorithm>

#include "../../nn/embedded.h"
#include "cecp_parse.h"

namespace parachute {

namespace {

constexpr int64_t MAX_HASH_MB = 1 << 16;
constexpr int64_t MAX_THREADS = 256;
constexpr int64_t MAX_OVERHEAD_MS = 5000;

std::string spin(const std::string& value, int64_t lo, int64_t hi, int64_t& out) {
    if (!parse_int(value, out) || out < lo || out > hi)
        return "expected a number from " + std::to_string(lo) + " to " + std::to_string(hi);
    return "";
}

} // namespace

std::vector<std::string> EngineOptions::features() const {
    const bool samara = crazyhouse_draws == DrawRules::Samara;
    return {
        "feature option=\"Skill_Level -spin " + std::to_string(search.skill) + " 1 20\"",
        std::string("feature option=\"Crazyhouse_Draw_Rules -combo ") + (samara ? "ChessPlayX /// *Samara" : "*ChessPlayX /// Samara") + "\"",
        std::string("feature option=\"Resign -check ") + (resign ? "1" : "0") + "\"",
        "feature option=\"Move_Overhead -spin " + std::to_string(search.move_overhead_ms) + " 0 "
            + std::to_string(MAX_OVERHEAD_MS) + "\"",
        std::string("feature option=\"Use_NNUE -check ") + (search.nnue ? "1" : "0") + "\"",
        "feature option=\"EvalFile_normal -file " + net_paths[int(Variant::Normal)] + "\"",
        "feature option=\"EvalFile_crazyhouse -file " + net_paths[int(Variant::Crazyhouse)] + "\"",
        "feature option=\"EvalFile_knightmate -file " + net_paths[int(Variant::Knightmate)] + "\"",
        "feature option=\"EvalFile_racingkings -file " + net_paths[int(Variant::RacingKings)] + "\"",
    };
}

std::string EngineOptions::apply(const std::string& rest) {
    const size_t eq = rest.find('=');
    // Names have no spaces, because python-chess takes an option's name to end at the
    // first space; the spaced spellings of earlier versions are still understood.
    std::string name = rest.substr(0, eq);
    std::replace(name.begin(), name.end(), ' ', '_');
    const std::string value = eq == std::string::npos ? "" : rest.substr(eq + 1);
    int64_t n = 0;
    if (name == "Skill_Level") {
        if (std::string e = spin(value, 1, 20, n); !e.empty()) return e;
        search.skill = int(n);
    } else if (name == "Crazyhouse_Draw_Rules") {
        if (value == "ChessPlayX") crazyhouse_draws = DrawRules::ChessPlayX;
        else if (value == "Samara") crazyhouse_draws = DrawRules::Samara;
        else return "expected ChessPlayX or Samara";
    } else if (name == "Resign") {
        if (value != "0" && value != "1") return "expected 0 or 1";
        resign = value == "1";
    } else if (name == "Move_Overhead") {
        if (std::string e = spin(value, 0, MAX_OVERHEAD_MS, n); !e.empty()) return e;
        search.move_overhead_ms = n;
    } else if (name == "Use_NNUE") {
        if (value != "0" && value != "1") return "expected 0 or 1";
        search.nnue = value == "1";
    } else if (name.rfind("EvalFile_", 0) == 0) {
        Variant v;
        if (!parse_variant(name.substr(9), v)) return "unknown variant in option name";
        // An empty path goes back to the net built into the binary; a bad file leaves
        // the current net in place.
        if (value.empty()) {
            search.nets[int(v)] = nullptr;
        } else {
            std::string error;
            auto net = nn::load_net(value, v, error);
            if (!net) return "cannot load the net, keeping the current one: " + error;
            search.nets[int(v)] = net;
        }
        net_paths[int(v)] = value;
    } else if (name == "Hash") {
        if (std::string e = spin(value, 1, MAX_HASH_MB, n); !e.empty()) return e;
        search.hash_mb = size_t(n);
    } else if (name == "Threads") {
        if (std::string e = spin(value, 1, MAX_THREADS, n); !e.empty()) return e;
        search.threads = int(n);
    } else {
        return "unknown option";
    }
    return "";
}

} // namespace parachute
