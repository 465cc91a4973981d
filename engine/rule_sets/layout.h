// Armies and setups shared by several rule sets.
#pragma once

#include <string>
#include <vector>

#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

// The pieces of orthodox chess: king, queen, rook, bishop, knight, pawn (without values).
inline std::vector<PieceSpec> chess_pieces() {
  return {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'Q', .name = "Queen", .betza = "Q"},
      {.letter = 'R', .name = "Rook", .betza = "R"},
      {.letter = 'B', .name = "Bishop", .betza = "B", .minor = true, .colour_bound = true},
      {.letter = 'N', .name = "Knight", .betza = "N", .minor = true},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
}

// White and Black, White moving up the board (docs/positions.md).
inline std::vector<ArmySpec> white_and_black() {
  return {{.name = "White", .letter = 'w', .forward = Forward::kUp, .team = 0},
          {.name = "Black", .letter = 'b', .forward = Forward::kDown, .team = 1}};
}

// Red, Green, Yellow, Black in turn order, clockwise from the top; Red and Yellow against Green
// and Black (docs/positions.md).
inline std::vector<ArmySpec> four_armies() {
  return {{.name = "Red", .letter = 'r', .forward = Forward::kDown, .team = 0},
          {.name = "Green", .letter = 'g', .forward = Forward::kLeft, .team = 1},
          {.name = "Yellow", .letter = 'y', .forward = Forward::kUp, .team = 0},
          {.name = "Black", .letter = 'b', .forward = Forward::kRight, .team = 1}};
}

// Places one army's pieces on rank `rank` (counted from 1), read from file a; '.' skips a file.
inline void place_rank(RuleSpec& spec, int army, int rank, const std::string& pieces) {
  for (size_t f = 0; f < pieces.size(); ++f)
    if (pieces[f] != '.')
      spec.setup.push_back(
          {std::string(1, static_cast<char>('a' + f)) + std::to_string(rank), army, pieces[f]});
}

// The two-army start of chess and its large relatives: White's back rank on rank 1 and a rank of
// pawns before it, Black the same files on the last two ranks.
inline void place_mirrored_start(RuleSpec& spec, const std::string& back) {
  const std::string pawns(back.size(), 'P');
  place_rank(spec, 0, 1, back);
  place_rank(spec, 0, 2, pawns);
  place_rank(spec, 1, spec.ranks - 1, pawns);
  place_rank(spec, 1, spec.ranks, back);
}

}  // namespace chatur::engine::rule_sets
