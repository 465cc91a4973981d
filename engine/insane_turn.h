// Power::kInsanity: where North Korea's turn stands after its rolls.
#pragma once

#include <array>

#include "engine/types.h"

namespace chatur::engine {

// The turn state of the army to move under Power::kInsanity (FEN4 st= d, c, p, e). Before the
// insanity roll, and in every other army's turn, it is empty.
struct InsaneTurn {
  static constexpr int kMaxChosen = 3;
  bool normal = false;  // the insanity die showed 1-4: the turn is a normal one
  int to_choose = 0;    // pieces still to choose (insane turn)
  // The chosen pieces that have not moved yet, in the order of the choices, and the die each
  // rolled for its type (1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king; 0 before the types
  // roll).
  std::array<Square, kMaxChosen> chosen{kNoSquare, kNoSquare, kNoSquare};
  std::array<int, kMaxChosen> types{};
  bool moved = false;  // a move of the insane turn was made: the rest are optional

  int chosen_count() const {
    int n = 0;
    while (n < kMaxChosen && chosen[n] != kNoSquare) ++n;
    return n;
  }
  bool insane() const { return to_choose > 0 || chosen[0] != kNoSquare; }
  bool types_rolled() const { return types[0] != 0; }
  bool operator==(const InsaneTurn&) const = default;
};

// The type letters of the dice 1-6 (FEN4 st=).
inline constexpr char kInsaneTypeLetters[] = "PNBRQK";

// How many pieces the count die of an insane turn gives: 1-2 one, 3-4 two, 5-6 three.
constexpr int insane_piece_count(int count_die) {
  return (count_die + 1) / 2;
}

}  // namespace chatur::engine
