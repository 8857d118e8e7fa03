// bin/parachute's session when no protocol is named: the first command decides. "uci"
// starts a UCI session, anything else a CECP one, which gets that command first (XBoard
// sends "xboard", but CECP needs no greeting), so CECP behaves as it always did.
#pragma once

#include <iosfwd>

namespace parachute {

// Blank lines before the first command decide nothing. Returns the exit status.
int run_protocol(std::istream& in, std::ostream& out);

} // namespace parachute
