#include "engine_options.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "../../nn/embedded.h"
#include "../eval/evaluate.h"
#include "../search/params.h"
#include "../util/numbers.h"

namespace parachute {

namespace {

constexpr int64_t MAX_HASH_MB = 1 << 16;
constexpr int64_t MAX_THREADS = 256;
constexpr int64_t MAX_OVERHEAD_MS = 5000;
constexpr int64_t MAX_MULTIPV = 256;
// The search parameters of tuning builds (search/params.h) are the options Tune_<name>.
constexpr const char* TUNE_PREFIX = "Tune_";

enum class Type { Spin, Check, Combo, Text };

// Who knows an option: CECP announces it as a feature, CECP's "option" command takes it
// (memory and cores are the protocol's own way to Hash and Threads), UCI has it.
enum Audience : unsigned { CECP_FEATURE = 1, CECP = 2, UCI = 4 };
constexpr unsigned EVERYONE = CECP_FEATURE | CECP | UCI;

// The value a setter receives, already checked against the option's type: the number of
// a spin, 0 or 1 for a check, the index of a combo's choice, the text of a text.
struct OptionValue {
    int64_t number = 0;
    std::string text;
};

struct Row {
    std::string name; // the UCI spelling, words apart; CECP writes '_' between them
    Type type;
    unsigned audience;
    int64_t min = 0, max = 0;
    std::vector<std::string> choices = {};
    // The current value as text: a number, 0 or 1, a choice, a text.
    std::string (*get)(const EngineOptions&) = nullptr;
    // "" or why the value cannot be taken.
    std::string (*set)(EngineOptions&, const OptionValue&) = nullptr;
    // A combo's other spellings of its choices, turned into the choice; nullptr: none.
    std::string (*spelling)(const std::string&) = nullptr;
};

template <int V> std::string net_path(const EngineOptions& o) { return o.net_paths[V]; }
template <int V> std::string set_net_path(EngineOptions& o, const OptionValue& v) { return o.set_net(Variant(V), v.text); }

// EvalFile_<variant> of each variant, in order.
template <int... V> void add_net_rows(std::vector<Row>& table, std::integer_sequence<int, V...>) {
    (table.push_back({"EvalFile_" + std::string(traits(Variant(V)).name), Type::Text, EVERYONE, 0, 0, {}, net_path<V>,
                      set_net_path<V>}),
     ...);
}

// UCI_Variant's choices: each variant's UCI name, as Fairy-Stockfish lists them.
std::vector<std::string> uci_variant_choices() {
    std::vector<std::string> choices;
    for (int v = 0; v < VARIANT_NB; ++v) choices.push_back(traits(Variant(v)).uci_name);
    return choices;
}

// Any name of a variant (CECP's "normal" too, which earlier versions listed) as its UCI name.
std::string uci_variant_name(const std::string& given) {
    Variant v;
    return parse_variant(given, v) ? traits(v).uci_name : given;
}

std::string flag(bool b) { return b ? "1" : "0"; }

// One table for both protocols; CECP keeps the order of its features.
std::vector<Row> make_rows() {
    std::vector<Row> t = {
        {"UCI_Variant", Type::Combo, UCI, 0, 0, uci_variant_choices(),
         [](const EngineOptions& o) { return std::string(traits(o.variant).uci_name); },
         [](EngineOptions& o, const OptionValue& v) {
             parse_variant(uci_variant_choices()[v.number], o.variant);
             return std::string();
         },
         uci_variant_name},
        {"Hash", Type::Spin, CECP | UCI, 1, MAX_HASH_MB, {},
         [](const EngineOptions& o) { return std::to_string(o.search.hash_mb); },
         [](EngineOptions& o, const OptionValue& v) { o.search.hash_mb = size_t(v.number); return std::string(); }},
        {"Threads", Type::Spin, CECP | UCI, 1, MAX_THREADS, {},
         [](const EngineOptions& o) { return std::to_string(o.search.threads); },
         [](EngineOptions& o, const OptionValue& v) { o.search.threads = int(v.number); return std::string(); }},
        {"Ponder", Type::Check, UCI, 0, 0, {},
         [](const EngineOptions& o) { return flag(o.ponder); },
         [](EngineOptions& o, const OptionValue& v) { o.ponder = v.number; return std::string(); }},
        {"MultiPV", Type::Spin, UCI, 1, MAX_MULTIPV, {},
         [](const EngineOptions& o) { return std::to_string(o.search.multipv); },
         [](EngineOptions& o, const OptionValue& v) { o.search.multipv = int(v.number); return std::string(); }},
        {"Skill Level", Type::Spin, EVERYONE, 1, 20, {},
         [](const EngineOptions& o) { return std::to_string(o.skill_level); },
         [](EngineOptions& o, const OptionValue& v) {
             o.skill_level = int(v.number);
             o.update_skill();
             return std::string();
         }},
        {"UCI_LimitStrength", Type::Check, UCI, 0, 0, {},
         [](const EngineOptions& o) { return flag(o.limit_strength); },
         [](EngineOptions& o, const OptionValue& v) {
             o.limit_strength = v.number;
             o.update_skill();
             return std::string();
         }},
        {"UCI_Elo", Type::Spin, UCI, MIN_ELO, MAX_ELO, {},
         [](const EngineOptions& o) { return std::to_string(o.elo); },
         [](EngineOptions& o, const OptionValue& v) {
             o.elo = int(v.number);
             o.update_skill();
             return std::string();
         }},
        {"Crazyhouse Draw Rules", Type::Combo, EVERYONE, 0, 0, {"ChessPlayX", "Samara"},
         [](const EngineOptions& o) {
             return std::string(o.crazyhouse_draws == DrawRules::Samara ? "Samara" : "ChessPlayX");
         },
         [](EngineOptions& o, const OptionValue& v) {
             o.crazyhouse_draws = v.number == 1 ? DrawRules::Samara : DrawRules::ChessPlayX;
             return std::string();
         }},
        // UCI has no way for an engine to resign.
        {"Resign", Type::Check, CECP_FEATURE | CECP, 0, 0, {},
         [](const EngineOptions& o) { return flag(o.resign); },
         [](EngineOptions& o, const OptionValue& v) { o.resign = v.number; return std::string(); }},
        {"Move Overhead", Type::Spin, EVERYONE, 0, MAX_OVERHEAD_MS, {},
         [](const EngineOptions& o) { return std::to_string(o.search.move_overhead_ms); },
         [](EngineOptions& o, const OptionValue& v) { o.search.move_overhead_ms = v.number; return std::string(); }},
        {"Use NNUE", Type::Check, EVERYONE, 0, 0, {},
         [](const EngineOptions& o) { return flag(o.search.nnue); },
         [](EngineOptions& o, const OptionValue& v) { o.search.nnue = v.number; return std::string(); }},
        {"EvalFile", Type::Text, UCI, 0, 0, {},
         [](const EngineOptions& o) { return o.eval_file; },
         [](EngineOptions& o, const OptionValue& v) { return o.set_net_of_file(v.text); }},
    };
    add_net_rows(t, std::make_integer_sequence<int, VARIANT_NB>());
    return t;
}

const std::vector<Row>& rows() {
    static const std::vector<Row> table = make_rows();
    return table;
}

std::string underscored(std::string s) {
    std::replace(s.begin(), s.end(), ' ', '_');
    return s;
}

std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool same_uci_word(const std::string& a, const std::string& b) { return lower(a) == lower(b); }

std::string expected_choice(const std::vector<std::string>& choices) {
    if (choices.size() == 2) return "expected " + choices[0] + " or " + choices[1];
    std::string s = "expected one of ";
    for (size_t i = 0; i < choices.size(); ++i) s += (i ? ", " : "") + choices[i];
    return s;
}

enum class Protocol { Cecp, Uci };

// The row a protocol's name means, or nullptr with the reason in error.
const Row* find_row(Protocol p, const std::string& given, std::string& error) {
    // CECP names have no spaces, because python-chess takes an option's name to end at
    // the first space; the spaced spellings of earlier versions are still understood.
    std::string name = underscored(given);
    if (p == Protocol::Uci) name = lower(name);
    // EvalFile_<variant> takes any spelling of the variant ("EvalFile_chess").
    const std::string prefix = p == Protocol::Uci ? "evalfile_" : "EvalFile_";
    if (name.rfind(prefix, 0) == 0) {
        Variant v;
        if (!parse_variant(name.substr(prefix.size()), v)) {
            error = "unknown variant in option name";
            return nullptr;
        }
        name = (p == Protocol::Uci ? "evalfile_" : "EvalFile_") + std::string(traits(v).name);
    }
    const unsigned audience = p == Protocol::Uci ? UCI : CECP;
    for (const Row& r : rows()) {
        const std::string n = p == Protocol::Uci ? lower(underscored(r.name)) : underscored(r.name);
        if (n == name && (r.audience & audience)) return &r;
    }
    error = "unknown option";
    return nullptr;
}

// Checks the value against the row's type and hands it to the row's setter.
std::string set_row(EngineOptions& o, Protocol p, const Row& r, const std::string& text) {
    OptionValue v;
    switch (r.type) {
    case Type::Spin:
        if (const std::optional<int64_t> n = parse_integer(text, r.min, r.max)) v.number = *n;
        else return "expected a number from " + std::to_string(r.min) + " to " + std::to_string(r.max);
        break;
    case Type::Check:
        if (p == Protocol::Cecp) {
            if (text != "0" && text != "1") return "expected 0 or 1";
            v.number = text == "1";
        } else {
            const std::string t = lower(text);
            if (t != "true" && t != "false" && t != "1" && t != "0") return "expected true or false";
            v.number = t == "true" || t == "1";
        }
        break;
    case Type::Combo: {
        const std::string choice = r.spelling ? r.spelling(text) : text;
        auto matches = [&](const std::string& c) { return p == Protocol::Uci ? same_uci_word(c, choice) : c == choice; };
        const auto it = std::find_if(r.choices.begin(), r.choices.end(), matches);
        if (it == r.choices.end()) return expected_choice(r.choices);
        v.number = it - r.choices.begin();
        break;
    }
    case Type::Text:
        // UCI GUIs write an empty string as <empty>, the way engines announce one.
        v.text = p == Protocol::Uci && text == "<empty>" ? "" : text;
        break;
    }
    return r.set(o, v);
}

} // namespace

int skill_for_elo(int elo) { return std::clamp(1 + (elo - MIN_ELO + 50) / 100, 1, 20); }

std::vector<std::string> EngineOptions::features() const {
    std::vector<std::string> out;
    for (const Row& r : rows()) {
        if (!(r.audience & CECP_FEATURE)) continue;
        const std::string value = r.get(*this);
        std::string f = "feature option=\"" + underscored(r.name);
        switch (r.type) {
        case Type::Spin: f += " -spin " + value + ' ' + std::to_string(r.min) + ' ' + std::to_string(r.max); break;
        case Type::Check: f += " -check " + value; break;
        case Type::Combo:
            f += " -combo";
            for (size_t i = 0; i < r.choices.size(); ++i)
                f += std::string(i ? " /// " : " ") + (r.choices[i] == value ? "*" : "") + r.choices[i];
            break;
        case Type::Text: f += " -file " + value; break;
        }
        out.push_back(f + "\"");
    }
    if (params::TUNING)
        for (const params::Tunable& t : params::tunables())
            out.push_back("feature option=\"" + std::string(TUNE_PREFIX) + t.name + " -spin " + std::to_string(t.value) + ' '
                          + std::to_string(t.min) + ' ' + std::to_string(t.max) + "\"");
    return out;
}

std::vector<std::string> EngineOptions::uci_options() const {
    std::vector<std::string> out;
    for (const Row& r : rows()) {
        if (!(r.audience & UCI)) continue;
        const std::string value = r.get(*this);
        std::string l = std::string("option name ") + r.name;
        switch (r.type) {
        case Type::Spin:
            l += " type spin default " + value + " min " + std::to_string(r.min) + " max " + std::to_string(r.max);
            break;
        case Type::Check: l += std::string(" type check default ") + (value == "1" ? "true" : "false"); break;
        case Type::Combo:
            l += " type combo default " + value;
            for (const std::string& c : r.choices) l += " var " + c;
            break;
        case Type::Text: l += " type string default " + (value.empty() ? std::string("<empty>") : value); break;
        }
        out.push_back(l);
    }
    if (params::TUNING)
        for (const params::Tunable& t : params::tunables())
            out.push_back("option name " + std::string(TUNE_PREFIX) + t.name + " type spin default "
                          + std::to_string(t.value) + " min " + std::to_string(t.min) + " max " + std::to_string(t.max));
    return out;
}

namespace {
bool names_tunable(const std::string& name) { return lower(name).rfind(lower(TUNE_PREFIX), 0) == 0; }
} // namespace

std::string EngineOptions::apply(const std::string& rest) {
    const size_t eq = rest.find('=');
    const std::string value = eq == std::string::npos ? "" : rest.substr(eq + 1);
    const std::string name = rest.substr(0, eq);
    if (names_tunable(name)) return params::set_tunable(lower(name.substr(std::string(TUNE_PREFIX).size())), value);
    std::string error;
    const Row* r = find_row(Protocol::Cecp, name, error);
    return r ? set_row(*this, Protocol::Cecp, *r, value) : error;
}

std::string EngineOptions::set_uci(const std::string& name, const std::string& value) {
    if (names_tunable(name)) return params::set_tunable(lower(name.substr(std::string(TUNE_PREFIX).size())), value);
    std::string error;
    const Row* r = find_row(Protocol::Uci, name, error);
    return r ? set_row(*this, Protocol::Uci, *r, value) : error;
}

bool EngineOptions::uci_name_means(const std::string& name, const std::string& option) {
    std::string error;
    const Row* r = find_row(Protocol::Uci, name, error);
    return r && r->name == option;
}

std::string EngineOptions::set_net(Variant v, const std::string& path) {
    // An empty path goes back to the net built into the binary; a bad file leaves the
    // current net in place.
    if (path.empty()) {
        search.nets[int(v)] = nullptr;
    } else {
        std::string error;
        auto net = nn::load_net(path, v, error);
        if (!net) return "cannot load the net, keeping the current one: " + error;
        search.nets[int(v)] = net;
    }
    net_paths[int(v)] = path;
    return "";
}

std::string EngineOptions::set_net_of_file(const std::string& path) {
    if (path.empty()) {
        for (int v = 0; v < VARIANT_NB; ++v) set_net(Variant(v), "");
        eval_file.clear();
        return "";
    }
    // The file's header names its variant: only that variant's reading succeeds. Of the
    // failures, the one that is not about another variant says what is wrong with the file.
    std::string reason;
    for (int v = 0; v < VARIANT_NB; ++v) {
        const std::string e = set_net(Variant(v), path);
        if (e.empty()) {
            eval_file = path;
            return "";
        }
        if (reason.empty() && e.find("wrong variant") == std::string::npos) reason = e;
    }
    return reason;
}

void EngineOptions::prepare_net(Variant v) const { search_net(v, search.nnue, search.nets[int(v)]); }

} // namespace parachute
