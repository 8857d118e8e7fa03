#include <boost/test/unit_test.hpp>

#include <zstd.h>

#include <cstdio>
#include <fstream>

#include "../nn/accumulator.h"
#include "../nn/embedded.h"
#include "../nn/net_file.h"
#include "helpers.h"
#include "nnue_support.h"

using namespace parachute;

namespace {

std::string read_error(const std::vector<uint8_t>& bytes, Variant v) {
    nn::Network n;
    return nn::read_net(bytes.data(), bytes.size(), v, n);
}

std::vector<uint8_t> sample_file() {
    return nn::write_net(test::random_net(Variant::Crazyhouse, 128, nn::Activation::SCReLU, 2, 9), 1);
}

uint64_t field(const std::vector<uint8_t>& bytes, size_t offset, int size) {
    uint64_t v = 0;
    for (int i = 0; i < size; ++i) v |= uint64_t(bytes[offset + size_t(i)]) << (8 * i);
    return v;
}

void set_field(std::vector<uint8_t>& bytes, size_t offset, int size, uint64_t v) {
    for (int i = 0; i < size; ++i) bytes[offset + size_t(i)] = uint8_t(v >> (8 * i));
}

// The same net as a version-1 file, as the writer made them before the origin field:
// the four bytes at 56 taken out, and the checksum of the shorter header.
std::vector<uint8_t> as_version_1(const std::vector<uint8_t>& v2) {
    const size_t prov = field(v2, 52, 4), raw = field(v2, 60, 8), packed = field(v2, 68, 8);
    std::vector<uint8_t> weights(raw);
    const size_t frame = nn::NET_HEADER_BYTES + prov;
    BOOST_REQUIRE_EQUAL(ZSTD_decompress(weights.data(), raw, v2.data() + frame, packed), raw);
    std::vector<uint8_t> v1 = v2;
    v1.erase(v1.begin() + 56, v1.begin() + 60);
    set_field(v1, 8, 4, 1);
    uint64_t sum = nn::fnv1a(nn::FNV_BASIS, v1.data(), 72);
    sum = nn::fnv1a(sum, v1.data() + 80, prov);
    set_field(v1, 72, 8, nn::fnv1a(sum, weights.data(), raw));
    return v1;
}

} // namespace

BOOST_AUTO_TEST_SUITE(nnue_file)

BOOST_AUTO_TEST_CASE(round_trip_keeps_every_weight) {
    for (nn::Activation act : {nn::Activation::CReLU, nn::Activation::SCReLU}) {
        const nn::Network a = test::random_net(Variant::Knightmate, 256, act, 8, 10);
        BOOST_REQUIRE_EQUAL(a.validate(), "");
        const std::vector<uint8_t> bytes = nn::write_net(a, 1);
        nn::Network b;
        BOOST_REQUIRE_EQUAL(nn::read_net(bytes.data(), bytes.size(), Variant::Knightmate, b), "");
        BOOST_CHECK_EQUAL(b.hidden, 256);
        BOOST_CHECK_EQUAL(b.output_buckets, 8);
        BOOST_CHECK(b.activation == act);
        BOOST_CHECK_EQUAL(b.provenance, a.provenance);
        BOOST_CHECK(b.origin == nn::Origin::Derived);
        BOOST_CHECK(std::equal(a.ft_bias.get(), a.ft_bias.get() + a.ft_bias.size, b.ft_bias.get()));
        BOOST_CHECK(std::equal(a.ft_weights.get(), a.ft_weights.get() + a.ft_weights.size, b.ft_weights.get()));
        BOOST_CHECK(std::equal(a.out_weights.get(), a.out_weights.get() + a.out_weights.size, b.out_weights.get()));
        BOOST_CHECK(a.out_bias == b.out_bias);
        const Position pos = test::position(traits(Variant::Knightmate).start_fen, Variant::Knightmate);
        BOOST_CHECK_EQUAL(nn::evaluate_scratch(a, pos), nn::evaluate_scratch(b, pos));
    }
}

