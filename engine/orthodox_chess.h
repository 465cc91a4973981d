// Orthodox chess recognised in a rule set: what lets it use the fast generation of
// orthodox_movegen.h (RuleSet::orthodox_chess).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "engine/types.h"

namespace chatur::engine {

class RuleSet;

// The six pieces of orthodox chess, by their movement.
enum class ChessRole : std::uint8_t { kKing, kQueen, kRook, kBishop, kKnight, kPawn };
inline constexpr int kChessRoles = 6;

// Which type of a rule set plays each role, and the role of each type.
struct OrthodoxPieces {
  std::array<int, kChessRoles> type{};
  std::array<ChessRole, kMaxPieceTypes> role{};
};

// The roles of the rule set's types if the rule set plays exactly as orthodox chess but for its
// setup and castlings (Chess960's too): two armies on an 8x8 board without holes, White moving
// up and Black down on opposing teams, checkmate royalty with stalemate a draw, six types moving
// exactly as king (the only royal type), queen, rook, bishop, knight and pawn (the pawn type),
// a pawn stepping two squares from its second rank only and promoting on the last rank alone to
// any of queen, rook, bishop and knight, no per-army rules, powers, hands, dice or other hook of
// RuleSpec. Nothing otherwise: a rule set in doubt is not orthodox.
std::optional<OrthodoxPieces> find_orthodox_chess(const RuleSet& rules);

}  // namespace chatur::engine
