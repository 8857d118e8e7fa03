#include "xboard_variants.h"

namespace parachute {

std::vector<std::string> racing_kings_setup_lines() {
    // The piece-to-char table "PNBRQKpnbrqk" maps the letters to XBoard's ordinary chess
    // pieces (the shortest table XBoard accepts: five pieces and the king per side).
    // 8x8+0_fairy: an 8x8 board, no holdings, XBoard's rule-agnostic parent variant.
    // The pieces move as in chess; the "piece" lines say so in Betza notation (K, Q, R,
    // B, N; '&' = both colours), which keeps XBoard from offering castling, since the
    // king's description has none. XBoard does not know that checks are forbidden or
    // that the race ends the game: the engine rejects checking moves and claims the
    // result itself.
    std::vector<std::string> lines;
    lines.push_back(std::string("setup (PNBRQKpnbrqk) 8x8+0_fairy ") + traits(Variant::RacingKings).start_fen);
    for (const char* piece : {"K& K", "Q& Q", "R& R", "B& B", "N& N"}) lines.push_back(std::string("piece ") + piece);
    return lines;
}

} // namespace parachute
