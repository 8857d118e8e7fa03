#include "chunk.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <unistd.h>
#include <zstd.h>

namespace parachute::data {

namespace {

constexpr uint8_t MAGIC[4] = {'P', 'C', 'H', 'K'};

// The payload stores the records transposed into byte planes (byte 0 of every record,
// then byte 1, ...): fields that change slowly along a game then form long runs that
// zstd compresses far better than interleaved records (measured in FORMAT.md).
void to_planes(const Record* records, size_t count, uint8_t* out) {
    for (size_t i = 0; i < count; ++i)
        for (int b = 0; b < RECORD_SIZE; ++b) out[b * count + i] = records[i].bytes[b];
}

// In blocks of records that stay in the L1 cache while all 64 planes are read into them.
void from_planes(const uint8_t* in, size_t count, Record* records) {
    constexpr size_t BLOCK = 256;
    for (size_t start = 0; start < count; start += BLOCK) {
        const size_t end = std::min(count, start + BLOCK);
        for (int b = 0; b < RECORD_SIZE; ++b) {
            const uint8_t* plane = in + b * count;
            for (size_t i = start; i < end; ++i) records[i].bytes[b] = plane[i];
        }
    }
}

// Buffers that only grow: resizing a std::vector up again zero-fills the new part.
void reserve_bytes(std::vector<uint8_t>& v, size_t n) {
    if (v.size() < n) v.resize(n);
}

void put16(uint8_t* p, uint16_t v) { std::memcpy(p, &v, 2); }
void put32(uint8_t* p, uint32_t v) { std::memcpy(p, &v, 4); }
void put64(uint8_t* p, uint64_t v) { std::memcpy(p, &v, 8); }
uint16_t get16(const uint8_t* p) { uint16_t v; std::memcpy(&v, p, 2); return v; }
uint32_t get32(const uint8_t* p) { uint32_t v; std::memcpy(&v, p, 4); return v; }
uint64_t get64(const uint8_t* p) { uint64_t v; std::memcpy(&v, p, 8); return v; }

// Whether 32 bytes form a header this reader accepts; why not otherwise.
std::string check_header(const uint8_t* h) {
    if (std::memcmp(h, MAGIC, 4) != 0) return "no chunk magic";
    if (uint32_t(checksum(h, 28)) != get32(h + 28)) return "header checksum mismatch";
    if (get16(h + 4) != FORMAT_VERSION) return "unsupported format version " + std::to_string(get16(h + 4));
    if (get16(h + 6) != RECORD_SIZE) return "record size " + std::to_string(get16(h + 6)) + " is not " + std::to_string(RECORD_SIZE);
    if (h[8] >= VARIANT_NB && h[8] != VARIANT_MIXED) return "unknown variant " + std::to_string(h[8]);
    if (get32(h + 12) == 0 || get32(h + 12) > MAX_CHUNK_RECORDS) return "record count " + std::to_string(get32(h + 12)) + " out of range";
    if (get32(h + 16) > ZSTD_compressBound(size_t(get32(h + 12)) * RECORD_SIZE)) return "payload size out of range";
    return "";
}

std::string io_error(const std::string& what, const std::string& path) {
    return what + " " + path + ": " + std::strerror(errno);
}

} // namespace

uint64_t checksum(const uint8_t* data, size_t size) {
    // Four independent lanes over 32-byte steps: one lane's multiply chain would make
    // the checksum a tenth of the read time.
    constexpr uint64_t M = 0xFF51AFD7ED558CCDULL;
    uint64_t lane[4] = {0x9E3779B97F4A7C15ULL ^ size, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL, 0x27D4EB2F165667C5ULL};
    size_t i = 0;
    for (; i + 32 <= size; i += 32)
        for (int k = 0; k < 4; ++k) {
            uint64_t w;
            std::memcpy(&w, data + i + 8 * k, 8);
            lane[k] = (lane[k] ^ w) * M;
            lane[k] ^= lane[k] >> 29;
        }
    uint64_t h = lane[0] ^ (lane[1] * 3) ^ (lane[2] * 5) ^ (lane[3] * 7);
    for (; i < size; ++i) h = (h ^ data[i]) * 0x100000001B3ULL;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 33);
}

