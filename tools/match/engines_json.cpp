#include "engines_json.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <unistd.h>

#include "../../engine/util/numbers.h"
#include "json.h"

namespace parachute::match {

std::string default_engines_json() {
    if (access("engines.json", F_OK) == 0) return "engines.json";
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    if (xdg && *xdg) return std::string(xdg) + "/cutechess/engines.json";
    const char* home = std::getenv("HOME");
    return std::string(home && *home ? home : ".") + "/.config/cutechess/engines.json";
}

void set_engine_option(EngineConfig& e, const std::string& name, const std::string& value) {
    for (auto& [n, v] : e.options)
        if (n == name) {
            v = value;
            return;
        }
    e.options.emplace_back(name, value);
}

std::string set_timeout_scale(EngineConfig& e, const std::string& factor) {
    const std::optional<double> f = parse_decimal(factor);
    if (!f || !(*f > 0 && *f < 1e6)) return "a factor above 0";
    e.start_timeout_ms = int64_t(10000 * *f);
    e.feature_timeout_ms = std::max<int64_t>(1, int64_t(2000 * *f));
    return "";
}

namespace {

// The top-level array of the file; "" or what is wrong.
std::string read_list(const std::string& path, JsonValue& list) {
    std::ifstream in(path);
    if (!in) return "cannot read engine configuration file '" + path + "'";
    std::stringstream text;
    text << in.rdbuf();
    if (std::string e = parse_json(text.str(), list); !e.empty()) return path + ": " + e;
    if (list.type != JsonValue::Type::Array) return path + ": the file must hold a JSON array of engine objects";
    for (const JsonValue& entry : list.items)
        if (entry.type != JsonValue::Type::Object) return path + ": every entry of the array must be an object";
    return "";
}

std::string string_field(const JsonValue& entry, const char* key, std::string& out) {
    const JsonValue* v = entry.find(key);
    if (!v || v->type == JsonValue::Type::Null) return "";
    if (v->type != JsonValue::Type::String) return std::string("'") + key + "' must be a string";
    out = v->text;
    return "";
}

std::string bool_field(const JsonValue& entry, const char* key, bool& out) {
    const JsonValue* v = entry.find(key);
    if (!v || v->type == JsonValue::Type::Null) return "";
    if (v->type != JsonValue::Type::Bool) return std::string("'") + key + "' must be true or false";
    out = v->boolean;
    return "";
}

// The fields this runner uses; others (variants, validateClaims, debug, ponder) are
// cutechess-cli's own and ignored, as cutechess-cli ignores fields it does not know.
std::string read_entry(const JsonValue& entry, EngineConfig& e) {
    std::string err, protocol, restart;
    if (!(err = string_field(entry, "name", e.name)).empty()) return err;
    if (!(err = string_field(entry, "command", e.cmd)).empty()) return err;
    if (!(err = string_field(entry, "workingDirectory", e.dir)).empty()) return err;
    if (!(err = string_field(entry, "stderrFile", e.stderr_file)).empty()) return err;
    if (!(err = string_field(entry, "protocol", protocol)).empty()) return err;
    if (protocol == "uci") e.protocol = Protocol::Uci;
    else if (protocol == "xboard" || protocol.empty()) e.protocol = Protocol::Xboard;
    else return "unknown protocol '" + protocol + "' (xboard or uci)";
    if (!(err = string_field(entry, "restart", restart)).empty()) return err;
    if (restart == "on") e.restart_each_game = true;
    else if (!restart.empty() && restart != "off" && restart != "auto") return "bad restart '" + restart + "' (auto, on or off)";
    if (!(err = bool_field(entry, "whitepov", e.white_pov)).empty()) return err;
    if (const JsonValue* scale = entry.find("timeoutScaleFactor")) {
        if (scale->type != JsonValue::Type::Number) return "'timeoutScaleFactor' must be a number";
        if (std::string bad = set_timeout_scale(e, scale->text); !bad.empty())
            return "bad timeoutScaleFactor " + scale->text + " (" + bad + ")";
    }
    if (const JsonValue* init = entry.find("initStrings")) {
        if (init->type != JsonValue::Type::Array) return "'initStrings' must be an array of strings";
        for (const JsonValue& s : init->items) {
            if (s.type != JsonValue::Type::String) return "'initStrings' must be an array of strings";
            e.init_strings.push_back(s.text);
        }
    }
    if (const JsonValue* options = entry.find("options")) {
        if (options->type != JsonValue::Type::Array) return "'options' must be an array of objects";
        for (const JsonValue& o : options->items) {
            const JsonValue* name = o.find("name");
            if (o.type != JsonValue::Type::Object || !name || name->type != JsonValue::Type::String)
                return "every entry of 'options' must be an object with a \"name\" string";
            // An option without a value (a button) has nothing to set.
            const JsonValue* value = o.find("value");
            if (!value || value->type == JsonValue::Type::Null) continue;
            if (value->type == JsonValue::Type::Array || value->type == JsonValue::Type::Object)
                return "option '" + name->text + "' has a value that is not a string, number or boolean";
            set_engine_option(e, name->text, value->scalar_text());
        }
    }
    return "";
}

} // namespace

std::string engine_from_json_file(const std::string& path, const std::string& name, EngineConfig& out) {
    JsonValue list;
    if (std::string e = read_list(path, list); !e.empty()) return e;
    for (const JsonValue& entry : list.items) {
        const JsonValue* n = entry.find("name");
        if (!n || n->type != JsonValue::Type::String || n->text != name) continue;
        EngineConfig e;
        if (std::string err = read_entry(entry, e); !err.empty()) return path + ": engine '" + name + "': " + err;
        out = e;
        return "";
    }
    return "no engine called '" + name + "' in " + path;
}

std::string engine_names_in_json_file(const std::string& path, std::vector<std::string>& names) {
    JsonValue list;
    if (std::string e = read_list(path, list); !e.empty()) return e;
    for (const JsonValue& entry : list.items)
        if (const JsonValue* n = entry.find("name"); n && n->type == JsonValue::Type::String) names.push_back(n->text);
    return "";
}

} // namespace parachute::match
