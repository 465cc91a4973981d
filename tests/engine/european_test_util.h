// Helpers of the European Chess tests: a rule set of four armies, a square's cell, a piece, a
// FEN4 round trip.
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

// The position's FEN4 reads back to the same hash and prints the same text.
inline bool fen_round_trips(const Position& pos) {
  return parse_fen(pos.rules(), to_fen(pos)).hash() == pos.hash() &&
         to_fen(parse_fen(pos.rules(), to_fen(pos))) == to_fen(pos);
}

}  // namespace chatur::engine::testing