BOOST_AUTO_TEST_CASE(origin_round_trip) {
    // Written as the header's field at offset 56 and read back from it, whatever the
    // provenance says.
    for (nn::Origin origin : {nn::Origin::Trained, nn::Origin::Derived}) {
        nn::Network a = test::random_net(Variant::Normal, 128, nn::Activation::CReLU, 1, 13);
        a.origin = origin;
        const std::vector<uint8_t> bytes = nn::write_net(a, 1);
        BOOST_CHECK_EQUAL(field(bytes, 8, 4), 2u);
        BOOST_CHECK_EQUAL(field(bytes, 56, 4), origin == nn::Origin::Trained ? 1u : 2u);
        nn::Network b;
        BOOST_REQUIRE_EQUAL(nn::read_net(bytes.data(), bytes.size(), Variant::Normal, b), "");
        BOOST_CHECK(b.origin == origin);
    }
}

BOOST_AUTO_TEST_CASE(version_1_origin_from_provenance) {
    // A version-1 file has no origin field: the trainer's first words say trained, any
    // other text derived.
    const std::pair<const char*, nn::Origin> cases[] = {
        {"trained by parachute-train fit on 1000 normal positions", nn::Origin::Trained},
        {"derived from the classical evaluation of normal; not trained", nn::Origin::Derived},
        {"random test net, trained by parachute-train", nn::Origin::Derived},
        {"", nn::Origin::Derived},
    };
    for (const auto& [provenance, origin] : cases) {
        BOOST_TEST_CONTEXT(provenance) {
            nn::Network a = test::random_net(Variant::Normal, 128, nn::Activation::CReLU, 1, 14);
            a.provenance = provenance;
            // The opposite in the version-2 bytes that as_version_1 starts from: the origin read
            // comes from the provenance alone.
            a.origin = origin == nn::Origin::Trained ? nn::Origin::Derived : nn::Origin::Trained;
            const std::vector<uint8_t> v1 = as_version_1(nn::write_net(a, 1));
            BOOST_CHECK_EQUAL(v1.size(), nn::write_net(a, 1).size() - 4);
            nn::Network b;
            BOOST_REQUIRE_EQUAL(nn::read_net(v1.data(), v1.size(), Variant::Normal, b), "");
            BOOST_CHECK(b.origin == origin);
            BOOST_CHECK_EQUAL(b.provenance, provenance);
            BOOST_CHECK(std::equal(a.ft_weights.get(), a.ft_weights.get() + a.ft_weights.size, b.ft_weights.get()));
            BOOST_CHECK(a.out_bias == b.out_bias);
            // Written again, it is a version-2 file with the inferred origin in its field.
            const std::vector<uint8_t> v2 = nn::write_net(b, 1);
            BOOST_CHECK_EQUAL(field(v2, 8, 4), 2u);
            BOOST_CHECK_EQUAL(field(v2, 56, 4), uint64_t(origin));
        }
    }
}

BOOST_AUTO_TEST_CASE(version_1_writer) {
    // For engines older than the origin field: byte for byte the old layout, and a
    // trained net keeps its origin through the provenance's first words.
    nn::Network a = test::random_net(Variant::Normal, 128, nn::Activation::SCReLU, 8, 15);
    a.origin = nn::Origin::Trained;
    a.provenance = "trained by parachute-train fit on 1000 normal positions";
    const std::vector<uint8_t> v1 = nn::write_net(a, 1, 1);
    BOOST_CHECK(v1 == as_version_1(nn::write_net(a, 1)));
    BOOST_CHECK_EQUAL(field(v1, 8, 4), 1u);

    a.provenance = "fine-tuned";
    const std::vector<uint8_t> marked = nn::write_net(a, 1, 1);
    nn::Network b;
    BOOST_REQUIRE_EQUAL(nn::read_net(marked.data(), marked.size(), Variant::Normal, b), "");
    BOOST_CHECK(b.origin == nn::Origin::Trained);
    BOOST_CHECK_EQUAL(b.provenance, "trained by parachute-train: fine-tuned");
    BOOST_CHECK(std::equal(a.out_weights.get(), a.out_weights.get() + a.out_weights.size, b.out_weights.get()));

    a.origin = nn::Origin::Derived;
    const std::vector<uint8_t> derived = nn::write_net(a, 1, 1);
    BOOST_REQUIRE_EQUAL(nn::read_net(derived.data(), derived.size(), Variant::Normal, b), "");
    BOOST_CHECK(b.origin == nn::Origin::Derived);
    BOOST_CHECK_EQUAL(b.provenance, "fine-tuned");
}

