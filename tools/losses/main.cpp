// parachute-losses: why the engine lost its games of a match, and how the players
// used their clocks (tools/losses/README.md).
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "../../engine/commands/version_line.h"
#include "options.h"
#include "report.h"

using namespace parachute::losses;

int main(int argc, char** argv) {
    Options o;
    if (const std::string err = parse_options(argc, argv, o); !err.empty()) {
        std::cerr << "parachute-losses: " << err << '\n';
        return 2;
    }
    if (o.help) {
        std::cout << help_text();
        return 0;
    }
    if (o.version) {
        std::cout << parachute::version_line("parachute-losses");
        return 0;
    }
    Collection c;
    for (const std::string& file : o.files) {
        std::ifstream in(file);
        if (!in) {
            std::cerr << "parachute-losses: " << file << ": cannot open: " << std::strerror(errno) << '\n';
            continue;
        }
        const size_t before = c.games.size(), errors = c.errors.size();
        collect(in, file, o.settings, c);
        if (c.games.size() == before && c.errors.size() == errors)
            std::cerr << "parachute-losses: " << file << ": no game in it\n";
    }
    for (const std::string& e : c.errors) std::cerr << "parachute-losses: " << e << '\n';
    if (c.games.empty()) {
        std::cerr << "parachute-losses: no game could be read\n";
        return 1;
    }
    write_summary(std::cout, c, o.settings);
    if (!o.tsv.empty()) {
        std::ofstream out(o.tsv);
        write_tsv(out, c);
        if (!out.flush()) {
            std::cerr << "parachute-losses: cannot write " << o.tsv << '\n';
            return 1;
        }
    }
    return 0;
}
