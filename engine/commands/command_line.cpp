#include "command_line.h"

#include "bench_command.h"
#include "eval_command.h"
#include "perft_command.h"
#include "../rules/variant.h"

namespace parachute {

std::string commands_usage() {
    std::string text;
    // Each command's "usage: parachute ..." line, indented under the program's first line.
    for (const char* usage : {PERFT_USAGE, BENCH_USAGE, EVAL_USAGE}) text += "       " + std::string(usage).substr(7);
    return text + "  variants: " + variant_names(", ") + "\n";
}

int run_subcommand(const std::vector<std::string>& args) {
    if (args.empty()) return -1;
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "perft") return perft_command(rest);
    if (args[0] == "bench") return bench_command(rest);
    if (args[0] == "eval") return eval_command(rest);
    return -1;
}

} // namespace parachute
