#include "pgn_reader.h"

#include <cctype>
#include <functional>

#include "../../engine/rules/notation.h"

namespace parachute::match {

std::string PgnGame::tag(const std::string& name) const {
    const auto it = tags.find(name);
    return it == tags.end() ? std::string() : it->second;
}

namespace {

// One game being read: the tags, then the moves as they are checked.
struct PendingGame {
    int number = 0;                    // 1 for the first game of the file
    int first_line = 0;
    std::map<std::string, std::string> tags;
    std::vector<std::string> sans;
    std::vector<int> lines;
    std::vector<std::string> comments; // one per move
    bool commented = false;            // the last move has its comment already
    std::string last_comment;
};

// What is wrong with a game, and on which line of the file.
struct ReadFault {
    int line = 0;
    std::string what; // "" when the game was read
};

ReadFault finish(const PendingGame& g, Variant v, int max_plies, std::vector<PgnGame>& out) {
    PgnGame game;
    game.number = g.number;
    game.first_line = g.first_line;
    game.tags = g.tags;
    game.variant = v;
    game.last_comment = g.last_comment;
    Opening& o = game.line;
    if (auto it = g.tags.find("FEN"); it != g.tags.end()) o.fen = it->second;
    Position pos;
    if (std::string err = pos.set(o.fen.empty() ? traits(v).start_fen : o.fen, v); !err.empty())
        return {g.first_line, "bad FEN '" + o.fen + "': " + err};
    for (size_t i = 0; i < g.sans.size() && (!max_plies || int(i) < max_plies); ++i) {
        const Move m = parse_move(pos, g.sans[i]);
        if (!m) return {g.lines[i], "illegal move '" + g.sans[i] + "'"};
        o.moves.push_back(move_to_uci(m));
        game.comments.push_back(g.comments[i]);
        pos.do_move(m);
    }
    game.ends_over = game_status(pos).over();
    out.push_back(game);
    return {};
}

// A tag line's name and value: [Name "value"], with \" and \\ unescaped.
bool parse_tag(const std::string& line, std::string& name, std::string& value) {
    const size_t space = line.find(' ');
    const size_t open = line.find('"');
    if (space == std::string::npos || open == std::string::npos || open < space) return false;
    name = line.substr(1, space - 1);
    value.clear();
    for (size_t i = open + 1; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size()) value += line[++i];
        else if (line[i] == '"') return true;
        else value += line[i];
    }
    return false;
}

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// Hands each game of the PGN text to on_game, which answers "" to go on or a message
// that stops the reading and is returned.
std::string scan_games(std::istream& in, const std::function<std::string(const PendingGame&)>& on_game) {
    PendingGame game;
    int games = 0;
    bool in_game = false;
    int comment_depth = 0, variation_depth = 0;
    std::string comment;
    std::string line;
    int number = 0;
    auto start_game = [&]() {
        if (in_game) return;
        game.number = ++games;
        game.first_line = number;
        in_game = true;
    };
    auto close_game = [&]() -> std::string {
        std::string err;
        if (in_game) err = on_game(game);
        game = PendingGame();
        in_game = false;
        return err;
    };
    auto close_comment = [&]() {
        const size_t first = comment.find_first_not_of(' ');
        comment = first == std::string::npos ? "" : comment.substr(first, comment.find_last_not_of(' ') + 1 - first);
        if (!in_game || variation_depth) return;
        game.last_comment = comment;
        if (!game.sans.empty() && !game.commented) game.comments.back() = comment;
        game.commented = true;
    };
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (comment_depth == 0 && !line.empty() && line[0] == '[') {
            // A tag after moves starts the next game.
            if (in_game && !game.sans.empty())
                if (std::string err = close_game(); !err.empty()) return err;
            start_game();
            std::string tag, value;
            if (parse_tag(line, tag, value)) game.tags[tag] = value;
            continue;
        }
        if (comment_depth == 0 && !line.empty() && line[0] == '%') continue;
        size_t i = 0;
        while (i < line.size()) {
            const char c = line[i];
            if (comment_depth) {
                if (c == '}') {
                    comment_depth = 0;
                    close_comment();
                } else {
                    comment += c;
                }
                ++i;
            } else if (c == '{') {
                comment_depth = 1;
                comment.clear();
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
                start_game();
                game.sans.push_back(token);
                game.lines.push_back(number);
                game.comments.emplace_back();
                game.commented = false;
            }
        }
        if (comment_depth) comment += ' ';
    }
    return close_game();
}

} // namespace

std::string read_pgn_games(std::istream& in, const std::string& name, Variant v, int max_plies,
                           std::vector<PgnGame>& out) {
    return scan_games(in, [&](const PendingGame& g) -> std::string {
        const ReadFault f = finish(g, v, max_plies, out);
        return f.what.empty() ? "" : name + ":" + std::to_string(f.line) + ": " + f.what;
    });
}

void read_pgn_games_tagged(std::istream& in, const std::string& name, std::vector<PgnGame>& out,
                           std::vector<std::string>& errors) {
    scan_games(in, [&](const PendingGame& g) -> std::string {
        Variant v = Variant::Normal;
        ReadFault f;
        if (auto it = g.tags.find("Variant"); it != g.tags.end() && !parse_variant(it->second, v))
            f = {g.first_line, "unknown variant '" + it->second + "'"};
        else
            f = finish(g, v, 0, out);
        if (!f.what.empty())
            errors.push_back(name + ":" + std::to_string(f.line) + ": game " + std::to_string(g.number) + ": " + f.what);
        return "";
    });
}

std::string read_pgn_openings(std::istream& in, const std::string& name, Variant v, int max_plies,
                              std::vector<Opening>& out) {
    std::vector<PgnGame> games;
    if (std::string err = read_pgn_games(in, name, v, max_plies, games); !err.empty()) return err;
    for (const PgnGame& g : games) {
        if (g.ends_over)
            return name + ":" + std::to_string(g.first_line) + ": the opening ends the game";
        out.push_back(g.line);
    }
    return "";
}

} // namespace parachute::match
