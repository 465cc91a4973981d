// The castling field of a FEN under RuleSpec::chess960_castling (docs/positions.md): each right
// names the army's rook it castles with, by the file of its square ("HAha", Shredder-FEN) or by
// the side of the king when that rook is the outermost on its side ("KQkq", X-FEN).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/castling_rights.h"
#include "engine/position.h"

namespace chatur::engine {

// The rights the castling field names, for the pieces of a position being set up. Throws
// std::invalid_argument saying which letter names no castling: an unknown letter, no king of
// the army on its back rank between the outer files, K/Q with no rook on that side of the king,
// or the king's own file. A right whose rook is missing is returned (the caller refuses or
// repairs it as for any rule set).
CastlingRights read_chess960_castling(const RuleSet& rules,
                                      const std::vector<std::pair<Square, Cell>>& pieces,
                                      std::string_view field);

// The castling field of the position, White's rights first, each army's king side first: K or
// Q (k or q) for the outermost rook on its side, the rook's file letter otherwise; "-" for none.
// read_chess960_castling reads it back to the same rights.
std::string chess960_castling_text(const Position& pos);

}  // namespace chatur::engine
