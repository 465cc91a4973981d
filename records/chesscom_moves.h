// chess.com's move text in PGN4 (docs/records.md, "PGN4 as chess.com writes it"), read into the
// long algebraic form of the rules core: castling as O-O and O-O-O, the captured piece named
// before its square (Qg1xQn8, i11xKh12), a 1-point queen D written Q, check marks + ++ +++ # +#.
#pragma once

#include <string>
#include <string_view>

#include "engine/position.h"

namespace chatur::records {

// The move text with chess.com's additions taken out: "Qg1xQn8+" is "g1xn8", "O-O" the king's
// castling move ("h1-j1" for Red). The piece letters are checked against the position: the
// mover's (a D may be written Q) and the captured piece's (a dead piece by its live letter).
// Text without these forms is returned unchanged but for its check marks. Throws
// engine::MoveTextError (kIllegal) for a letter that names another piece, a move of a dead
// piece, or castling that the army to move does not have.
std::string plain_move_text(const engine::Position& pos, std::string_view text);

// The number of '+' in the check marks at the end of the text ("Qi4-h4++" 2, "Rf1-f4+#" 1);
// -1 if it has none or a bare '#' (a mate, whose checks chess.com does not count).
int written_checks(std::string_view text);

}  // namespace chatur::records
