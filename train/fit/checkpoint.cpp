#include "checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <vector>

#include "../../nn/net_file.h"

namespace parachute::fit {

namespace {

constexpr char MAGIC[8] = {'P', 'C', 'H', 'C', 'K', 'P', 'T', '\n'};
constexpr uint32_t VERSION = 2; // 2: factor rows

struct Writer {
    std::vector<uint8_t> out;
    void raw(const void* p, size_t n) {
        const uint8_t* b = static_cast<const uint8_t*>(p);
        out.insert(out.end(), b, b + n);
    }
    void u32(uint32_t v) { raw(&v, 4); }
    void i64(int64_t v) { raw(&v, 8); }
    void text(const std::string& s) {
        u32(uint32_t(s.size()));
        raw(s.data(), s.size());
    }
    void floats(const Eigen::VectorXf& v) {
        u32(uint32_t(v.size()));
        raw(v.data(), size_t(v.size()) * sizeof(float));
    }
};

struct Reader {
    const uint8_t* p;
    const uint8_t* end;
    bool ok = true;
    bool take(void* dst, size_t n) {
        if (!ok || size_t(end - p) < n) return ok = false;
        std::memcpy(dst, p, n);
        p += n;
        return true;
    }
    uint32_t u32() {
        uint32_t v = 0;
        take(&v, 4);
        return v;
    }
    int64_t i64() {
        int64_t v = 0;
        take(&v, 8);
        return v;
    }
    std::string text() {
        const uint32_t n = u32();
        if (!ok || size_t(end - p) < n) {
            ok = false;
            return "";
        }
        std::string s(reinterpret_cast<const char*>(p), n);
        p += n;
        return s;
    }
    bool floats(Eigen::VectorXf& v, size_t expected) {
        if (u32() != expected) return ok = false;
        v.resize(Eigen::Index(expected));
        return take(v.data(), expected * sizeof(float));
    }
};

} // namespace

std::string checkpoint_path(const std::string& dir) { return dir + "/checkpoint.bin"; }

std::string save_checkpoint(const std::string& path, const Checkpoint& c) {
    Writer w;
    w.raw(MAGIC, 8);
    w.u32(VERSION);
    w.text(c.config);
    w.text(c.notes);
    const Shape& s = c.model.shape;
    for (int v : {int(s.variant), s.inputs, s.hidden, s.buckets, int(s.activation), s.scale}) w.u32(uint32_t(v));
    w.u32(uint32_t(c.epochs_done));
    w.i64(c.steps);
    w.floats(c.model.params);
    w.floats(c.first);
    w.floats(c.second);
    const uint64_t sum = nn::fnv1a(nn::FNV_BASIS, w.out.data(), w.out.size());
    w.raw(&sum, 8);

    const std::string tmp = path + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return "cannot write checkpoint '" + tmp + "': " + std::strerror(errno);
    size_t done = 0;
    while (done < w.out.size()) {
        const ssize_t n = ::write(fd, w.out.data() + done, w.out.size() - done);
        if (n <= 0) {
            const std::string e = std::strerror(errno);
            ::close(fd);
            return "cannot write checkpoint '" + tmp + "': " + e;
        }
        done += size_t(n);
    }
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    if (!synced || std::rename(tmp.c_str(), path.c_str()) != 0)
        return "cannot store checkpoint '" + path + "': " + std::strerror(errno);
    return "";
}

std::string load_checkpoint(const std::string& path, Checkpoint& out) {
    std::vector<uint8_t> bytes;
    if (std::string e = nn::read_file_bytes(path, "checkpoint", bytes); !e.empty()) return e;
    const std::string where = "checkpoint '" + path + "': ";
    if (bytes.size() < 20 || std::memcmp(bytes.data(), MAGIC, 8) != 0) return where + "not a Parachute checkpoint";
    uint64_t stored;
    std::memcpy(&stored, bytes.data() + bytes.size() - 8, 8);
    if (nn::fnv1a(nn::FNV_BASIS, bytes.data(), bytes.size() - 8) != stored) return where + "corrupt or truncated (checksum mismatch)";
    Reader r{bytes.data() + 8, bytes.data() + bytes.size() - 8};
    if (const uint32_t v = r.u32(); v != VERSION) return where + "version " + std::to_string(v) + " is not supported";
    Checkpoint c;
    c.config = r.text();
    c.notes = r.text();
    Shape s;
    const uint32_t variant = r.u32();
    if (variant >= uint32_t(VARIANT_NB)) return where + "unknown variant";
    s.variant = Variant(variant);
    s.inputs = int(r.u32());
    s.hidden = int(r.u32());
    s.buckets = int(r.u32());
    s.activation = nn::Activation(r.u32());
    s.scale = int(r.u32());
    if (!r.ok) return where + "truncated";
    if (std::string e = s.error(); !e.empty()) return where + e;
    c.epochs_done = int(r.u32());
    c.steps = long(r.i64());
    c.model = Model(s);
    const size_t n = s.parameter_count();
    r.floats(c.model.params, n);
    r.floats(c.first, n);
    r.floats(c.second, n);
    if (!r.ok || r.p != r.end) return where + "the arrays do not match the net's shape";
    out = std::move(c);
    return "";
}

} // namespace parachute::fit
