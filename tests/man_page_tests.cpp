// The man pages in docs/man/ against the programs' own --help: the OPTIONS section of
// each page names exactly the options the program's help prints, and each subsection of
// a command (".SS perft", ".SS fit", ...) exactly those of that command's --help. An
// option added to a program without a word in its page, or one left in a page after it
// went, fails here. Options are the words that start with - or --, and the KEY=
// settings of parachute-match's engines. The built programs (bin/, or PARACHUTE_BIN_DIR) are
// run, as the help texts live in their main()s. Each list of variants in a page names
// every variant of the engine's table, in its order, so that a variant added to the
// table fails here until the pages name it.
#include <boost/test/unit_test.hpp>

#include <iterator>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../engine/rules/variant.h"
#include "helpers.h"
#include "programs.h"

using parachute::ALL_VARIANTS;
using parachute::Variant;
using parachute::test::programs_built;
using parachute::test::run_program;
using parachute::test::slurp;

namespace {

const std::string SOURCE_DIR = PARACHUTE_SOURCE_DIR;

std::set<std::string> options_named(const std::string& text) {
    // A word counts where it starts: at a line's start or after a blank or an opening
    // bracket or separator, so that "x86-64" or "round-robin" are no options.
    static const std::regex option(R"((^|[\s\[(|,])(--?[a-z][a-z0-9-]*|[a-z][a-z0-9]*(\.NAME)?=))");
    std::set<std::string> found;
    for (std::sregex_iterator it(text.begin(), text.end(), option), end; it != end; ++it) found.insert((*it)[2]);
    return found;
}

// The words of a macro line, quotes honoured.
std::vector<std::string> macro_arguments(const std::string& rest) {
    std::vector<std::string> words;
    std::string word;
    bool quoted = false, any = false;
    for (char c : rest) {
        if (c == '"') {
            quoted = !quoted;
            any = true;
        } else if (c == ' ' && !quoted) {
            if (any) words.push_back(word);
            word.clear();
            any = false;
        } else {
            word += c;
            any = true;
        }
    }
    if (any) words.push_back(word);
    return words;
}

// The text a man(7) source shows, as far as options go: macro names dropped, the
// arguments of the font-alternating macros (.BR, .BI, ...) run together as troff prints
// them, escapes for dashes and fonts resolved, special characters made blanks.
std::string shown_text(const std::string& source) {
    static const std::regex escapes(R"(\\f[BIRP]|\\&)"), specials(R"(\\\*?\(..|\\ )");
    std::istringstream in(source);
    std::string out, line;
    while (std::getline(in, line)) {
        if (line.rfind(".\\\"", 0) == 0) continue;
        if (!line.empty() && line[0] == '.') {
            const size_t space = line.find(' ');
            const std::string macro = line.substr(1, space == std::string::npos ? std::string::npos : space - 1);
            const bool alternating = macro.size() == 2 && std::string("BIR").find(macro[0]) != std::string::npos
                                  && std::string("BIR").find(macro[1]) != std::string::npos;
            std::string joined;
            if (space != std::string::npos)
                for (const std::string& w : macro_arguments(line.substr(space + 1)))
                    joined += (joined.empty() || alternating ? "" : " ") + w;
            line = joined;
        }
        line = std::regex_replace(line, escapes, "");
        line = std::regex_replace(line, specials, " ");
        for (size_t p; (p = line.find("\\-")) != std::string::npos;) line.replace(p, 2, "-");
        for (size_t p; (p = line.find("\\e")) != std::string::npos;) line.replace(p, 2, "\\");
        out += line + "\n";
    }
    return out;
}

// The source lines from the heading `start` (".SH OPTIONS", ".SS fit") to the next
// heading of the same or a higher level; "" when there is no such heading.
std::string part(const std::string& page, const std::string& start) {
    const size_t from = page.find("\n" + start + "\n");
    if (from == std::string::npos) return "";
    const bool section = start.rfind(".SH", 0) == 0;
    size_t to = from + start.size() + 1;
    while ((to = page.find('\n', to + 1)) != std::string::npos) {
        const std::string next = page.substr(to + 1, 4);
        if (next == ".SH " || (!section && next == ".SS ")) break;
    }
    return page.substr(from + 1, to == std::string::npos ? std::string::npos : to - from);
}

std::string page(const std::string& program) { return slurp(SOURCE_DIR + "/docs/man/" + program + ".6"); }

std::string listed(const std::set<std::string>& options) {
    std::string s;
    for (const std::string& o : options) s += (s.empty() ? "" : " ") + o;
    return s;
}

// "missing: ..." for options of the help that the page does not name, "stale: ..." for
// options of the page that the help does not print; "" when the two agree.
std::string difference(const std::set<std::string>& help, const std::set<std::string>& man) {
    std::set<std::string> missing, stale;
    for (const std::string& o : help)
        if (!man.count(o)) missing.insert(o);
    for (const std::string& o : man)
        if (!help.count(o)) stale.insert(o);
    std::string d;
    if (!missing.empty()) d += "missing: " + listed(missing);
    if (!stale.empty()) d += std::string(d.empty() ? "" : "; ") + "stale: " + listed(stale);
    return d;
}

// The lists of variants in a page's shown text: variant names one after another (any
// spelling parse_variant takes, "racing kings" too), apart only by blanks, commas, bars,
// brackets, "and" and "or", within one paragraph. A variant named twice in a row
// ("normal chess") counts once; a lone name is prose ("play crazyhouse"), not a list.
std::vector<std::vector<Variant>> variant_lists(const std::string& text) {
    struct Word {
        std::string text, gap; // gap: what stands between it and the word before
    };
    std::vector<Word> words;
    static const std::regex letters("[A-Za-z']+"); // "knightmate's" is no name
    size_t end = 0;
    for (std::sregex_iterator it(text.begin(), text.end(), letters), stop; it != stop; ++it) {
        words.push_back({it->str(), text.substr(end, size_t(it->position()) - end)});
        end = size_t(it->position() + it->length());
    }
    std::vector<std::vector<Variant>> lists;
    std::vector<Variant> run;
    auto close = [&] {
        if (run.size() > 1) lists.push_back(run);
        run.clear();
    };
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string& gap = words[i].gap;
        if (gap.find_first_not_of(" ,|()\n") != std::string::npos || gap.find("\n\n") != std::string::npos) close();
        if (!run.empty() && (words[i].text == "and" || words[i].text == "or")) continue;
        Variant v;
        if (i + 1 < words.size() && words[i + 1].gap == " "
            && parachute::parse_variant(words[i].text + " " + words[i + 1].text, v)) {
            ++i;
        } else if (!parachute::parse_variant(words[i].text, v)) {
            close();
            continue;
        }
        if (run.empty() || run.back() != v) run.push_back(v);
    }
    close();
    return lists;
}

