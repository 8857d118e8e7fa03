#include "embedded.h"

#include <mutex>

#include "net_file.h"

// The nets go into .rodata with the assembler's .incbin, by absolute path, so the build
// needs no generated source. nn/nets.mk makes this object depend on the net files.
#define PARACHUTE_INCBIN(name, file)                                                                   \
    asm(".section .rodata\n.balign 64\n.globl " #name "\n" #name ":\n.incbin \"" PARACHUTE_SOURCE_DIR \
        "/nets/" file "\"\n.globl " #name "_end\n" #name "_end:\n.previous\n");                      \
    extern "C" const unsigned char name[], name##_end[];

// nets/<name>.nnue of every variant of PARACHUTE_VARIANTS.
#define PARACHUTE_EMBED_NET(id, name) PARACHUTE_INCBIN(parachute_net_##name, #name ".nnue")
PARACHUTE_VARIANTS(PARACHUTE_EMBED_NET)
#undef PARACHUTE_EMBED_NET

namespace parachute::nn {

namespace {

struct Embedded {
    const unsigned char* begin;
    const unsigned char* end;
    std::once_flag once;
    std::shared_ptr<const Network> net;
    std::string error;
};

#define PARACHUTE_NET_BYTES(id, name) {parachute_net_##name, parachute_net_##name##_end, {}, nullptr, ""},
Embedded NETS[] = {PARACHUTE_VARIANTS(PARACHUTE_NET_BYTES)};
#undef PARACHUTE_NET_BYTES

} // namespace

std::shared_ptr<const Network> embedded_net(Variant v, std::string* error) {
    Embedded& e = NETS[int(v)];
    std::call_once(e.once, [&e, v] {
        auto n = std::make_shared<Network>();
        e.error = read_net(e.begin, size_t(e.end - e.begin), v, *n);
        if (e.error.empty()) e.net = std::move(n);
        else e.error = std::string("built-in ") + traits(v).name + " net: " + e.error;
    });
    if (error) *error = e.error;
    return e.net;
}

std::shared_ptr<const Network> load_net(const std::string& path, Variant v, std::string& error) {
    auto n = std::make_shared<Network>();
    error = load_net_file(path, v, *n);
    if (!error.empty()) return nullptr;
    return n;
}

std::shared_ptr<const Network> builtin_or_file(const std::string& name, Variant v, std::string& error) {
    if (name == "builtin") return embedded_net(v, &error);
    return load_net(name, v, error);
}

} // namespace parachute::nn
