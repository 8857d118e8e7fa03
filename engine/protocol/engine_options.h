// The engine's settings as CECP exposes them: the "option" features it announces, the
// "option NAME=VALUE" command, and the dedicated memory / cores commands.
#pragma once

#include <string>
#include <vector>

#include "../rules/variant.h"
#include "../search/search.h"

namespace parachute {

struct EngineOptions {
    SearchOptions search;
    DrawRules crazyhouse_draws = DrawRules::ChessPlayX;
    bool resign = false; // resign hopeless games (off: play on to the end)
    std::string net_paths[VARIANT_NB]; // EvalFile per variant; empty: the built-in net

    // One `feature option="..."` line per option, with its current value.
    std::vector<std::string> features() const;

    // "option NAME=VALUE" (rest = "NAME=VALUE"): "" or what is wrong. Hash and Threads are
    // set by memory and cores; they are accepted here too for clients that send them.
    std::string apply(const std::string& rest);
};

} // namespace parachute
