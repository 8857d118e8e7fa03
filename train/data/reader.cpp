#include "reader.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "shard_set.h"

namespace parachute::data {

namespace fs = std::filesystem;

std::string folder_data_files(const std::string& dir, std::vector<std::string>& found) {
    const size_t before = found.size();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.is_regular_file() && entry.path().extension() == DATA_EXTENSION) found.push_back(entry.path().string());
    if (ec) return "cannot list directory " + dir + ": " + ec.message();
    std::sort(found.begin() + long(before), found.end());
    return "";
}

std::string list_data_files(const std::vector<std::string>& paths, std::vector<std::string>& files) {
    files.clear();
    if (paths.empty()) return "no data files given";
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(p, ec)) {
            std::vector<std::string> found;
            if (std::string e = folder_data_files(p, found); !e.empty()) return e;
            // A folder of shards is one data set: its own files, then each shard's in order.
            for (const std::string& shard : shard_dirs_in(p)) folder_data_files(shard, found);
            if (found.empty()) return "no " + std::string(DATA_EXTENSION) + " files in " + p;
            files.insert(files.end(), found.begin(), found.end());
        } else if (fs::is_regular_file(p, ec)) {
            files.push_back(p);
        } else {
            return "no such data file or directory: " + p;
        }
    }
    return "";
}

void warn_to_stderr(const std::string& problem) { std::fprintf(stderr, "warning: %s\n", problem.c_str()); }

DataReader::DataReader(const std::vector<std::string>& paths, ProblemHandler on_problem)
    : handler(on_problem), reader([this](const std::string& p) {
          ++problem_count;
          if (handler) handler(p);
      }) {
    err = list_data_files(paths, file_list);
}

bool DataReader::next_chunk(std::vector<Record>& out, ChunkInfo* info) {
    if (!err.empty()) return false;
    while (true) {
        if (file_index > 0 && reader.next(out, info)) return true;
        if (file_index >= file_list.size()) return false;
        // A file that cannot be opened is one more damaged input: reported, skipped.
        if (std::string e = reader.open(file_list[file_index++]); !e.empty()) {
            ++problem_count;
            if (handler) handler(e);
        }
    }
}

bool DataReader::next(Decoded& out) {
    while (buffer_pos >= buffer.size()) {
        if (!next_chunk(buffer)) return false;
        buffer_pos = 0;
    }
    decode(buffer[buffer_pos++], out);
    return true;
}

} // namespace parachute::data
