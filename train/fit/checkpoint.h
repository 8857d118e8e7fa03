// A training run's state after a finished epoch: the model, the optimizer's moments
// and step count, and the run's configuration, so that --resume continues exactly where
// the run stopped. Written to a temporary file, synced and renamed over the previous
// one, so a kill at any moment leaves the last complete checkpoint.
//
//   magic "PCHCKPT\n", version u32, then length-prefixed (u32) texts and arrays:
//   config text, notes text, shape (6 x i32), epochs done i32, optimizer steps i64,
//   params, first moments, second moments (float32 arrays), FNV-1a 64 of all before it.
#pragma once

#include <string>

#include "adamw.h"
#include "model.h"

namespace parachute::fit {

struct Checkpoint {
    std::string config; // the options that must match on --resume (trainer.cpp)
    std::string notes;  // what the run did so far (data, losses): goes into the net's provenance
    int epochs_done = 0;
    long steps = 0;
    Model model;
    Eigen::VectorXf first, second; // AdamW moments
};

std::string save_checkpoint(const std::string& path, const Checkpoint& c);
// Returns "" or what is wrong with the file (missing, truncated, corrupt, bad shape).
std::string load_checkpoint(const std::string& path, Checkpoint& out);

// The checkpoint file inside a run directory.
std::string checkpoint_path(const std::string& dir);

} // namespace parachute::fit
