#include "net_file.h"

#include <zstd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

namespace parachute::nn {

namespace {

constexpr char MAGIC[8] = {'P', 'C', 'H', 'N', 'N', 'U', 'E', '\n'};

// Where a version's header has the two weight sizes; the checksum follows them and
// ends the header. Version 2 put the origin field before them.
constexpr size_t sizes_at(uint32_t version) { return version == 1 ? 56 : 60; }
constexpr size_t header_bytes(uint32_t version) { return sizes_at(version) + 24; }
static_assert(header_bytes(NET_FORMAT_VERSION) == NET_HEADER_BYTES);

// What the trainer wrote first in the provenance of its version-1 nets, and nothing
// else did: the only mark of a trained net before the origin field.
constexpr char V1_TRAINED_PREFIX[] = "trained by parachute-train";

std::string truncated_header(size_t needed, size_t size) {
    return "truncated: the header needs " + std::to_string(needed) + " bytes, the file has " + std::to_string(size);
}

void put(std::vector<uint8_t>& out, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(uint8_t(v >> (8 * i)));
}

uint64_t get(const uint8_t* p, int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= uint64_t(p[i]) << (8 * i);
    return v;
}

size_t payload_bytes(const Network& n) {
    const size_t h = size_t(n.hidden), b = size_t(n.output_buckets);
    return 2 * h + 2 * h * size_t(n.inputs) + b * 2 * h * size_t(n.output_weight_bytes) + 4 * b;
}

// Reads the weights in file order; the caller has checked the size.
struct Reader {
    const uint8_t* p;
    int64_t next(int bytes) {
        const uint64_t v = get(p, bytes);
        p += bytes;
        const uint64_t sign = 1ULL << (8 * bytes - 1);
        return int64_t((v ^ sign) - sign); // sign-extend
    }
};

} // namespace

uint64_t fnv1a(uint64_t h, const uint8_t* p, size_t n) {
    for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

std::vector<uint8_t> write_net(const Network& net, int zstd_level, uint32_t version) {
    std::vector<uint8_t> payload;
    payload.reserve(payload_bytes(net));
    const size_t h = size_t(net.hidden);
    for (size_t i = 0; i < h; ++i) put(payload, uint16_t(net.ft_bias[i]), 2);
    for (size_t i = 0; i < h * size_t(net.inputs); ++i) put(payload, uint16_t(net.ft_weights[i]), 2);
    for (size_t i = 0; i < size_t(net.output_buckets) * 2 * h; ++i)
        put(payload, uint16_t(net.out_weights[i]), net.output_weight_bytes);
    for (int32_t b : net.out_bias) put(payload, uint32_t(b), 4);

    std::vector<uint8_t> packed(ZSTD_compressBound(payload.size()));
    const size_t c = ZSTD_compress(packed.data(), packed.size(), payload.data(), payload.size(), zstd_level);
    packed.resize(ZSTD_isError(c) ? 0 : c);

    std::string prov = net.provenance;
    if (version == 1 && net.origin == Origin::Trained && prov.rfind(V1_TRAINED_PREFIX, 0) != 0)
        prov = V1_TRAINED_PREFIX + std::string(prov.empty() ? "" : ": ") + prov;
    prov = prov.substr(0, MAX_PROVENANCE);
    std::vector<uint8_t> out(MAGIC, MAGIC + 8);
    put(out, version, 4);
    put(out, uint32_t(net.variant), 4);
    put(out, uint32_t(net.features->id), 4);
    for (int v : {net.inputs, net.hidden, net.output_buckets, int(net.activation), net.output_weight_bytes, net.qa,
                  net.qb, net.scale, int(prov.size())})
        put(out, uint32_t(v), 4);
    if (version >= 2) put(out, uint32_t(net.origin), 4);
    put(out, payload.size(), 8);
    put(out, packed.size(), 8);
    uint64_t sum = fnv1a(FNV_BASIS, out.data(), out.size());
    sum = fnv1a(sum, reinterpret_cast<const uint8_t*>(prov.data()), prov.size());
    sum = fnv1a(sum, payload.data(), payload.size());
    put(out, sum, 8);
    out.insert(out.end(), prov.begin(), prov.end());
    out.insert(out.end(), packed.begin(), packed.end());
    return out;
}

std::string read_net(const uint8_t* data, size_t size, Variant expected, Network& out) {
    if (size < 8 || std::memcmp(data, MAGIC, 8) != 0) return "not a Parachute net file (bad magic)";
    if (size < 12) return truncated_header(NET_HEADER_BYTES, size);
    const uint32_t version = uint32_t(get(data + 8, 4));
    if (version != 1 && version != NET_FORMAT_VERSION)
        return "net format version " + std::to_string(version) + " is not supported (this engine reads versions 1 and " +
               std::to_string(NET_FORMAT_VERSION) + ")";
    const size_t header = header_bytes(version), sizes = sizes_at(version);
    if (size < header) return truncated_header(header, size);
    const uint32_t variant = uint32_t(get(data + 12, 4));
    if (variant >= uint32_t(VARIANT_NB)) return "unknown variant number " + std::to_string(variant);
    if (Variant(variant) != expected)
        return std::string("wrong variant: the net is for ") + traits(Variant(variant)).name + ", not " + traits(expected).name;

    Network n;
    n.variant = expected;
    n.features = feature_set_by_id(uint32_t(get(data + 16, 4)));
    if (!n.features || n.features != &feature_set(expected))
        return "feature set " + std::to_string(get(data + 16, 4)) + " is not the one this engine uses for " + traits(expected).name;
    auto field = [&](size_t off) { return uint32_t(get(data + off, 4)); };
    // Shape fields are bounded before anything is allocated from them.
    if (field(20) > (1u << 24) || field(24) > uint32_t(MAX_HIDDEN) || field(28) > uint32_t(MAX_OUTPUT_BUCKETS))
        return "implausible dimensions in the header";
    n.inputs = int(field(20));
    n.hidden = int(field(24));
    n.output_buckets = int(field(28));
    n.activation = Activation(field(32));
    n.output_weight_bytes = int(field(36));
    if (field(40) > 255 || field(44) > 32767 || field(48) > 100000) return "quantization scales out of range";
    n.qa = int(field(40));
    n.qb = int(field(44));
    n.scale = int(field(48));
    const size_t prov_len = field(52);
    if (prov_len > MAX_PROVENANCE) return "provenance text longer than " + std::to_string(MAX_PROVENANCE) + " bytes";
    if (version >= 2) {
        const uint32_t origin = field(56);
        if (origin != uint32_t(Origin::Trained) && origin != uint32_t(Origin::Derived))
            return "unknown origin " + std::to_string(origin) + " (1 is trained, 2 derived)";
        n.origin = Origin(origin);
    }
    if (const std::string e = n.shape_error(); !e.empty()) return e;
    const uint64_t raw_size = get(data + sizes, 8), packed_size = get(data + sizes + 8, 8),
                   checksum = get(data + sizes + 16, 8);
    if (raw_size != payload_bytes(n)) return "the weight size in the header does not match the dimensions";
    if (size < header + prov_len || packed_size > size - header - prov_len)
        return "truncated: " + std::to_string(size) + " bytes, the header announces " +
               std::to_string(header + prov_len + packed_size);
    if (packed_size < size - header - prov_len) return "unexpected bytes after the weights";

    n.provenance.assign(reinterpret_cast<const char*>(data + header), prov_len);
    if (version == 1) n.origin = n.provenance.rfind(V1_TRAINED_PREFIX, 0) == 0 ? Origin::Trained : Origin::Derived;
    std::vector<uint8_t> payload(raw_size);
    const size_t got = ZSTD_decompress(payload.data(), payload.size(), data + header + prov_len, packed_size);
    if (ZSTD_isError(got)) return std::string("corrupt: the weights do not decompress (zstd: ") + ZSTD_getErrorName(got) + ")";
    if (got != raw_size) return "corrupt: the weights decompress to the wrong size";
    uint64_t sum = fnv1a(FNV_BASIS, data, sizes + 16);
    sum = fnv1a(sum, data + header, prov_len);
    sum = fnv1a(sum, payload.data(), payload.size());
    if (sum != checksum) return "corrupt: checksum mismatch";

    n.allocate();
    Reader r{payload.data()};
    const size_t h = size_t(n.hidden);
    for (size_t i = 0; i < h; ++i) n.ft_bias[i] = int16_t(r.next(2));
    for (size_t i = 0; i < h * size_t(n.inputs); ++i) n.ft_weights[i] = int16_t(r.next(2));
    for (size_t i = 0; i < size_t(n.output_buckets) * 2 * h; ++i) n.out_weights[i] = int16_t(r.next(n.output_weight_bytes));
    for (int32_t& b : n.out_bias) b = int32_t(r.next(4));
    if (const std::string e = n.validate(); !e.empty()) return e;
    out = std::move(n);
    return "";
}

std::string read_file_bytes(const std::string& path, const std::string& what, std::vector<uint8_t>& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot open " + what + " '" + path + "'";
    // libstdc++ opens a directory and then throws from the stream buffer on the first read.
    try {
        out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    } catch (const std::ios_base::failure&) {
        return "cannot read " + what + " '" + path + "': " + std::strerror(errno);
    }
    if (in.bad()) return "cannot read " + what + " '" + path + "'";
    return "";
}

std::string load_net_file(const std::string& path, Variant expected, Network& out) {
    std::vector<uint8_t> bytes;
    if (std::string e = read_file_bytes(path, "net file", bytes); !e.empty()) return e;
    const std::string e = read_net(bytes.data(), bytes.size(), expected, out);
    return e.empty() ? e : "net file '" + path + "': " + e;
}

std::string save_net_file(const std::string& path, const Network& net, uint32_t version) {
    const std::vector<uint8_t> bytes = write_net(net, 9, version);
    std::ofstream o(path, std::ios::binary);
    o.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    return o ? "" : "cannot write net file '" + path + "'";
}

} // namespace parachute::nn
