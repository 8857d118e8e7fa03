#pragma once

#include <string>
#include <vector>

namespace parachute {

// bin/parachute eval [--variant V] [--fen F] [--net FILE] [--eval nnue|classical] [--speed]
// Prints the evaluation of a position: with NNUE, the net's description and what each
// piece contributes (the evaluation minus the evaluation without that piece); with the
// classical evaluation, its table of terms. Ends with "eval <centipawns> (nnue)" or
// "(classical)", from the side to move's view. --speed measures the net's speed.
int eval_command(const std::vector<std::string>& args);
extern const char* const EVAL_USAGE;

} // namespace parachute
