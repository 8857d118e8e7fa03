#include "game.h"

#include <cstdio>

#include "../../engine/rules/notation.h"
#include "protocol_util.h"

namespace parachute::match {

namespace {

const char* side_name(Color c) { return c == WHITE ? "White" : "Black"; }
GameResult win_for(Color c) { return c == WHITE ? GameResult::WhiteWins : GameResult::BlackWins; }

std::string move_comment(const EngineReply& r) {
    char buf[64];
    const double secs = double(r.elapsed_ms) / 1000;
    if (!r.has_score) {
        std::snprintf(buf, sizeof buf, "%.3gs", secs);
        return buf;
    }
    const int s = r.score_cp;
    if (s >= MATE_SCORE - 1000) std::snprintf(buf, sizeof buf, "+M%d/%d %.3gs", MATE_SCORE - s, r.depth, secs);
    else if (s <= -MATE_SCORE + 1000) std::snprintf(buf, sizeof buf, "-M%d/%d %.3gs", MATE_SCORE + s, r.depth, secs);
    else std::snprintf(buf, sizeof buf, "%+.2f/%d %.3gs", s / 100.0, r.depth, secs);
    return buf;
}

// Tracks the score-based adjudication counters across the moves of one game, the way
// cutechess-cli counts them: a move without a score (or a book move) breaks every run.
class ScoreAdjudicator {
public:
    explicit ScoreAdjudicator(const Adjudication& a) : adj(a) {}

