// search_net (engine/eval/evaluate.h), the one choice between a net and the classical
// evaluation: each option, and the built-in net's origin.
#include <boost/test/unit_test.hpp>

#include "../engine/eval/evaluate.h"
#include "../nn/embedded.h"
#include "nnue_support.h"

using namespace parachute;

namespace {

using NetPtr = std::shared_ptr<const nn::Network>;

NetPtr net_of(nn::Origin origin, uint32_t seed, Variant v = Variant::Normal) {
    auto n = std::make_shared<nn::Network>(test::random_net(v, 128, nn::Activation::CReLU, 1, seed));
    n->origin = origin;
    return n;
}

// A built-in net that counts how often it is asked for.
struct BuiltIn {
    NetPtr net;
    int calls = 0;
    std::function<NetPtr()> source() {
        return [this] {
            ++calls;
            return net;
        };
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(nnue_choice)

BOOST_AUTO_TEST_CASE(use_nnue_off_is_classical) {
    BuiltIn trained{net_of(nn::Origin::Trained, 1)};
    BOOST_CHECK(search_net(false, nullptr, trained.source()) == nullptr);
    BOOST_CHECK(search_net(false, net_of(nn::Origin::Trained, 2), trained.source()) == nullptr);
    BOOST_CHECK_EQUAL(trained.calls, 0);
}

BOOST_AUTO_TEST_CASE(a_given_net_is_played_whatever_made_it) {
    BuiltIn trained{net_of(nn::Origin::Trained, 1)};
    for (nn::Origin origin : {nn::Origin::Trained, nn::Origin::Derived}) {
        const NetPtr file = net_of(origin, 3);
        BOOST_CHECK(search_net(true, file, trained.source()) == file);
    }
    BOOST_CHECK_EQUAL(trained.calls, 0);
}

BOOST_AUTO_TEST_CASE(the_built_in_net_is_played_when_trained) {
    BuiltIn trained{net_of(nn::Origin::Trained, 1)}, derived{net_of(nn::Origin::Derived, 4)}, unusable{nullptr};
    BOOST_CHECK(search_net(true, nullptr, trained.source()) == trained.net);
    BOOST_CHECK(search_net(true, nullptr, derived.source()) == nullptr);
    BOOST_CHECK(search_net(true, nullptr, unusable.source()) == nullptr);
    BOOST_CHECK_EQUAL(trained.calls, 1);
    BOOST_CHECK_EQUAL(derived.calls, 1);
    BOOST_CHECK_EQUAL(unusable.calls, 1);
}

BOOST_AUTO_TEST_CASE(by_variant_the_embedded_net) {
    // Every shipped net is trained (nets/README.md), so each variant plays its own.
    for (Variant v : ALL_VARIANTS) {
        const NetPtr file = net_of(nn::Origin::Derived, 5, v);
        BOOST_TEST_CONTEXT(traits(v).name) {
            BOOST_CHECK(search_net(v, true, nullptr) == nn::embedded_net(v));
            BOOST_CHECK(search_net(v, true, file) == file);
            BOOST_CHECK(search_net(v, false, nullptr) == nullptr);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
