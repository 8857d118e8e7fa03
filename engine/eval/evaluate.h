// The static evaluation: the classical one, one function per variant behind one entry
// point, and which net, if any, a search evaluates with (search_net). That choice is made
// here; the call is not: a net is evaluated through the accumulators a search worker
// keeps along its line, so the worker (engine/search/alpha_beta.cpp, static_eval) calls
// either the net or evaluate() below, according to what search_net returned.
// The classical material values also steer move ordering, SEE and pruning margins.
// Scores are centipawns for the side to move.
#pragma once

#include <functional>
#include <memory>

#include "../rules/position.h"
#include "../core/value.h"

namespace parachute {

namespace nn {
struct Network;
}

// Static evaluation of a position that is not over (the search handles mate, stalemate,
// the race goal and draws by rule before it asks). Deterministic; never VALUE_NONE;
// always well inside (-VALUE_MATE_IN_MAX_PLY, VALUE_MATE_IN_MAX_PLY).
Value evaluate(const Position& pos);

// The net a search evaluates with (through its accumulators, which follow the moves),
// or nullptr for evaluate() above. With use_nnue off (option Use_NNUE) no net; else
// the net loaded from a file (option EvalFile_<variant>), however it was made, since
// the user asked for it; else the built-in net if it was trained: a derived stand-in
// knows less than the classical evaluation it was computed from. built_in is called
// only when its net is wanted, so a search that does not use it does not parse it.
std::shared_ptr<const nn::Network> search_net(bool use_nnue, std::shared_ptr<const nn::Network> eval_file,
                                              const std::function<std::shared_ptr<const nn::Network>()>& built_in);
// The same with variant v's net compiled into the binary (nn/embedded.h) as built_in.
std::shared_ptr<const nn::Network> search_net(Variant v, bool use_nnue, std::shared_ptr<const nn::Network> eval_file);

// Material values in centipawns on the board, as the search uses them for move
// ordering, SEE and pruning margins.
Value piece_value(Variant v, PieceType pt);

} // namespace parachute
