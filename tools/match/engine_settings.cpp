#include "engine_settings.h"

#include <algorithm>

#include "../../engine/util/numbers.h"
#include "engines_json.h"

namespace parachute::match {

namespace {

// cutechess-cli writes several lines into one initstr= with a literal "\n".
void add_init_strings(const std::string& value, EngineConfig& e) {
    size_t from = 0;
    for (size_t at; (at = value.find("\\n", from)) != std::string::npos; from = at + 2)
        e.init_strings.push_back(value.substr(from, at - from));
    e.init_strings.push_back(value.substr(from));
}

// What the words said beyond the configuration itself.
struct Given {
    bool infinite = false; // tc=inf was the last tc= given
    bool book = false;     // book= or bookdepth=
};

std::string apply_word(const std::string& word, EngineConfig& e, Given& given) {
    const size_t eq = word.find('=');
    const std::string key = word.substr(0, eq);
    const bool has_value = eq != std::string::npos;
    const std::string value = has_value ? word.substr(eq + 1) : "";
    // The flags of cutechess-cli take no value.
    if (key == "whitepov") e.white_pov = true;
    else if (key == "trust" || key == "ponder") {
        // Claims are always checked against the rules, and the runner never lets an
        // engine ponder; accepted so that cutechess-cli lines run (see README).
    } else if (!has_value) {
        return "expected key=value, got '" + word + "'";
    } else if (key == "conf") {
        // Read before the other words (build_engine).
    } else if (key == "cmd") e.cmd = value;
    else if (key == "arg") e.args.push_back(value);
    else if (key == "initstr") add_init_strings(value, e);
    else if (key == "dir") e.dir = value;
    else if (key == "name") e.name = value;
    else if (key == "stderr") e.stderr_file = value;
    else if (key == "proto") {
        if (value == "xboard" || value == "cecp") e.protocol = Protocol::Xboard;
        else if (value == "uci") e.protocol = Protocol::Uci;
        else return "unknown protocol '" + value + "' (use xboard or uci)";
    } else if (key == "restart") {
        if (value == "on") e.restart_each_game = true;
        else if (value == "off" || value == "auto") e.restart_each_game = false;
        else return "bad restart=" + value + " (auto, on or off)";
    } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
        set_engine_option(e, key.substr(7), value);
    } else if (key == "tc") {
        given.infinite = value == "inf" || value == "infinite";
        return parse_tc(value, e.tc);
    } else if (key == "st") {
        if (!parse_seconds(value, e.tc.move_time_ms) || !e.tc.move_time_ms) return "bad st=" + value + " (seconds per move)";
    } else if (key == "nodes") {
        return parse_integer_option(key, value, 1, int64_t(1) << 60).into(e.tc.nodes);
    } else if (key == "depth" || key == "plies") {
        return parse_integer_option(key, value, 1, 1000).into(e.tc.depth);
    } else if (key == "timemargin") {
        return parse_integer_option(key, value, 0, int64_t(1) << 40).into(e.tc.margin_ms);
    } else if (key == "pingtimeout") {
        if (!parse_seconds(value, e.start_timeout_ms) || !e.start_timeout_ms) return "bad pingtimeout=" + value + " (seconds)";
    } else if (key == "tscale") {
        if (std::string bad = set_timeout_scale(e, value); !bad.empty()) return "bad tscale=" + value + " (" + bad + ")";
    } else if (key == "book" || key == "bookdepth") {
        // Reading Polyglot books needs their published key table, which is not carried
        // here; the line still runs, with the warning build_engine gives.
        given.book = true;
        if (key == "book" && value.empty()) return "book= needs a file name";
        int plies = 0;
        if (key == "bookdepth") return parse_integer_option(key, value, 1, 1000).into(plies);
    } else {
        return "unknown engine setting '" + key + "'";
    }
    return "";
}

// The value of the last conf= among words, or "".
std::string conf_name(const EngineWords& words) {
    std::string name;
    for (const std::string& w : words)
        if (w.rfind("conf=", 0) == 0) name = w.substr(5);
    return name;
}

} // namespace

std::string build_engine(const EngineWords& each, const EngineWords& own, const std::string& engines_json,
                         EngineConfig& out, std::vector<std::string>& warnings) {
    EngineConfig e;
    std::string conf = conf_name(own);
    if (conf.empty()) conf = conf_name(each);
    if (!conf.empty())
        if (std::string err = engine_from_json_file(engines_json, conf, e); !err.empty()) return err;
    Given given;
    for (const EngineWords* words : {&each, &own})
        for (const std::string& w : *words)
            if (std::string err = apply_word(w, e, given); !err.empty()) return err;
    if (e.cmd.empty()) return "no cmd= (or conf=)";
    // As in cutechess-cli, a time per move overrides a clock given as well.
    if (e.tc.move_time_ms) e.tc.clock = false;
    if (!e.tc.limited() && !given.infinite) return "no time control (tc=, st=, nodes= or depth=)";
    if (given.book)
        warnings.push_back("book= and bookdepth= are accepted, but no Polyglot book is used: "
                           "give the openings with -openings file=F");
    out = e;
    return "";
}

} // namespace parachute::match
