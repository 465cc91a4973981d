// Helpers of the European Chess tests: a rule set of four armies, a square's cell, a piece.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "tests/engine/test_util.h"

namespace chatur::engine::testing {

inline constexpr int kRed = 0, kGreen = 1, kYellow = 2, kBlack = 3;

using Moves = std::vector<std::string>;

// `european` with the armies (four names in turn order, comma-separated).
inline std::unique_ptr<const RuleSet> european(const std::string& armies) {
  return rules("european armies=" + armies);
}

inline bool has(const Moves& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

inline Cell at(const Position& pos, const char* square) {
  return pos.at(*pos.rules().geometry().parse(square));
}

inline Cell piece(const RuleSet& rules, int army, char letter) {
  return make_piece(army, *rules.type_by_letter(letter));
}

}  // namespace chatur::engine::testing
