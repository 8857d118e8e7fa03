#include "cli.h"

#include <cctype>
#include <cstdlib>
#include <map>
#include <random>

namespace parachute::match {

namespace {

bool parse_int(const std::string& s, long long lo, long long hi, long long& out) {
    if (s.empty()) return false;
    char* end = nullptr;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (*end != '\0' || v < lo || v > hi) return false;
    out = v;
    return true;
}

bool parse_double(const std::string& s, double& out) {
    if (s.empty()) return false;
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return *end == '\0';
}

// The key=value words after an option, up to the next option.
struct KeyValues {
    std::vector<std::pair<std::string, std::string>> pairs;
    std::vector<std::string> bare; // words without '='
};

bool is_option(const std::string& w) { return w.size() > 1 && w[0] == '-' && !std::isdigit((unsigned char)w[1]); }

KeyValues collect(const std::vector<std::string>& args, size_t& i) {
    KeyValues kv;
    while (i + 1 < args.size() && !is_option(args[i + 1])) {
        const std::string& w = args[++i];
        const size_t eq = w.find('=');
        if (eq == std::string::npos) kv.bare.push_back(w);
        else kv.pairs.emplace_back(w.substr(0, eq), w.substr(eq + 1));
    }
    return kv;
}

// Engine settings as given, so that -each can fill what an -engine left out.
using EngineSpec = std::vector<std::pair<std::string, std::string>>;

std::string apply_engine_key(const std::string& key, const std::string& value, EngineConfig& e) {
    long long n;
    if (key == "cmd") e.cmd = value;
    else if (key == "arg") e.args.push_back(value);
    else if (key == "initstr") e.init_strings.push_back(value);
    else if (key == "dir") e.dir = value;
    else if (key == "name") e.name = value;
    else if (key == "proto") {
        if (value == "xboard" || value == "cecp") e.protocol = Protocol::Xboard;
        else if (value == "uci") e.protocol = Protocol::Uci;
        else return "unknown protocol '" + value + "' (use xboard or uci)";
    } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
        e.options.emplace_back(key.substr(7), value);
    } else if (key == "tc") {
        return parse_tc(value, e.tc);
    } else if (key == "st") {
        if (!parse_seconds(value, e.tc.move_time_ms) || !e.tc.move_time_ms) return "bad st=" + value + " (seconds per move)";
    } else if (key == "nodes") {
        if (!parse_int(value, 1, 1LL << 60, n)) return "bad nodes=" + value;
        e.tc.nodes = n;
    } else if (key == "depth" || key == "plies") {
        if (!parse_int(value, 1, 1000, n)) return "bad " + key + "=" + value;
        e.tc.depth = int(n);
    } else if (key == "timemargin") {
        if (!parse_int(value, 0, 1LL << 40, n)) return "bad timemargin=" + value + " (milliseconds)";
        e.tc.margin_ms = n;
    } else if (key == "pingtimeout") {
        if (!parse_seconds(value, e.start_timeout_ms) || !e.start_timeout_ms) return "bad pingtimeout=" + value + " (seconds)";
    } else {
        return "unknown engine setting '" + key + "'";
    }
    return "";
}

std::string parse_openings(const KeyValues& kv, OpeningOptions& o) {
    if (!kv.bare.empty()) return "unexpected '" + kv.bare[0] + "' after -openings";
    long long n;
    for (const auto& [k, v] : kv.pairs) {
        if (k == "file") o.file = v;
        else if (k == "format") {
            if (v != "epd" && v != "fen" && v != "pgn") return "unsupported opening format '" + v + "' (epd, fen or pgn)";
            o.pgn = v == "pgn";
        } else if (k == "order") {
            if (v == "random") o.shuffle = true;
            else if (v == "sequential") o.shuffle = false;
            else return "bad order=" + v + " (random or sequential)";
        } else if (k == "plies") {
            if (!parse_int(v, 0, 200, n)) return "bad plies=" + v;
            o.plies = int(n);
        } else if (k == "start") {
            if (!parse_int(v, 1, 1LL << 30, n)) return "bad start=" + v;
            o.start = int(n);
        } else if (k == "policy") {
            // cutechess-cli's opening policy; each opening here always serves one pair of games.
        } else return "unknown -openings setting '" + k + "'";
    }
    return "";
}

std::string parse_numbers(const std::string& opt, const KeyValues& kv,
                          const std::map<std::string, double*>& fields) {
    if (!kv.bare.empty()) return "unexpected '" + kv.bare[0] + "' after " + opt;
    for (const auto& [k, v] : kv.pairs) {
        const auto it = fields.find(k);
        if (it == fields.end()) return "unknown " + opt + " setting '" + k + "'";
        if (!parse_double(v, *it->second)) return "bad number in " + opt + " " + k + "=" + v;
    }
    return "";
}

} // namespace