// The lists by their variants' names: "normal crazyhouse; knightmate racingkings".
std::string named(const std::vector<std::vector<Variant>>& lists) {
    std::string s;
    for (const auto& list : lists) {
        s += s.empty() ? "" : "; ";
        for (size_t i = 0; i < list.size(); ++i) s += (i ? " " : "") + std::string(parachute::traits(list[i]).name);
    }
    return s;
}

struct Command {
    std::string args;       // the arguments that print its help
    std::string subsection; // its subsection of OPTIONS; "" for the program itself
};

// Checks one page against the help of the program and of its commands.
void check_page(const std::string& program, const std::vector<Command>& commands) {
    const std::string source = page(program);
    BOOST_TEST_REQUIRE(!source.empty(), "docs/man/" << program << ".6 is missing");
    const std::string options = part(source, ".SH OPTIONS");
    BOOST_TEST_REQUIRE(!options.empty(), program << ".6 has no OPTIONS section");
    std::set<std::string> all_help;
    for (const Command& c : commands) {
        const std::string help = run_program(program, c.args).out;
        BOOST_TEST_REQUIRE(!help.empty(), program << " " << c.args << " printed nothing");
        const std::set<std::string> named = options_named(help);
        all_help.insert(named.begin(), named.end());
        if (c.subsection.empty()) continue;
        BOOST_TEST_CONTEXT(program << " " << c.args) {
            const std::string sub = part(options, ".SS " + c.subsection);
            BOOST_TEST(!sub.empty());
            BOOST_TEST(difference(named, options_named(shown_text(sub))) == "");
        }
    }
    BOOST_TEST_CONTEXT(program << ".6 OPTIONS") { BOOST_TEST(difference(all_help, options_named(shown_text(options))) == ""); }
}

} // namespace

