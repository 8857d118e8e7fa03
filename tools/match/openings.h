// Where games start: positions from an EPD/FEN file or lines from a PGN file (in file
// order or shuffled; for PGN, plies= caps the book line), or without a file the
// variant's start position with optionally some random legal plies on top. The
// schedule decides how many games share each opening (-repeat, policy=).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../../engine/util/random.h"
#include "game.h"

namespace parachute::match {

struct OpeningOptions {
    std::string file;        // "" : the variant's start position
    bool pgn = false;        // format=pgn
    bool shuffle = false;    // order=random
    int plies = 0;           // plies=P: random plies (no file), or at most P book plies (PGN)
    int start = 1;           // start=N: first position of the file used (1-based)
    uint64_t seed = 0;
};

class OpeningBook {
public:
    // Reads and checks every position of the file; "" or "FILE:LINE: what is wrong".
    std::string load(const OpeningOptions& opt, Variant v);
    // The next opening, cycling through the file.
    Opening next();
    size_t size() const { return openings.size(); }

private:
    std::string read_epd(std::istream& in);
    std::vector<Opening> openings;
    size_t index = 0;
    OpeningOptions opts;
    Variant variant = Variant::Normal;
    Rng rng{0};
};

// An EPD or FEN line as a FEN: the first four fields, plus the counters when they are
// numbers (EPD operations such as "bm Nf3; id ..." are dropped).
std::string epd_to_fen(const std::string& line);

} // namespace parachute::match
