#include "report.h"

#include <cstdio>

#include "clock_usage.h"

namespace parachute::losses {

namespace {

std::string fixed(double v, const char* format) {
    char buf[32];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

void write_lost_game(std::ostream& out, const Collection& c, const LostGame& l) {
    const MatchGame& g = c.games[l.game];
    const Divergence& d = l.divergence;
    out << "  game " << g.number << "  " << g.white << " - " << g.black << "  " << result_string(g.result) << "  ";
    if (d.found)
        out << "ply " << d.ply << " (" << move_number(g.positions[d.ply]) << ")  " << g.name(l.engine) << ' '
            << score_text(d.engine_cp) << "  opponent " << score_text(d.opponent_cp);
    else
        out << "no divergence";
    out << "  " << phase_name(l.phase) << "  " << kind_name(l.kind) << '\n';
    if (d.found) out << "      " << g.positions[d.ply].fen << '\n';
}

void write_clock_usage(std::ostream& out, const Collection& c, const Settings& s) {
    out << "\nClock usage in games of at least " << s.min_moves
        << " moves (share = move times / (base x sessions + increment x timed moves)):\n";
    char line[160];
    std::snprintf(line, sizeof line, "  %-24s %6s %8s %8s %8s %12s\n", "player", "games", "median", "mean", "min",
                  "time losses");
    out << line;
    for (const PlayerClock& p : clock_usage(c.games, s.min_moves)) {
        const ShareStats st = share_stats(p.shares);
        const bool any = st.games > 0;
        std::snprintf(line, sizeof line, "  %-24s %6d %8s %8s %8s %12d\n", p.player.c_str(), st.games,
                      any ? fixed(st.median, "%.3f").c_str() : "-", any ? fixed(st.mean, "%.3f").c_str() : "-",
                      any ? fixed(st.min, "%.3f").c_str() : "-", p.time_losses);
        out << line;
    }
}

} // namespace

std::string move_number(const PositionFacts& f) {
    return std::to_string(f.fullmove) + (f.to_move == WHITE ? "." : "...");
}

void write_summary(std::ostream& out, const Collection& c, const Settings& s) {
    const int played = int(c.games.size()) - c.without_engine;
    out << c.games.size() << " games read, " << c.errors.size() << " with errors; the engine ("
        << (s.engine.empty() ? "parachute..." : s.engine) << ") played " << played << " and lost " << c.lost.size()
        << ".\n";
    if (!c.lost.empty()) {
        out << "\nLost games: the first position where the engine's score exceeds its opponent's by more than "
            << s.threshold_cp << " cp with level material (both scores from the engine's side):\n";
        for (const LostGame& l : c.lost) write_lost_game(out, c, l);
    }
    int phases[PHASE_NB] = {}, kinds[KIND_NB] = {};
    for (const LostGame& l : c.lost) {
        ++phases[int(l.phase)];
        ++kinds[int(l.kind)];
    }
    out << "\nLosses by phase:";
    for (int p = 0; p < PHASE_NB; ++p) out << (p ? ", " : " ") << phase_name(Phase(p)) << ' ' << phases[p];
    out << "\nLosses by kind:";
    for (int k = 0; k < KIND_NB; ++k) out << (k ? ", " : " ") << kind_name(Kind(k)) << ' ' << kinds[k];
    out << '\n';
    write_clock_usage(out, c, s);
}

void write_tsv(std::ostream& out, const Collection& c) {
    out << "game\twhite\tblack\tresult\tply\tmove\tfen\tparachute_score\topponent_score\tphase\tkind\tfile\n";
    for (const LostGame& l : c.lost) {
        const MatchGame& g = c.games[l.game];
        const Divergence& d = l.divergence;
        out << g.number << '\t' << g.white << '\t' << g.black << '\t' << result_string(g.result) << '\t';
        if (d.found)
            out << d.ply << '\t' << move_number(g.positions[d.ply]) << '\t' << g.positions[d.ply].fen << '\t'
                << score_text(d.engine_cp) << '\t' << score_text(d.opponent_cp);
        else
            out << "-\t-\t-\t-\t-";
        out << '\t' << phase_name(l.phase) << '\t' << kind_name(l.kind) << '\t' << g.file << '\n';
    }
}

} // namespace parachute::losses
