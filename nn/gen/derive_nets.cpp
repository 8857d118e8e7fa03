// Writes the derived nets (nn/gen/derived_net.h) of all variants into a directory:
//   derive-nets DIR   ->  DIR/normal.nnue DIR/crazyhouse.nnue ..., DIR/<name>.nnue of each variant
#include <cstdio>
#include <string>

#include "derived_net.h"
#include "../net_file.h"

int main(int argc, char** argv) {
    using namespace parachute;
    if (argc != 2) {
        std::fprintf(stderr, "usage: derive-nets DIR\n");
        return 2;
    }
    for (Variant v : ALL_VARIANTS) {
        const nn::Network net = nn::derived_net(v);
        if (const std::string e = net.validate(); !e.empty()) {
            std::fprintf(stderr, "derive-nets: %s: %s\n", traits(v).name, e.c_str());
            return 1;
        }
        const std::string path = std::string(argv[1]) + "/" + traits(v).name + ".nnue";
        if (const std::string e = nn::save_net_file(path, net); !e.empty()) {
            std::fprintf(stderr, "derive-nets: %s\n", e.c_str());
            return 1;
        }
        std::printf("%s\n", path.c_str());
    }
    return 0;
}
