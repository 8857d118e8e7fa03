// The inputs of `fit` and of the data tools that read a data set (stats, shuffle,
// split): the files list_data_files reads, with the shard sets among them checked as
// `data merge` checks one (shard_set.h) before a position is read. Without the checks a
// folder missing a shard trains on the rest, and a shard named twice (a folder of shards
// and a copy of one of them) trains on it twice, both silently.
//
// Shards go together by run key: each run's shards must be complete and each given once,
// whether they come from one input or several. Different runs in different inputs are
// different data sets (`fit --data gen1,gen2`); one folder must hold shards of one run.
// Inputs that are not shards (data files, plain data folders) are read as before.
#pragma once

#include <string>
#include <vector>

#include "chunk.h"

namespace parachute::data {

// The data files to read, in list_data_files' order; returns "" or what is wrong. With
// allow_partial, missing and unfinished shards are left out and each run that lacks some
// is told to on_partial ("DIR: K of N shards missing or unfinished (...)...").
std::string check_inputs(const std::vector<std::string>& inputs, bool allow_partial, std::vector<std::string>& files,
                         const ProblemHandler& on_partial);

} // namespace parachute::data
