#include "options.h"

#include "../../engine/util/numbers.h"

namespace parachute::losses {

namespace {

// Far above any sensible setting, and every setting is an int.
constexpr int64_t MAX_SETTING = 1000000;

} // namespace

std::string parse_options(int argc, const char* const* argv, Options& o) {
    Settings& s = o.settings;
    struct IntOption {
        const char* name;
        int* value;
        int lowest;
    };
    const IntOption ints[] = {
        {"--threshold", &s.threshold_cp, 0}, {"--level", &s.level_points, 0}, {"--collapse", &s.collapse_cp, 1},
        {"--deep", &s.deep, 0},              {"--window", &s.window, 0},      {"--drops", &s.drops, 1},
        {"--zone", &s.zone_squares, 1},      {"--opening-moves", &s.opening_moves, 0},
        {"--min-moves", &s.min_moves, 0},
    };
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "-h" || a == "--help") {
            o.help = true;
            continue;
        }
        if (a == "--version") {
            o.version = true;
            continue;
        }
        if (a.size() < 2 || a[0] != '-') {
            o.files.push_back(a);
            continue;
        }
        const IntOption* int_option = nullptr;
        for (const IntOption& opt : ints)
            if (a == opt.name) int_option = &opt;
        if (!int_option && a != "--engine" && a != "--out" && a != "--low-clock")
            return "unknown option " + a + " (see --help)";
        if (i + 1 >= argc) return a + " needs a value";
        const std::string value = argv[++i];
        if (a == "--engine") {
            s.engine = value;
        } else if (a == "--out") {
            o.tsv = value;
        } else if (a == "--low-clock") {
            const Parsed<double> share = parse_decimal_option(a, value, 0, 1);
            if (!share.error.empty()) return share.error;
            s.low_clock = share.value;
        } else {
            const Parsed<int64_t> n = parse_integer_option(a, value, int_option->lowest, MAX_SETTING);
            if (!n.error.empty()) return n.error;
            *int_option->value = int(n.value);
        }
    }
    if (!o.help && !o.version && o.files.empty()) return "no PGN file given (see --help)";
    return "";
}

const char* help_text() {
    return R"(Usage: parachute-losses [options] FILE.pgn...

Reads the PGN files of bin/parachute-match (each move with a comment {score/depth
time} or {book}), analyses every game the engine lost, and reports how each player
used its clock. Each game is read in the variant its Variant tag names (normal chess
without one). A file or game that cannot be read is reported on stderr and the others
are still analysed. Exit status: 0; 1 when no game could be read (or the --out file
cannot be written); 2 for a bad command line.

Options:
  --engine NAME      the engine whose losses are analysed (default: the player whose
                     name starts with "parachute", in any case)
  --out FILE.tsv     also write one line per lost game: game, white, black, result,
                     ply, move, fen, parachute_score, opponent_score, phase, kind, file
  --threshold CP     a disagreement is a gap of more than CP centipawns (100)
  --level POINTS     material is level when the sides differ by at most POINTS (0)
  --collapse CP      horizon: the engine's own score falls by CP or more (300)
  --deep D           misjudged: both searches reached depth D (10)
  --window PLIES     the plies after the divergence that the kinds look at (6)
  --drops N          drops: the winner drops at least N times in the window (2)
  --zone N           king safety: the winner attacks N squares of the royal zone (4)
  --low-clock SHARE  time: less than SHARE of the base time left (0.1)
  --opening-moves N  phase: the opening lasts at most N full moves (12)
  --min-moves N      clock usage: only games of at least N full moves (40)
  -h, --help         this text
  --version          the program's name and version

Definitions:
  Score: a comment "+0.35/12 0.51s" is the mover's score in pawns, its search depth
    and its time; "+M5" is a mate in 5, counted as 100000 - 5 centipawns.
  Material: pawn 1, knight, bishop and commoner 3, rook 5, queen 9, royal piece 0,
    on the board and in the pockets (crazyhouse).
  Divergence: plies p and p+1 both judge the position after ply p: its mover's result
    and the next mover's search. With E the engine's score and O minus the opponent's
    (both from the engine's side), the divergence is the first such position with
    E - O > --threshold and level material. Its ply is p, counted from the game's
    first position (book moves included); the FEN and move number are of that position.
  Phase, of the divergence position (without one, of the last position): piece
    material is both sides' points without pawns, board and pockets. Endgame: at most
    half of the variant's start position's. Opening: all of it, and a full-move number
    of at most --opening-moves. Middlegame: otherwise.
  Kind: the first rule that holds, in this order. The window is the divergence
    position and the --window plies after it (fewer at the end of the game); the
    winner is the engine's opponent.
    time         the game was lost on time (Termination "time forfeit" or a reason
                 "... loses on time"), or the engine's clock after its moves up to
                 the divergence held less than --low-clock of the base time
    other        no divergence
    horizon      no pair of plies before the divergence had E - O > --threshold,
                 whatever the material, and the engine's own score at one of its next
                 three moves is at most E - --collapse
    drops        crazyhouse: the winner drops at least --drops times in the window
    race         racing kings: in the window's last position the winner's king
                 stands on a higher rank than the engine's
    king-safety  not racing kings: the game ends with the engine mated while its
                 material is at least the winner's minus --level, or in a position of
                 the window the winner attacks at least --zone squares of the engine's
                 royal zone (the royal piece's square and the 8 around it)
    misjudged    both scores of the divergence come from depth --deep or more
    other        none of these
  Clock usage: for each player and each game of at least --min-moves full moves
    (plies / 2, rounded up) with a clock in its TimeControl tag: the sum of the
    player's move times / (base x sessions begun + increment x its timed moves); book
    moves are not timed. Median, mean and minimum over those games; the time losses
    count every game read.
)";
}

} // namespace parachute::losses