BOOST_AUTO_TEST_SUITE(man_pages)

// The reading of pages and help texts itself, on made-up lines.
BOOST_AUTO_TEST_CASE(option_words) {
    BOOST_TEST(listed(options_named("usage: x [--depth D] --help|--version (-a | -b-c)\n  cmd=X  option.NAME=V x86-64 "
                                    "round-robin target = 1 -S --Up")) == "--depth --help --version -a -b-c cmd= option.NAME=");
    BOOST_TEST(shown_text(".\\\" a comment --gone\n.TP\n.BI \\-\\-depth \" D\"\n.BI option. NAME = VALUE\n"
                          ".B \\-\\-fen \\fIFEN\\fR and \\-x\n.BR \\-\\-eval \" \" a | b\ntext \\(mu\\-\\-y\n")
               == "\n--depth D\noption.NAME=VALUE\n--fen FEN and -x\n--eval a|b\ntext  --y\n");
    const std::string source = ".TH X 6\n.SH OPTIONS\n.TP\n--a\n.SS one\n--b\n.SS two\n--c\n.SH FILES\n--d\n";
    BOOST_TEST(part(source, ".SH OPTIONS") == ".SH OPTIONS\n.TP\n--a\n.SS one\n--b\n.SS two\n--c\n");
    BOOST_TEST(part(source, ".SS one") == ".SS one\n--b\n");
    BOOST_TEST(part(source, ".SS two") == ".SS two\n--c\n");
    BOOST_TEST(part(source, ".SS three") == "");
    BOOST_TEST(difference({"--a", "--b"}, {"--b", "--c"}) == "missing: --a; stale: --c");
    BOOST_TEST(difference({"--a"}, {"--a"}) == "");
}

BOOST_AUTO_TEST_CASE(variant_list_words) {
    BOOST_TEST(named(variant_lists("the variants normal, crazyhouse, knightmate or racing kings.\nPlay crazyhouse now\n"
                                   "xboard -variant crazyhouse\n\nRacing kings and standard|zh; normal chess (chess, zh)\n"
                                   "knightmate's rules, racingkings"))
               == "normal crazyhouse knightmate racingkings; racingkings normal crazyhouse; normal crazyhouse");
    BOOST_TEST(named(variant_lists("crazyhouse\n\nknightmate")) == "");
}

BOOST_AUTO_TEST_CASE(pages_list_every_variant) {
    std::vector<Variant> all(std::begin(ALL_VARIANTS), std::end(ALL_VARIANTS));
    for (const char* program : {"parachute", "parachute-train", "parachute-match"}) {
        const std::string source = page(program);
        BOOST_TEST_REQUIRE(!source.empty(), "docs/man/" << program << ".6 is missing");
        const auto lists = variant_lists(shown_text(source));
        BOOST_TEST(!lists.empty(), program << ".6 lists no variants");
        BOOST_TEST_CONTEXT(program << ".6") {
            for (const auto& list : lists) BOOST_TEST(named({list}) == named({all}));
        }
    }
}

BOOST_AUTO_TEST_CASE(pages_name_every_option_of_the_help, *boost::unit_test::precondition(programs_built)) {
    check_page("parachute", {{"--help", ""}, {"perft --help", "perft"}, {"bench --help", "bench"}, {"eval --help", "eval"}});
    check_page("parachute-match", {{"--help", ""}});
    check_page("parachute-losses", {{"--help", ""}});
    check_page("parachute-train", {{"--help", ""},
                                   {"selfplay --help", "selfplay"},
                                   {"data --help", "data"},
                                   {"fit --help", "fit"},
                                   {"export --help", "export"}});
}

BOOST_AUTO_TEST_SUITE_END()