std::string parse_command_line(const std::vector<std::string>& args, MatchConfig& cfg) {
    std::vector<EngineSpec> specs;
    EngineSpec each;
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
        auto int_value = [&](long long lo, long long hi, long long& out) -> std::string {
            std::string v;
            if (!value(v)) return opt + " needs a number";
            if (!parse_int(v, lo, hi, out)) return "bad number for " + opt + ": '" + v + "'";
            return "";
        };
        long long n = 0;
        std::string v, err;
        if (opt == "-engine" || opt == "-each") {
            const KeyValues kv = collect(args, i);
            if (!kv.bare.empty()) return "expected key=value after " + opt + ", got '" + kv.bare[0] + "'";
            if (opt == "-engine") specs.push_back(kv.pairs);
            else each.insert(each.end(), kv.pairs.begin(), kv.pairs.end());
        } else if (opt == "-variant") {
            if (!value(v)) return "-variant needs a name";
            if (!parse_variant(v, cfg.variant)) return "unknown variant '" + v + "' (normal, crazyhouse, knightmate, racingkings)";
        } else if (opt == "-tournament") {
            if (!value(v)) return "-tournament needs a type";
            if (v == "round-robin") cfg.tournament = TournamentType::RoundRobin;
            else if (v == "gauntlet") cfg.tournament = TournamentType::Gauntlet;
            else return "unknown tournament type '" + v + "' (round-robin or gauntlet)";
        } else if (opt == "-games") {
            if (!(err = int_value(1, 1 << 24, n)).empty()) return err;
            cfg.games = int(n);
        } else if (opt == "-rounds") {
            if (!(err = int_value(1, 1 << 24, n)).empty()) return err;
            cfg.rounds = int(n);
        } else if (opt == "-repeat") {
            cfg.repeat = 2;
            if (i + 1 < args.size() && !is_option(args[i + 1])) {
                if (!(err = int_value(1, 2, n)).empty()) return err + " (1 or 2)";
                cfg.repeat = int(n);
            }
        } else if (opt == "-concurrency") {
            if (!(err = int_value(1, 256, n)).empty()) return err;
            cfg.concurrency = int(n);
        } else if (opt == "-openings") {
            if (!(err = parse_openings(collect(args, i), cfg.openings)).empty()) return err;
        } else if (opt == "-pgnout") {
            if (!value(cfg.pgn_file)) return "-pgnout needs a file name";
            collect(args, i); // cutechess-cli's "min"/"fi" flags: the PGN here is always complete
        } else if (opt == "-resume") {
            cfg.resume = true;
        } else if (opt == "-event") {
            if (!value(cfg.event)) return "-event needs a name";
        } else if (opt == "-sprt") {
            cfg.sprt.enabled = true;
            err = parse_numbers("-sprt", collect(args, i),
                                {{"elo0", &cfg.sprt.elo0}, {"elo1", &cfg.sprt.elo1},
                                 {"alpha", &cfg.sprt.alpha}, {"beta", &cfg.sprt.beta}});
            if (!err.empty()) return err;
            if (!(cfg.sprt.elo1 > cfg.sprt.elo0)) return "-sprt needs elo1 > elo0";
            if (!(cfg.sprt.alpha > 0 && cfg.sprt.alpha < 0.5 && cfg.sprt.beta > 0 && cfg.sprt.beta < 0.5))
                return "-sprt alpha and beta must be between 0 and 0.5";
        } else if (opt == "-draw") {
            double num = 0, count = 0, score = 0;
            err = parse_numbers("-draw", collect(args, i), {{"movenumber", &num}, {"movecount", &count}, {"score", &score}});
            if (!err.empty()) return err;
            if (count < 1 || score < 0) return "-draw needs movecount=N (N >= 1) and score=S (S >= 0)";
            cfg.adjudication.draw_movenumber = int(num);
            cfg.adjudication.draw_movecount = int(count);
            cfg.adjudication.draw_score = int(score);
        } else if (opt == "-resign") {
            double count = 0, score = 0, twosided = 0;
            err = parse_numbers("-resign", collect(args, i), {{"movecount", &count}, {"score", &score}, {"twosided", &twosided}});
            if (!err.empty()) return err;
            if (count < 1 || score <= 0) return "-resign needs movecount=N (N >= 1) and score=S (S > 0)";
            cfg.adjudication.resign_movecount = int(count);
            cfg.adjudication.resign_score = int(score);
        } else if (opt == "-maxmoves") {
            if (!(err = int_value(1, 100000, n)).empty()) return err;
            cfg.adjudication.max_moves = int(n);
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
        } else if (opt == "-debug") {
            cfg.debug = true;
            const KeyValues kv = collect(args, i);
            for (const auto& [k, val] : kv.pairs) {
                if (k != "dir") return "unknown -debug setting '" + k + "'";
                cfg.debug_dir = val;
            }
        } else {
            return "unknown option '" + args[i] + "' (see --help)";
        }
    }

    if (specs.size() < 2) return "at least two engines are needed (-engine cmd=... proto=...)";
    if (cfg.resume && cfg.pgn_file.empty()) return "-resume needs -pgnout FILE (the games to go on from)";
    cfg.openings.seed = cfg.seed;
    for (size_t k = 0; k < specs.size(); ++k) {
        EngineConfig e;
        EngineSpec all = each;
        all.insert(all.end(), specs[k].begin(), specs[k].end());
        for (const auto& [key, val] : all)
            if (std::string bad = apply_engine_key(key, val, e); !bad.empty())
                return "engine " + std::to_string(k + 1) + ": " + bad;
        if (e.cmd.empty()) return "engine " + std::to_string(k + 1) + " has no cmd=";
        if (!e.tc.limited())
            return "engine " + std::to_string(k + 1) + " has no time control (tc=, st=, nodes= or depth=)";
        if (e.tc.clock && e.tc.move_time_ms) return "engine " + std::to_string(k + 1) + ": tc= and st= exclude each other";
        cfg.engines.push_back(e);
    }
    return "";
}

