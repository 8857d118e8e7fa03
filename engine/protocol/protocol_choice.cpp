#include "protocol_choice.h"

#include <istream>
#include <string>

#include "cecp_parse.h"
#include "uci_loop.h"
#include "xboard_loop.h"

namespace parachute {

int run_protocol(std::istream& in, std::ostream& out) {
    for (std::string line; std::getline(in, line);) {
        const CommandLine cmd = split_command(line);
        if (cmd.name.empty()) continue;
        if (cmd.name == "uci" && cmd.args.empty()) return run_uci(in, out, line);
        return run_xboard(in, out, line);
    }
    return 0;
}

} // namespace parachute
