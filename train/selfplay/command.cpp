#include "command.h"

#include <cstdio>

#include "../../engine/util/args.h"
#include "../common/interrupt.h"
#include "options.h"
#include "runner.h"
#include "shard_runner.h"

namespace parachute::selfplay {

int selfplay_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(options_usage(), stdout);
        return 0;
    }
    Options opt;
    if (std::string e = parse_options(argv, opt); !e.empty()) {
        std::fprintf(stderr, "selfplay: %s\n%s", e.c_str(), options_usage());
        return 2;
    }
    if (opt.print_run_key) {
        std::printf("%s\n", run_key(opt).c_str());
        return 0;
    }
    RunReport r;
    std::string error;
    bool interrupted;
    {
        const train::InterruptScope interrupt;
        error = opt.sharded ? run_shards(opt, interrupt.flag(), r) : run_selfplay(opt, interrupt.flag(), r);
        interrupted = interrupt.interrupted();
    }
    if (r.counts.games) {
        const double pps = r.seconds > 0 ? r.counts.positions / r.seconds : 0;
        std::printf("selfplay %s: %llu positions, %llu games (+%llu =%llu -%llu) in %.1f s: %.0f positions/s, "
                    "%.0f searched/s, %.0f nodes/s, %.0f nodes per search, %.2f bytes per position\n",
                    traits(opt.variant).name, (unsigned long long)r.counts.positions, (unsigned long long)r.counts.games,
                    (unsigned long long)r.counts.white_wins, (unsigned long long)r.counts.draws,
                    (unsigned long long)r.counts.black_wins, r.seconds, pps,
                    r.seconds > 0 ? r.searched / r.seconds : 0, r.seconds > 0 ? r.nodes / r.seconds : 0,
                    r.searched ? double(r.nodes) / r.searched : 0,
                    r.counts.positions ? double(r.bytes) / r.counts.positions : 0);
        // The share of the workers' time spent searching: what self-play loses to game
        // bookkeeping, filtering, compression and writing is the rest.
        std::printf("time in search %.1f%% of %d workers x %.1f s\n",
                    r.seconds > 0 ? 100.0 * r.search_seconds / (r.seconds * opt.threads) : 0.0, opt.threads, r.seconds);
        if (r.before.positions)
            std::printf("the directory now holds %llu positions\n", (unsigned long long)(r.before.positions + r.counts.positions));
    }
    if (!error.empty()) {
        std::fprintf(stderr, "selfplay: %s\n", error.c_str());
        return 1;
    }
    if (interrupted) {
        std::fprintf(stderr, "selfplay: interrupted; --resume continues the run\n");
        return 130;
    }
    return 0;
}

} // namespace parachute::selfplay
