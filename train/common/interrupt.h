// Ctrl-C (or TERM) for the long runs of parachute-train (self-play, training): the
// first one asks the run to stop cleanly through a flag the run polls; the handler is
// then reset, so a second one kills at once (what is on disk stays readable).
#pragma once

#include <atomic>

namespace parachute::train {

class InterruptScope {
public:
    InterruptScope();  // installs the handler for SIGINT and SIGTERM, clears the flag
    ~InterruptScope(); // restores the default handlers
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

    const std::atomic<bool>* flag() const;
    bool interrupted() const { return *flag(); }
};

} // namespace parachute::train
