// The perft suites tests/perft/<variant>.epd: lines "FEN ;D1 n ;D2 n ...", '#' comments.
#pragma once

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../engine/rules/variant.h"

namespace parachute::test {

struct PerftEntry {
    Variant variant;
    std::string fen;
    int depth;
    uint64_t nodes;
    std::string where; // file:line, for messages
};

// Every depth of every position of the suites, one entry each; a variant of the table
// without its suite fails here.
inline std::vector<PerftEntry> load_perft_suites() {
    std::vector<PerftEntry> entries;
    for (Variant v : ALL_VARIANTS) {
        const std::string path = std::string(PARACHUTE_SOURCE_DIR) + "/tests/perft/" + traits(v).name + ".epd";
        std::ifstream in(path);
        BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            if (line.empty() || line[0] == '#') continue;
            std::istringstream fields(line);
            std::string fen, field;
            std::getline(fields, fen, ';');
            while (std::getline(fields, field, ';')) {
                std::istringstream f(field);
                std::string tag;
                uint64_t nodes = 0;
                f >> tag >> nodes;
                BOOST_REQUIRE_MESSAGE(tag.size() >= 2 && tag[0] == 'D' && f, path << ":" << number << ": bad field '" << field << "'");
                entries.push_back({v, fen, std::stoi(tag.substr(1)), nodes, path + ":" + std::to_string(number)});
            }
        }
    }
    return entries;
}

} // namespace parachute::test
