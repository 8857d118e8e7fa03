#include "cli.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <random>

#include "../../engine/util/numbers.h"
#include "engine_settings.h"

namespace parachute::match {

namespace {

bool is_option(const std::string& w) { return w.size() > 1 && w[0] == '-' && !std::isdigit((unsigned char)w[1]); }

// The words after an option, up to the next option.
std::vector<std::string> collect(const std::vector<std::string>& args, size_t& i) {
    std::vector<std::string> words;
    while (i + 1 < args.size() && !is_option(args[i + 1])) words.push_back(args[++i]);
    return words;
}

// The key=value words after an option; any other word is an error naming the option.
std::string key_values(const std::string& opt, const std::vector<std::string>& words,
                       std::vector<std::pair<std::string, std::string>>& pairs) {
    for (const std::string& w : words) {
        const size_t eq = w.find('=');
        if (eq == std::string::npos) return "unexpected '" + w + "' after " + opt;
        pairs.emplace_back(w.substr(0, eq), w.substr(eq + 1));
    }
    return "";
}

bool ends_with(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string parse_openings(const std::vector<std::string>& words, OpeningOptions& o, OpeningPolicy& policy) {
    std::vector<std::pair<std::string, std::string>> kv;
    if (std::string err = key_values("-openings", words, kv); !err.empty()) return err;
    bool format_given = false;
    for (const auto& [k, v] : kv) {
        if (k == "file") o.file = v;
        else if (k == "format") {
            if (v != "epd" && v != "fen" && v != "pgn") return "unsupported opening format '" + v + "' (epd, fen or pgn)";
            o.pgn = v == "pgn";
            format_given = true;
        } else if (k == "order") {
            if (v == "random") o.shuffle = true;
            else if (v == "sequential") o.shuffle = false;
            else return "bad order=" + v + " (random or sequential)";
        } else if (k == "plies") {
            if (std::string err = parse_integer_option("-openings plies", v, 0, 1 << 20).into(o.plies); !err.empty())
                return err;
        } else if (k == "start") {
            if (std::string err = parse_integer_option("-openings start", v, 1, 1 << 30).into(o.start); !err.empty())
                return err;
        } else if (k == "policy") {
            if (v == "default") policy = OpeningPolicy::Default;
            else if (v == "encounter") policy = OpeningPolicy::Encounter;
            else if (v == "round") policy = OpeningPolicy::Round;
            else return "bad policy=" + v + " (default, encounter or round)";
        } else return "unknown -openings setting '" + k + "'";
    }
    // cutechess-cli reads PGN unless told otherwise; a file named .epd or .fen is
    // taken for what its name says.
    if (!format_given) o.pgn = !(ends_with(o.file, ".epd") || ends_with(o.file, ".fen"));
    return "";
}

std::string parse_numbers(const std::string& opt, const std::vector<std::string>& words,
                          const std::map<std::string, double*>& fields) {
    std::vector<std::pair<std::string, std::string>> kv;
    if (std::string err = key_values(opt, words, kv); !err.empty()) return err;
    for (const auto& [k, v] : kv) {
        const auto it = fields.find(k);
        if (it == fields.end()) return "unknown " + opt + " setting '" + k + "'";
        if (std::string err = parse_decimal_option(opt + " " + k, v).into(*it->second); !err.empty()) return err;
    }
    return "";
}

std::string parse_resign(const std::vector<std::string>& words, Adjudication& a) {
    std::vector<std::string> numbers;
    for (const std::string& w : words) {
        if (w.rfind("twosided=", 0) != 0) {
            numbers.push_back(w);
            continue;
        }
        const std::string v = w.substr(9);
        if (v != "true" && v != "false") return "bad -resign twosided=" + v + " (true or false)";
        a.resign_twosided = v == "true";
    }
    double count = 0, score = -1;
    if (std::string err = parse_numbers("-resign", numbers, {{"movecount", &count}, {"score", &score}}); !err.empty())
        return err;
    if (count < 1 || score < 0) return "-resign needs movecount=N (N >= 1) and score=S (S >= 0)";
    a.resign_movecount = int(count);
    a.resign_score = int(score);
    return "";
}

std::string parse_pgnout(const std::vector<std::string>& words, MatchConfig& cfg) {
    if (words.empty()) return "-pgnout needs a file name";
    cfg.pgn_file = words[0];
    for (size_t k = 1; k < words.size(); ++k) {
        if (words[k] == "min") cfg.pgn_minimal = true;
        else if (words[k] != "fi") return "unexpected '" + words[k] + "' after -pgnout FILE (min or fi)";
        // fi, only finished games: the only kind this runner writes.
    }
    return "";
}

std::string parse_sprt(const std::vector<std::string>& words, SprtParams& sprt) {
    sprt.enabled = true;
    const std::string err = parse_numbers("-sprt", words, {{"elo0", &sprt.elo0}, {"elo1", &sprt.elo1},
                                                           {"alpha", &sprt.alpha}, {"beta", &sprt.beta}});
    if (!err.empty()) return err;
    if (!(sprt.elo1 > sprt.elo0)) return "-sprt needs elo1 > elo0";
    if (!(sprt.alpha > 0 && sprt.alpha < 0.5 && sprt.beta > 0 && sprt.beta < 0.5))
        return "-sprt alpha and beta must be between 0 and 0.5";
    return "";
}

// "K/N" with 0 <= K < N: shards count from 0, as Slurm's array tasks and the trainer's do.
bool parse_shard(const std::string& text, Shard& shard) {
    const size_t slash = text.find('/');
    const std::optional<int64_t> n = parse_integer(text.substr(slash + 1), 1, 1 << 20);
    const std::optional<int64_t> k = n ? parse_integer(text.substr(0, slash), 0, *n - 1) : std::nullopt;
    if (slash == std::string::npos || !k) return false;
    shard.index = int(*k);
    shard.count = int(*n);
    return true;
}

// cutechess-cli options this runner does not have, with what to do instead.
const std::map<std::string, std::string>& unsupported() {
    static const std::map<std::string, std::string> options = {
        {"-tb", "Syzygy tablebase adjudication is not supported"},
        {"-tbpieces", "Syzygy tablebase adjudication is not supported"},
        {"-tbignore50", "Syzygy tablebase adjudication is not supported"},
        {"-outcomeinterval", "not supported; the score line after each game has the outcomes"},
        {"-resultformat", "not supported; the ratings have one format"},
    };
    return options;
}

} // namespace

InfoRequest info_request(const std::vector<std::string>& args) {
    for (const std::string& a : args) {
        if (a == "-help" || a == "--help" || a == "-h") return InfoRequest::Help;
        if (a == "-version" || a == "--version" || a == "-v") return InfoRequest::Version;
        if (a == "-engines" || a == "--engines") return InfoRequest::Engines;
    }
    return InfoRequest::None;
}

bool merge_request(const std::vector<std::string>& args) {
    return std::find(args.begin(), args.end(), "-merge") != args.end()
        || std::find(args.begin(), args.end(), "--merge") != args.end();
}

std::string parse_merge_line(const std::vector<std::string>& args, MergeConfig& cfg) {
    for (size_t i = 0; i < args.size(); ++i) {
        std::string opt = args[i];
        if (opt.rfind("--", 0) == 0) opt = opt.substr(1);
        if (opt == "-merge") {
            const std::vector<std::string> files = collect(args, i);
            if (files.empty()) return "-merge needs the PGN files of the shards";
            cfg.files.insert(cfg.files.end(), files.begin(), files.end());
        } else if (opt == "-sprt") {
            if (std::string err = parse_sprt(collect(args, i), cfg.sprt); !err.empty()) return err;
        } else if (opt == "-allow-partial") {
            cfg.allow_partial = true;
        } else {
            return "'" + args[i] + "' does not go with -merge (only -sprt and -allow-partial do)";
        }
    }
    return "";
}

bool ratings_request(const std::vector<std::string>& args) {
    return std::find(args.begin(), args.end(), "-ratings") != args.end()
        || std::find(args.begin(), args.end(), "--ratings") != args.end();
}

std::string parse_ratings_line(const std::vector<std::string>& args, RatingsConfig& cfg) {
    for (size_t i = 0; i < args.size(); ++i) {
        std::string opt = args[i];
        if (opt.rfind("--", 0) == 0) opt = opt.substr(1);
        if (opt == "-ratings") {
            const std::vector<std::string> files = collect(args, i);
            if (files.empty()) return "-ratings needs PGN files";
            cfg.files.insert(cfg.files.end(), files.begin(), files.end());
        } else if (opt == "-anchor") {
            const std::vector<std::string> words = collect(args, i);
            if (words.size() != 1) return "-anchor takes one NAME or NAME=ELO";
            const size_t eq = words[0].rfind('=');
            cfg.fit.anchor = words[0].substr(0, eq);
            if (eq != std::string::npos) {
                const std::optional<double> elo = parse_decimal(words[0].substr(eq + 1), -10000, 10000);
                if (!elo) return "bad Elo in -anchor '" + words[0] + "' (a number from -10000 to 10000)";
                cfg.fit.anchor_elo = *elo;
            }
            if (cfg.fit.anchor.empty()) return "-anchor needs a player's name";
        } else if (opt == "-prior") {
            const std::vector<std::string> words = collect(args, i);
            const std::optional<double> draws = words.size() == 1 ? parse_decimal(words[0], 0, 1000) : std::nullopt;
            if (!draws) return "-prior takes a number of virtual draws from 0 to 1000";
            cfg.fit.prior_draws = *draws;
        } else {
            return "'" + args[i] + "' does not go with -ratings (only -anchor and -prior do)";
        }
    }
    return "";
}

std::string parse_command_line(const std::vector<std::string>& args, MatchConfig& cfg,
                               const std::string& engines_json) {
    std::vector<EngineWords> specs;
    EngineWords each;
    bool rounds_given = false;
    // Without -srand every run draws other openings, as cutechess-cli does; the seed is
    // printed so that a run can be repeated.
    cfg.seed = std::random_device{}() & 0x7fffffff;
    for (size_t i = 0; i < args.size(); ++i) {
        std::string opt = args[i];
        if (opt.rfind("--", 0) == 0) opt = opt.substr(1);
        auto value = [&](std::string& out) {
            if (i + 1 >= args.size()) return false;
            out = args[++i];
            return true;
        };
        auto int_value = [&](int64_t lo, int64_t hi, int64_t& out) -> std::string {
            std::string v;
            if (!value(v)) return opt + " needs a number";
            return parse_integer_option(opt, v, lo, hi).into(out);
        };
        int64_t n = 0;
        std::string v, err;
        if (opt == "-engine") {
            specs.push_back(collect(args, i));
        } else if (opt == "-each" || opt == "-both") {
            const EngineWords words = collect(args, i);
            each.insert(each.end(), words.begin(), words.end());
        } else if (opt == "-variant") {
            if (!value(v)) return "-variant needs a name";
            if (!parse_variant(v, cfg.variant)) return "unknown variant '" + v + "' (" + variant_names(", ", &VariantTraits::cutechess_name) + ")";
        } else if (opt == "-tournament") {
            if (!value(v)) return "-tournament needs a type";
            if (v == "round-robin") cfg.tournament = TournamentType::RoundRobin;
            else if (v == "gauntlet") cfg.tournament = TournamentType::Gauntlet;
            else if (v == "knockout") cfg.tournament = TournamentType::Knockout;
            else if (v == "pyramid") cfg.tournament = TournamentType::Pyramid;
            else return "unknown tournament type '" + v + "' (round-robin, gauntlet, knockout or pyramid)";
        } else if (opt == "-games") {
            if (!(err = int_value(1, 1 << 24, n)).empty()) return err;
            cfg.games = int(n);
        } else if (opt == "-rounds") {
            if (!(err = int_value(1, 1 << 24, n)).empty()) return err;
            cfg.rounds = int(n);
            rounds_given = true;
        } else if (opt == "-repeat") {
            cfg.repeat = 2;
            if (i + 1 < args.size() && !is_option(args[i + 1])) {
                if (!(err = int_value(1, 1 << 24, n)).empty()) return err;
                cfg.repeat = int(n);
            }
        } else if (opt == "-noswap") {
            cfg.swap_sides = false;
        } else if (opt == "-reverse") {
            cfg.reverse_sides = true;
        } else if (opt == "-seeds") {
            if (!(err = int_value(0, 1 << 20, n)).empty()) return err;
            cfg.seeds = int(n);
        } else if (opt == "-concurrency") {
            if (!(err = int_value(1, 256, n)).empty()) return err;
            cfg.concurrency = int(n);
        } else if (opt == "-openings") {
            if (!(err = parse_openings(collect(args, i), cfg.openings, cfg.opening_policy)).empty()) return err;
        } else if (opt == "-pgnout") {
            if (!(err = parse_pgnout(collect(args, i), cfg)).empty()) return err;
        } else if (opt == "-epdout") {
            if (!value(cfg.epd_file)) return "-epdout needs a file name";
        } else if (opt == "-resume") {
            cfg.resume = true;
        } else if (opt == "-event") {
            if (!value(cfg.event)) return "-event needs a name";
        } else if (opt == "-site") {
            if (!value(cfg.site)) return "-site needs a name";
        } else if (opt == "-sprt") {
            if (!(err = parse_sprt(collect(args, i), cfg.sprt)).empty()) return err;
        } else if (opt == "-shard") {
            if (!value(v) || !parse_shard(v, cfg.shard)) return "-shard needs K/N (0 <= K < N), as in -shard 1/4";
        } else if (opt == "-allow-partial") {
            return "-allow-partial only applies to -merge";
        } else if (opt == "-draw") {
            double num = 0, count = 0, score = -1;
            err = parse_numbers("-draw", collect(args, i), {{"movenumber", &num}, {"movecount", &count}, {"score", &score}});
            if (!err.empty()) return err;
            if (count < 1 || score < 0 || num < 0) return "-draw needs movecount=N (N >= 1) and score=S (S >= 0)";
            cfg.adjudication.draw_movenumber = int(num);
            cfg.adjudication.draw_movecount = int(count);
            cfg.adjudication.draw_score = int(score);
        } else if (opt == "-resign") {
            if (!(err = parse_resign(collect(args, i), cfg.adjudication)).empty()) return err;
        } else if (opt == "-maxmoves") {
            if (!(err = int_value(0, 100000, n)).empty()) return err;
            cfg.adjudication.max_moves = int(n);
        } else if (opt == "-ratinginterval") {
            if (!(err = int_value(0, 1 << 24, n)).empty()) return err;
            cfg.rating_interval = int(n);
        } else if (opt == "-wait") {
            if (!(err = int_value(0, 3600000, n)).empty()) return err;
            cfg.wait_ms = n;
        } else if (opt == "-hangtime") {
            if (!value(v) || !parse_seconds(v, cfg.adjudication.hang_ms) || !cfg.adjudication.hang_ms)
                return "-hangtime needs a number of seconds";
        } else if (opt == "-drawrules") {
            if (!value(v)) return "-drawrules needs chessplayx or samara";
            if (v == "chessplayx") cfg.adjudication.draw_rules = DrawRules::ChessPlayX;
            else if (v == "samara") cfg.adjudication.draw_rules = DrawRules::Samara;
            else return "unknown -drawrules '" + v + "' (chessplayx or samara)";
        } else if (opt == "-drawclaims") {
            if (!value(v)) return "-drawclaims needs runner or engines";
            if (v == "runner") cfg.adjudication.claim_draws_for_players = true;
            else if (v == "engines") cfg.adjudication.claim_draws_for_players = false;
            else return "unknown -drawclaims '" + v + "' (runner or engines)";
        } else if (opt == "-srand") {
            if (!(err = int_value(0, 1LL << 62, n)).empty()) return err;
            cfg.seed = uint64_t(n);
        } else if (opt == "-recover") {
            // Crashed engines are always restarted; accepted for cutechess-cli scripts.
        } else if (opt == "-bookmode") {
            // How cutechess-cli reads Polyglot books; none are read here (book= is not used).
            if (!value(v) || (v != "ram" && v != "disk")) return "-bookmode needs ram or disk";
        } else if (opt == "-debug") {
            cfg.debug = true;
            std::vector<std::pair<std::string, std::string>> kv;
            if (!(err = key_values("-debug", collect(args, i), kv)).empty()) return err;
            for (const auto& [k, val] : kv) {
                if (k != "dir") return "unknown -debug setting '" + k + "'";
                cfg.debug_dir = val;
            }
        } else if (const auto it = unsupported().find(opt); it != unsupported().end()) {
            return "option '" + args[i] + "' of cutechess-cli: " + it->second;
        } else {
            return "unknown option '" + args[i] + "' (see --help)";
        }
    }

    if (specs.size() < 2) return "at least two engines are needed (-engine cmd=... proto=...)";
    if (cfg.resume && cfg.pgn_file.empty()) return "-resume needs -pgnout FILE (the games to go on from)";
    if (cfg.tournament == TournamentType::Knockout) {
        // As in cutechess-cli: a knockout's rounds are its stages.
        if (rounds_given) return "-rounds does not apply to a knockout tournament";
        if (cfg.resume) return "-resume does not work with a knockout tournament";
        if (cfg.shard.given()) return "-shard does not work with a knockout tournament (its games depend on results)";
    }
    cfg.openings.seed = cfg.seed;
    std::vector<std::string> warnings;
    for (size_t k = 0; k < specs.size(); ++k) {
        EngineConfig e;
        if (std::string bad = build_engine(each, specs[k], engines_json, e, warnings); !bad.empty())
            return "engine " + std::to_string(k + 1) + ": " + bad;
        // The runner cannot wait forever as cutechess-cli does: the hang guard stays.
        if (!e.tc.limited())
            warnings.push_back("tc=inf: each move waits for the engine (UCI: go infinite, CECP: st 86400); a move "
                               "longer than -hangtime (" + seconds_phrase(cfg.adjudication.hang_ms)
                               + ") loses as a stalled connection, and a UCI engine that keeps to the protocol "
                               "moves only when stopped: add nodes= or depth= unless the engine moves on its own");
        cfg.engines.push_back(e);
    }
    for (const std::string& w : warnings)
        if (std::find(cfg.warnings.begin(), cfg.warnings.end(), w) == cfg.warnings.end()) cfg.warnings.push_back(w);
    return "";
}

std::string usage() {
    return
        "usage: parachute-match -engine ENGINE-SETTINGS -engine ENGINE-SETTINGS [-engine ...] [OPTIONS]\n"
        "Plays chess-variant engines (CECP and UCI) against each other, as cutechess-cli does.\n"
        "Engine settings (-engine, and -each or -both for all engines):\n"
        "  cmd=CMD  arg=ARG  dir=DIR  name=N  proto=xboard|uci  conf=NAME (from engines.json)\n"
        "  tc=[MOVES/]TIME[+INC] (0/2+0.05, 40/60, 2:30+1, inf)  st=S  nodes=N  depth=D (plies=D)\n"
        "  timemargin=MS  option.NAME=VALUE  initstr=TEXT  stderr=FILE  restart=auto|on|off\n"
        "  whitepov  trust  ponder  tscale=F  pingtimeout=S  book=F bookdepth=N (accepted, not used)\n"
        "Options:\n"
        "  -variant " + variant_names("|", &VariantTraits::cutechess_name) + "\n"
        "  -tournament round-robin|gauntlet|knockout|pyramid  -seeds N  -games N  -rounds N\n"
        "  -repeat [N]  -noswap  -reverse  -concurrency N  -wait MS  -srand N\n"
        "  -openings file=F format=epd|pgn order=random|sequential plies=P start=N policy=default|encounter|round\n"
        "  -pgnout FILE [min] [fi]  -epdout FILE  -resume  -event NAME  -site NAME\n"
        "  -sprt elo0=E0 elo1=E1 alpha=A beta=B  -ratinginterval N\n"
        "  -draw movenumber=N movecount=N score=S  -resign movecount=N score=S [twosided=true]\n"
        "  -maxmoves N  -hangtime S  -drawrules chessplayx|samara  -drawclaims runner|engines\n"
        "  -recover  -bookmode ram|disk  -debug [dir=DIR]  -engines  -version  -help\n"
        "  -shard K/N   play only part K (0 to N-1) of N disjoint parts of the schedule (its PGN records the part)\n"
        "usage: parachute-match -merge A.pgn B.pgn ... [-sprt elo0=E0 elo1=E1 alpha=A beta=B] [-allow-partial]\n"
        "  the result of the whole match over its shards' PGN files; -allow-partial: even with games missing\n"
        "usage: parachute-match -ratings A.pgn B.pgn ... [-anchor NAME[=ELO]] [-prior DRAWS]\n"
        "  every player of the games on one Elo scale (a joint maximum-likelihood fit), the anchor fixed\n"
        "  (default: the first player met, at 0); DRAWS virtual draws per pair that met (default 1)\n"
        "  parachute-match --fake-engine [proto=xboard|uci] [fault=...]   a scripted engine for tests\n"
        "See tools/match/README.md, with its list of differences from cutechess-cli.\n";
}

} // namespace parachute::match