BOOST_AUTO_TEST_CASE(version_1_truncated_header) {
    const std::vector<uint8_t> v1 = as_version_1(sample_file());
    const std::vector<uint8_t> head(v1.begin(), v1.begin() + 79);
    BOOST_CHECK_EQUAL(read_error(head, Variant::Crazyhouse), "truncated: the header needs 80 bytes, the file has 79");
    std::vector<uint8_t> bad = v1;
    bad[80] ^= 1; // the provenance: the version-1 checksum covers it
    BOOST_CHECK_EQUAL(read_error(bad, Variant::Crazyhouse), "corrupt: checksum mismatch");
}

BOOST_AUTO_TEST_CASE(unknown_origin_rejected) {
    const std::string path = "nnue_file_test_origin.nnue";
    for (uint32_t origin : {0u, 3u, 0x80000001u}) {
        std::vector<uint8_t> bytes = sample_file();
        set_field(bytes, 56, 4, origin);
        const std::string expected = "unknown origin " + std::to_string(origin) + " (1 is trained, 2 derived)";
        BOOST_CHECK_EQUAL(read_error(bytes, Variant::Crazyhouse), expected);
        std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        std::string error;
        BOOST_CHECK(!nn::load_net(path, Variant::Crazyhouse, error));
        BOOST_CHECK_EQUAL(error, "net file '" + path + "': " + expected);
    }
    std::remove(path.c_str());
}

BOOST_AUTO_TEST_CASE(file_on_disk_round_trip) {
    const std::string path = "nnue_file_test_tmp.nnue";
    const nn::Network a = test::random_net(Variant::Normal, 128, nn::Activation::CReLU, 1, 11);
    BOOST_REQUIRE_EQUAL(nn::save_net_file(path, a), "");
    std::string error;
    auto b = nn::load_net(path, Variant::Normal, error);
    std::remove(path.c_str());
    BOOST_REQUIRE_EQUAL(error, "");
    BOOST_REQUIRE(b);
    BOOST_CHECK(std::equal(a.ft_weights.get(), a.ft_weights.get() + a.ft_weights.size, b->ft_weights.get()));
}

BOOST_AUTO_TEST_CASE(missing_file) {
    std::string error;
    BOOST_CHECK(!nn::load_net("/nonexistent/dir/x.nnue", Variant::Normal, error));
    BOOST_CHECK_EQUAL(error, "cannot open net file '/nonexistent/dir/x.nnue'");
}

BOOST_AUTO_TEST_CASE(wrong_variant) {
    BOOST_CHECK_EQUAL(read_error(sample_file(), Variant::Normal), "wrong variant: the net is for crazyhouse, not normal");
}

BOOST_AUTO_TEST_CASE(bad_magic_and_version) {
    std::vector<uint8_t> bytes = sample_file();
    bytes[0] = 'X';
    BOOST_CHECK_EQUAL(read_error(bytes, Variant::Crazyhouse), "not a Parachute net file (bad magic)");
    BOOST_CHECK_EQUAL(read_error({}, Variant::Crazyhouse), "not a Parachute net file (bad magic)");
    bytes = sample_file();
    bytes[8] = 9;
    BOOST_CHECK_EQUAL(read_error(bytes, Variant::Crazyhouse),
                      "net format version 9 is not supported (this engine reads versions 1 and 2)");
}

BOOST_AUTO_TEST_CASE(truncated) {
    const std::vector<uint8_t> bytes = sample_file();
    const std::vector<uint8_t> head(bytes.begin(), bytes.begin() + 40);
    BOOST_CHECK_EQUAL(read_error(head, Variant::Crazyhouse), "truncated: the header needs 84 bytes, the file has 40");
    const std::vector<uint8_t> no_version(bytes.begin(), bytes.begin() + 10);
    BOOST_CHECK_EQUAL(read_error(no_version, Variant::Crazyhouse), "truncated: the header needs 84 bytes, the file has 10");
    const std::vector<uint8_t> cut(bytes.begin(), bytes.end() - 10);
    BOOST_CHECK_EQUAL(read_error(cut, Variant::Crazyhouse),
                      "truncated: " + std::to_string(cut.size()) + " bytes, the header announces " + std::to_string(bytes.size()));
    std::vector<uint8_t> longer = bytes;
    longer.push_back(0);
    BOOST_CHECK_EQUAL(read_error(longer, Variant::Crazyhouse), "unexpected bytes after the weights");
}

