// The trainer's entry point to the data: every good record of a set of files and
// directories, chunk by chunk, with damaged chunks reported and skipped.
//
//   data::DataReader reader({"data/crazyhouse"});
//   if (!reader.error().empty()) ...;
//   data::Decoded d;
//   while (reader.next(d)) use(d.board, d.hand, d.side_to_move, d.score, d.outcome);
//
// Decoding is allocation-free per record; `parachute-train data bench` measures it.
#pragma once

#include <string>
#include <vector>

#include "chunk.h"
#include "record.h"

namespace parachute::data {

// The data files named by paths: a file as given, a directory as every *.pdata file in
// it, sorted by name, then those of its shard folders (shard-K-of-N/, shard_set.h) in
// shard order. Returns "" or which path does not exist / holds no data.
std::string list_data_files(const std::vector<std::string>& paths, std::vector<std::string>& files);
// Appends the *.pdata files directly in dir (not those of its shard folders), sorted by
// name; returns "" or why dir cannot be listed.
std::string folder_data_files(const std::string& dir, std::vector<std::string>& found);

// Writes "warning: ..." lines to stderr.
void warn_to_stderr(const std::string& problem);

class DataReader {
public:
    explicit DataReader(const std::vector<std::string>& paths, ProblemHandler on_problem = warn_to_stderr);

    // Why the inputs could not be listed or opened; "" when reading can go on.
    const std::string& error() const { return err; }
    // The next good chunk's records; false after the last one.
    bool next_chunk(std::vector<Record>& out, ChunkInfo* info = nullptr);
    // The next record, decoded; false after the last one.
    bool next(Decoded& out);
    int problems() const { return problem_count; }
    const std::vector<std::string>& files() const { return file_list; }

private:
    ProblemHandler handler;
    std::vector<std::string> file_list;
    size_t file_index = 0;
    ChunkReader reader;
    std::string err;
    int problem_count = 0;
    std::vector<Record> buffer;
    size_t buffer_pos = 0;
};

} // namespace parachute::data
