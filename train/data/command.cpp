#include <chrono>
#include <ctime>
#include <cstdio>
#include <set>

#include "../../engine/util/args.h"
#include "inputs.h"
#include "reader.h"
#include "shard_set.h"
#include "stats.h"
#include "tools.h"

namespace parachute::data {

namespace {

const char* USAGE =
    "usage: parachute-train data stats FILE|DIR... [--allow-partial]\n"
    "       parachute-train data shuffle FILE|DIR... --out FILE [--seed S] [--memory MB] [--allow-partial]\n"
    "       parachute-train data split FILE|DIR... --train FILE --val FILE [--val-percent P] [--seed S] [--allow-partial]\n"
    "       parachute-train data merge FILE|DIR... --out FILE\n"
    "       parachute-train data merge SHARD-DIR... [--out FILE] [--allow-partial]\n"
    "       parachute-train data bench FILE|DIR... [--repeat N]\n"
    "  --allow-partial: shard sets among the inputs may lack shards (train/README.md, \"Training on a cluster\")\n";

// Inputs are the arguments before, between or after the --options that are not an
// option's value.
void split_arguments(const std::vector<std::string>& argv, const std::set<std::string>& valued,
                     std::vector<std::string>& inputs, std::vector<std::string>& options) {
    for (size_t i = 0; i < argv.size(); ++i) {
        if (argv[i].rfind("--", 0) != 0) {
            inputs.push_back(argv[i]);
            continue;
        }
        options.push_back(argv[i]);
        if (valued.count(argv[i].substr(2)) && i + 1 < argv.size()) options.push_back(argv[++i]);
    }
}

// A command line the tools cannot run: the usage, exit code 2.
int usage_error(const std::string& tool, const std::string& error) {
    std::fprintf(stderr, "data %s: %s\n%s", tool.c_str(), error.c_str(), USAGE);
    return 2;
}

// A run that failed (a file that cannot be read or written): exit code 1.
int fail(const std::string& tool, const std::string& error) {
    std::fprintf(stderr, "data %s: %s\n", tool.c_str(), error.c_str());
    return 1;
}

void print_copy(const char* what, const std::string& file, const CopyReport& r) {
    std::printf("%s %s: %llu positions in %llu chunks\n", what, file.c_str(), (unsigned long long)r.records,
                (unsigned long long)r.chunks);
}

// Decompression and decoding speed, the trainer's read path, on one core. The files
// are read once before timing so that the figure is not the disk's; processor time is
// reported beside wall time because other work on the machine slows the latter.
int bench(const std::vector<std::string>& inputs, long repeat) {
    uint64_t records = 0, sink = 0;
    double seconds = 0, cpu_seconds = 0;
    std::vector<Record> chunk;
    Decoded d;
    for (long i = 0; i <= repeat; ++i) {
        DataReader reader(inputs, i == 0 ? warn_to_stderr : ProblemHandler());
        if (!reader.error().empty()) return fail("bench", reader.error());
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu_start = std::clock();
        uint64_t n = 0;
        while (reader.next_chunk(chunk))
            for (const Record& r : chunk) {
                decode(r, d);
                sink += d.board[d.ply & 63] + uint64_t(d.score); // keeps the decoding from being optimised away
                ++n;
            }
        if (i == 0) continue; // warm-up: page cache
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        cpu_seconds += double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
        records += n;
    }
    std::printf("decoded %llu positions in %.3f s: %.2f million positions/s; processor time %.3f s: %.2f million "
                "positions/s (checksum %llu)\n",
                (unsigned long long)records, seconds, seconds > 0 ? records / seconds / 1e6 : 0.0, cpu_seconds,
                cpu_seconds > 0 ? records / cpu_seconds / 1e6 : 0.0, (unsigned long long)(sink & 0xFFFF));
    return 0;
}

// Shards of a self-play run: checked as one run (shard_set.h), then joined in shard
// order; without --out only checked. The checksum is that of every record in order.
int merge_shards(const std::vector<std::string>& inputs, const std::string& out, bool allow_partial) {
    ShardSet set;
    if (std::string e = check_shard_set(inputs, allow_partial, set); !e.empty()) return fail("merge", e);
    const ShardManifest& m = set.manifests.front();
    std::printf("shard set: %zu of %d shards of run %s (%s, net %s, seed %llu): %llu positions, checksum %s\n",
                set.dirs.size(), set.count, m.run.c_str(), m.variant.c_str(), m.net.c_str(), (unsigned long long)m.seed,
                (unsigned long long)set.positions, set.checksum.c_str());
    if (out.empty()) return 0;
    CopyReport r;
    if (std::string e = merge_files(set.dirs, out, r); !e.empty()) return fail("merge", e);
    print_copy("merged into", out, r);
    return 0;
}

} // namespace

int data_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(USAGE, stdout);
        return 0;
    }
    if (argv.empty()) {
        std::fputs(USAGE, stderr);
        return 2;
    }
    const std::string tool = argv[0];
    const std::set<std::string> valued = {"out", "seed", "memory", "train", "val", "val-percent", "repeat"};
    std::vector<std::string> inputs, options;
    split_arguments({argv.begin() + 1, argv.end()}, valued, inputs, options);
    Args args(options, valued, {"allow-partial"});
    if (!args.error().empty()) return usage_error(tool, args.error());
    const uint64_t seed = uint64_t(args.get_int("seed", 1, 0, 999999999));
    if (!args.error().empty()) return usage_error(tool, args.error());
    if (tool != "stats" && tool != "merge" && tool != "shuffle" && tool != "split" && tool != "bench")
        return usage_error(tool, "unknown data tool '" + tool + "'");
    if (inputs.empty()) return usage_error(tool, "no input files or directories given");
    if (tool == "merge" && holds_shards(inputs)) return merge_shards(inputs, args.get("out"), args.has("allow-partial"));
    if (tool == "merge") {
        CopyReport r;
        if (std::string e = merge_files(inputs, args.get("out"), r); !e.empty()) return fail(tool, e);
        print_copy("merged into", args.get("out"), r);
        return 0;
    }
    if (tool == "bench") {
        const long repeat = args.get_int("repeat", 3, 1, 1000);
        if (!args.error().empty()) return usage_error(tool, args.error());
        return bench(inputs, repeat);
    }

    // The tools that read a data set: its shard sets are checked first, and read without
    // the shards --allow-partial leaves out.
    std::vector<std::string> files;
    if (std::string e = check_inputs(inputs, args.has("allow-partial"), files, warn_to_stderr); !e.empty()) return fail(tool, e);
    inputs = files;
    if (tool == "stats") {
        Stats s;
        if (std::string e = compute_stats(inputs, s); !e.empty()) return fail(tool, e);
        print_stats(s);
        return 0;
    }
    if (tool == "shuffle") {
        const long memory = args.get_int("memory", 1024, 1, 1 << 20);
        if (!args.error().empty()) return usage_error(tool, args.error());
        CopyReport r;
        if (std::string e = shuffle_files(inputs, args.get("out"), seed, uint64_t(memory) * 1048576 / RECORD_SIZE, r); !e.empty()) return fail(tool, e);
        print_copy("shuffled into", args.get("out"), r);
        return 0;
    }
    // split, the one tool left.
    const long percent = args.get_int("val-percent", 5, 0, 100);
    if (!args.error().empty()) return usage_error(tool, args.error());
    CopyReport t, v;
    if (std::string e = split_files(inputs, args.get("train"), args.get("val"), percent / 100.0, seed, t, v); !e.empty())
        return fail(tool, e);
    print_copy("training set", args.get("train"), t);
    print_copy("validation set", args.get("val"), v);
    return 0;
}

} // namespace parachute::data
