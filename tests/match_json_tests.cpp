// The JSON reader behind conf= and engines.json: values, escapes, exact error
// positions, and the engine entries' fields and their errors.
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <fstream>
#include <unistd.h>

#include "../tools/match/engines_json.h"
#include "../tools/match/json.h"

using namespace parachute::match;

namespace {

std::string json_error(const std::string& text) {
    JsonValue v;
    return parse_json(text, v);
}

std::string temp_json(const std::string& name, const std::string& text) {
    const std::string path = "/tmp/parachute-match-test-" + std::to_string(getpid()) + "-" + name;
    std::ofstream(path) << text;
    return path;
}

} // namespace

BOOST_AUTO_TEST_SUITE(match_json)

BOOST_AUTO_TEST_CASE(values_and_escapes) {
    JsonValue v;
    BOOST_TEST(parse_json(R"( {"a": [1, -2.5e3, true, false, null, "x"], "b": {}, "c": []} )", v) == "");
    BOOST_TEST(int(v.type) == int(JsonValue::Type::Object));
    const JsonValue* a = v.find("a");
    BOOST_REQUIRE(a);
    BOOST_TEST(a->items.size() == 6u);
    BOOST_TEST(a->items[0].scalar_text() == "1");
    BOOST_TEST(a->items[1].scalar_text() == "-2.5e3");
    BOOST_TEST(a->items[2].scalar_text() == "true");
    BOOST_TEST(a->items[3].scalar_text() == "false");
    BOOST_TEST(int(a->items[4].type) == int(JsonValue::Type::Null));
    BOOST_TEST(a->items[5].text == "x");
    BOOST_TEST(!v.find("d"));
    BOOST_TEST(parse_json(R"("q\"b\\s\/n\nt\tu\u00e9\ud83d\ude00")", v) == "");
    BOOST_TEST(v.text == "q\"b\\s/n\nt\tu\xc3\xa9\xf0\x9f\x98\x80");
}

BOOST_AUTO_TEST_CASE(errors_name_line_and_column) {
    BOOST_TEST(json_error("[1, 2") == "line 1, column 6: ',' or ']' was expected");
    BOOST_TEST(json_error("[\n  {\"a\" 1}\n]") == "line 2, column 8: ':' was expected");
    BOOST_TEST(json_error("{\"a\": tru}") == "line 1, column 7: unexpected 't'");
    BOOST_TEST(json_error("[01]") == "line 1, column 3: ',' or ']' was expected");
    BOOST_TEST(json_error("\"a\nb\"") == "line 1, column 3: control character in a string");
    BOOST_TEST(json_error("\"\\x\"") == "line 1, column 3: unknown escape '\\x'");
    BOOST_TEST(json_error("\"\\ud800\"") == "line 1, column 8: lone surrogate in a \\u escape");
    BOOST_TEST(json_error("[] []") == "line 1, column 4: unexpected text after the end of the document");
    BOOST_TEST(json_error("") == "line 1, column 1: unexpected end of the document");
    BOOST_TEST(json_error(std::string(200, '[')) == "line 1, column 102: nested too deeply");
}

BOOST_AUTO_TEST_CASE(engine_entries) {
    const std::string file = temp_json("engines.json",
        "[{\"name\": \"A\", \"command\": \"/bin/a -x\", \"protocol\": \"uci\", \"workingDirectory\": \"/tmp\",\n"
        "  \"options\": [{\"name\": \"Hash\", \"value\": 32}, {\"name\": \"Hash\", \"value\": 64},\n"
        "               {\"name\": \"Style\", \"value\": \"Risky\"}, {\"name\": \"Go\", \"type\": \"button\"}]},\n"
        " {\"name\": \"B\", \"command\": \"b\", \"initStrings\": \"hard\"},\n"
        " {\"name\": \"C\", \"command\": \"c\", \"protocol\": \"winboard\"},\n"
        " {\"name\": \"T\", \"command\": \"t\", \"timeoutScaleFactor\": 2.5},\n"
        " {\"name\": \"U\", \"command\": \"u\", \"timeoutScaleFactor\": \"2\"},\n"
        " {\"name\": \"V\", \"command\": \"v\", \"timeoutScaleFactor\": 0},\n"
        " {\"command\": \"nameless\"}]\n");
    EngineConfig e;
    BOOST_TEST(engine_from_json_file(file, "A", e) == "");
    BOOST_TEST(e.cmd == "/bin/a -x");
    BOOST_TEST(int(e.protocol) == int(Protocol::Uci));
    BOOST_TEST(e.dir == "/tmp");
    // A later value of the same option replaces the earlier one.
    std::string options;
    for (const auto& [name, value] : e.options) options += name + "=" + value + ";";
    BOOST_TEST(options == "Hash=64;Style=Risky;");
    BOOST_TEST(engine_from_json_file(file, "B", e) == file + ": engine 'B': 'initStrings' must be an array of strings");
    BOOST_TEST(engine_from_json_file(file, "C", e) == file + ": engine 'C': unknown protocol 'winboard' (xboard or uci)");
    BOOST_TEST(engine_from_json_file(file, "D", e) == "no engine called 'D' in " + file);
    // cutechess-cli's timeoutScaleFactor is tscale=: 10 s and 2 s of protocol timeouts scaled.
    EngineConfig t;
    BOOST_TEST(engine_from_json_file(file, "T", t) == "");
    BOOST_TEST(t.start_timeout_ms == 25000);
    BOOST_TEST(t.feature_timeout_ms == 5000);
    BOOST_TEST(engine_from_json_file(file, "U", t) == file + ": engine 'U': 'timeoutScaleFactor' must be a number");
    BOOST_TEST(engine_from_json_file(file, "V", t) == file + ": engine 'V': bad timeoutScaleFactor 0 (a factor above 0)");
    std::vector<std::string> names;
    BOOST_TEST(engine_names_in_json_file(file, names) == "");
    BOOST_TEST(names == std::vector<std::string>({"A", "B", "C", "T", "U", "V"}));

    const std::string bad = temp_json("bad-engines.json", "{\"name\": \"A\"}");
    BOOST_TEST(engine_from_json_file(bad, "A", e) == bad + ": the file must hold a JSON array of engine objects");
    BOOST_TEST(engine_from_json_file("/nonexistent/engines.json", "A", e)
               == "cannot read engine configuration file '/nonexistent/engines.json'");
    std::remove(file.c_str());
    std::remove(bad.c_str());
}

BOOST_AUTO_TEST_CASE(the_file_cutechess_cli_would_read) {
    // engines.json in the current directory wins; here there is none.
    if (access("engines.json", F_OK) == 0) return;
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    const std::string saved = xdg ? xdg : "";
    setenv("XDG_CONFIG_HOME", "/tmp/xdg", 1);
    BOOST_TEST(default_engines_json() == "/tmp/xdg/cutechess/engines.json");
    unsetenv("XDG_CONFIG_HOME");
    const std::string home = std::getenv("HOME") ? std::getenv("HOME") : ".";
    BOOST_TEST(default_engines_json() == home + "/.config/cutechess/engines.json");
    if (xdg) setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
}

BOOST_AUTO_TEST_SUITE_END()
