#include "pgn_reader.h"

#include <cctype>

#include "../../engine/rules/notation.h"

namespace parachute::match {

namespace {

// One game being read: the FEN tag, then the moves as they are checked.
struct PendingGame {
    int first_line = 0;
    std::string fen;
    std::vector<std::string> sans;
    std::vector<int> lines;
};

std::string finish(const PendingGame& g, const std::string& name, Variant v, int max_plies,
                   std::vector<Opening>& out) {
    Opening o;
    o.fen = g.fen;
    Position pos;
    const std::string where = name + ":" + std::to_string(g.first_line) + ": ";
    if (std::string err = pos.set(g.fen.empty() ? traits(v).start_fen : g.fen, v); !err.empty())
        return where + "bad FEN '" + g.fen + "': " + err;
    for (size_t i = 0; i < g.sans.size() && (!max_plies || int(i) < max_plies); ++i) {
        const Move m = parse_move(pos, g.sans[i]);
        if (!m) return name + ":" + std::to_string(g.lines[i]) + ": illegal move '" + g.sans[i] + "'";
        o.moves.push_back(move_to_uci(m));
        pos.do_move(m);
    }
    if (game_status(pos).over()) return where + "the opening ends the game";
    out.push_back(o);
    return "";
}

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

} // namespace

std::string read_pgn_openings(std::istream& in, const std::string& name, Variant v, int max_plies,
                              std::vector<Opening>& out) {
    PendingGame game;
    bool in_game = false;
    int comment_depth = 0, variation_depth = 0;
    std::string line;
    int number = 0;
    auto close_game = [&]() -> std::string {
        std::string err;
        if (in_game) err = finish(game, name, v, max_plies, out);
        game = PendingGame();
        in_game = false;
        return err;
    };
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (comment_depth == 0 && !line.empty() && line[0] == '[') {
            // A tag after moves starts the next game.
            if (in_game && !game.sans.empty())
                if (std::string err = close_game(); !err.empty()) return err;
            if (!in_game) game.first_line = number;
            in_game = true;
            if (line.rfind("[FEN \"", 0) == 0) {
                const size_t end = line.rfind('"');
                game.fen = end > 6 ? line.substr(6, end - 6) : "";
            }
            continue;
        }
        if (comment_depth == 0 && !line.empty() && line[0] == '%') continue;
        size_t i = 0;
        while (i < line.size()) {
            const char c = line[i];
            if (comment_depth) {
                if (c == '}') comment_depth = 0;
                ++i;
            } else if (c == '{') {
                comment_depth = 1;
                ++i;
            } else if (c == ';') {
                break;
            } else if (c == '(') {
                ++variation_depth;
                ++i;
            } else if (c == ')') {
                if (variation_depth) --variation_depth;
                ++i;
            } else if (std::isspace((unsigned char)c)) {
                ++i;
            } else {
                size_t j = i;
                while (j < line.size() && !std::isspace((unsigned char)line[j]) && line[j] != '{'
                       && line[j] != '(' && line[j] != ')' && line[j] != ';')
                    ++j;
                std::string token = line.substr(i, j - i);
                i = j;
                if (variation_depth) continue;
                if (is_result(token)) {
                    if (std::string err = close_game(); !err.empty()) return err;
                    continue;
                }
                if (token[0] == '$') continue;
                // Move numbers: "12." or "12..." possibly glued to the move ("12.Nf3").
                size_t k = 0;
                while (k < token.size() && std::isdigit((unsigned char)token[k])) ++k;
                if (k > 0 && k < token.size() && token[k] == '.') {
                    while (k < token.size() && token[k] == '.') ++k;
                    token = token.substr(k);
                } else if (k == token.size()) {
                    continue;
                }
                while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
                if (token.empty()) continue;
                if (!in_game) game.first_line = number;
                in_game = true;
                game.sans.push_back(token);
                game.lines.push_back(number);
            }
        }
    }
    return close_game();
}

} // namespace parachute::match
