#include "game.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "../../engine/rules/gameend.h"
#include "../../engine/rules/movegen.h"
#include "../../engine/rules/notation.h"

namespace parachute::selfplay {

namespace {

data::Outcome outcome_of(GameResult r) {
    return r == GameResult::WhiteWins ? data::Outcome::WhiteWins
         : r == GameResult::BlackWins ? data::Outcome::BlackWins : data::Outcome::Draw;
}

data::Ending ending_of(EndReason r) {
    switch (r) {
    case EndReason::Checkmate: return data::Ending::Checkmate;
    case EndReason::Stalemate: return data::Ending::Stalemate;
    case EndReason::RaceWon:
    case EndReason::RaceDrawn: return data::Ending::Race;
    case EndReason::InsufficientMaterial: return data::Ending::InsufficientMaterial;
    case EndReason::FivefoldRepetition: return data::Ending::Repetition;
    default: return data::Ending::Unknown;
    }
}

// Consecutive plies on which a score condition held; resets when it fails.
struct Streak {
    int length = 0;
    int sign = 0;
    void update(bool holds, int s = 0) {
        length = holds && (length == 0 || s == sign) ? length + 1 : holds ? 1 : 0;
        sign = s;
    }
};

} // namespace

GamePlayer::GamePlayer(const Options& options) : opt(options) {
    search_options.hash_mb = options.hash_mb;
    search_options.threads = 1; // workers scale self-play, not threads inside one search
    search_options.nnue = options.nnue;
    search_options.nets[int(options.variant)] = options.net;
    searcher.set_options(search_options);
}

SearchResult GamePlayer::search(const Position& pos, int multipv) {
    if (search_options.multipv != multipv) {
        search_options.multipv = multipv;
        searcher.set_options(search_options);
    }
    Limits limits;
    limits.depth = opt.depth;
    limits.nodes = opt.nodes;
    return searcher.search(pos, limits);
}

std::string GamePlayer::play(uint32_t game_id, const std::string& start_fen, Rng& rng, const std::atomic<bool>* stop,
                             GameOutput& out) {
    out = GameOutput{};
    Position pos;
    if (std::string e = pos.set(start_fen, opt.variant); !e.empty()) return "bad opening FEN '" + start_fen + "': " + e;
    pos.set_draw_rules(opt.draw_rules);
    searcher.clear(); // each game starts cold: the run does not depend on the order of games
    std::string moves;
    Streak resign, draw;
    GameResult result = GameResult::Ongoing;
    data::Ending ending = data::Ending::Unknown;

    while (result == GameResult::Ongoing) {
        if (stop && *stop) {
            out = GameOutput{};
            return "";
        }
        const GameStatus status = game_status(pos);
        if (status.over()) {
            result = status.result;
            ending = ending_of(status.reason);
            break;
        }
        // Self-play claims every draw it may: both players would, at this strength.
        if (status.can_claim_threefold || status.can_claim_fifty_moves) {
            result = GameResult::Draw;
            ending = status.can_claim_threefold ? data::Ending::Repetition : data::Ending::FiftyMoves;
            break;
        }
        if (out.plies >= opt.max_plies) {
            result = GameResult::Draw;
            ending = data::Ending::MaxPlies;
            break;
        }

        Move played;
        if (out.plies < opt.random_plies) {
            MoveList list;
            generate_legal(pos, list);
            played = list.moves[rng.below(list.size())];
        } else {
            const bool opening = out.plies < opt.random_plies + opt.multipv_plies && opt.multipv > 1;
            const auto t0 = std::chrono::steady_clock::now();
            const SearchResult r = search(pos, opening ? opt.multipv : 1);
            out.search_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            if (!r.best) return "the search found no move in " + pos.fen() + ", which the rules say is not over";
            out.nodes += r.nodes;
            ++out.searched;
            played = r.best;
            if (opening && r.lines.size() > 1) {
                // Among the lines within the margin of the best, uniformly.
                size_t n = 1;
                while (n < r.lines.size() && r.lines[n].score >= r.lines[0].score - opt.multipv_margin) ++n;
                played = r.lines[rng.below(n)].move;
            }
            const bool filtered = (pos.in_check() && !opt.keep_in_check) || (pos.is_capture(r.best) && !opt.keep_captures);
            if (!filtered) {
                data::Annotation note;
                note.score = r.score;
                note.best = r.best;
                note.game_id = game_id;
                note.depth = r.depth;
                data::Record rec;
                if (data::encode(pos, note, rec).empty()) out.records.push_back(rec);
            }
            // Adjudication on the white-relative score of both players' searches.
            const int white_score = pos.side_to_move() == WHITE ? r.score : -r.score;
            resign.update(opt.resign_plies > 0 && std::abs(white_score) >= opt.resign_score, white_score > 0 ? 1 : -1);
            draw.update(opt.draw_plies > 0 && out.plies >= opt.draw_after && std::abs(white_score) <= opt.draw_score);
            if (opt.resign_plies > 0 && resign.length >= opt.resign_plies) {
                result = resign.sign > 0 ? GameResult::WhiteWins : GameResult::BlackWins;
                ending = data::Ending::ResignAdjudicated;
                break;
            }
            if (opt.draw_plies > 0 && draw.length >= opt.draw_plies) {
                result = GameResult::Draw;
                ending = data::Ending::DrawAdjudicated;
                break;
            }
        }
        if (!moves.empty()) moves += ' ';
        moves += move_to_uci(played);
        pos.do_move(played);
        ++out.plies;
    }

    out.outcome = outcome_of(result);
    out.ending = ending;
    for (data::Record& rec : out.records) data::set_game_result(rec, out.outcome, ending, pos.game_ply());
    char id[16];
    std::snprintf(id, sizeof id, "%08x", game_id);
    out.log_line = std::string(id) + '\t' + traits(opt.variant).name + '\t' + result_string(result) + '\t'
                 + data::ending_name(ending) + '\t' + start_fen + '\t' + moves + '\n';
    return "";
}

} // namespace parachute::selfplay
