#include "match_game.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "../../engine/rules/notation.h"
#include "../../engine/util/numbers.h"
#include "material.h"

namespace parachute::losses {

namespace {

// "+0.35", "-M5", "0.00": a score in pawns or a mate, into centipawns.
bool parse_score(const std::string& text, int& cp) {
    size_t i = 0;
    int sign = 1;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) sign = text[i++] == '-' ? -1 : 1;
    const bool mate = i < text.size() && (text[i] == 'M' || text[i] == '#');
    if (mate) ++i;
    // Bounded so that the centipawns are an int.
    const std::optional<double> v = parse_decimal(std::string_view(text).substr(i), -1e6, 1e6);
    if (!v) return false;
    cp = mate ? sign * (MATE_CP - int(std::lround(*v))) : sign * int(std::lround(*v * 100));
    return true;
}

// "0.512s": seconds, into milliseconds.
bool parse_time(const std::string& text, int64_t& ms) {
    if (text.size() < 2 || text.back() != 's') return false;
    const std::optional<double> v = parse_decimal(std::string_view(text).substr(0, text.size() - 1), 0, 1e9);
    if (!v) return false;
    ms = std::llround(*v * 1000);
    return true;
}

// The runner writes one tag for both players, or "White 10+0.1, Black 5+0.05" when
// their clocks differ; "-" and fixed depths or nodes are no clock.
void read_time_controls(const std::string& tag, match::TimeControl tc[COLOR_NB]) {
    std::string text[COLOR_NB] = {tag, tag};
    const std::string white = "White ", black = ", Black ";
    if (tag.rfind(white, 0) == 0) {
        if (const size_t cut = tag.find(black); cut != std::string::npos) {
            text[WHITE] = tag.substr(white.size(), cut - white.size());
            text[BLACK] = tag.substr(cut + black.size());
        }
    }
    for (Color c : {WHITE, BLACK})
        if (!match::parse_tc(text[c], tc[c]).empty()) tc[c] = match::TimeControl();
}

GameResult read_result(const std::string& tag) {
    if (tag == "1-0") return GameResult::WhiteWins;
    if (tag == "0-1") return GameResult::BlackWins;
    if (tag == "1/2-1/2") return GameResult::Draw;
    return GameResult::Ongoing;
}

// The runner writes its game number as the Round tag; other PGN files may not.
int game_number(const std::string& round, int place) {
    return int(parse_integer(round, 1, 999999999).value_or(place));
}

PositionFacts facts_of(const Position& pos) {
    PositionFacts f;
    f.fen = pos.fen();
    f.fullmove = pos.fullmove_number();
    f.to_move = pos.side_to_move();
    f.piece_material = piece_material(pos);
    for (Color c : {WHITE, BLACK}) {
        f.material[c] = material_points(pos, c);
        if (!pos.pieces(c, KING)) continue;
        f.royal_rank[c] = rank_of(pos.king_square(c));
        Bitboard zone = royal_zone(pos, c);
        while (zone)
            if (pos.attackers_to(pop_lsb(zone)) & pos.pieces(~c)) ++f.zone_attacked[c];
    }
    return f;
}

} // namespace

bool parse_move_note(const std::string& text, MoveNote& note) {
    note = MoveNote();
    if (text == "book") {
        note.book = true;
        return true;
    }
    std::istringstream words(text);
    std::string first, second, rest;
    words >> first >> second >> rest;
    if (first.empty() || !rest.empty()) return false;
    if (second.empty()) {
        note.has_time = parse_time(first, note.time_ms);
        return note.has_time;
    }
    const size_t slash = first.find('/');
    if (slash == std::string::npos || !parse_score(first.substr(0, slash), note.cp)) return false;
    const std::optional<int64_t> depth = parse_integer(first.substr(slash + 1), 0, std::numeric_limits<int>::max());
    if (!depth || !parse_time(second, note.time_ms)) {
        note = MoveNote();
        return false;
    }
    note.depth = int(*depth);
    note.has_score = note.has_time = true;
    return true;
}

std::string score_text(int cp) {
    const char sign = cp < 0 ? '-' : '+';
    const int a = std::abs(cp);
    if (a >= MATE_CP - 1000) return sign + ("M" + std::to_string(MATE_CP - a));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%c%d.%02d", sign, a / 100, a % 100);
    return buf;
}

Bitboard royal_zone(const Position& pos, Color c) {
    const Square k = pos.king_square(c);
    return square_bb(k) | tables::king_attacks[k];
}

MatchGame make_match_game(const match::PgnGame& pgn, const std::string& file, int place) {
    MatchGame g;
    g.file = file;
    g.number = game_number(pgn.tag("Round"), place);
    g.variant = pgn.variant;
    g.white = pgn.tag("White");
    g.black = pgn.tag("Black");
    g.result = read_result(pgn.tag("Result"));
    g.time_loss = pgn.tag("Termination") == "time forfeit" || pgn.last_comment.find("loses on time") != std::string::npos;
    read_time_controls(pgn.tag("TimeControl"), g.tc);

    Position pos;
    pos.set(pgn.line.fen.empty() ? traits(g.variant).start_fen : pgn.line.fen, g.variant);
    g.positions.push_back(facts_of(pos));
    for (size_t i = 0; i < pgn.line.moves.size(); ++i) {
        const Move m = parse_move(pos, pgn.line.moves[i]);
        MoveNote note;
        parse_move_note(pgn.comments[i], note);
        g.notes.push_back(note);
        g.drops.push_back(m.is_drop());
        pos.do_move(m);
        g.positions.push_back(facts_of(pos));
    }
    const GameStatus end = game_status(pos);
    g.mated = end.reason == EndReason::Checkmate;
    return g;
}

} // namespace parachute::losses
