#include "json.h"

#include <cstdint>

namespace parachute::match {

const JsonValue* JsonValue::find(const std::string& name) const {
    for (const auto& [key, value] : members)
        if (key == name) return &value;
    return nullptr;
}

std::string JsonValue::scalar_text() const {
    if (type == Type::Bool) return boolean ? "true" : "false";
    return text;
}

namespace {

class Parser {
public:
    explicit Parser(const std::string& t) : text(t) {}

    std::string parse(JsonValue& out) {
        skip_space();
        if (!value(out, 0)) return error;
        skip_space();
        if (pos != text.size()) fail("unexpected text after the end of the document");
        return error;
    }

private:
    // Nesting deeper than this is no engine list; the limit keeps the recursion safe.
    static constexpr int MAX_DEPTH = 100;

    bool fail(const std::string& what) {
        if (!error.empty()) return false;
        int line = 1, column = 1;
        for (size_t i = 0; i < pos && i < text.size(); ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        error = "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what;
        return false;
    }

    void skip_space() {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n' || text[pos] == '\r'))
            ++pos;
    }

    bool literal(const char* word) {
        const std::string w = word;
        if (text.compare(pos, w.size(), w) != 0) return fail("unexpected '" + text.substr(pos, 1) + "'");
        pos += w.size();
        return true;
    }

    bool value(JsonValue& v, int depth) {
        if (depth > MAX_DEPTH) return fail("nested too deeply");
        if (pos >= text.size()) return fail("unexpected end of the document");
        const char c = text[pos];
        if (c == '{') return object(v, depth);
        if (c == '[') return array(v, depth);
        if (c == '"') {
            v.type = JsonValue::Type::String;
            return string(v.text);
        }
        if (c == 't' || c == 'f') {
            v.type = JsonValue::Type::Bool;
            v.boolean = c == 't';
            return literal(c == 't' ? "true" : "false");
        }
        if (c == 'n') {
            v.type = JsonValue::Type::Null;
            return literal("null");
        }
        if (c == '-' || (c >= '0' && c <= '9')) return number(v);
        return fail("unexpected '" + std::string(1, c) + "'");
    }

    bool digits() {
        const size_t start = pos;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
        return pos > start || fail("a digit was expected");
    }

    bool number(JsonValue& v) {
        const size_t start = pos;
        if (text[pos] == '-') ++pos;
        if (pos < text.size() && text[pos] == '0') ++pos;
        else if (!digits()) return false;
        if (pos < text.size() && text[pos] == '.') {
            ++pos;
            if (!digits()) return false;
        }
        if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
            ++pos;
            if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) ++pos;
            if (!digits()) return false;
        }
        v.type = JsonValue::Type::Number;
        v.text = text.substr(start, pos - start);
        return true;
    }

    static void append_utf8(uint32_t cp, std::string& out) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(uint32_t& cp) {
        cp = 0;
        for (int i = 0; i < 4; ++i, ++pos) {
            if (pos >= text.size()) return fail("unexpected end of the document in a \\u escape");
            const char h = text[pos];
            cp <<= 4;
            if (h >= '0' && h <= '9') cp |= uint32_t(h - '0');
            else if (h >= 'a' && h <= 'f') cp |= uint32_t(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') cp |= uint32_t(h - 'A' + 10);
            else return fail("bad hexadecimal digit in a \\u escape");
        }
        return true;
    }

    bool string(std::string& out) {
        ++pos; // the opening quote
        for (;;) {
            if (pos >= text.size()) return fail("unterminated string");
            const char c = text[pos];
            if (c == '"') {
                ++pos;
                return true;
            }
            if ((unsigned char)c < 0x20) return fail("control character in a string");
            if (c != '\\') {
                out += c;
                ++pos;
                continue;
            }
            if (++pos >= text.size()) return fail("unterminated string");
            const char e = text[pos++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                uint32_t cp;
                if (!hex4(cp)) return false;
                // A high surrogate must be followed by its low half: together one code point.
                if (cp >= 0xD800 && cp < 0xDC00) {
                    uint32_t low;
                    if (text.compare(pos, 2, "\\u") != 0) return fail("lone surrogate in a \\u escape");
                    pos += 2;
                    if (!hex4(low)) return false;
                    if (low < 0xDC00 || low >= 0xE000) return fail("lone surrogate in a \\u escape");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp < 0xE000) {
                    return fail("lone surrogate in a \\u escape");
                }
                append_utf8(cp, out);
                break;
            }
            default:
                --pos;
                return fail("unknown escape '\\" + std::string(1, e) + "'");
            }
        }
    }

    bool array(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Array;
        ++pos;
        skip_space();
        if (pos < text.size() && text[pos] == ']') {
            ++pos;
            return true;
        }
        for (;;) {
            v.items.emplace_back();
            skip_space();
            if (!value(v.items.back(), depth + 1)) return false;
            skip_space();
            if (pos < text.size() && text[pos] == ',') {
                ++pos;
                continue;
            }
            if (pos < text.size() && text[pos] == ']') {
                ++pos;
                return true;
            }
            return fail("',' or ']' was expected");
        }
    }

    bool object(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Object;
        ++pos;
        skip_space();
        if (pos < text.size() && text[pos] == '}') {
            ++pos;
            return true;
        }
        for (;;) {
            skip_space();
            if (pos >= text.size() || text[pos] != '"') return fail("a member name in quotes was expected");
            std::string key;
            if (!string(key)) return false;
            skip_space();
            if (pos >= text.size() || text[pos] != ':') return fail("':' was expected");
            ++pos;
            skip_space();
            v.members.emplace_back(key, JsonValue());
            if (!value(v.members.back().second, depth + 1)) return false;
            skip_space();
            if (pos < text.size() && text[pos] == ',') {
                ++pos;
                continue;
            }
            if (pos < text.size() && text[pos] == '}') {
                ++pos;
                return true;
            }
            return fail("',' or '}' was expected");
        }
    }

    const std::string& text;
    size_t pos = 0;
    std::string error;
};

} // namespace

std::string parse_json(const std::string& text, JsonValue& out) {
    out = JsonValue();
    return Parser(text).parse(out);
}

} // namespace parachute::match
