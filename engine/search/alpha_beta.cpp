// The alpha-beta search of one worker: the node search with its pruning, reductions and
// extensions, the quiescence search, and the moves made on the way (which keep the NNUE
// accumulators and the histories in step). Iterative deepening and reporting are in
// worker.cpp.
#include "worker.h"

#include <algorithm>
#include <cmath>

#include "../eval/evaluate.h"
#include "../rules/gameend.h"
#include "../rules/movegen.h"
#include "move_picker.h"
#include "params.h"
#include "see.h"
#include "variants.h"

namespace parachute {

namespace {

// Late-move reductions grow with the logarithms of depth and move number.
struct ReductionTable {
    int r[MAX_PLY + 1];
    ReductionTable() {
        r[0] = 0;
        for (int i = 1; i <= MAX_PLY; ++i) r[i] = int(21.0 * std::log(double(i)));
    }
};
const ReductionTable REDUCTIONS;

int reduction(bool improving, int depth, int move_count) {
    int r = REDUCTIONS.r[std::min(depth, MAX_PLY)] * REDUCTIONS.r[std::min(move_count, MAX_PLY)];
    return (r + params::lmr_offset) / params::lmr_divisor + (!improving && r > 900);
}

int stat_bonus(int depth) {
    return std::min(params::history_bonus_per_depth * depth - params::history_bonus_offset, params::history_bonus_max);
}

// The value of material that can still do something: a side with none of it (bare king
// and pawns) is where zugzwang makes the null move unsound.
bool has_non_pawn_material(const Position& pos, Color c) {
    return pos.pieces(c) & ~pos.pieces(PAWN) & ~pos.pieces(KING);
}

constexpr int INFO_CHECK_INTERVAL = 1024;

} // namespace

Value Worker::static_eval() { return net ? accumulators.evaluate(pos) : evaluate(pos); }

Value Worker::corrected_eval(Value raw) const {
    if (!variant_search(pos.variant()).eval_correction || is_mate_score(raw)) return raw;
    return std::clamp(Value(raw + correction.correction(pos)), Value(VALUE_MATED_IN_MAX_PLY + 1),
                      Value(VALUE_MATE_IN_MAX_PLY - 1));
}

void Worker::make_move(Stack* ss, Move m) {
    ss->current = m;
    ss->moved = pos.moved_piece(m);
    ss->continuation = &hist.continuation[ss->moved][m.to()];
    if (net) accumulators.push(pos, m);
    pos.do_move(m);
    shared.tt->prefetch(pos.key());
}

void Worker::unmake_move() {
    pos.undo_move();
    if (net) accumulators.pop();
}

void Worker::make_null_move() {
    if (net) accumulators.push_null();
    pos.do_null_move();
}

void Worker::unmake_null_move() {
    pos.undo_null_move();
    if (net) accumulators.pop();
}


bool Worker::check_time() {
    if (id != 0 || shared.stop.load(std::memory_order_relaxed)) return aborted();
    if (++calls_since_check < INFO_CHECK_INTERVAL) return false;
    calls_since_check = 0;
    // While pondering no limit ends the search: it runs on until ponderhit (then the
    // limits apply at the next check) or stop. A node limit met while pondering used to
    // stop it, and the best move went out before the ponderhit.
    if (shared.pondering) return false;
    const Limits& l = shared.limits;
    if (l.nodes && shared.total_nodes() >= l.nodes) shared.stop = true;
    if (shared.budget.maximum_ms && shared.elapsed_ms() >= shared.budget.maximum_ms) shared.stop = true;
    return aborted();
}

// Draws by rule and decided races, seen from the side to move at this node.
Value Worker::terminal_value(int ply, bool& terminal) const {
    terminal = true;
    const VariantTraits& tr = pos.rules();
    if (tr.race_to_eighth && race_decided(pos)) {
        const GameResult r = race_result(pos);
        if (r == GameResult::Draw) return VALUE_DRAW;
        const Color winner = r == GameResult::WhiteWins ? WHITE : BLACK;
        return winner == pos.side_to_move() ? mate_in(ply) : mated_in(ply);
    }
    const bool samara = pos.samara_draws();
    if (!samara && pos.rule50_count() >= 100 && !pos.in_check()) return VALUE_DRAW;
    if (tr.material_draws && insufficient_material(pos)) return VALUE_DRAW;
    // A repetition inside the search is scored as a draw: whoever can repeat can keep
    // repeating. Where captured pieces come back as drops, a capture does not make a
    // position unreachable, so the window is the plies since the last null move,
    // bounded for speed.
    const int window = std::min(pos.plies_from_null(), tr.drops ? 48 : pos.rule50_count());
    const Key k = pos.key();
    for (int back = 4; back <= std::min(window, pos.history_length()); back += 2)
        if (pos.key_at(back) == k) return VALUE_DRAW;
    terminal = false;
    return VALUE_ZERO;
}

namespace {
// Under-promotions that the quiescence search and ProbCut leave to the main search.
bool minor_promotion(Variant v, Move m) { return m.is_promotion() && !quiescence_promotion(v, m.promotion_type()); }

// A PV node's line: its move, then the child's line (ended by Move::none()). Returns its
// length.
int update_pv(Move* pv, Move m, const Move* child) {
    pv[0] = m;
    int i = 0;
    for (const Move* p = child; *p && i < MAX_PLY; ++p) pv[++i] = *p;
    pv[i + 1] = Move::none();
    return i + 1;
}
} // namespace

OrderContext Worker::order_context(const Stack* ss) const {
    const Move counter = (ss - 1)->current ? hist.counter[(ss - 1)->moved][(ss - 1)->current.to()] : Move::none();
    return {pos, hist, {(ss - 1)->continuation, (ss - 2)->continuation}, ss->killers, counter};
}

void Worker::update_continuations(Stack* ss, Piece pc, Square to, int bonus) {
    for (int back : {1, 2})
        if ((ss - back)->continuation) update_history((*(ss - back)->continuation)[pc][to], bonus);
}

void Worker::update_quiet_stats(Stack* ss, Move best, int bonus, const Move* quiets, int quiet_count) {
    const Color us = pos.side_to_move();
    if (ss->killers[0] != best) {
        ss->killers[1] = ss->killers[0];
        ss->killers[0] = best;
    }
    if ((ss - 1)->current) hist.counter[(ss - 1)->moved][(ss - 1)->current.to()] = best;
    update_history(hist.quiet[us][origin_index(best)][best.to()], bonus);
    update_continuations(ss, pos.moved_piece(best), best.to(), bonus);
    for (int i = 0; i < quiet_count; ++i) {
        if (quiets[i] == best) continue;
        update_history(hist.quiet[us][origin_index(quiets[i])][quiets[i].to()], -bonus);
        update_continuations(ss, pos.moved_piece(quiets[i]), quiets[i].to(), -bonus);
    }
}

// A stop, a draw by rule or a decided race, or the end of the stack; VALUE_NONE: the node
// is searched.
inline Value Worker::value_without_search(int ply) {
    if (check_time()) return VALUE_ZERO;
    bool terminal;
    const Value v = terminal_value(ply, terminal);
    if (terminal) return v;
    if (ply >= MAX_PLY - 4) return pos.in_check() ? VALUE_DRAW : static_eval();
    return VALUE_NONE;
}

// Reverse futility: far above beta at low depth, a quiet move will not fall below it.
// Null move: if passing still beats beta, a real move will too (not in pawn endings).
inline Value Worker::cutoff_before_moves(Stack* ss, Value eval, Value beta, int depth, bool improving, bool cut_node) {
    if (depth < params::rfp_depth && eval - params::rfp_margin * (depth - improving) >= beta
        && eval < VALUE_MATE_IN_MAX_PLY)
        return eval;

    if (!ss->excluded && (ss - 1)->current && eval >= beta && ss->static_eval >= beta && depth >= 3
        && has_non_pawn_material(pos, pos.side_to_move()) && beta > VALUE_MATED_IN_MAX_PLY) {
        const int r = params::nmp_base + depth / params::nmp_depth_div + std::min((eval - beta) / params::nmp_eval_div, 3);
        ss->current = Move::none();
        ss->moved = NO_PIECE;
        ss->continuation = nullptr;
        make_null_move();
        Value v = -search<NON_PV>(ss + 1, -beta, -beta + 1, depth - r, !cut_node);
        unmake_null_move();
        if (aborted()) return VALUE_ZERO;
        if (v >= beta) return v >= VALUE_MATE_IN_MAX_PLY ? beta : v;
    }
    return VALUE_NONE;
}

// ProbCut: a capture that holds well above beta in a shallow search would almost surely
// hold beta in the full one.
inline Value Worker::probcut(Stack* ss, Key key, Move tt_move, Value raw_eval, Value beta, Value probcut_beta, int depth,
                      bool cut_node) {
    MovePicker probcut_picker(order_context(ss), tt_move, PickerMode::Quiescence);
    const Variant variant = pos.variant();
    while (const Move m = probcut_picker.next()) {
        if (minor_promotion(variant, m)) continue;
        if (!see_ge(pos, m, probcut_beta - ss->static_eval)) continue;
        make_move(ss, m);
        Value v = -qsearch<NON_PV>(ss + 1, -probcut_beta, -probcut_beta + 1, 0);
        if (v >= probcut_beta) v = -search<NON_PV>(ss + 1, -probcut_beta, -probcut_beta + 1, depth - 4, !cut_node);
        unmake_move();
        if (aborted()) return VALUE_ZERO;
        if (v >= probcut_beta) {
            shared.tt->store(key, value_to_tt(v, ss->ply), BOUND_LOWER, depth - 3, m, raw_eval);
            return is_mate_score(v) ? v : v - (probcut_beta - beta);
        }
    }
    return VALUE_NONE;
}

// When every other move falls well short of the table move's bound in a shallower
// search, the table move alone holds the node and deserves more depth. When even the
// others beat beta, the node is cut at once (multi-cut); when the table move's bound is
// above beta anyway, it gets less depth.
template <Worker::NodeType Node>
inline int Worker::singular_extension(Stack* ss, Move m, Move tt_move, const TTData& tt, Value tt_value, Value beta,
                               int depth, bool cut_node, Value& cut) {
    constexpr bool pv_node = Node == PV;
    if (ss->ply == 0 || m != tt_move || ss->excluded || depth < params::se_depth || tt_value == VALUE_NONE
        || is_mate_score(tt_value) || !(tt.bound & BOUND_LOWER) || tt.depth < depth - 3 || ss->ply >= 2 * root_depth)
        return 0;
    const Value singular_beta = tt_value - params::se_margin * depth;
    ss->excluded = m;
    const Value v = search<NON_PV>(ss, singular_beta - 1, singular_beta, (depth - 1) / 2, cut_node);
    ss->excluded = Move::none();
    if (aborted()) {
        cut = VALUE_ZERO;
        return 0;
    }
    if (v < singular_beta)
        return !pv_node && v < singular_beta - params::se_double_margin && (ss - 1)->double_extensions < 6 ? 2 : 1;
    if (singular_beta >= beta) {
        cut = singular_beta;
        return 0;
    }
    return tt_value >= beta ? -1 : 0;
}

// At a node that already has a score: late quiet moves are skipped, but not checks (the
// picker keeps those): a quiet mate one ply before the horizon is invisible to the
// quiescence search. A quiet move is judged at the depth it would be searched to after
// its reduction: a late move is pruned as if the node were shallower.
inline bool Worker::prune_move(Stack* ss, MovePicker& picker, Move m, bool quiet, bool gives_check, int depth,
                        int move_count, int base_reduction, bool improving, Value alpha) {
    if (quiet && !gives_check && move_count >= (params::lmp_base + depth * depth) / (2 - improving)) {
        picker.skip_quiets();
        return true;
    }
    const int lmr_depth = std::max(depth - 1 - base_reduction, 0);
    if (quiet && !ss->in_check && !gives_check && lmr_depth <= params::futility_depth
        && ss->static_eval + params::futility_base + params::futility_per_depth * lmr_depth <= alpha)
        return true;
    return quiet ? !see_ge(pos, m, -params::see_quiet * lmr_depth * lmr_depth)
                 : depth <= params::see_depth && !see_ge(pos, m, -params::see_capture * depth);
}

template <Worker::NodeType Node>
inline int Worker::reduced_depth(const Stack* ss, Move m, int new_depth, int base_reduction, int history, bool gives_check,
                          bool cut_node) const {
    constexpr bool pv_node = Node == PV;
    int r = base_reduction;
    r += !pv_node + cut_node;
    r -= m == ss->killers[0] || m == ss->killers[1];
    r -= history / params::lmr_history;
    r -= gives_check;
    return std::clamp(new_depth - r, 1, new_depth);
}

// A reduced move that beats alpha is searched again: deeper when it beat the best so far
// by a wide margin, shallower when only just. At a PV node the first move, and a later
// one that beats alpha with the null window, are searched with the full window.
template <Worker::NodeType Node>
inline Value Worker::search_move(Stack* ss, Value alpha, Value beta, Value best_value, int move_count, int new_depth,
                          bool reduced, int reduced_to, bool cut_node) {
    constexpr bool pv_node = Node == PV;
    Value v;
    if (reduced) {
        v = -search<NON_PV>(ss + 1, -(alpha + 1), -alpha, reduced_to, true);
        if (v > alpha && reduced_to < new_depth) {
            const int full = new_depth + (v > best_value + params::lmr_deeper_margin + 2 * new_depth)
                             - (v < best_value + new_depth);
            if (full > reduced_to) v = -search<NON_PV>(ss + 1, -(alpha + 1), -alpha, full, !cut_node);
        }
    } else if (!pv_node || move_count > 1) {
        v = -search<NON_PV>(ss + 1, -(alpha + 1), -alpha, new_depth, !cut_node);
    } else {
        v = alpha + 1; // the first move of a PV node goes straight to the full window
    }
    if (pv_node && (move_count == 1 || (v > alpha && (ss->ply == 0 || v < beta)))) {
        (ss + 1)->pv = pv_table[ss->ply + 1];
        (ss + 1)->pv[0] = Move::none();
        v = -search<PV>(ss + 1, -beta, -alpha, new_depth, false);
    } else if (pv_node) {
        // The child's line is still an earlier sibling's: a move that fails high here
        // without a full-window search has no line after it.
        (ss + 1)->pv[0] = Move::none();
    }
    return v;
}

// A later root move that does not beat alpha has no exact score: -infinite sorts it
// behind those that have one.
inline void Worker::update_root_move(Stack* ss, Move m, Value v, Value alpha, Value beta, int move_count,
                                     uint64_t nodes_before) {
    RootMove& rm = *std::find_if(root_moves.begin(), root_moves.end(), [&](const RootMove& r) { return r.move == m; });
    rm.nodes += nodes.load(std::memory_order_relaxed) - nodes_before;
    if (move_count == 1 || v > alpha) {
        rm.score = v;
        rm.score_depth = root_depth;
        rm.bound = v <= alpha ? IterationInfo::Bound::Upper
                 : v >= beta  ? IterationInfo::Bound::Lower
                              : IterationInfo::Bound::Exact;
        rm.seldepth = seldepth;
        const int length = update_pv(ss->pv, m, (ss + 1)->pv);
        rm.pv.assign(ss->pv, ss->pv + length);
    } else {
        rm.score = -VALUE_INFINITE;
    }
}

inline void Worker::update_capture_history(Move m, int bonus) {
    update_history(hist.capture[pos.moved_piece(m)][m.to()][pos.captured_type(m)], bonus);
}

// The move that cut the node gains; the moves searched before it lose: the quiet ones
// only when the cut came from a quiet move, the captures always.
inline void Worker::update_histories_after_cut(Stack* ss, Move best, int depth, const Move* quiets, int quiet_count,
                                        const Move* captures, int capture_count) {
    const int bonus = stat_bonus(depth);
    if (!pos.is_capture(best) && !best.is_promotion())
        update_quiet_stats(ss, best, bonus, quiets, quiet_count);
    else
        update_capture_history(best, bonus);
    for (int i = 0; i < capture_count; ++i) update_capture_history(captures[i], -bonus);
}

// A later multi-PV pass searches the root without the best moves: its result is not the
// root's and stays out of the table.
template <Worker::NodeType Node>
inline void Worker::store_result(Stack* ss, Key key, Value best_value, Value beta, Move best_move, int depth,
                          Value raw_eval) {
    constexpr bool pv_node = Node == PV;
    if (ss->ply == 0 && pv_index > 0) return;
    const Bound bound = best_value >= beta ? BOUND_LOWER : pv_node && best_move ? BOUND_EXACT : BOUND_UPPER;
    shared.tt->store(key, value_to_tt(best_value, ss->ply), bound, depth, best_move, raw_eval);
    // A capture or promotion explains the gap by tactics, not by the position; a
    // bound on the wrong side of the evaluation says nothing about how far off it was.
    if (variant_search(pos.variant()).eval_correction && !ss->in_check && !ss->excluded && !is_mate_score(best_value)
        && !(best_move && (pos.is_capture(best_move) || best_move.is_promotion()))
        && !(bound == BOUND_LOWER && best_value <= ss->static_eval)
        && !(bound == BOUND_UPPER && best_value >= ss->static_eval))
        correction.update(pos, depth, best_value, ss->static_eval);
}

template <Worker::NodeType Node>
Value Worker::search(Stack* ss, Value alpha, Value beta, int depth, bool cut_node) {
    constexpr bool pv_node = Node == PV;
    const bool root = ss->ply == 0;
    if (!root && !shared.limits.preset_scores.empty()) {
        for (const PresetScore& p : shared.limits.preset_scores)
            if (p.key == pos.key() && std::max(depth, 0) <= p.depth) return p.score;
    }
    if (depth <= 0) return qsearch<Node>(ss, alpha, beta, 0);

    nodes.fetch_add(1, std::memory_order_relaxed);
    if (pv_node) {
        ss->pv[0] = Move::none();
        seldepth = std::max(seldepth, ss->ply + 1);
    }
    if (!root) {
        if (const Value v = value_without_search(ss->ply); v != VALUE_NONE) return v;
        alpha = std::max(mated_in(ss->ply), alpha);
        beta = std::min(mate_in(ss->ply + 1), beta);
        if (alpha >= beta) return alpha;
    }

    const bool in_check = pos.in_check();
    ss->in_check = in_check;
    (ss + 1)->killers[0] = (ss + 1)->killers[1] = Move::none();
    (ss + 2)->killers[0] = (ss + 2)->killers[1] = Move::none();

    // A search without one move (singular extensions) is another node to the table.
    const Move excluded = ss->excluded;
    const Key key = excluded ? pos.key() ^ (Key(excluded.raw()) * 0x9E3779B97F4A7C15ull) : pos.key();
    TTData tt;
    const bool tt_hit = shared.tt->probe(key, tt);
    const Value tt_value = tt_hit ? value_from_tt(tt.value, ss->ply) : VALUE_NONE;
    const Move tt_move = root ? root_moves[pv_index].move : tt_hit ? tt.move : Move::none();

    if (!pv_node && tt_hit && tt.depth >= depth && tt_value != VALUE_NONE
        && (tt.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER)))
        return tt_value;

