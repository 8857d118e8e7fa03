// -ratings: every player of a set of PGN files placed on one Elo scale by a joint fit
// (rating_fit.h), with each player's rating next to the one below it; what the skill
// levels' calibration against anchor engines reads.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "rating_fit.h"

namespace parachute::match {

struct RatingsConfig {
    std::vector<std::string> files;
    FitSettings fit;
};

// The exit code: 0 rated, 1 when the files cannot be read or the fit is impossible.
int run_ratings(const RatingsConfig& cfg, std::ostream& out, std::ostream& err);

} // namespace parachute::match