BOOST_AUTO_TEST_CASE(corrupt) {
    const std::vector<uint8_t> good = sample_file();
    // A changed provenance character: the weights decompress, the checksum catches it.
    std::vector<uint8_t> bytes = good;
    bytes[nn::NET_HEADER_BYTES] ^= 1;
    BOOST_CHECK_EQUAL(read_error(bytes, Variant::Crazyhouse), "corrupt: checksum mismatch");
    // A changed shape field: the announced weight size no longer matches.
    bytes = good;
    bytes[24] = 0; // hidden 128 -> 0
    BOOST_CHECK_EQUAL(read_error(bytes, Variant::Crazyhouse), "unsupported hidden size 0");
    bytes = good;
    bytes[28] = 3; // 2 buckets -> 3
    BOOST_CHECK_EQUAL(read_error(bytes, Variant::Crazyhouse), "the weight size in the header does not match the dimensions");
    // Any changed byte in the compressed weights is rejected, by zstd or by the checksum.
    int rejected = 0;
    for (size_t i = nn::NET_HEADER_BYTES + 40; i < good.size(); i += good.size() / 50) {
        bytes = good;
        bytes[i] ^= 0x5a;
        const std::string e = read_error(bytes, Variant::Crazyhouse);
        BOOST_CHECK_MESSAGE(e.rfind("corrupt: ", 0) == 0, "byte " << i << ": " << e);
        ++rejected;
    }
    BOOST_CHECK_GT(rejected, 10);
}

BOOST_AUTO_TEST_CASE(overflowing_weights_rejected) {
    nn::Network n = test::random_net(Variant::Normal, 128, nn::Activation::SCReLU, 1, 12);
    n.out_weights[0] = 200; // 200 * 255 does not fit the int16 product
    BOOST_CHECK_EQUAL(n.validate(), "output weight 200 too large for the activation");
    n = test::random_net(Variant::Normal, 1024, nn::Activation::SCReLU, 1, 12);
    for (size_t i = 0; i < n.out_weights.size; ++i) n.out_weights[i] = 100;
    BOOST_CHECK_EQUAL(n.validate(), "output weights of bucket 0 could overflow the int32 sum");
}

BOOST_AUTO_TEST_CASE(embedded_nets_load) {
    for (Variant v : {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings}) {
        std::string error;
        auto net = nn::embedded_net(v, &error);
        BOOST_CHECK_EQUAL(error, "");
        BOOST_REQUIRE(net);
        BOOST_CHECK(net->variant == v);
        BOOST_CHECK_EQUAL(net->hidden, 256);
        // Every shipped net was trained by parachute-train (nets/README.md).
        BOOST_CHECK(net->origin == nn::Origin::Trained);
    }
}

BOOST_AUTO_TEST_CASE(shipped_files_match_embedded) {
    for (Variant v : {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings}) {
        const std::string path = std::string(PARACHUTE_SOURCE_DIR) + "/nets/" + traits(v).name + ".nnue";
        std::vector<uint8_t> bytes;
        BOOST_REQUIRE_EQUAL(nn::read_file_bytes(path, "net file", bytes), "");
        // The shipped files carry the origin field (nets/README.md).
        BOOST_CHECK_EQUAL(field(bytes, 8, 4), 2u);
        BOOST_CHECK_EQUAL(field(bytes, 56, 4), 1u);
        std::string error;
        auto file = nn::load_net(path, v, error);
        BOOST_REQUIRE_EQUAL(error, "");
        auto embedded = nn::embedded_net(v);
        BOOST_CHECK(std::equal(file->ft_weights.get(), file->ft_weights.get() + file->ft_weights.size,
                               embedded->ft_weights.get()));
    }
}

BOOST_AUTO_TEST_SUITE_END()
