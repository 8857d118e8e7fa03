#include "collect.h"

namespace parachute::losses {

void collect(std::istream& in, const std::string& name, const Settings& s, Collection& c) {
    std::vector<match::PgnGame> read;
    match::read_pgn_games_tagged(in, name, read, c.errors);
    for (const match::PgnGame& pgn : read) {
        c.games.push_back(make_match_game(pgn, name, pgn.number));
        const MatchGame& kept = c.games.back();
        Color engine = WHITE;
        const int sides = engine_sides(kept, s.engine, engine);
        if (sides == 2)
            c.errors.push_back(name + ":" + std::to_string(pgn.first_line) + ": game " + std::to_string(pgn.number)
                               + ": both players fit the engine's name (give --engine NAME); not analysed");
        if (sides != 1) {
            c.without_engine += sides == 0;
            continue;
        }
        const GameResult lost = engine == WHITE ? GameResult::BlackWins : GameResult::WhiteWins;
        if (kept.result != lost) continue;
        LostGame l;
        l.game = int(c.games.size()) - 1;
        l.engine = engine;
        l.divergence = find_divergence(kept, engine, s);
        l.phase = loss_phase(kept, l.divergence, s);
        l.kind = classify(kept, engine, l.divergence, s);
        c.lost.push_back(l);
    }
}

} // namespace parachute::losses