    // The table keeps the raw evaluation: the correction changes as the search learns.
    Value eval, raw_eval = VALUE_NONE;
    if (in_check) {
        eval = ss->static_eval = VALUE_NONE;
    } else {
        raw_eval = tt_hit && tt.eval != VALUE_NONE ? tt.eval : static_eval();
        eval = ss->static_eval = corrected_eval(raw_eval);
        if (tt_value != VALUE_NONE && (tt.bound & (tt_value > eval ? BOUND_LOWER : BOUND_UPPER))) eval = tt_value;
    }
    const bool improving = !in_check && (ss - 2)->static_eval != VALUE_NONE && ss->static_eval > (ss - 2)->static_eval;

    if (!pv_node && !in_check) {
        const Value v = cutoff_before_moves(ss, eval, beta, depth, improving, cut_node);
        if (v != VALUE_NONE) return v;
    }

    // ProbCut is skipped when the table already knows, from a search nearly as deep, that
    // this node stays below its margin.
    const Value probcut_beta = beta + params::probcut_margin - params::probcut_improving * improving;
    if (variant_search(pos.variant()).probcut && !pv_node && !in_check && !excluded && depth >= params::probcut_depth && !is_mate_score(beta)
        && !(tt_value != VALUE_NONE && tt.depth >= depth - 3 && tt_value < probcut_beta)) {
        const Value v = probcut(ss, key, tt_move, raw_eval, beta, probcut_beta, depth, cut_node);
        if (v != VALUE_NONE) return v;
    }

