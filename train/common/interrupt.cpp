#include "interrupt.h"

#include <csignal>

namespace parachute::train {

namespace {
std::atomic<bool> requested{false};

extern "C" void on_interrupt(int sig) {
    requested = true;
    std::signal(sig, SIG_DFL);
}
} // namespace

InterruptScope::InterruptScope() {
    requested = false;
    std::signal(SIGINT, on_interrupt);
    std::signal(SIGTERM, on_interrupt);
}

InterruptScope::~InterruptScope() {
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
}

const std::atomic<bool>* InterruptScope::flag() const { return &requested; }

} // namespace parachute::train
