// Net-file reading: the bytes are read as a net for each variant. A net that is
// accepted must be valid, and writing it and reading it back must give the same net
// (compared through the bytes the writer makes of it).
#include <cstdint>
#include <vector>

#include "../../nn/net_file.h"
#include "fuzz_support.h"

using namespace parachute;
using parachute::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    for (int v = 0; v < VARIANT_NB; ++v) {
        nn::Network net;
        if (!nn::read_net(data, size, Variant(v), net).empty()) continue;
        check(net.validate().empty(), "an accepted net is invalid", net.validate());
        const std::vector<uint8_t> written = nn::write_net(net, 1);
        nn::Network again;
        check(nn::read_net(written.data(), written.size(), Variant(v), again).empty(), "a written net is refused");
        check(nn::write_net(again, 1) == written, "net -> file -> net differs");
    }
    return 0;
}
