#include <boost/test/unit_test.hpp>

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
        BOOST_CHECK(std::equal(a.ft_bias.get(), a.ft_bias.get() + a.ft_bias.size, b.ft_bias.get()));
        BOOST_CHECK(std::equal(a.ft_weights.get(), a.ft_weights.get() + a.ft_weights.size, b.ft_weights.get()));
        BOOST_CHECK(std::equal(a.out_weights.get(), a.out_weights.get() + a.out_weights.size, b.out_weights.get()));
        BOOST_CHECK(a.out_bias == b.out_bias);
        const Position pos = test::position(traits(Variant::Knightmate).start_fen, Variant::Knightmate);
        BOOST_CHECK_EQUAL(nn::evaluate_scratch(a, pos), nn::evaluate_scratch(b, pos));
    }
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
                      "net format version 9 is not supported (this engine reads version 1)");
}

BOOST_AUTO_TEST_CASE(truncated) {
    const std::vector<uint8_t> bytes = sample_file();
    const std::vector<uint8_t> head(bytes.begin(), bytes.begin() + 40);
    BOOST_CHECK_EQUAL(read_error(head, Variant::Crazyhouse), "truncated: the header needs 80 bytes, the file has 40");
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
        BOOST_CHECK(nn::is_trained(*net));
    }
}

BOOST_AUTO_TEST_CASE(shipped_files_match_embedded) {
    for (Variant v : {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings}) {
        std::string error;
        auto file = nn::load_net(std::string(PARACHUTE_SOURCE_DIR) + "/nets/" + traits(v).name + ".nnue", v, error);
        BOOST_REQUIRE_EQUAL(error, "");
        auto embedded = nn::embedded_net(v);
        BOOST_CHECK(std::equal(file->ft_weights.get(), file->ft_weights.get() + file->ft_weights.size,
                               embedded->ft_weights.get()));
    }
}

BOOST_AUTO_TEST_SUITE_END()
