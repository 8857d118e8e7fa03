// merge, split and shuffle: records from good chunks copied to new files.
#include <algorithm>
#include <filesystem>

#include "../../engine/util/random.h"
#include "reader.h"
#include "tools.h"

namespace parachute::data {

namespace {

namespace fs = std::filesystem;
constexpr size_t OUTPUT_CHUNK = 65536;

std::string check_output(const std::string& out, const std::vector<std::string>& inputs) {
    if (out.empty()) return "no output file given";
    std::error_code ec;
    if (fs::exists(out, ec)) return out + " already exists; remove it or choose another name";
    for (const std::string& in : inputs)
        if (fs::path(in) == fs::path(out)) return "the output " + out + " is also an input";
    return "";
}

// Collects records and writes them in chunks, each chunk labelled with its variant or
// as mixed.
class Output {
public:
    size_t chunk_size = OUTPUT_CHUNK;
    std::string open(const std::string& path) { return writer.open(path); }
    std::string add(const Record& r, CopyReport& report) {
        buffer.push_back(r);
        ++report.records;
        return buffer.size() >= chunk_size ? flush(report) : "";
    }
    std::string flush(CopyReport& report) {
        if (buffer.empty()) return "";
        uint8_t variant = uint8_t(variant_of(buffer[0]));
        for (const Record& r : buffer)
            if (uint8_t(variant_of(r)) != variant) variant = VARIANT_MIXED;
        std::string e = writer.write(buffer.data(), buffer.size(), variant);
        ++report.chunks;
        buffer.clear();
        return e;
    }
    std::string close(CopyReport& report) {
        std::string e = flush(report);
        std::string c = writer.close();
        return e.empty() ? c : e;
    }

private:
    ChunkWriter writer;
    std::vector<Record> buffer;
};

} // namespace

std::string merge_files(const std::vector<std::string>& inputs, const std::string& out, CopyReport& report) {
    report = CopyReport{};
    if (std::string e = check_output(out, inputs); !e.empty()) return e;
    DataReader probe(inputs);
    if (!probe.error().empty()) return probe.error();
    ChunkWriter writer;
    if (std::string e = writer.open(out); !e.empty()) return e;
    // Good chunks are copied as stored: no recompression, checksums verified on the way.
    std::vector<uint8_t> raw;
    ChunkInfo info;
    for (const std::string& f : probe.files()) {
        ChunkReader reader(warn_to_stderr);
        if (std::string e = reader.open(f); !e.empty()) {
            warn_to_stderr(e);
            ++report.problems;
            continue;
        }
        while (reader.next_raw(raw, &info)) {
            if (std::string e = writer.write_raw(raw); !e.empty()) return e;
            report.records += info.count;
            ++report.chunks;
        }
        report.problems += reader.problems();
    }
    return writer.close();
}

std::string split_files(const std::vector<std::string>& inputs, const std::string& train_out, const std::string& val_out,
                        double val_fraction, uint64_t seed, CopyReport& train, CopyReport& val) {
    train = val = CopyReport{};
    if (std::string e = check_output(train_out, inputs); !e.empty()) return e;
    if (std::string e = check_output(val_out, inputs); !e.empty()) return e;
    if (fs::path(train_out) == fs::path(val_out)) return "the training and validation outputs are the same file";
    if (!(val_fraction >= 0 && val_fraction <= 1)) return "the validation fraction must be from 0 to 1";
    DataReader reader(inputs);
    if (!reader.error().empty()) return reader.error();
    Output t, v;
    if (std::string e = t.open(train_out); !e.empty()) return e;
    if (std::string e = v.open(val_out); !e.empty()) return e;
    // A game's side depends only on its id and the seed, so the split needs no grouping
    // and holds for shuffled input too.
    const uint64_t threshold = uint64_t(val_fraction * 18446744073709551615.0);
    std::vector<Record> chunk;
    while (reader.next_chunk(chunk))
        for (const Record& r : chunk) {
            const bool to_val = val_fraction >= 1 || mix64(game_id_of(r) ^ mix64(seed)) < threshold;
            if (std::string e = to_val ? v.add(r, val) : t.add(r, train); !e.empty()) return e;
        }
    train.problems = reader.problems();
    std::string e = t.close(train);
    std::string f = v.close(val);
    return e.empty() ? f : e;
}

std::string shuffle_files(const std::vector<std::string>& inputs, const std::string& out, uint64_t seed,
                          uint64_t max_in_memory, CopyReport& report) {
    report = CopyReport{};
    if (std::string e = check_output(out, inputs); !e.empty()) return e;
    Rng rng(mix64(seed));
    std::vector<Record> all, chunk;
    uint64_t total = 0;
    {
        DataReader counter(inputs, nullptr); // problems are reported once, by the next pass
        if (!counter.error().empty()) return counter.error();
        while (counter.next_chunk(chunk)) total += chunk.size();
    }
    const uint64_t budget = std::max<uint64_t>(1, max_in_memory);
    const uint64_t buckets = (total + budget - 1) / budget;
    // Each bucket is an open file with a small buffer.
    if (buckets > 512) return "shuffling this data needs more memory: allow at least " + std::to_string(total / 512 + 1) + " records";
    Output output;
    if (std::string e = output.open(out); !e.empty()) return e;
    DataReader reader(inputs);
    // Records go to random buckets (temporary files when they do not fit in memory), each
    // bucket is shuffled in memory, the buckets are written one after the other: a
    // uniform permutation of the whole input.
    std::vector<std::string> bucket_files;
    if (buckets <= 1) {
        while (reader.next_chunk(chunk)) all.insert(all.end(), chunk.begin(), chunk.end());
    } else {
        std::vector<Output> tmp(buckets);
        std::vector<CopyReport> tmp_reports(buckets);
        for (uint64_t b = 0; b < buckets; ++b) {
            tmp[b].chunk_size = 4096; // many buckets buffer at once: keep each small
            bucket_files.push_back(out + ".bucket" + std::to_string(b) + ".tmp");
            fs::remove(bucket_files.back());
            if (std::string e = tmp[b].open(bucket_files.back()); !e.empty()) return e;
        }
        while (reader.next_chunk(chunk))
            for (const Record& r : chunk) {
                const uint64_t b = rng.below(buckets);
                if (std::string e = tmp[b].add(r, tmp_reports[b]); !e.empty()) return e;
            }
        for (uint64_t b = 0; b < buckets; ++b)
            if (std::string e = tmp[b].close(tmp_reports[b]); !e.empty()) return e;
    }
    report.problems = reader.problems();
    auto shuffle_and_write = [&](std::vector<Record>& records) -> std::string {
        for (size_t i = records.size(); i > 1; --i) std::swap(records[i - 1], records[rng.below(i)]);
        for (const Record& r : records)
            if (std::string e = output.add(r, report); !e.empty()) return e;
        return "";
    };
    if (bucket_files.empty()) {
        if (std::string e = shuffle_and_write(all); !e.empty()) return e;
    }
    for (const std::string& f : bucket_files) {
        all.clear();
        DataReader bucket({f});
        while (bucket.next_chunk(chunk)) all.insert(all.end(), chunk.begin(), chunk.end());
        fs::remove(f);
        if (std::string e = shuffle_and_write(all); !e.empty()) return e;
    }
    return output.close(report);
}

} // namespace parachute::data
