// A net computed, not trained: it reproduces the classical evaluation's material,
// pocket values, piece-square tables and tempo, blended between middlegame and endgame
// by the output bucket. It serves the tests as a net whose values can be checked by
// hand, and the engine as a stand-in for a variant whose net file is not a trained one.
// nets/README.md describes the construction.
#pragma once

#include "network.h"

namespace parachute::nn {

Network derived_net(Variant v);

} // namespace parachute::nn
