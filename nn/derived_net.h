// A net computed, not trained: it reproduces the classical evaluation's material,
// pocket values, piece-square tables and tempo, blended between middlegame and endgame
// by the output bucket. It stands in until the trainer (issue 7) makes real nets, and
// serves the tests as a net whose values can be checked by hand. nets/README.md
// describes the construction.
#pragma once

#include "network.h"

namespace parachute::nn {

Network derived_net(Variant v);

} // namespace parachute::nn
