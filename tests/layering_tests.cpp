// The folders' include arrows run one way: util -> core -> rules -> eval/nn -> search ->
// protocol/commands, with the programs, the trainer and the tools on top; inside the
// trainer, common -> data -> fit/selfplay -> the command line that dispatches to them. A folder that
// includes one of a higher layer, util including anything of the project outside it, or
// folders of one layer that include each other in a cycle, fail here with the file and
// the line named.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Include {
    std::string from_file; // relative to the source tree
    std::string to_file;   // resolved, relative to the source tree
};

// The lowest layer: helpers that stand on the standard library alone.
constexpr int BOTTOM = 0;

// A folder's layer; folders not listed (tests, nets) are not checked, except that the
// bottom layer may not include them either.
int layer_of(const std::string& folder) {
    static const std::map<std::string, int> layers = {
        {"engine/util", BOTTOM}, {"engine/core", 1},     {"engine/rules", 2},    {"engine/eval", 3}, {"nn", 3},
        {"engine/search", 4},    {"engine/protocol", 5}, {"engine/commands", 5}};
    static const std::map<std::string, int> trainer = {
        {"train/common", 6}, {"train/data", 7}, {"train/fit", 8}, {"train/selfplay", 8}, {"train", 9}};
    if (auto it = layers.find(folder); it != layers.end()) return it->second;
    if (auto it = trainer.find(folder); it != trainer.end()) return it->second;
    if (folder == "engine" || folder.rfind("nn/", 0) == 0 || folder.rfind("tools/", 0) == 0) return 6;
    return -1;
}

std::string folder_of(const std::string& file) { return fs::path(file).parent_path().generic_string(); }

// Every violation, one line each: an arrow to a higher layer, an arrow out of the bottom
// layer, or an arrow that closes a cycle among the folders of one layer.
std::vector<std::string> layering_faults(const std::vector<Include>& includes) {
    std::vector<std::string> faults;
    std::map<std::string, std::set<std::string>> arrows;
    std::map<std::pair<std::string, std::string>, std::string> example;
    for (const Include& inc : includes) {
        const std::string from = folder_of(inc.from_file), to = folder_of(inc.to_file);
        const int lf = layer_of(from), lt = layer_of(to);
        if (from == to || lf < 0) continue;
        if (lt > lf || (lf == BOTTOM && lt < 0)) {
            const std::string why = lt > lf ? from + " is below " + to : from + " is the bottom layer";
            faults.push_back(inc.from_file + " includes " + inc.to_file + ": " + why);
            continue;
        }
        if (lt < 0) continue;
        arrows[from].insert(to);
        example.emplace(std::make_pair(from, to), inc.from_file + " includes " + inc.to_file);
    }
    // Depth-first search for a cycle; each back arrow found is named once.
    std::map<std::string, int> state; // 0 unseen, 1 on the path, 2 done
    std::vector<std::string> path;
    std::function<void(const std::string&)> visit = [&](const std::string& f) {
        state[f] = 1;
        path.push_back(f);
        for (const std::string& g : arrows[f]) {
            if (state[g] == 1) {
                std::string cycle;
                for (auto it = std::find(path.begin(), path.end(), g); it != path.end(); ++it) cycle += *it + " -> ";
                faults.push_back("cycle " + cycle + g + " (" + example[{f, g}] + ")");
            } else if (state[g] == 0) {
                visit(g);
            }
        }
        path.pop_back();
        state[f] = 2;
    };
    for (const auto& [f, _] : arrows)
        if (state[f] == 0) visit(f);
    return faults;
}

// The quoted includes of every source file under the given folders, resolved against the
// including file's folder.
std::vector<Include> includes_in(const fs::path& root, const std::vector<std::string>& folders) {
    static const std::regex quoted(R"(^\s*#\s*include\s*"([^"]+)\")");
    std::vector<Include> out;
    for (const std::string& top : folders) {
        if (!fs::exists(root / top)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(root / top)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp")) continue;
            std::ifstream in(entry.path());
            std::string line;
            std::smatch m;
            while (std::getline(in, line)) {
                if (!std::regex_search(line, m, quoted)) continue;
                const fs::path target = (entry.path().parent_path() / m[1].str()).lexically_normal();
                out.push_back({fs::relative(entry.path(), root).generic_string(),
                               fs::relative(target, root).generic_string()});
            }
        }
    }
    return out;
}

// One fault per line, so that a failure prints them all.
std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(layering)

BOOST_AUTO_TEST_CASE(arrows_up_and_cycles_are_named) {
    const std::vector<Include> includes = {
        {"engine/eval/evaluate.h", "engine/core/value.h"},      // down: fine
        {"engine/eval/evaluate.h", "engine/search/search.h"},   // up
        {"engine/protocol/xboard.cpp", "engine/commands/a.h"},  // same layer ...
        {"engine/commands/a.cpp", "engine/protocol/version.h"}, // ... both ways: a cycle
        {"tests/x.cpp", "engine/search/search.h"},              // tests are not checked
        {"tools/match/game.cpp", "engine/rules/position.h"},
        {"engine/core/zobrist.cpp", "engine/util/random.h"},    // the bottom layer serves all
        {"engine/util/args.cpp", "engine/core/types.h"},        // ... and stands on none of them
        {"engine/util/numbers.h", "tests/helpers.h"},           // ... nor on what is not checked
        {"train/fit/command.cpp", "train/common/interrupt.h"},  // the trainer's own layers
        {"train/selfplay/game.cpp", "train/fit/model.h"},       // fit and self-play: one layer, no cycle
        {"train/data/reader.cpp", "train/fit/model.h"},         // data is below fit
        {"train/command_line.cpp", "train/fit/command.h"},
        {"train/common/interrupt.cpp", "train/command_line.h"}, // common is below the dispatcher
    };
    const std::vector<std::string> expected = {
        "engine/eval/evaluate.h includes engine/search/search.h: engine/eval is below engine/search",
        "engine/util/args.cpp includes engine/core/types.h: engine/util is below engine/core",
        "engine/util/numbers.h includes tests/helpers.h: engine/util is the bottom layer",
        "train/data/reader.cpp includes train/fit/model.h: train/data is below train/fit",
        "train/common/interrupt.cpp includes train/command_line.h: train/common is below train",
        "cycle engine/commands -> engine/protocol -> engine/commands (engine/protocol/xboard.cpp includes "
        "engine/commands/a.h)",
    };
    BOOST_TEST(joined(layering_faults(includes)) == joined(expected));
}

BOOST_AUTO_TEST_CASE(the_source_tree_keeps_its_layers) {
    const std::vector<Include> includes = includes_in(PARACHUTE_SOURCE_DIR, {"engine", "nn", "train", "tools"});
    BOOST_TEST(includes.size() > 100u); // the tree was found and read
    BOOST_TEST(joined(layering_faults(includes)) == "");
}

BOOST_AUTO_TEST_SUITE_END()
