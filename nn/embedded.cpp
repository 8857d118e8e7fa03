#include "embedded.h"

#include <mutex>

#include "net_file.h"

// The nets go into .rodata with the assembler's .incbin, by absolute path, so the build
// needs no generated source. nn/nets.mk makes this object depend on the net files.
#define PARACHUTE_INCBIN(name, file)                                                                   \
    asm(".section .rodata\n.balign 64\n.globl " #name "\n" #name ":\n.incbin \"" PARACHUTE_SOURCE_DIR \
        "/nets/" file "\"\n.globl " #name "_end\n" #name "_end:\n.previous\n");                      \
    extern "C" const unsigned char name[], name##_end[];

PARACHUTE_INCBIN(parachute_net_normal, "normal.nnue")
PARACHUTE_INCBIN(parachute_net_crazyhouse, "crazyhouse.nnue")
PARACHUTE_INCBIN(parachute_net_knightmate, "knightmate.nnue")
PARACHUTE_INCBIN(parachute_net_racingkings, "racingkings.nnue")

namespace parachute::nn {

namespace {

struct Embedded {
    const unsigned char* begin;
    const unsigned char* end;
    std::once_flag once;
    std::shared_ptr<const Network> net;
    std::string error;
};

Embedded NETS[VARIANT_NB] = {
    {parachute_net_normal, parachute_net_normal_end, {}, nullptr, ""},
    {parachute_net_crazyhouse, parachute_net_crazyhouse_end, {}, nullptr, ""},
    {parachute_net_knightmate, parachute_net_knightmate_end, {}, nullptr, ""},
    {parachute_net_racingkings, parachute_net_racingkings_end, {}, nullptr, ""},
};

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

} // namespace parachute::nn
