#include "existing.h"

#include <algorithm>
#include <filesystem>
#include <unordered_set>
#include <vector>

#include "../data/reader.h"

namespace parachute::selfplay {

namespace fs = std::filesystem;

std::string data_file_name(const std::string& dir, int session, int worker) {
    return (fs::path(dir) / ("run" + std::to_string(session) + "-w" + std::to_string(worker) + data::DATA_EXTENSION)).string();
}

std::string log_file_name(const std::string& dir, int session, int worker) {
    return (fs::path(dir) / ("run" + std::to_string(session) + "-w" + std::to_string(worker) + ".games")).string();
}

std::string scan_existing(const std::string& dir, Variant variant, bool repair, Existing& out) {
    out = Existing{};
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return "";
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        // run<k>-w<w>.*: the next session must not reuse k.
        if (name.rfind("run", 0) == 0) {
            int k = 0;
            size_t i = 3;
            while (i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])) && k < 1000000) k = k * 10 + (name[i++] - '0');
            if (i > 3) out.next_session = std::max(out.next_session, k + 1);
        }
        if (entry.is_regular_file() && entry.path().extension() == data::DATA_EXTENSION) files.push_back(entry.path().string());
    }
    if (ec) return "cannot list " + dir + ": " + ec.message();
    std::sort(files.begin(), files.end());
    std::unordered_set<uint32_t> games;
    std::vector<data::Record> records;
    for (const std::string& f : files) {
        ++out.files;
        data::ChunkReader reader(data::warn_to_stderr);
        if (std::string e = reader.open(f); !e.empty()) return e;
        data::ChunkInfo info;
        while (reader.next(records, &info)) {
            if (info.variant != uint8_t(variant))
                return f + " holds " + (info.variant < VARIANT_NB ? traits(Variant(info.variant)).name : "mixed-variant")
                     + " data, not " + traits(variant).name;
            out.positions += records.size();
            for (const data::Record& r : records) games.insert(data::game_id_of(r));
        }
        const uint64_t size = fs::file_size(f, ec);
        if (repair && !ec && reader.good_end() < size) {
            fs::resize_file(f, reader.good_end(), ec);
            if (ec) return "cannot cut the torn end of " + f + ": " + ec.message();
            std::fprintf(stderr, "resume: cut %llu bytes of an unfinished chunk from the end of %s\n",
                         (unsigned long long)(size - reader.good_end()), f.c_str());
        }
    }
    out.games = games.size();
    return "";
}

std::string prepare_out_dir(const std::string& dir, Variant variant, bool resume, Existing& out) {
    if (std::string e = scan_existing(dir, variant, resume, out); !e.empty()) return e;
    if (out.files && !resume) return dir + " already holds data; add --resume to continue it, or choose another directory";
    std::error_code ec;
    fs::create_directories(dir, ec);
    return ec ? "cannot create " + dir + ": " + ec.message() : "";
}

} // namespace parachute::selfplay