std::vector<uint8_t> make_chunk(const Record* records, size_t count, uint8_t variant, int zstd_level) {
    std::vector<uint8_t> planar(count * RECORD_SIZE);
    to_planes(records, count, planar.data());
    std::vector<uint8_t> out(CHUNK_HEADER_SIZE + ZSTD_compressBound(planar.size()));
    const size_t packed = ZSTD_compress(out.data() + CHUNK_HEADER_SIZE, out.size() - CHUNK_HEADER_SIZE,
                                        planar.data(), planar.size(), zstd_level);
    // Compressing into a buffer of ZSTD_compressBound bytes cannot fail.
    out.resize(CHUNK_HEADER_SIZE + packed);
    uint8_t* h = out.data();
    std::memcpy(h, MAGIC, 4);
    put16(h + 4, FORMAT_VERSION);
    put16(h + 6, RECORD_SIZE);
    h[8] = variant;
    h[9] = 0;
    put16(h + 10, 0);
    put32(h + 12, uint32_t(count));
    put32(h + 16, uint32_t(packed));
    put64(h + 20, checksum(records[0].bytes, count * RECORD_SIZE));
    put32(h + 28, uint32_t(checksum(h, 28)));
    return out;
}

ChunkWriter::~ChunkWriter() { close(); }

std::string ChunkWriter::open(const std::string& p) {
    close();
    path = p;
    file = std::fopen(p.c_str(), "ab");
    if (!file) return io_error("cannot open", p);
    written = 0;
    return "";
}

std::string ChunkWriter::write(const Record* records, size_t count, uint8_t variant, int zstd_level) {
    if (count == 0) return "";
    size_t done = 0;
    while (done < count) {
        const size_t n = std::min<size_t>(count - done, MAX_CHUNK_RECORDS);
        if (std::string e = write_raw(make_chunk(records + done, n, variant, zstd_level)); !e.empty()) return e;
        done += n;
    }
    return "";
}

std::string ChunkWriter::write_raw(const std::vector<uint8_t>& chunk) {
    if (!file) return "no data file open";
    // fsync per chunk: after a crash of the machine, not only of the process, every chunk
    // reported as written is on the disk.
    if (std::fwrite(chunk.data(), 1, chunk.size(), file) != chunk.size() || std::fflush(file) != 0
        || fdatasync(fileno(file)) != 0)
        return io_error("cannot write", path);
    written += chunk.size();
    return "";
}

std::string ChunkWriter::close() {
    if (!file) return "";
    const bool ok = std::fclose(file) == 0;
    file = nullptr;
    return ok ? "" : io_error("cannot close", path);
}

ChunkReader::ChunkReader(ProblemHandler on_problem) : handler(std::move(on_problem)) {}

ChunkReader::~ChunkReader() {
    if (file) std::fclose(file);
    ZSTD_freeDCtx(static_cast<ZSTD_DCtx*>(dctx));
}

std::string ChunkReader::open(const std::string& p) {
    if (file) std::fclose(file);
    path = p;
    pos = end_of_good = 0;
    file = std::fopen(p.c_str(), "rb");
    if (!file) return io_error("cannot open", p);
    if (std::fseek(file, 0, SEEK_END) != 0) return io_error("cannot seek in", p);
    file_size = uint64_t(std::ftell(file));
    if (!dctx) dctx = ZSTD_createDCtx();
    return "";
}

void ChunkReader::report(const std::string& what) {
    ++problem_count;
    if (handler) handler(path + ": " + what);
}