    // After a move by `side` with the engine's reply; true when the game is decided.
    bool update(const Position& pos, Color side, const EngineReply& r, GameRecord& g) {
        if (!r.has_score) {
            losing[side] = winning[side] = 0;
            drawish = 0;
            return false;
        }
        const int s = r.score_cp;
        if (adj.draw_movecount) {
            // A capture or pawn move changes the game too much for an earlier run of
            // level scores to count.
            drawish = std::abs(s) <= adj.draw_score && pos.rule50_count() > 0 ? drawish + 1 : 0;
            if (drawish >= 2 * adj.draw_movecount && int(g.moves.size()) / 2 >= adj.draw_movenumber) {
                g.result = GameResult::Draw;
                g.reason = "Draw by adjudication";
                g.termination = "adjudication";
                return true;
            }
        }
        if (adj.resign_movecount) {
            losing[side] = s <= -adj.resign_score ? losing[side] + 1 : 0;
            winning[side] = s >= adj.resign_score ? winning[side] + 1 : 0;
            if (losing[side] >= adj.resign_movecount
                && (!adj.resign_twosided || winning[~side] >= adj.resign_movecount)) {
                g.result = win_for(~side);
                g.reason = std::string(side_name(~side)) + " wins by adjudication";
                g.termination = "adjudication";
                return true;
            }
        }
        return false;
    }

private:
    const Adjudication& adj;
    int losing[COLOR_NB] = {0, 0};
    int winning[COLOR_NB] = {0, 0};
    int drawish = 0;
};

const char* claimable_draw(const GameStatus& st) {
    if (st.can_claim_threefold) return "Draw by 3-fold repetition";
    if (st.can_claim_fifty_moves) return "Draw by fifty moves rule";
    return nullptr;
}

// The end the rules library gives, and, when the runner claims draws for the players,
// a draw either of them may claim (as cutechess-cli does).
bool rules_end(const Position& pos, bool claim_for_players, GameRecord& g) {
    const GameStatus st = game_status(pos);
    g.termination = "normal";
    if (st.over()) {
        g.result = st.result;
        g.reason = st.reason == EndReason::Stalemate ? "Draw by stalemate"
                 : st.reason == EndReason::InsufficientMaterial ? "Draw by insufficient mating material"
                 : describe_end(st);
        return true;
    }
    if (const char* draw = claim_for_players ? claimable_draw(st) : nullptr) {
        g.result = GameResult::Draw;
        g.reason = draw;
        return true;
    }
    return false;
}

// Judges a result line an engine sent while the game goes on. A draw claim holds if the
// draw may be claimed now or could be right after the claimer's own last move (CECP
// engines claim after their move, so the claim may be read one ply late). A claim of
// its own loss is a resignation; any other claim is false.
void judge_claim(Color side, const std::string& line, Position& pos, GameRecord& g) {
    if (line.rfind("1/2-1/2", 0) == 0) {
        const char* draw = claimable_draw(game_status(pos));
        if (!draw && pos.history_length() > 0) {
            const Move last = pos.last_move();
            pos.undo_move();
            draw = claimable_draw(game_status(pos));
            pos.do_move(last);
        }
        if (draw) {
            g.result = GameResult::Draw;
            g.reason = std::string(draw) + " (claimed by " + side_name(side) + ")";
            g.termination = "normal";
            return;
        }
    }
    const bool own_loss = (side == WHITE && line.rfind("0-1", 0) == 0) || (side == BLACK && line.rfind("1-0", 0) == 0);
    g.result = win_for(~side);
    if (own_loss) {
        g.reason = std::string(side_name(side)) + " resigns";
        g.termination = "normal";
    } else {
        g.reason = std::string(side_name(side)) + " makes a false claim: " + line;
        g.termination = "rules infraction";
        g.fault[side] = Fault::Broken;
    }
}

} // namespace

std::string prepare_setup(Variant v, const Opening& o, GameSetup& setup) {
    setup.variant = v;
    const std::string start = traits(v).start_fen;
    Position pos;
    if (std::string err = pos.set(o.fen.empty() ? start : o.fen, v); !err.empty()) return err;
    setup.fen = pos.fen();
    Position ref;
    ref.set_start(v);
    setup.standard_start = setup.fen == ref.fen();
    for (const std::string& m : o.moves) {
        const Move mv = parse_move(pos, m);
        if (!mv) return "illegal opening move " + m;
        pos.do_move(mv);
    }
    if (game_status(pos).over()) return "the opening ends the game";
    return "";
}

GameRecord play_game(EngineClient& white, EngineClient& black, Variant v, const Opening& opening,
                     const Adjudication& adj) {
    GameRecord g;
    g.white = white.display_name();
    g.black = black.display_name();
    g.time_control = white.config().tc.pgn_tag();
    if (black.config().tc.pgn_tag() != g.time_control)
        g.time_control = "White " + g.time_control + ", Black " + black.config().tc.pgn_tag();
    EngineClient* engines[COLOR_NB] = {&white, &black};

    if (std::string err = prepare_setup(v, opening, g.setup); !err.empty()) {
        g.reason = "bad opening: " + err;
        g.termination = "unterminated";
        return g;
    }
    Position pos;
    pos.set(g.setup.fen, v);
    pos.set_draw_rules(adj.draw_rules);
    for (const std::string& m : opening.moves) {
        const Move mv = parse_move(pos, m);
        g.moves.push_back({move_to_uci(mv), move_to_san(pos, mv)});
        g.comments.push_back("book");
        pos.do_move(mv);
    }
    for (Color c : {WHITE, BLACK}) {
        if (std::string err = engines[c]->new_game(g.setup); !err.empty()) {
            g.result = win_for(~c);
            g.reason = std::string(side_name(c)) + " cannot start the game: " + err;
            g.termination = "abandoned";
            g.fault[c] = Fault::Broken;
            g.final_fen = pos.fen();
            return g;
        }
    }
    GameClock clocks[COLOR_NB] = {GameClock(white.config().tc), GameClock(black.config().tc)};
    ScoreAdjudicator scores(adj);

    while (!rules_end(pos, adj.claim_draws_for_players, g)) {
        if (adj.max_moves && int(g.moves.size()) >= 2 * adj.max_moves) {
            g.result = GameResult::Draw;
            g.reason = "Draw by adjudication: maximum game length";
            g.termination = "adjudication";
            break;
        }
        const Color side = pos.side_to_move();
        EngineClient& e = *engines[side];
        const TimeControl& tc = e.config().tc;
        ClockState cs;
        cs.white_ms = clocks[WHITE].remaining_ms();
        cs.black_ms = clocks[BLACK].remaining_ms();
        cs.white_inc_ms = white.config().tc.increment_ms;
        cs.black_inc_ms = black.config().tc.increment_ms;
        cs.own_ms = clocks[side].remaining_ms();
        cs.opp_ms = clocks[~side].remaining_ms();
        cs.moves_to_go = clocks[side].moves_to_go();
        const int64_t allowed = tc.clock ? cs.own_ms + tc.margin_ms
                              : tc.move_time_ms ? tc.move_time_ms + tc.margin_ms : adj.hang_ms;
        cs.deadline = SteadyClock::now() + std::chrono::milliseconds(std::max<int64_t>(allowed, 0) + 1);

        EngineReply r = e.go(g.moves, cs);
        if (e.config().white_pov && side == BLACK) r.score_cp = -r.score_cp;
        const std::string who = side_name(side);
        using Kind = EngineReply::Kind;
        if (r.kind == Kind::Timeout || (r.kind == Kind::Move && !clocks[side].spend(r.elapsed_ms))) {
            g.result = win_for(~side);
            g.reason = (tc.clock || tc.move_time_ms) ? who + " loses on time" : who + "'s connection stalls";
            g.termination = (tc.clock || tc.move_time_ms) ? "time forfeit" : "abandoned";
            g.fault[side] = r.kind == Kind::Timeout ? Fault::LostOnTime : Fault::None;
            break;
        }
        if (r.kind == Kind::Crash) {
            g.result = win_for(~side);
            g.reason = who + " disconnects (engine crashed)";
            g.termination = "abandoned";
            g.fault[side] = Fault::Broken;
            break;
        }
        if (r.kind == Kind::Protocol) {
            g.result = win_for(~side);
            g.reason = who + " breaks the protocol: " + r.text;
            g.termination = "rules infraction";
            g.fault[side] = Fault::Broken;
            break;
        }
        if (r.kind == Kind::Resign) {
            g.result = win_for(~side);
            g.reason = who + " resigns";
            g.termination = "normal";
            break;
        }
        if (r.kind == Kind::Claim) {
            judge_claim(side, r.text, pos, g);
            break;
        }
        const Move m = parse_move(pos, r.text);
        if (!m) {
            g.result = win_for(~side);
            g.reason = who + " makes an illegal move: " + r.text;
            g.termination = "rules infraction";
            g.fault[side] = Fault::Broken;
            break;
        }
        g.moves.push_back({move_to_uci(m), move_to_san(pos, m)});
        g.comments.push_back(move_comment(r));
        pos.do_move(m);
        if (scores.update(pos, side, r, g)) break;
    }
    g.final_fen = pos.fen();
    const std::string result = result_string(g.result);
    for (Color c : {WHITE, BLACK})
        if (g.fault[c] != Fault::Broken) engines[c]->game_over(result, g.reason);
    return g;
}

} // namespace parachute::match