    // Without a move from the table a deep search here is poorly ordered: search shallower.
    if ((pv_node || cut_node) && depth >= 6 && !tt_move) --depth;

    // The root searches its own list: in a multi-PV pass only the moves from pv_index on.
    MoveList root_list;
    if (root)
        for (auto rm = root_moves.begin() + pv_index; rm != root_moves.end(); ++rm) root_list.push(rm->move);
    MovePicker picker = root ? MovePicker(order_context(ss), tt_move, root_list)
                             : MovePicker(order_context(ss), tt_move, PickerMode::Search);

    Value best_value = -VALUE_INFINITE;
    Move best_move = Move::none();
    Move quiets[64], captures[32];
    int quiet_count = 0, capture_count = 0;
    int move_count = 0; // pruned moves included: they say the node is neither mate nor stalemate
    const Color us = pos.side_to_move();

    while (const Move m = picker.next()) {
        if (m == excluded) continue;
        const bool capture = pos.is_capture(m);
        const bool quiet = !capture && !m.is_promotion();
        const bool gives_check = pos.gives_check(m);
        ++move_count;

        const int base_reduction = reduction(improving, depth, move_count);
        const bool reduced = depth >= 2 && move_count > 1 + root && (quiet || !pv_node);
        // Read before the move is made: afterwards the position belongs to the opponent.
        const int history = reduced && quiet ? quiet_score(order_context(ss), m) : 0;

        if (!root && best_value > VALUE_MATED_IN_MAX_PLY && has_non_pawn_material(pos, us)
            && prune_move(ss, picker, m, quiet, gives_check, depth, move_count, base_reduction, improving, alpha))
            continue;

        Value cut = VALUE_NONE;
        int extension = singular_extension<Node>(ss, m, tt_move, tt, tt_value, beta, depth, cut_node, cut);
        if (cut != VALUE_NONE) return cut;
        if (!extension && gives_check && ss->ply < 2 * root_depth && see_ge(pos, m, 0)) extension = 1;
        ss->double_extensions = (ss - 1)->double_extensions + (extension == 2);
        const int new_depth = depth - 1 + extension;

        const uint64_t nodes_before = nodes.load(std::memory_order_relaxed);
        make_move(ss, m);
        const int d = reduced ? reduced_depth<Node>(ss, m, new_depth, base_reduction, history, gives_check, cut_node)
                              : new_depth;
        const Value v = search_move<Node>(ss, alpha, beta, best_value, move_count, new_depth, reduced, d, cut_node);
        unmake_move();
        if (aborted()) return VALUE_ZERO;

        if (root) update_root_move(ss, m, v, alpha, beta, move_count, nodes_before);
        if (v > best_value) {
            best_value = v;
            if (v > alpha) {
                best_move = m;
                if (pv_node && !root) update_pv(ss->pv, m, (ss + 1)->pv);
                if (v >= beta) break;
                alpha = v;
            }
        }
        if (m != best_move) {
            if (quiet && quiet_count < 64) quiets[quiet_count++] = m;
            else if (capture && capture_count < 32) captures[capture_count++] = m;
        }
    }

