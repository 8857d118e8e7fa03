#include "run_command.h"

#include <filesystem>

#include "../../engine/commands/version_line.h"
#include "cli.h"
#include "engines_json.h"
#include "fake_engine.h"
#include "merge.h"
#include "ratings.h"
#include "tournament.h"

namespace parachute::match {

int run_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                const std::string& engines_json) {
    if (!args.empty() && args[0] == "--fake-engine")
        return run_fake_engine(std::vector<std::string>(args.begin() + 1, args.end()));
    if (args.empty()) {
        err << usage();
        return 2;
    }
    switch (info_request(args)) {
    case InfoRequest::Help:
        out << usage();
        return 0;
    case InfoRequest::Version:
        out << version_line("parachute-match");
        return 0;
    case InfoRequest::Engines: {
        // As in cutechess-cli, no engines.json lists no engines.
        std::error_code no_file;
        if (!std::filesystem::exists(engines_json, no_file) && !no_file) return 0;
        std::vector<std::string> names;
        if (std::string e = engine_names_in_json_file(engines_json, names); !e.empty()) {
            err << "parachute-match: " << e << '\n';
            return 1;
        }
        for (const std::string& n : names) out << n << '\n';
        return 0;
    }
    case InfoRequest::None:
        break;
    }
    if (merge_request(args)) {
        MergeConfig merge;
        if (std::string e = parse_merge_line(args, merge); !e.empty()) {
            err << "parachute-match: " << e << '\n' << usage();
            return 2;
        }
        return run_merge(merge, out, err);
    }
    if (ratings_request(args)) {
        RatingsConfig ratings;
        if (std::string e = parse_ratings_line(args, ratings); !e.empty()) {
            err << "parachute-match: " << e << '\n' << usage();
            return 2;
        }
        return run_ratings(ratings, out, err);
    }
    MatchConfig cfg;
    if (std::string e = parse_command_line(args, cfg, engines_json); !e.empty()) {
        err << "parachute-match: " << e << '\n' << usage();
        return 2;
    }
    for (const std::string& w : cfg.warnings) err << "parachute-match: warning: " << w << '\n';
    return run_match(cfg, out, err);
}

} // namespace parachute::match
