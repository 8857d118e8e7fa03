#include "options.h"

#include <fstream>

#include "../../engine/rules/position.h"
#include "../../engine/util/args.h"
#include "../../nn/embedded.h"
#include "../data/shard_set.h"

namespace parachute::selfplay {

const char* options_usage() {
    return "usage: parachute-train selfplay --variant V (--positions N | --games N) (--depth D | --nodes K)\n"
           "           --out DIR [--threads T] [--seed S] [--net FILE|builtin] [--resume]\n"
           "           [--openings FILE] [--random-plies N] [--multipv-plies N] [--multipv K] [--multipv-margin CP]\n"
           "           [--keep-in-check] [--keep-captures] [--resign-score CP] [--resign-plies N]\n"
           "           [--draw-score CP] [--draw-plies N] [--draw-after PLY] [--max-plies N] [--no-adjudication]\n"
           "           [--draw-rules chessplayx|samara] [--hash MB] [--chunk N] [--zstd-level L] [--no-progress]\n"
           "           [--shard K/N | --shards N] [--run-key]\n"
           "Without --net the games are played with the classical evaluation.\n"
           "(train/README.md explains each option)\n";
}

namespace {

// Start positions for the games, one FEN a line; blank lines and '#' comments skipped.
std::string load_openings(const std::string& path, Variant v, std::vector<std::string>& out) {
    std::ifstream in(path);
    if (!in) return "cannot open the openings file " + path;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
        Position pos;
        if (std::string e = pos.set(line, v); !e.empty())
            return path + " line " + std::to_string(n) + ": not a " + traits(v).name + " position: " + e;
        out.push_back(line);
    }
    if (out.empty()) return "the openings file " + path + " holds no positions";
    return "";
}

// --shard K/N, --shards N, or both when they agree on N.
std::string parse_shards(Args& args, Options& o) {
    if (!args.has("shard") && !args.has("shards")) return "";
    o.sharded = true;
    if (args.has("shard")) {
        if (std::string e = parse_shard(args.get("shard"), o.shard); !e.empty()) return e;
    } else {
        o.all_shards = true;
        o.shard.count = int(args.get_int("shards", 1, 1, data::MAX_SHARDS));
        if (!args.error().empty()) return args.error();
    }
    if (args.has("shard") && args.has("shards") && args.get("shards") != std::to_string(o.shard.count))
        return "--shard " + args.get("shard") + " and --shards " + args.get("shards") + " disagree on the number of shards";
    return "";
}

} // namespace

std::string parse_options(const std::vector<std::string>& argv, Options& o) {
    Args args(argv,
              {"variant", "positions", "games", "nodes", "depth", "threads", "out", "net", "seed", "hash", "openings",
               "random-plies", "multipv-plies", "multipv", "multipv-margin", "resign-score", "resign-plies", "draw-score",
               "draw-plies", "draw-after", "max-plies", "draw-rules", "chunk", "zstd-level", "shard", "shards"},
              {"resume", "keep-in-check", "keep-captures", "no-progress", "no-adjudication", "run-key"});
    if (!args.error().empty()) return args.error();
    if (!args.has("variant")) return "--variant is required (" + variant_names(", ") + ")";
    if (!parse_variant(args.get("variant"), o.variant)) return "unknown variant '" + args.get("variant") + "'";
    if (args.has("positions") == args.has("games")) return "give exactly one of --positions N and --games N";
    if (args.has("depth") == args.has("nodes")) return "give exactly one of --depth D and --nodes K";
    if (!args.has("out")) return "--out DIR is required";
    o.out_dir = args.get("out");
    o.positions = uint64_t(args.get_int("positions", 0, 1, 999999999));
    o.games = uint64_t(args.get_int("games", 0, 1, 999999999));
    o.depth = int(args.get_int("depth", 0, 1, 40));
    o.nodes = uint64_t(args.get_int("nodes", 0, 1, 999999999));
    o.threads = int(args.get_int("threads", 1, 1, 256));
    o.seed = uint64_t(args.get_int("seed", 1, 0, 999999999));
    o.hash_mb = size_t(args.get_int("hash", int64_t(o.hash_mb), 1, 4096));
    o.random_plies = int(args.get_int("random-plies", o.random_plies, 0, 200));
    o.multipv_plies = int(args.get_int("multipv-plies", o.multipv_plies, 0, 200));
    o.multipv = int(args.get_int("multipv", o.multipv, 1, 64));
    o.multipv_margin = int(args.get_int("multipv-margin", o.multipv_margin, 0, 10000));
    o.resign_score = int(args.get_int("resign-score", o.resign_score, 1, 32000));
    o.resign_plies = int(args.get_int("resign-plies", o.resign_plies, 0, 1000));
    o.draw_score = int(args.get_int("draw-score", o.draw_score, 0, 10000));
    o.draw_plies = int(args.get_int("draw-plies", o.draw_plies, 0, 1000));
    o.draw_after = int(args.get_int("draw-after", o.draw_after, 0, 10000));
    o.max_plies = int(args.get_int("max-plies", o.max_plies, 1, 10000));
    o.chunk_positions = int(args.get_int("chunk", o.chunk_positions, 1, 1 << 20));
    o.zstd_level = int(args.get_int("zstd-level", o.zstd_level, 1, 19));
    if (!args.error().empty()) return args.error();
    if (args.has("no-adjudication")) o.resign_plies = o.draw_plies = 0;
    const std::string rules = args.get("draw-rules", "chessplayx");
    if (rules == "chessplayx") o.draw_rules = DrawRules::ChessPlayX;
    else if (rules == "samara") o.draw_rules = DrawRules::Samara;
    else return "--draw-rules must be chessplayx or samara, not '" + rules + "'";
    if (args.has("net")) {
        // A file must be a net of this variant; the built-in one is played trained or not:
        // it was asked for.
        o.nnue = true;
        std::string error;
        o.net = nn::builtin_or_file(args.get("net"), o.variant, error);
        if (!o.net) return "--net: " + error;
    }
    if (std::string e = parse_shards(args, o); !e.empty()) return e;
    o.print_run_key = args.has("run-key");
    if (o.print_run_key && !o.sharded) return "--run-key needs --shard K/N or --shards N (the key counts the shards)";
    o.command = "parachute-train selfplay";
    for (const std::string& a : argv) o.command += a.find_first_of(" \t'") == std::string::npos ? " " + a : " '" + a + "'";
    o.resume = args.has("resume");
    o.keep_in_check = args.has("keep-in-check");
    o.keep_captures = args.has("keep-captures");
    o.progress = !args.has("no-progress");
    o.openings = args.get("openings");
    if (!o.openings.empty()) return load_openings(o.openings, o.variant, o.opening_fens);
    return "";
}

} // namespace parachute::selfplay
