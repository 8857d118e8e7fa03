// `parachute-train data ...`: stats, shuffle, split, merge and bench over data files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chunk.h"

namespace parachute::data {

int data_command(const std::vector<std::string>& argv);

// The tools as functions (the tests call them). Inputs are files or directories;
// damaged chunks are reported through warn and skipped. Each returns "" or the error.
struct CopyReport {
    uint64_t records = 0;
    uint64_t chunks = 0;
    int problems = 0;
};
std::string merge_files(const std::vector<std::string>& inputs, const std::string& out, CopyReport& report);
// Splits by game id: a game goes wholly to validation with probability val_fraction.
std::string split_files(const std::vector<std::string>& inputs, const std::string& train_out, const std::string& val_out,
                        double val_fraction, uint64_t seed, CopyReport& train, CopyReport& val);
// Uniform shuffle of all records; at most max_in_memory records are held at once
// (larger inputs go through temporary bucket files next to the output).
std::string shuffle_files(const std::vector<std::string>& inputs, const std::string& out, uint64_t seed,
                          uint64_t max_in_memory, CopyReport& report);

} // namespace parachute::data
