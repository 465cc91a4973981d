// Rolls of the dice as text: the record token "#2,3" and the lists that perft and tools take.
#pragma once

#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.h"
#include "engine/rule_set.h"

namespace chatur::engine {

// The two dice of a roll. Rolls read from text and rolled by chatur's players come smaller first.
using Roll = std::array<int, 2>;

class RollTextError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

// A roll in a game's list of plies: rolled just before the ply with index `ply` (0-based), the
// first of its turn.
struct RollAt {
  std::size_t ply = 0;
  Roll roll{};
  bool operator==(const RollAt&) const = default;
};

// Reads "a,b" (no spaces; a leading '#' allowed) as two numbers, whatever the dice, and returns
// them smaller first. Throws RollTextError saying what was expected.
Roll read_roll(std::string_view text);

// Throws RollTextError unless both numbers are faces of the rule set's dice; `text` is the roll
// as written, for the message.
void check_roll(const RuleSet& rules, Roll roll, std::string_view text);

// read_roll, then check_roll.
Roll parse_roll(const RuleSet& rules, std::string_view text);

// Reads space-separated rolls: "2,3 4,5".
std::vector<Roll> parse_rolls(const RuleSet& rules, std::string_view text);

// The record token of a roll, smaller die first: "#2,3".
std::string roll_to_text(Roll roll);

}  // namespace chatur::engine
