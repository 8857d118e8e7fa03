// The UCI commands but the search's own (uci_search.cpp): handshake, options, new game,
// position, and the dispatcher. Bad input gets "info string error: ..." naming what was
// wrong, and the engine goes on, as Stockfish does.
#include <algorithm>

#include "../rules/notation.h"
#include "uci_driver.h"
#include "version.h"
#include "xboard_variants.h"

namespace parachute {

namespace {

// A word of a line and where it starts, so that the text after a word can be taken as
// it is (a path with blanks, a command after an unknown word).
struct Word {
    std::string text;
    size_t begin;
};

std::vector<Word> words_of(const std::string& line) {
    std::vector<Word> words;
    size_t i = 0;
    for (;;) {
        i = line.find_first_not_of(" \t\r", i);
        if (i == std::string::npos) return words;
        const size_t end = std::min(line.find_first_of(" \t\r", i), line.size());
        words.push_back({line.substr(i, end - i), i});
        i = end;
    }
}

// The command as the GUI sent it, for quoting back.
std::string text_of(const CommandLine& cmd) { return cmd.rest.empty() ? cmd.name : cmd.name + ' ' + cmd.rest; }

// "name N... [value V...]": the name's words joined by single blanks, the value as it is.
bool split_setoption(const std::string& rest, std::string& name, std::string& value) {
    const std::vector<Word> w = words_of(rest);
    if (w.empty() || w[0].text != "name") return false;
    size_t i = 1;
    for (; i < w.size() && w[i].text != "value"; ++i) name += (name.empty() ? "" : " ") + w[i].text;
    if (i + 1 < w.size()) {
        value = rest.substr(w[i + 1].begin);
        value.erase(value.find_last_not_of(" \t\r") + 1);
    }
    return !name.empty();
}

// After UCI_Variant is set, Fairy-Stockfish describes a variant that XBoard does not know
// by that name, and GUIs built on it set up their board from the line: racing kings
// (unknown to XBoard) and "chess" (XBoard's name is "normal"). Crazyhouse and knightmate
// need no line. The pocket is counted as Fairy-Stockfish counts it: every piece type of
// the set in a drop variant.
std::string variant_description(Variant v) {
    const VariantTraits& t = traits(v);
    const bool xboard_knows = !XBOARD_VARIANTS[int(v)].setup_lines && std::string(t.uci_name) == t.name;
    if (xboard_knows) return "";
    return std::string("info string variant ") + t.uci_name + " files 8 ranks 8 pocket " + (t.drops ? "6" : "0")
         + " template fairy startpos " + t.start_fen;
}

} // namespace

UciDriver::UciDriver(Output& o, Searcher& s) : out(o), searcher(s) {
    handlers = {
        {"uci", &UciDriver::cmd_uci},
        {"isready", &UciDriver::cmd_isready},
        {"setoption", &UciDriver::cmd_setoption},
        {"ucinewgame", &UciDriver::cmd_ucinewgame},
        {"position", &UciDriver::cmd_position},
        {"go", &UciDriver::cmd_go},
        {"stop", &UciDriver::cmd_stop},
        {"ponderhit", &UciDriver::cmd_ponderhit},
        {"quit", &UciDriver::cmd_quit},
        // Nothing to do: the engine has no debug output and needs no registration.
        {"debug", &UciDriver::cmd_ignore},
        {"register", &UciDriver::cmd_ignore},
    };
    current.set_draw_rules(options.crazyhouse_draws);
}

UciDriver::~UciDriver() { stop_search(); }

bool UciDriver::handle(const std::string& line) {
    const CommandLine cmd = split_command(line);
    if (cmd.name.empty()) return true;
    if (const auto it = handlers.find(cmd.name); it != handlers.end()) {
        (this->*it->second)(cmd);
        return cmd.name != "quit";
    }
    // The specification: unknown words are skipped and the rest of the line is read as
    // a command ("joho debug on" is "debug on").
    const std::vector<Word> words = words_of(line);
    for (size_t i = 1; i < words.size(); ++i)
        if (handlers.count(words[i].text)) {
            std::string skipped = line.substr(words[0].begin, words[i].begin - words[0].begin);
            skipped.erase(skipped.find_last_not_of(" \t\r") + 1);
            error("unknown command " + echo_text(skipped) + " skipped");
            return handle(line.substr(words[i].begin));
        }
    error("unknown command: " + echo_text(text_of(cmd)));
    return true;
}

// The reasons quote what came in (a FEN's bad letter, a net file's path) byte for byte:
// the line goes out as printable ASCII of bounded length, like every echo.
void UciDriver::error(const std::string& what) { out.line("info string error: " + echo_text(what)); }

void UciDriver::apply_options() {
    if (const std::string note = handover.apply(searcher, options.search); !note.empty())
        out.line("info string " + note);
}

void UciDriver::apply_options_if_idle() {
    if (!searcher.running()) apply_options();
}

void UciDriver::cmd_uci(const CommandLine&) {
    out.line(std::string("id name ") + ENGINE_NAME + ' ' + ENGINE_VERSION);
    out.line(std::string("id author ") + ENGINE_AUTHOR);
    for (const std::string& o : options.uci_options()) out.line(o);
    out.line("uciok");
}

void UciDriver::cmd_isready(const CommandLine&) {
    // Options set since the last search take effect now (a new table is allocated), so
    // that readyok means ready; during a search the answer comes at once.
    apply_options_if_idle();
    options.prepare_net(options.variant);
    out.line("readyok");
}

void UciDriver::cmd_setoption(const CommandLine& cmd) {
    std::string name, value;
    if (!split_setoption(cmd.rest, name, value))
        return error("expected setoption name NAME [value VALUE]: " + echo_text(text_of(cmd)));
    const Variant before = options.variant;
    if (std::string e = options.set_uci(name, value); !e.empty()) return error("setoption " + echo_text(name) + ": " + e);
    if (EngineOptions::uci_name_means(name, "UCI_Variant"))
        if (const std::string line = variant_description(options.variant); !line.empty()) out.line(line);
    current.set_draw_rules(options.crazyhouse_draws);
    // Another variant starts at its start position, until the next position command.
    if (options.variant != before) {
        current.reset(options.variant);
        options.prepare_net(options.variant);
    }
    handover.changed();
    apply_options_if_idle();
}

void UciDriver::cmd_ucinewgame(const CommandLine&) {
    stop_search();
    apply_options();
    searcher.clear();
    options.prepare_net(options.variant);
}

void UciDriver::cmd_position(const CommandLine& cmd) {
    const std::vector<std::string>& a = cmd.args;
    if (a.empty() || (a[0] != "startpos" && a[0] != "fen"))
        return error("expected position startpos|fen FEN [moves ...]: " + echo_text(text_of(cmd)));
    size_t i = 1;
    if (a[0] == "startpos") {
        current.reset(options.variant);
    } else {
        std::string fen;
        for (; i < a.size() && a[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + a[i];
        if (fen.empty()) return error("position fen: expected a FEN");
        // A rejected FEN leaves no position: a go then answers bestmove 0000 rather
        // than a move for some other position.
        current.reset(options.variant);
        if (std::string e = current.set_fen(fen); !e.empty())
            return error("position fen: bad FEN (" + e + "), no position is set: " + echo_text(fen));
    }
    if (i < a.size() && a[i] != "moves") return error("position: expected moves, not " + echo_text(a[i]));
    // As in Stockfish, the moves are played up to the first one that is not legal.
    for (size_t k = i + 1; k < a.size(); ++k) {
        const Move m = parse_move(current.position(), a[k]);
        if (!m)
            return error("position: illegal move " + echo_text(a[k]) + " (" + why_not_legal(current.position(), a[k])
                         + "), it and the " + std::to_string(a.size() - k - 1) + " moves after it ignored");
        current.play(m);
    }
}

void UciDriver::cmd_quit(const CommandLine&) { stop_search(); }

void UciDriver::cmd_ignore(const CommandLine&) {}

} // namespace parachute