    // The first move is never pruned (best_value is still -infinite), so a node with a
    // move has a score.
    if (move_count == 0) return excluded ? alpha : in_check ? mated_in(ss->ply) : VALUE_DRAW;

    if (best_move && best_value >= beta)
        update_histories_after_cut(ss, best_move, depth, quiets, quiet_count, captures, capture_count);
    store_result<Node>(ss, key, best_value, beta, best_move, depth, raw_eval);
    return best_value;
}

template <Worker::NodeType Node> Value Worker::qsearch(Stack* ss, Value alpha, Value beta, int qply) {
    constexpr bool pv_node = Node == PV;
    nodes.fetch_add(1, std::memory_order_relaxed);
    if (pv_node) {
        ss->pv[0] = Move::none();
        seldepth = std::max(seldepth, ss->ply + 1);
    }
    if (const Value tv = value_without_search(ss->ply); tv != VALUE_NONE) return tv;
    const bool in_check = pos.in_check();

    const Key key = pos.key();
    TTData tt;
    const bool tt_hit = shared.tt->probe(key, tt);
    const Value tt_value = tt_hit ? value_from_tt(tt.value, ss->ply) : VALUE_NONE;
    if (!pv_node && tt_hit && tt_value != VALUE_NONE && (tt.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER)))
        return tt_value;

    Value best_value, stand_pat = VALUE_NONE, raw_eval = VALUE_NONE;
    if (in_check) {
        best_value = -VALUE_INFINITE;
        ss->static_eval = VALUE_NONE;
    } else {
        raw_eval = tt_hit && tt.eval != VALUE_NONE ? tt.eval : static_eval();
        stand_pat = ss->static_eval = corrected_eval(raw_eval);
        if (stand_pat >= beta) return stand_pat;
        best_value = stand_pat;
        alpha = std::max(alpha, stand_pat);
    }

    MovePicker picker(order_context(ss), tt_hit ? tt.move : Move::none(), PickerMode::Quiescence);
    const Variant v = pos.variant();
    Move best_move = Move::none();
    bool skipped = false;
    int legal_count = 0;
    while (const Move m = picker.next()) {
        ++legal_count;
        if (!in_check) {
            if (minor_promotion(v, m)) continue;
            const PieceType captured = pos.captured_type(m);
            if (!m.is_promotion() && stand_pat + (captured ? piece_value(v, captured) : 0) + params::qs_futility <= alpha)
                continue;
            if (!see_ge(pos, m, 0)) continue;
        } else if (m.is_drop() && qply >= 4) {
            // Deep in the quiescence search, interposing drops would let crazyhouse
            // check sequences run on: only king moves and captures answer checks there.
            skipped = true;
            continue;
        }
        make_move(ss, m);
        if (pv_node) (ss + 1)->pv = pv_table[ss->ply + 1];
        Value s = -qsearch<Node>(ss + 1, -beta, -alpha, qply + 1);
        unmake_move();
        if (aborted()) return VALUE_ZERO;
        if (s > best_value) {
            best_value = s;
            if (s > alpha) {
                best_move = m;
                if (pv_node) update_pv(ss->pv, m, (ss + 1)->pv);
                if (s >= beta) break;
                alpha = s;
            }
        }
    }
    if (in_check && legal_count == 0) return mated_in(ss->ply);
    if (best_value == -VALUE_INFINITE) // in check with only skipped drops: no verdict, use the eval
        best_value = skipped ? static_eval() : mated_in(ss->ply);

    shared.tt->store(key, value_to_tt(best_value, ss->ply), best_value >= beta ? BOUND_LOWER : BOUND_UPPER, 0,
                     best_move, raw_eval);
    return best_value;
}

// iterative_deepening (worker.cpp) enters here.
template Value Worker::search<Worker::PV>(Stack* ss, Value alpha, Value beta, int depth, bool cut_node);

} // namespace parachute
