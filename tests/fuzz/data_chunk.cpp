// Training-data reading. The first byte chooses what the rest is: a data file as it
// is (even byte), or records that the chunk writer packs into a well-formed chunk (odd
// byte; bits 1-3 pick the chunk's variant or a mixed one), so that the record decoding
// is reached past the checksums. Every record read is decoded and turned into a
// position; records written must come back as they were.
#include <cstdint>
#include <cstring>
#include <vector>

#include "../../train/data/reader.h"
#include "fuzz_support.h"

using namespace parachute;
using namespace parachute::data;
using parachute::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const bool packed = data[0] & 1;
    std::vector<Record> records;
    std::vector<uint8_t> file(data + 1, data + size);
    // The writers never make a chunk of no records (ChunkWriter::write returns first).
    if (packed && size > RECORD_SIZE) {
        // One value past the variants stands for a mixed chunk.
        const int pick = (data[0] >> 1 & 7) % (VARIANT_NB + 1);
        const uint8_t variant = pick == VARIANT_NB ? VARIANT_MIXED : uint8_t(pick);
        records.resize((size - 1) / RECORD_SIZE);
        for (size_t i = 0; i < records.size(); ++i) std::memcpy(records[i].bytes, data + 1 + i * RECORD_SIZE, RECORD_SIZE);
        file = make_chunk(records.data(), records.size(), variant, 1);
    }
    const std::string path = fuzz::as_file(file.data(), file.size());
    DataReader reader({path}, [](const std::string&) {});
    if (!reader.error().empty()) return 0;
    std::vector<Record> read;
    std::vector<Record> chunk;
    while (reader.next_chunk(chunk)) read.insert(read.end(), chunk.begin(), chunk.end());
    for (const Record& r : read) {
        Decoded d;
        decode(r, d);
        to_fen(d);
        Position pos;
        to_position(r, pos);
    }
    if (packed && !records.empty() && reader.problems() == 0) {
        check(read.size() == records.size(), "records written and read differ in number");
        for (size_t i = 0; i < read.size(); ++i)
            check(std::memcmp(read[i].bytes, records[i].bytes, RECORD_SIZE) == 0, "a record came back changed");
    }
    return 0;
}