std::string usage() {
    return
        "usage: parachute-match -engine cmd=CMD [arg=ARG ...] [dir=DIR] [name=N] proto=xboard|uci [option.NAME=VALUE]\n"
        "                       [initstr=LINE ...]\n"
        "                       [tc=40/60+0.5 | st=1 | nodes=N | depth=D] [timemargin=MS] [pingtimeout=S]\n"
        "                       -engine ... [-each KEY=VALUE ...] [-variant normal|crazyhouse|knightmate|racingkings]\n"
        "                       [-tournament round-robin|gauntlet] [-games N] [-rounds R] [-repeat [1|2]]\n"
        "                       [-concurrency C] [-openings file=F format=epd|pgn order=random|sequential plies=P start=N]\n"
        "                       [-pgnout FILE [-resume]] [-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05]\n"
        "                       [-draw movenumber=N movecount=N score=S] [-resign movecount=N score=S]\n"
        "                       [-maxmoves N] [-hangtime S] [-drawrules chessplayx|samara]\n"
        "                       [-drawclaims runner|engines] [-srand N]\n"
        "                       [-event NAME] [-recover] [-debug [dir=DIR]]\n"
        "       parachute-match --fake-engine [proto=xboard|uci] [fault=...] (a scripted engine for tests)\n"
        "See tools/match/README.md.\n";
}

} // namespace parachute::match
