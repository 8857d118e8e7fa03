#include "stats.h"

#include <cstdio>
#include <unordered_map>

#include "../../engine/core/value.h"
#include "reader.h"

namespace parachute::data {

namespace {
// Upper edges of the non-mate bins: (-inf,-1000), [-1000,-500), ... [1000, mate).
constexpr int EDGES[] = {-1000, -500, -200, -100, -50, 0, 50, 100, 200, 500, 1000};
constexpr int EDGE_NB = sizeof EDGES / sizeof EDGES[0];
static_assert(EDGE_NB + 3 == SCORE_BINS, "bins: below the first edge, between edges, above the last, two mate bins");
} // namespace

int score_bin(int score) {
    if (score <= VALUE_MATED_IN_MAX_PLY) return SCORE_BINS - 2;
    if (score >= VALUE_MATE_IN_MAX_PLY) return SCORE_BINS - 1;
    int b = 0;
    while (b < EDGE_NB && score >= EDGES[b]) ++b;
    return b;
}

std::string score_bin_label(int bin) {
    if (bin == SCORE_BINS - 2) return "mated";
    if (bin == SCORE_BINS - 1) return "mating";
    if (bin == 0) return "< " + std::to_string(EDGES[0]);
    if (bin == EDGE_NB) return ">= " + std::to_string(EDGES[EDGE_NB - 1]);
    return "[" + std::to_string(EDGES[bin - 1]) + ", " + std::to_string(EDGES[bin]) + ")";
}

Phase phase_of(const Decoded& d) {
    static constexpr int WEIGHT[PIECE_TYPE_NB] = {0, 0, 1, 1, 2, 4, 1, 0};
    int phase = 0;
    for (Bitboard b = d.occupied; b;) phase += WEIGHT[type_of(d.board[pop_lsb(b)])];
    for (Color c : {WHITE, BLACK})
        for (int pt = KNIGHT; pt <= QUEEN; ++pt) phase += WEIGHT[pt] * d.hand[c][pt];
    return phase >= 20 ? OPENING : phase <= 8 ? ENDGAME : MIDDLEGAME;
}

std::string compute_stats(const std::vector<std::string>& inputs, Stats& s) {
    s = Stats{};
    DataReader reader(inputs);
    if (!reader.error().empty()) return reader.error();
    struct Game {
        Outcome outcome;
        Ending ending;
        int plies;
        uint64_t positions;
    };
    std::unordered_map<uint32_t, Game> games;
    std::vector<Record> chunk;
    ChunkInfo info;
    Decoded d;
    while (reader.next_chunk(chunk, &info)) {
        ++s.chunks;
        s.stored_bytes += info.stored_bytes;
        for (const Record& r : chunk) {
            decode(r, d);
            ++s.records;
            ++s.by_variant[int(d.variant)];
            ++s.position_outcome[int(d.outcome) % 3];
            ++s.score_bins[score_bin(d.score)];
            ++s.phase[phase_of(d)];
            auto [it, fresh] = games.try_emplace(d.game_id, Game{d.outcome, d.ending, d.game_plies, 0});
            ++it->second.positions;
        }
    }
    s.files = reader.files().size();
    s.problems = reader.problems();
    s.games = games.size();
    double plies = 0;
    for (const auto& [id, g] : games) {
        ++s.game_outcome[int(g.outcome) % 3];
        ++s.game_ending[int(g.ending) < int(Ending::ENDING_NB) ? int(g.ending) : 0];
        ++s.length_bins[std::min(g.plies / 40, LENGTH_BINS - 1)];
        plies += g.plies;
    }
    s.mean_game_plies = s.games ? plies / s.games : 0;
    s.positions_per_game = s.games ? double(s.records) / s.games : 0;
    return "";
}

void print_stats(const Stats& s) {
    auto pct = [&](uint64_t n, uint64_t of) { return of ? 100.0 * n / of : 0.0; };
    std::printf("files %llu  chunks %llu  positions %llu  games %llu  damaged chunks skipped %d\n",
                (unsigned long long)s.files, (unsigned long long)s.chunks, (unsigned long long)s.records,
                (unsigned long long)s.games, s.problems);
    std::printf("stored bytes %llu  (%.2f per position)\n", (unsigned long long)s.stored_bytes,
                s.records ? double(s.stored_bytes) / s.records : 0);
    for (int v = 0; v < VARIANT_NB; ++v)
        if (s.by_variant[v]) std::printf("variant %-12s %llu\n", traits(Variant(v)).name, (unsigned long long)s.by_variant[v]);
    std::printf("games:     white wins %llu (%.1f%%)  draws %llu (%.1f%%)  black wins %llu (%.1f%%)\n",
                (unsigned long long)s.game_outcome[2], pct(s.game_outcome[2], s.games),
                (unsigned long long)s.game_outcome[1], pct(s.game_outcome[1], s.games),
                (unsigned long long)s.game_outcome[0], pct(s.game_outcome[0], s.games));
    std::printf("positions: white wins %llu (%.1f%%)  draws %llu (%.1f%%)  black wins %llu (%.1f%%)\n",
                (unsigned long long)s.position_outcome[2], pct(s.position_outcome[2], s.records),
                (unsigned long long)s.position_outcome[1], pct(s.position_outcome[1], s.records),
                (unsigned long long)s.position_outcome[0], pct(s.position_outcome[0], s.records));
    std::printf("game endings:\n");
    for (int e = 0; e < int(Ending::ENDING_NB); ++e)
        if (s.game_ending[e])
            std::printf("  %-22s %llu (%.1f%%)\n", ending_name(Ending(e)), (unsigned long long)s.game_ending[e],
                        pct(s.game_ending[e], s.games));
    std::printf("game length (plies): mean %.1f, %.1f positions kept per game\n", s.mean_game_plies, s.positions_per_game);
    for (int b = 0; b < LENGTH_BINS; ++b) {
        char label[32];
        if (b == LENGTH_BINS - 1) std::snprintf(label, sizeof label, ">= %d", 40 * b);
        else std::snprintf(label, sizeof label, "%d-%d", 40 * b, 40 * b + 39);
        std::printf("  %-10s %llu\n", label, (unsigned long long)s.length_bins[b]);
    }
    std::printf("score (side to move, centipawns):\n");
    for (int b = 0; b < SCORE_BINS; ++b)
        std::printf("  %-14s %llu (%.1f%%)\n", score_bin_label(b).c_str(), (unsigned long long)s.score_bins[b],
                    pct(s.score_bins[b], s.records));
    std::printf("phase: opening %llu  middlegame %llu  endgame %llu\n", (unsigned long long)s.phase[OPENING],
                (unsigned long long)s.phase[MIDDLEGAME], (unsigned long long)s.phase[ENDGAME]);
}

} // namespace parachute::data
