#include <boost/test/unit_test.hpp>

#include "../engine/search/search.h"
#include "../nn/embedded.h"
#include "helpers.h"

using namespace parachute;

namespace {
SearchResult search(const std::string& fen, Variant v, int depth, bool nnue,
                    std::shared_ptr<const nn::Network> net = nullptr) {
    Searcher searcher;
    SearchOptions options;
    options.hash_mb = 4;
    options.nnue = nnue;
    options.nets[int(v)] = net;
    searcher.set_options(options);
    Limits limits;
    limits.depth = depth;
    return searcher.search(test::position(fen, v), limits);
}
} // namespace

BOOST_AUTO_TEST_SUITE(nnue_search)

BOOST_AUTO_TEST_CASE(nnue_search_finds_material_and_mate) {
    // A hanging queen is taken, and a mate in one found, with the built-in nets given
    // explicitly (normal chess plays classically by default). The crazyhouse position
    // keeps all 30 pieces: in crazyhouse captured pieces go to a pocket, so a trained
    // net never sees positions with less and has nothing to say about them.
    const auto normal = nn::embedded_net(Variant::Normal);
    BOOST_CHECK_EQUAL(move_to_uci(search("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", Variant::Normal, 5, true, normal).best), "d2d5");
    const Move zh = search("rnb1kbnr/pppppppp/8/8/8/3q4/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", Variant::Crazyhouse, 5, true).best;
    BOOST_CHECK(zh.to() == D3);
    BOOST_CHECK_EQUAL(move_to_uci(search("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", Variant::Normal, 4, true, normal).best), "a1a8");
}

BOOST_AUTO_TEST_CASE(given_net_is_used) {
    // A net given in the options is used; with NNUE off it is not: the classical search,
    // node for node.
    const char* fen = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
    const auto net = nn::embedded_net(Variant::Crazyhouse);
    const SearchResult given = search(fen, Variant::Crazyhouse, 6, true, net);
    const SearchResult off = search(fen, Variant::Crazyhouse, 6, false, net);
    const SearchResult classical = search(fen, Variant::Crazyhouse, 6, false);
    BOOST_CHECK_EQUAL(off.nodes, classical.nodes);
    BOOST_CHECK_NE(given.nodes, classical.nodes);
}

BOOST_AUTO_TEST_CASE(built_in_net_is_used_when_trained) {
    // By default a variant plays with its built-in net if that net was trained, and
    // with the classical evaluation if it is the derived stand-in.
    for (Variant v : {Variant::Normal, Variant::Crazyhouse, Variant::Knightmate, Variant::RacingKings}) {
        const auto net = nn::embedded_net(v);
        const std::string fen = traits(v).start_fen;
        const SearchResult by_default = search(fen, v, 6, true);
        const SearchResult with_net = search(fen, v, 6, true, net);
        const SearchResult classical = search(fen, v, 6, false);
        BOOST_TEST_CONTEXT(traits(v).name) {
            const SearchResult& expected = net->origin == nn::Origin::Trained ? with_net : classical;
            BOOST_CHECK_EQUAL(by_default.nodes, expected.nodes);
            BOOST_CHECK_EQUAL(by_default.score, expected.score);
            BOOST_CHECK_NE(with_net.nodes, classical.nodes);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
