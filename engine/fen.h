// Positions as text. Two-army rule sets use FEN; four-army rule sets use the shape of chess.com's
// FEN4. Both are specified in docs/positions.md.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/position.h"

namespace chatur::engine {

// A malformed position string: which field is wrong and why.
class FenError : public std::runtime_error {
 public:
  FenError(int field, const std::string& field_name, const std::string& why)
      : std::runtime_error("position field " + std::to_string(field) + " (" + field_name +
                           "): " + why),
        field_(field) {}
  int field() const { return field_; }

 private:
  int field_;
};

// Reads a position of the rule set. Throws FenError.
Position parse_fen(const RuleSet& rules, std::string_view text);

// Writes the position; parse_fen reads it back to an equal position.
std::string to_fen(const Position& pos);

}  // namespace chatur::engine
