#include "analysis.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "clock_usage.h"

namespace parachute::losses {

namespace {

bool level(const PositionFacts& f, const Settings& s) {
    return std::abs(f.material[WHITE] - f.material[BLACK]) <= s.level_points;
}

// A pair of plies before the divergence in which the engine was more optimistic than
// its opponent by more than the threshold, whatever the material.
bool disagreed_before(const MatchGame& g, Color engine, const Divergence& d, const Settings& s) {
    for (int p = 1; p < d.ply; ++p) {
        int e, o;
        if (score_gap(g, engine, p, e, o) && e - o > s.threshold_cp) return true;
    }
    return false;
}

// The engine's own score falls by collapse_cp or more within its next three moves.
bool collapses(const MatchGame& g, const Divergence& d, const Settings& s) {
    for (int q = d.engine_ply + 2; q <= d.engine_ply + 6 && q <= g.plies(); q += 2) {
        const MoveNote& n = g.notes[q - 1];
        if (n.has_score && n.cp <= d.engine_cp - s.collapse_cp) return true;
    }
    return false;
}

bool short_of_time(const MatchGame& g, Color engine, const Divergence& d, const Settings& s) {
    int64_t left;
    const int64_t base = g.tc[engine].base_ms;
    return base > 0 && clock_left(g, engine, d.ply, left) && double(left) < s.low_clock * double(base);
}

int winner_drops(const MatchGame& g, Color winner, int from, int to) {
    int n = 0;
    for (int p = from; p <= to; ++p) n += g.mover(p) == winner && g.drops[p - 1];
    return n;
}

bool king_attacked(const MatchGame& g, Color engine, int from, int to, const Settings& s) {
    const PositionFacts& end = g.positions.back();
    if (g.mated && end.to_move == engine && end.material[engine] + s.level_points >= end.material[~engine])
        return true;
    for (int p = from; p <= to; ++p)
        if (g.positions[p].zone_attacked[engine] >= s.zone_squares) return true;
    return false;
}

bool starts_with_parachute(const std::string& name) {
    const std::string prefix = "parachute";
    if (name.size() < prefix.size()) return false;
    for (size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower((unsigned char)name[i]) != prefix[i]) return false;
    return true;
}

} // namespace

const char* kind_name(Kind k) {
    switch (k) {
    case Kind::Time: return "time";
    case Kind::Horizon: return "horizon";
    case Kind::Drops: return "drops";
    case Kind::Race: return "race";
    case Kind::KingSafety: return "king-safety";
    case Kind::Misjudged: return "misjudged";
    default: return "other";
    }
}

bool score_gap(const MatchGame& g, Color engine, int p, int& engine_cp, int& opponent_cp) {
    if (p < 1 || p >= g.plies()) return false;
    const MoveNote& a = g.notes[p - 1];
    const MoveNote& b = g.notes[p];
    if (!a.has_score || !b.has_score) return false;
    const bool engine_first = g.mover(p) == engine;
    engine_cp = engine_first ? a.cp : b.cp;
    opponent_cp = -(engine_first ? b.cp : a.cp);
    return true;
}

Divergence find_divergence(const MatchGame& g, Color engine, const Settings& s) {
    Divergence d;
    for (int p = 1; p < g.plies(); ++p) {
        int e, o;
        if (!score_gap(g, engine, p, e, o) || e - o <= s.threshold_cp || !level(g.positions[p], s)) continue;
        d.found = true;
        d.ply = p;
        d.engine_ply = g.mover(p) == engine ? p : p + 1;
        d.opponent_ply = g.mover(p) == engine ? p + 1 : p;
        d.engine_cp = e;
        d.opponent_cp = o;
        break;
    }
    return d;
}

Kind classify(const MatchGame& g, Color engine, const Divergence& d, const Settings& s) {
    if (g.time_loss) return Kind::Time;
    if (!d.found) return Kind::Other;
    if (short_of_time(g, engine, d, s)) return Kind::Time;
    if (!disagreed_before(g, engine, d, s) && collapses(g, d, s)) return Kind::Horizon;
    const Color winner = ~engine;
    const int last = std::min(d.ply + s.window, g.plies());
    const VariantTraits& rules = traits(g.variant);
    if (rules.drops && winner_drops(g, winner, d.ply + 1, last) >= s.drops) return Kind::Drops;
    if (rules.race_to_eighth) {
        const PositionFacts& f = g.positions[last];
        if (f.royal_rank[winner] > f.royal_rank[engine]) return Kind::Race;
    } else if (king_attacked(g, engine, d.ply, last, s)) {
        return Kind::KingSafety;
    }
    if (std::min(g.notes[d.engine_ply - 1].depth, g.notes[d.opponent_ply - 1].depth) >= s.deep)
        return Kind::Misjudged;
    return Kind::Other;
}

Phase loss_phase(const MatchGame& g, const Divergence& d, const Settings& s) {
    const PositionFacts& f = d.found ? g.positions[d.ply] : g.positions.back();
    return phase_of(g.variant, f.piece_material, f.fullmove, s.opening_moves);
}

int engine_sides(const MatchGame& g, const std::string& name, Color& side) {
    int n = 0;
    for (Color c : {WHITE, BLACK})
        if (name.empty() ? starts_with_parachute(g.name(c)) : g.name(c) == name) {
            side = c;
            ++n;
        }
    return n;
}

} // namespace parachute::losses
