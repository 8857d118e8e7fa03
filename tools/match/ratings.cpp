#include "ratings.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <set>

#include "pgn.h"
#include "pgn_reader.h"

namespace parachute::match {

namespace {

std::string fixed(double v, int decimals, bool sign = false) {
    char buf[64];
    std::snprintf(buf, sizeof buf, sign ? "%+.*f" : "%.*f", decimals, v);
    return buf;
}

std::string padded(const std::string& s, size_t width, bool left) {
    if (s.size() >= width) return s;
    const std::string pad(width - s.size(), ' ');
    return left ? s + pad : pad + s;
}

} // namespace

int run_ratings(const RatingsConfig& cfg, std::ostream& out, std::ostream& err) {
    GameTable table;
    int rated = 0, unfinished = 0, unreadable = 0;
    std::set<std::string> variants;
    for (const std::string& file : cfg.files) {
        std::ifstream in(file);
        if (!in) {
            err << "error: cannot read PGN file '" << file << "'\n";
            return 1;
        }
        std::vector<PgnGame> games;
        std::vector<std::string> errors;
        read_pgn_games_tagged(in, file, games, errors);
        for (const std::string& e : errors) err << "warning: " << e << " (left out)\n";
        unreadable += int(errors.size());
        for (const PgnGame& g : games) {
            const GameResult r = parse_result(g.tag("Result"));
            if (r == GameResult::Ongoing) {
                ++unfinished;
                continue;
            }
            const std::string white = g.tag("White"), black = g.tag("Black");
            if (white.empty() || black.empty() || white == black) {
                err << "warning: " << file << ":" << g.first_line << ": White \"" << white << "\" and Black \"" << black
                    << "\" are not two players (left out)\n";
                ++unreadable;
                continue;
            }
            variants.insert(traits(g.variant).name);
            const int w = table.index(white), b = table.index(black);
            table.add(w, b, r == GameResult::WhiteWins ? 1.0 : r == GameResult::Draw ? 0.5 : 0.0);
            ++rated;
        }
    }
    // Strength differs by variant; one scale over several is rarely what was meant.
    if (variants.size() > 1) {
        std::string list;
        for (const std::string& v : variants) list += (list.empty() ? "" : ", ") + v;
        err << "warning: the games are of several variants (" << list << "), fitted on one scale\n";
    }
    RatingFit fit;
    if (std::string e = fit_ratings(table, cfg.fit, fit); !e.empty()) {
        err << "error: " << e << '\n';
        return 1;
    }
    const std::string anchor = cfg.fit.anchor.empty() ? table.names[0] : cfg.fit.anchor;
    out << "Ratings of " << table.names.size() << " players from " << rated << " games in " << cfg.files.size()
        << " file(s)";
    if (unfinished) out << " (" << unfinished << " unfinished left out)";
    if (unreadable) out << " (" << unreadable << " unreadable left out)";
    out << "; anchor " << anchor << " = " << fixed(cfg.fit.anchor_elo, 0) << "; " << fixed(cfg.fit.prior_draws, 1)
        << " virtual draws per pair that met; +/-: 95% interval relative to the anchor\n";

    std::vector<int> order(table.names.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return fit.elo[a] > fit.elo[b]; });
    size_t width = 4;
    for (const std::string& n : table.names) width = std::max(width, n.size());
    out << "rank  " << padded("name", width, true) << "      Elo     +/-  games   score\n";
    for (size_t k = 0; k < order.size(); ++k) {
        const int i = order[k];
        const int games = std::accumulate(table.games[i].begin(), table.games[i].end(), 0);
        const double points = std::accumulate(table.points[i].begin(), table.points[i].end(), 0.0);
        out << padded(std::to_string(k + 1), 4, false) << "  " << padded(table.names[i], width, true) << "  "
            << padded(fixed(fit.elo[i], 1), 7, false) << "  "
            << padded(fixed(fit.error(i), 1), 6, false) << "  "
            << padded(std::to_string(games), 5, false) << "  " << padded(fixed(100 * points / games, 1), 5, false)
            << "%\n";
    }
    out << "Each against the next below (95% interval of the difference):\n";
    for (size_t k = 0; k + 1 < order.size(); ++k) {
        const int i = order[k], j = order[k + 1];
        out << "  " << table.names[i] << " - " << table.names[j] << ": " << fixed(fit.elo[i] - fit.elo[j], 1, true)
            << " +/- " << fixed(fit.difference_error(i, j), 1) << '\n';
    }
    return 0;
}

} // namespace parachute::match
