#include "shard_set.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <tuple>

#include "../../engine/util/numbers.h"
#include "../../nn/net_file.h"
#include "reader.h"

namespace parachute::data {

namespace fs = std::filesystem;

namespace {

int digits(int n) {
    int d = 1;
    while (n >= 10) n /= 10, ++d;
    return d;
}

// Shard K of N, from their texts: 0 <= K < N <= MAX_SHARDS.
bool read_shard_numbers(std::string_view k_text, std::string_view n_text, int& index, int& count) {
    const std::optional<int64_t> n = parse_integer(n_text, 1, MAX_SHARDS);
    const std::optional<int64_t> k = n ? parse_integer(k_text, 0, *n - 1) : std::nullopt;
    if (!k) return false;
    index = int(*k);
    count = int(*n);
    return true;
}

// A count or seed of a manifest.
bool read_count(const std::string& text, uint64_t& out) {
    const std::optional<int64_t> v = parse_integer(text, 0);
    if (v) out = uint64_t(*v);
    return v.has_value();
}

// The last component of a path, "dir/" and "dir/." included.
std::string base_name(const std::string& path) {
    fs::path p = fs::path(path).lexically_normal();
    if (p.filename().empty()) p = p.parent_path();
    return p.filename().string();
}

} // namespace

std::string shard_dir_name(int index, int count) {
    std::string k = std::to_string(index);
    k.insert(0, size_t(std::max(0, digits(std::max(count - 1, 0)) - int(k.size()))), '0');
    return "shard-" + k + "-of-" + std::to_string(count);
}

bool parse_shard_dir_name(const std::string& name, int& index, int& count) {
    const size_t of = name.find("-of-");
    if (name.rfind("shard-", 0) != 0 || of == std::string::npos) return false;
    const std::string_view whole = name;
    if (!read_shard_numbers(whole.substr(6, of - 6), whole.substr(of + 4), index, count)) return false;
    return name == shard_dir_name(index, count); // one spelling per shard
}

std::vector<std::string> shard_dirs_in(const std::string& dir) {
    std::vector<std::tuple<int, int, std::string>> found;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        int k, n;
        if (entry.is_directory() && parse_shard_dir_name(entry.path().filename().string(), k, n))
            found.emplace_back(n, k, entry.path().string());
    }
    std::sort(found.begin(), found.end());
    std::vector<std::string> out;
    for (const auto& f : found) out.push_back(std::get<2>(f));
    return out;
}

std::string hex16(uint64_t v) {
    char s[17];
    std::snprintf(s, sizeof s, "%016llx", (unsigned long long)v);
    return s;
}

uint64_t records_checksum(uint64_t h, const Record* records, size_t count) {
    return nn::fnv1a(h, reinterpret_cast<const uint8_t*>(records), count * sizeof(Record));
}

std::string write_manifest(const std::string& dir, const ShardManifest& m) {
    const fs::path path = fs::path(dir) / SHARD_MANIFEST, tmp = fs::path(dir) / (std::string(SHARD_MANIFEST) + ".tmp");
    {
        std::ofstream out(tmp);
        out << "# parachute-train self-play shard (train/README.md, \"Training on a cluster\")\n"
            << "shard=" << m.index << '/' << m.count << "\nrun=" << m.run << "\nvariant=" << m.variant
            << "\nnet=" << m.net << "\nseed=" << m.seed << "\ncommand=" << m.command << "\npositions=" << m.positions
            << "\ngames=" << m.games << "\nnodes=" << m.nodes << "\nsearched=" << m.searched << "\nnodes_per_search="
            << (m.searched ? m.nodes / m.searched : 0) << "\nchecksum=" << m.checksum
            << "\ncomplete=" << (m.complete ? "yes" : "no") << '\n';
        if (!out.flush()) return "cannot write " + tmp.string();
    }
    std::error_code ec;
    fs::rename(tmp, path, ec); // a reader sees the old manifest or the new one, never half
    return ec ? "cannot write " + path.string() + ": " + ec.message() : "";
}

std::string read_manifest(const std::string& dir, ShardManifest& m) {
    m = ShardManifest{};
    const fs::path path = fs::path(dir) / SHARD_MANIFEST;
    std::ifstream in(path);
    if (!in) return "no " + std::string(SHARD_MANIFEST) + " in " + dir + " (the shard never started, or is not a shard)";
    std::map<std::string, std::string> kv;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (line.empty() || line[0] == '#') continue;
        const size_t eq = line.find('=');
        if (eq == std::string::npos) return path.string() + " line " + std::to_string(n) + ": not key=value";
        kv[line.substr(0, eq)] = line.substr(eq + 1);
    }
    for (const char* key : {"shard", "run", "variant", "net", "seed", "positions", "games", "checksum", "complete"})
        if (!kv.count(key)) return path.string() + ": no " + key + "= line";
    const std::string_view shard = kv["shard"];
    const size_t slash = shard.find('/');
    if (slash == std::string::npos || !read_shard_numbers(shard.substr(0, slash), shard.substr(slash + 1), m.index, m.count))
        return path.string() + ": bad shard=" + kv["shard"];
    m.run = kv["run"];
    m.variant = kv["variant"];
    m.net = kv["net"];
    m.command = kv["command"];
    m.checksum = kv["checksum"];
    m.complete = kv["complete"] == "yes";
    const bool numbers = read_count(kv["seed"], m.seed) && read_count(kv["positions"], m.positions)
                      && read_count(kv["games"], m.games) && read_count(kv.count("nodes") ? kv["nodes"] : "0", m.nodes)
                      && read_count(kv.count("searched") ? kv["searched"] : "0", m.searched);
    return numbers ? "" : path.string() + ": a count is not a number";
}

