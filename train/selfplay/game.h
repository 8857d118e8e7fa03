// One self-play game: opening randomisation, a search per move, the rules library's
// verdict or adjudication at the end, and the positions written as records.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "../../engine/search/search.h"
#include "../../engine/util/random.h"
#include "../data/record.h"
#include "options.h"

namespace parachute::selfplay {

struct GameOutput {
    std::vector<data::Record> records; // the kept positions, result filled in
    data::Outcome outcome = data::Outcome::Draw;
    data::Ending ending = data::Ending::Unknown;
    int plies = 0;          // moves played
    uint64_t nodes = 0;     // searched
    int searched = 0;       // positions searched
    double search_seconds = 0; // wall time inside the search (the rest is overhead)
    // One line for the games log: id, variant, result, ending, start FEN, moves (FORMAT.md).
    std::string log_line;
};

class GamePlayer {
public:
    explicit GamePlayer(const Options& options);

    // Plays one game from start_fen (validated by the caller). Returns "" or an error;
    // `stop` is polled between moves and abandons the game (out then holds nothing).
    std::string play(uint32_t game_id, const std::string& start_fen, Rng& rng, const std::atomic<bool>* stop,
                     GameOutput& out);

private:
    SearchResult search(const Position& pos, int multipv);

    const Options& opt;
    Searcher searcher;
    SearchOptions search_options;
};

} // namespace parachute::selfplay
