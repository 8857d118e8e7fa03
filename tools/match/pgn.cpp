#include "pgn.h"

#include <sstream>

namespace parachute::match {

std::string pgn_variant_name(Variant v) {
    return v == Variant::Normal ? "" : traits(v).name;
}

GameResult parse_result(const std::string& s) {
    for (GameResult r : {GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw})
        if (s == result_string(r)) return r;
    return GameResult::Ongoing;
}

// A tag value with its quotes and backslashes escaped as PGN wants.
static std::string quoted(const std::string& s) {
    std::string r = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') r += '\\';
        r += c;
    }
    return r + '"';
}

// PGN comments cannot contain '}'.
static std::string comment(const std::string& s) {
    std::string r;
    for (char c : s) r += c == '}' ? ')' : c;
    return "{" + r + "}";
}

void write_pgn(std::ostream& out, const PgnHeader& h, const GameRecord& g, bool minimal) {
    const std::string result = result_string(g.result);
    auto tag = [&](const char* name, const std::string& value) {
        out << '[' << name << ' ' << quoted(value) << "]\n";
    };
    tag("Event", h.event);
    tag("Site", h.site);
    tag("Date", h.date);
    tag("Round", h.round);
    tag("White", g.white);
    tag("Black", g.black);
    tag("Result", result);
    if (!g.setup.standard_start) {
        tag("FEN", g.setup.fen);
        tag("SetUp", "1");
    }
    if (g.setup.variant != Variant::Normal) tag("Variant", pgn_variant_name(g.setup.variant));
    if (!minimal) {
        tag("PlyCount", std::to_string(g.moves.size()));
        tag("TimeControl", g.time_control);
        tag("Termination", g.termination);
    }
    for (const auto& [name, value] : h.extra) tag(name.c_str(), value);
    out << '\n';

    // Move numbers follow the FEN's side to move and full-move number.
    std::istringstream fen(g.setup.fen);
    std::string board, stm, castle, ep;
    int half = 0, full = 1;
    fen >> board >> stm >> castle >> ep >> half >> full;
    if (full < 1) full = 1;
    bool white = stm != "b";
    std::string line;
    auto emit = [&](const std::string& token) {
        if (!line.empty() && line.size() + 1 + token.size() > 79) {
            out << line << '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + token;
    };
    for (size_t i = 0; i < g.moves.size(); ++i) {
        if (white) emit(std::to_string(full) + ".");
        else if (i == 0) emit(std::to_string(full) + "...");
        emit(g.moves[i].san);
        if (!minimal && i < g.comments.size() && !g.comments[i].empty()) {
            // Comments may hold spaces; keep each one whole on a line where it fits.
            emit(comment(g.comments[i]));
        }
        if (!white) ++full;
        white = !white;
    }
    if (!minimal && !g.reason.empty()) emit(comment(g.reason));
    emit(result);
    out << line << "\n\n";
}

} // namespace parachute::match