// Scans from `from` for the next offset holding a valid header; sets pos there.
bool ChunkReader::find_header(uint64_t from, uint8_t* header) {
    std::vector<uint8_t> window(1 << 16);
    for (uint64_t at = from; at + CHUNK_HEADER_SIZE <= file_size;) {
        std::fseek(file, long(at), SEEK_SET);
        const size_t n = std::fread(window.data(), 1, window.size(), file);
        if (n < CHUNK_HEADER_SIZE) return false;
        for (size_t i = 0; i + CHUNK_HEADER_SIZE <= n; ++i)
            if (window[i] == MAGIC[0] && check_header(window.data() + i).empty()) {
                std::memcpy(header, window.data() + i, CHUNK_HEADER_SIZE);
                pos = at + i;
                return true;
            }
        at += n - CHUNK_HEADER_SIZE + 1;
    }
    return false;
}

bool ChunkReader::read_chunk(std::vector<Record>* records, std::vector<uint8_t>* raw, ChunkInfo* info) {
    while (file && pos < file_size) {
        uint8_t h[CHUNK_HEADER_SIZE];
        if (file_size - pos < CHUNK_HEADER_SIZE) {
            report("truncated chunk header at offset " + std::to_string(pos) + " (" + std::to_string(file_size - pos) + " bytes), skipped");
            pos = file_size;
            return false;
        }
        std::fseek(file, long(pos), SEEK_SET);
        if (std::fread(h, 1, CHUNK_HEADER_SIZE, file) != CHUNK_HEADER_SIZE) break;
        if (std::string why = check_header(h); !why.empty()) {
            const uint64_t bad = pos;
            const bool found = find_header(pos + 1, h);
            report("bad chunk header at offset " + std::to_string(bad) + " (" + why + "), skipped "
                   + std::to_string((found ? pos : file_size) - bad) + " bytes");
            if (!found) { pos = file_size; return false; }
        }
        const uint32_t count = get32(h + 12), packed = get32(h + 16);
        const uint64_t start = pos;
        if (file_size - pos - CHUNK_HEADER_SIZE < packed) {
            report("truncated chunk at offset " + std::to_string(start) + " (" + std::to_string(count) + " records), skipped");
            pos = file_size;
            return false;
        }
        reserve_bytes(compressed, packed);
        std::fseek(file, long(pos + CHUNK_HEADER_SIZE), SEEK_SET); // a header search may have moved on
        if (std::fread(compressed.data(), 1, packed, file) != packed) break;
        const size_t plane_bytes = size_t(count) * RECORD_SIZE;
        reserve_bytes(planes, plane_bytes);
        const size_t got = ZSTD_decompressDCtx(static_cast<ZSTD_DCtx*>(dctx), planes.data(), plane_bytes,
                                               compressed.data(), packed);
        std::vector<Record> local;
        std::vector<Record>& out = records ? *records : local;
        if (!ZSTD_isError(got) && got == plane_bytes) {
            out.resize(count);
            from_planes(planes.data(), count, out.data());
        }
        if (ZSTD_isError(got) || got != plane_bytes || checksum(out[0].bytes, plane_bytes) != get64(h + 20)) {
            report("corrupt chunk at offset " + std::to_string(start) + " ("
                   + (ZSTD_isError(got) ? std::string(ZSTD_getErrorName(got)) : std::string("checksum mismatch"))
                   + "), " + std::to_string(count) + " records skipped");
            pos = start + 1; // the header may itself be damaged: rescan from the next byte
            if (!find_header(pos, h)) pos = file_size;
            continue;
        }
        pos = start + CHUNK_HEADER_SIZE + packed;
        end_of_good = pos;
        if (raw) {
            raw->assign(h, h + CHUNK_HEADER_SIZE);
            raw->insert(raw->end(), compressed.begin(), compressed.begin() + packed);
        }
        if (info) *info = ChunkInfo{start, count, h[8], CHUNK_HEADER_SIZE + packed};
        return true;
    }
    return false;
}

bool ChunkReader::next(std::vector<Record>& out, ChunkInfo* info) { return read_chunk(&out, nullptr, info); }

bool ChunkReader::next_raw(std::vector<uint8_t>& chunk, ChunkInfo* info) { return read_chunk(nullptr, &chunk, info); }

} // namespace parachute::data
