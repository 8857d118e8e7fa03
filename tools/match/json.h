// A small JSON reader (RFC 8259) for cutechess-cli's engines.json: the whole text into a
// tree of values, or a message with the line and column of the first error. Numbers
// keep their text, since engine option values are passed on as written.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace parachute::match {

struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    std::string text;                                        // a string, or a number as written
    std::vector<JsonValue> items;                            // an array
    std::vector<std::pair<std::string, JsonValue>> members;  // an object, in file order

    // The member called name, or null when there is none (or this is not an object).
    const JsonValue* find(const std::string& name) const;
    // A scalar as an engine option value: strings as they are, numbers as written,
    // booleans as "true"/"false".
    std::string scalar_text() const;
};

// Parses text; "" or "line L, column C: what is wrong".
std::string parse_json(const std::string& text, JsonValue& out);

} // namespace parachute::match
