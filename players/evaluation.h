// Static evaluation for every rule set, derived from the rule set's data alone: piece values from
// how far each piece reaches on an empty board, placement from the same reach per square, pawn
// advance, and (optionally) the mobility of the pieces in the position. Scores are in centipawns
// for a team, so four-army games score Red+Yellow against Green+Black.
#pragma once

#include <array>
#include <vector>

#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::players {

// Which terms the evaluation adds to material; weaker levels leave some out.
struct EvalFeatures {
  bool placement = true;  // centralisation by empty-board reach, pawn advance
  bool mobility = true;   // count of moves of every piece in the position
};

class Evaluator {
 public:
  Evaluator(const engine::RuleSet& rules, EvalFeatures features);

  // Material value of a piece type in centipawns. Pawns are worth 100. Other non-royal pieces are
  // worth 62 centipawns per square they reach on average on an empty board, a rider's further
  // squares counting less (0.7 per step) because real boards block them. A royal piece is worth
  // nothing where it cannot be captured (checkmate rules) and kRoyalValue where it can.
  int value(int type) const { return value_[type]; }

  // The position's score for the team of the army to move: positive is good for that team.
  int evaluate(const engine::Position& pos) const;

  static constexpr int kRoyalValue = 1000;

 private:
  int army_score(const engine::Position& pos, int army) const;
  int mobility(const engine::Position& pos, int army, engine::Square from, int type) const;

  const engine::RuleSet& rules_;
  EvalFeatures features_;
  std::array<int, engine::kMaxPieceTypes> value_{};
  // placement_[army][type][square]: centipawns for standing there.
  std::vector<std::vector<std::vector<int>>> placement_;
};

}  // namespace chatur::players