std::string shard_contents(const std::string& dir, uint64_t& positions, uint64_t& sum, uint64_t& running) {
    DataReader reader({dir}, nullptr);
    if (!reader.error().empty()) return reader.error();
    positions = 0;
    sum = nn::FNV_BASIS;
    std::vector<Record> chunk;
    while (reader.next_chunk(chunk)) {
        positions += chunk.size();
        sum = records_checksum(sum, chunk.data(), chunk.size());
        running = records_checksum(running, chunk.data(), chunk.size());
    }
    return reader.problems() ? dir + " has damaged chunks" : "";
}

std::vector<std::string> shard_dirs_of(const std::string& input) {
    int k, n;
    std::error_code ec;
    if (!fs::is_directory(input, ec)) return {};
    if (parse_shard_dir_name(base_name(input), k, n)) return {input};
    return shard_dirs_in(input);
}

bool holds_shards(const std::vector<std::string>& inputs) {
    for (const std::string& in : inputs)
        if (!shard_dirs_of(in).empty()) return true;
    return false;
}

namespace {

// Names the folder of the run's shards (that of a shard given alone: its parent), so
// that with several runs among the inputs the message says which one lacks shards.
std::string list_missing(const std::vector<int>& missing, int count, const std::string& a_shard) {
    std::string s;
    for (size_t i = 0; i < missing.size() && i < 10; ++i) s += (i ? ", " : "") + std::to_string(missing[i]);
    if (missing.size() > 10) s += " and " + std::to_string(missing.size() - 10) + " more";
    const fs::path folder = fs::path(a_shard).lexically_normal().parent_path();
    return (folder.empty() ? std::string(".") : folder.string()) + ": " + std::to_string(missing.size()) + " of "
         + std::to_string(count) + " shards missing or unfinished (" + s + ")";
}

} // namespace

std::string check_shard_set(const std::vector<std::string>& inputs, bool allow_partial, ShardSet& out) {
    out = ShardSet{};
    std::vector<std::string> dirs;
    for (const std::string& in : inputs) {
        const auto shards = shard_dirs_of(in);
        if (shards.empty()) return in + " is neither a shard folder nor a folder of shards";
        dirs.insert(dirs.end(), shards.begin(), shards.end());
    }
    std::map<int, std::pair<std::string, ShardManifest>> by_index;
    const ShardManifest* first = nullptr;
    std::string first_dir;
    for (const std::string& dir : dirs) {
        int k, n;
        parse_shard_dir_name(base_name(dir), k, n);
        ShardManifest m;
        const std::string e = read_manifest(dir, m);
        if (!e.empty() && !allow_partial) return e;
        if (!e.empty() || !m.complete) {
            if (!allow_partial) return dir + ": the shard is unfinished (its session was stopped or is running)";
            continue; // counted among the missing
        }
        if (m.index != k || m.count != n) return dir + ": its manifest says shard " + std::to_string(m.index) + "/" + std::to_string(m.count);
        if (by_index.count(k)) return "shard " + std::to_string(k) + "/" + std::to_string(n) + " twice: " + by_index[k].first + " and " + dir;
        auto& slot = by_index[k] = {dir, m};
        if (!first) {
            first = &slot.second;
            first_dir = dir;
            continue;
        }
        const std::string versus = " (" + first_dir + ": ";
        if (m.variant != first->variant) return dir + " is " + m.variant + " data" + versus + first->variant + ")";
        if (m.net != first->net) return dir + " was played with net " + m.net + versus + first->net + ")";
        if (m.count != first->count) return dir + " is one of " + std::to_string(m.count) + " shards" + versus + std::to_string(first->count) + ")";
        if (m.run != first->run) return dir + " belongs to another run: options or seed differ" + versus + "run " + first->run + ", " + dir + ": run " + m.run + ")";
    }
    if (!first) return "no finished shard among the inputs";
    out.count = first->count;
    std::vector<int> missing;
    for (int k = 0; k < out.count; ++k)
        if (!by_index.count(k)) missing.push_back(k);
    if (!missing.empty()) {
        out.missing = list_missing(missing, out.count, first_dir) + "; --allow-partial goes on without them";
        if (!allow_partial) return out.missing;
    }
    uint64_t sum = nn::FNV_BASIS;
    for (const auto& [k, entry] : by_index) {
        uint64_t positions, shard_sum;
        if (std::string e = shard_contents(entry.first, positions, shard_sum, sum); !e.empty()) return e;
        if (positions != entry.second.positions || hex16(shard_sum) != entry.second.checksum)
            return entry.first + ": the data does not match its manifest (" + std::to_string(positions) + " positions, checksum "
                 + hex16(shard_sum) + "; the manifest: " + std::to_string(entry.second.positions) + ", " + entry.second.checksum + ")";
        out.dirs.push_back(entry.first);
        out.manifests.push_back(entry.second);
        out.positions += positions;
    }
    out.checksum = hex16(sum);
    return "";
}

} // namespace parachute::data
