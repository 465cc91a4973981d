// A roll of any chance event: a short list of dice in the order rolled.
#pragma once

#include <array>
#include <cstdint>

namespace chatur::engine {

// The dice games' throw (RuleSpec::dice) is a roll of two dice, smaller first; North Korea's
// (Power::kInsanity) are one die or the die and its count die, and one die per chosen piece.
// What the dice mean is the rule set's or the army's power's (Position::roll).
struct DiceRoll {
  static constexpr int kMax = 3;
  std::array<std::uint8_t, kMax> dice{};
  std::uint8_t count = 0;

  int operator[](int i) const { return dice[i]; }
  void push(int die) { dice[count++] = static_cast<std::uint8_t>(die); }
  bool operator==(const DiceRoll&) const = default;
};

}  // namespace chatur::engine
