// Chunks: a run of records, zstd-compressed behind a 32-byte header with a magic,
// format version, variant, record count, payload size and checksums (FORMAT.md).
// A data file is chunks back to back; a chunk is written with one write and flushed,
// so a killed writer leaves at most one torn chunk at the end, which readers detect.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "record.h"

namespace parachute::data {

constexpr int CHUNK_HEADER_SIZE = 32;
constexpr uint16_t FORMAT_VERSION = 1;
constexpr uint8_t VARIANT_MIXED = 255;  // a chunk holding records of several variants
constexpr uint32_t MAX_CHUNK_RECORDS = 1u << 20; // bounds what a reader allocates
constexpr const char* DATA_EXTENSION = ".pdata";

// 64-bit checksum of a byte range (word-wise multiply-xorshift; detects corruption,
// not an adversary).
uint64_t checksum(const uint8_t* data, size_t size);

// Header plus compressed payload of one chunk, ready to be appended to a file.
// variant: 0-3, or VARIANT_MIXED.
std::vector<uint8_t> make_chunk(const Record* records, size_t count, uint8_t variant, int zstd_level);

// Appends chunks to a file, each with a single write, flushed to the disk.
class ChunkWriter {
public:
    ChunkWriter() = default;
    ~ChunkWriter();
    ChunkWriter(const ChunkWriter&) = delete;
    ChunkWriter& operator=(const ChunkWriter&) = delete;

    // Opens path for appending (created if missing). Returns "" or the error.
    std::string open(const std::string& path);
    // Compresses and appends; returns "" or the error. The records are variant's, or
    // of several variants (VARIANT_MIXED).
    std::string write(const Record* records, size_t count, uint8_t variant, int zstd_level = 7);
    std::string write_raw(const std::vector<uint8_t>& chunk);
    std::string close();
    uint64_t bytes() const { return written; }

private:
    std::FILE* file = nullptr;
    std::string path;
    uint64_t written = 0;
};

struct ChunkInfo {
    uint64_t offset = 0;  // where the chunk starts in its file
    uint32_t count = 0;
    uint8_t variant = 0;
    uint32_t stored_bytes = 0; // header + compressed payload
};

using ProblemHandler = std::function<void(const std::string&)>;

// Reads the good chunks of one file in order. A chunk with a bad header, a payload that
// does not decompress, a wrong checksum or a torn end is reported through the handler
// and skipped; reading resumes at the next valid header.
class ChunkReader {
public:
    explicit ChunkReader(ProblemHandler on_problem);
    ~ChunkReader();
    ChunkReader(const ChunkReader&) = delete;
    ChunkReader& operator=(const ChunkReader&) = delete;

    std::string open(const std::string& path);
    // The next good chunk's records (replacing out's contents); false at the end.
    bool next(std::vector<Record>& out, ChunkInfo* info = nullptr);
    // The next good chunk as stored bytes (header + payload), verified; for merging.
    bool next_raw(std::vector<uint8_t>& chunk, ChunkInfo* info = nullptr);
    // The offset just past the last good chunk read so far (where a resumed writer may
    // cut a torn tail).
    uint64_t good_end() const { return end_of_good; }
    int problems() const { return problem_count; }

private:
    bool read_chunk(std::vector<Record>* records, std::vector<uint8_t>* raw, ChunkInfo* info);
    bool find_header(uint64_t from, uint8_t* header);
    void report(const std::string& what);

    ProblemHandler handler;
    std::FILE* file = nullptr;
    std::string path;
    uint64_t file_size = 0;
    uint64_t pos = 0;
    uint64_t end_of_good = 0;
    int problem_count = 0;
    void* dctx = nullptr;
    std::vector<uint8_t> compressed;
    std::vector<uint8_t> planes;
};

} // namespace parachute::data
