// A net computed, not trained: it reproduces the classical evaluation's material,
// pocket values, piece-square tables and tempo, blended between middlegame and endgame
// by the output bucket. It serves the tests as a net whose values can be checked by
// hand, and `make derived-nets` writes it into nets/ as the stand-in for a variant
// without a trained net. It lives outside the engine library, which never calls it,
// because it reads the classical evaluation's internal tables (engine/eval/internal.h).
// nets/README.md describes the construction.
#pragma once

#include "../network.h"

namespace parachute::nn {

Network derived_net(Variant v);

} // namespace parachute::nn
