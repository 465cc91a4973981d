// Rolls of the dice as text: the record token "#2,3" and the lists that perft and tools take.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rule_set.h"

namespace chatur::engine {

// The two dice of a roll, in any order.
using Roll = std::array<int, 2>;

class RollTextError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// Reads "a,b" (no spaces; a leading '#' allowed): two faces of the rule set's dice. Throws
// RollTextError saying what was expected.
Roll parse_roll(const RuleSet& rules, std::string_view text);

// Reads space-separated rolls: "2,3 4,5".
std::vector<Roll> parse_rolls(const RuleSet& rules, std::string_view text);

// The record token of a roll, smaller die first: "#2,3".
std::string roll_to_text(Roll roll);

}  // namespace chatur::engine
