#include "openings.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "../../engine/rules/movegen.h"
#include "../../engine/rules/notation.h"
#include "pgn_reader.h"

namespace parachute::match {

std::string epd_to_fen(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> fields;
    std::string f;
    while (fields.size() < 6 && in >> f) fields.push_back(f);
    auto numeric = [](const std::string& s) {
        return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
    };
    size_t keep = std::min<size_t>(fields.size(), 4);
    if (fields.size() == 6 && numeric(fields[4]) && numeric(fields[5])) keep = 6;
    std::string fen;
    for (size_t i = 0; i < keep; ++i) fen += (i ? " " : "") + fields[i];
    return fen;
}

std::string OpeningBook::read_epd(std::istream& in) {
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
        const std::string fen = epd_to_fen(line);
        Position pos;
        if (std::string err = pos.set(fen, variant); !err.empty())
            return opts.file + ":" + std::to_string(number) + ": bad FEN '" + fen + "': " + err;
        if (game_status(pos).over())
            return opts.file + ":" + std::to_string(number) + ": the game is already over in '" + fen + "'";
        openings.push_back(Opening{fen, {}});
    }
    return "";
}

std::string OpeningBook::load(const OpeningOptions& opt, Variant v) {
    opts = opt;
    variant = v;
    rng = Rng(opt.seed);
    openings.clear();
    index = 0;
    if (opt.file.empty()) {
        openings.push_back(Opening{});
        return "";
    }
    std::ifstream in(opt.file);
    if (!in) return "cannot read opening file '" + opt.file + "'";
    const std::string err = opt.pgn ? read_pgn_openings(in, opt.file, v, opt.plies, openings) : read_epd(in);
    if (!err.empty()) return err;
    if (openings.empty()) return "no openings in file '" + opt.file + "'";
    if (opt.start < 1 || size_t(opt.start) > openings.size())
        return "start=" + std::to_string(opt.start) + " is beyond the " + std::to_string(openings.size())
             + " openings of '" + opt.file + "'";
    openings.erase(openings.begin(), openings.begin() + (opt.start - 1));
    if (opt.shuffle) shuffle(openings.begin(), openings.end(), rng);
    return "";
}

Opening OpeningBook::next() {
    Opening o = openings[index];
    index = (index + 1) % openings.size();
    // Random plies are this runner's openings without a file; with a file plies= only
    // caps PGN lines, as in cutechess-cli.
    if (!opts.plies || !opts.file.empty()) return o;
    Position pos;
    pos.set(o.fen.empty() ? traits(variant).start_fen : o.fen, variant);
    // A random line that ends the game early is thrown away and drawn again; after many
    // tries the opening is the position itself.
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::vector<std::string> line;
        for (int ply = 0; ply < opts.plies; ++ply) {
            MoveList legal;
            generate_legal(pos, legal);
            if (!legal.size()) break;
            const Move m = legal.moves[rng.below(uint64_t(legal.size()))];
            line.push_back(move_to_uci(m));
            pos.do_move(m);
        }
        const bool ok = int(line.size()) == opts.plies && !game_status(pos).over();
        for (size_t i = 0; i < line.size(); ++i) pos.undo_move();
        if (ok) {
            o.moves = line;
            return o;
        }
    }
    return o;
}

} // namespace parachute::match
