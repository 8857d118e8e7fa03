// The engine's settings for both protocols: one table of options, from which CECP's
// `feature option=...` lines and UCI's `option name ...` lines are written, and one setter
// behind CECP's "option NAME=VALUE" and UCI's "setoption name NAME value VALUE".
#pragma once

#include <string>
#include <vector>

#include "../rules/variant.h"
#include "../search/search.h"

namespace parachute {

// UCI_Elo's range. The levels have no measured rating yet, so the scale is nominal:
// level L stands for MIN_ELO + 100 (L - 1), full strength (level 20) for MAX_ELO.
constexpr int MIN_ELO = 1000;
constexpr int MAX_ELO = 2900;
// The skill level (1-20) that plays at about this nominal rating.
int skill_for_elo(int elo);

struct EngineOptions {
    SearchOptions search; // search.skill follows Skill Level, or UCI_Elo when strength is limited
    DrawRules crazyhouse_draws = DrawRules::ChessPlayX;
    bool resign = false; // resign hopeless games (off: play on to the end); CECP only
    std::string net_paths[VARIANT_NB]; // EvalFile per variant; empty: the built-in net

    // UCI only: CECP has commands (variant, hard/easy) where UCI has these options.
    Variant variant = Variant::Normal; // UCI_Variant
    bool ponder = false;               // the GUI may ponder (it decides; nothing changes here)
    int skill_level = 20;
    bool limit_strength = false; // UCI_LimitStrength: UCI_Elo decides the level, not Skill Level
    int elo = MAX_ELO;
    std::string eval_file; // EvalFile: a net for the variant its file names

    // One `feature option="..."` line per CECP option, with its current value.
    std::vector<std::string> features() const;
    // One `option name ... type ...` line per UCI option, with its current value.
    std::vector<std::string> uci_options() const;

    // "option NAME=VALUE" (rest = "NAME=VALUE"): "" or what is wrong. Hash and Threads are
    // set by memory and cores; they are accepted here too for clients that send them.
    std::string apply(const std::string& rest);
    // setoption: "" or what is wrong. Names are matched without regard to case, as the UCI
    // specification asks, and '_' stands for a blank; checks are true or false.
    std::string set_uci(const std::string& name, const std::string& value);
    // Whether setoption's name means the UCI option spelt `option` in the option list
    // ("uci_variant" means "UCI_Variant"), by the same matching as set_uci.
    static bool uci_name_means(const std::string& name, const std::string& option);

    // Where the two setters meet: "" or what is wrong.
    std::string set_net(Variant v, const std::string& path);
    std::string set_net_of_file(const std::string& path);
    void update_skill() { search.skill = limit_strength ? skill_for_elo(elo) : skill_level; }
    // Reads variant v's built-in net now if the search will use it, so that the first
    // search in a variant does not pay for it from its clock.
    void prepare_net(Variant v) const;
};

} // namespace parachute
