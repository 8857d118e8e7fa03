#include "merge.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>

#include "../../engine/util/numbers.h"
#include "pgn.h"
#include "pgn_reader.h"
#include "scoreboard.h"
#include "shard.h"

namespace parachute::match {

namespace {

// More games than any schedule has: a larger Games or Pair tag is not this runner's.
constexpr int64_t MAX_GAMES = int64_t(1) << 40;

struct MergedGame {
    int white = 0, black = 0;
    GameResult result = GameResult::Ongoing;
    long pair = -1;
    std::string where; // FILE:LINE, for messages
};

// "3-4, 11, 19-20": the numbers as ranges.
std::string ranges(const std::vector<long>& numbers) {
    std::string text;
    for (size_t k = 0; k < numbers.size();) {
        size_t e = k;
        while (e + 1 < numbers.size() && numbers[e + 1] == numbers[e] + 1) ++e;
        text += (text.empty() ? "" : ", ") + std::to_string(numbers[k]);
        if (e > k) text += "-" + std::to_string(numbers[e]);
        k = e + 1;
    }
    return text;
}

class Merge {
public:
    // "" or what is wrong with the game.
    std::string add(const PgnGame& g, const std::string& where);
    std::string identity;
    long total = 0;
    std::vector<std::string> names;
    std::map<long, MergedGame> games; // by game number
    std::set<std::string> shards;     // the Shard tags seen
};

std::string Merge::add(const PgnGame& g, const std::string& where) {
    const std::string id = g.tag(schedule_tag::identity);
    if (id.empty())
        return "the game has no " + std::string(schedule_tag::identity)
             + " tag (only the PGN files of this runner's round robins, gauntlets and pyramids can be merged)";
    std::vector<std::string> engines;
    for (size_t i = 0; !g.tag(schedule_tag::engine(i)).empty(); ++i) engines.push_back(g.tag(schedule_tag::engine(i)));
    const std::optional<int64_t> planned = parse_integer(g.tag(schedule_tag::games), 1, MAX_GAMES);
    if (!planned)
        return "bad " + std::string(schedule_tag::games) + " tag '" + g.tag(schedule_tag::games) + "'";
    if (identity.empty()) {
        identity = id;
        total = *planned;
        names = engines;
    } else if (id != identity || *planned != total || engines != names) {
        return "the game belongs to another schedule (" + std::string(schedule_tag::identity) + " " + id
             + ", the first game's is " + identity + ")";
    }
    const std::optional<int64_t> round = parse_integer(g.tag("Round"), 1, total);
    if (!round)
        return "Round \"" + g.tag("Round") + "\" is not a game of the schedule (1 to " + std::to_string(total) + ")";
    const long number = long(*round);
    const std::string game = "game " + std::to_string(number);
    MergedGame m;
    m.where = where;
    const auto white = std::find(names.begin(), names.end(), g.tag("White"));
    const auto black = std::find(names.begin(), names.end(), g.tag("Black"));
    if (names.size() < 2 || white == names.end() || black == names.end())
        return game + " is " + g.tag("White") + " vs " + g.tag("Black") + ", not two of the schedule's engines";
    m.white = int(white - names.begin());
    m.black = int(black - names.begin());
    m.result = parse_result(g.tag("Result"));
    // The runner writes finished games only; an unfinished one counts as missing.
    if (m.result == GameResult::Ongoing) return "";
    const std::optional<int64_t> pair = parse_integer(g.tag(schedule_tag::pair), 0, MAX_GAMES);
    if (!g.tag(schedule_tag::pair).empty() && !pair)
        return "bad " + std::string(schedule_tag::pair) + " tag '" + g.tag(schedule_tag::pair) + "'";
    if (pair) m.pair = long(*pair);
    if (const auto it = games.find(number); it != games.end()) return game + " is also in " + it->second.where;
    if (!g.tag(schedule_tag::shard).empty()) shards.insert(g.tag(schedule_tag::shard));
    games[number] = m;
    return "";
}

} // namespace

int run_merge(const MergeConfig& cfg, std::ostream& out, std::ostream& err) {
    Merge merge;
    for (const std::string& file : cfg.files) {
        std::ifstream in(file);
        if (!in) {
            err << "error: cannot read PGN file '" << file << "'\n";
            return 1;
        }
        std::vector<PgnGame> read;
        std::vector<std::string> errors;
        read_pgn_games_tagged(in, file, read, errors);
        if (!errors.empty()) {
            err << "error: " << errors.front() << '\n';
            return 1;
        }
        for (const PgnGame& g : read) {
            const std::string where = file + ":" + std::to_string(g.first_line);
            if (std::string e = merge.add(g, where); !e.empty()) {
                err << "error: " << where << ": " << e << '\n';
                return 1;
            }
        }
    }
    if (merge.games.empty()) {
        err << "error: no finished games in " << cfg.files.size() << " file(s)\n";
        return 1;
    }
    std::vector<long> missing;
    for (long n = 1; n <= merge.total; ++n)
        if (!merge.games.count(n)) missing.push_back(n);
    if (!missing.empty() && !cfg.allow_partial) {
        err << "error: " << missing.size() << " of the schedule's " << merge.total << " games are missing: "
            << ranges(missing) << " (-allow-partial merges the others)\n";
        return 1;
    }
    out << "Merged " << merge.games.size() << " of the " << merge.total << " games of schedule " << merge.identity
        << " from " << cfg.files.size() << " file(s)";
    if (!merge.shards.empty()) {
        out << ", shards";
        for (const std::string& s : merge.shards) out << ' ' << s;
    }
    out << '\n';
    if (!missing.empty()) out << "Missing " << missing.size() << " games: " << ranges(missing) << '\n';
    Scoreboard board(merge.names, cfg.sprt);
    for (const auto& [number, g] : merge.games) board.add(g.white, g.black, g.result, g.pair);
    out << board.progress_line(int(merge.games.size()), int(merge.total)) << '\n';
    board.write_summary(out);
    return 0;
}

} // namespace parachute::match
