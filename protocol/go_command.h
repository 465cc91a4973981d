// The `go` command (docs/protocol.md): the limits of a search, and in dice games the dice the
// ply must use.
//   go [<a>time <ms> ... <a>inc <ms> ...] [movestogo <n>] [movetime <ms>] [depth <plies>]
//      [nodes <n>] [infinite] [roll <dice>]
// <a> is an army's letter (w b; r g y b); <dice> in dice games the unused dice of the turn: "2,3",
// or "3" after one of them was used; for North Korea the roll just made, not yet in the position's
// moves: "3", "6,4", "1,4,6".
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/dice_roll.h"
#include "engine/rule_set.h"
#include "engine/types.h"

namespace chatur::protocol {

struct GoCommand {
  std::array<std::int64_t, engine::kMaxArmies> time{-1, -1, -1, -1};  // ms left, -1: no clock
  std::array<std::int64_t, engine::kMaxArmies> inc{};                 // ms added per move
  int moves_to_go = 0;
  std::int64_t movetime = 0;
  int depth = 0;
  std::uint64_t nodes = 0;
  bool infinite = false;
  // Dice games: the unused dice of the turn (engine::unused_dice). North Korea: the roll due
  // before the ply (Position::awaiting_roll), in the order rolled.
  engine::DiceRoll roll{};

  bool has_roll() const { return roll.count > 0; }
};

// Armies with a clock (time >= 0) get their time and increment.
std::string encode_go(const engine::RuleSet& rules, const GoCommand& go);
// Reads the words after "go". Throws WireError for an unknown word or a bad number.
GoCommand decode_go(const engine::RuleSet& rules, std::string_view args);

}  // namespace chatur::protocol
