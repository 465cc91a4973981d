// Static evaluation for every rule set, derived from the rule set's data alone: piece values from
// how far each piece reaches on an empty board, placement from the same reach per square, pawn
// advance, and (optionally) the mobility of the pieces in the position. The rules of the
// Chaturaji family add terms of their own, each read from the rule set's switches: points scored
// (stakes, payments), a king in hand, opposing thrones not yet scored, the army that cannot move
// (frozen) and so the command of a partner that frees it, and al-Biruni's bonus threat; dice games
// (optionally) the pieces the other armies may take on their next throw. Scores are in
// centipawns: for a side in team games (four-army games score Red+Yellow against
// Green+Black, a captured army counting for its captor's side), for one player in a
// free-for-all.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::players {

// Which terms the evaluation adds to material; weaker levels leave some out.
struct EvalFeatures {
  bool placement = true;  // centralisation by empty-board reach, pawn advance
  bool mobility = true;   // count of moves of every piece in the position
  // Dice games: what each army stands to lose to the captures of the armies after it (see
  // Evaluator::threat_losses).
  bool threats = true;
};

class Evaluator {
 public:
  Evaluator(const engine::RuleSet& rules, EvalFeatures features);

  // Material value of a piece type in centipawns (of the first army's pieces, where armies'
  // pieces differ). Pawns are worth 100. Other non-royal pieces are
  // worth 62 centipawns per square they reach on average on an empty board, a rider's further
  // squares counting less (0.7 per step) because real boards block them. A royal piece is worth
  // nothing where it cannot be captured (checkmate rules) and kRoyalValue where it can. Where
  // captures are paid for (RuleSpec::payments) every piece is worth its payment instead.
  int value(int type) const { return value_[type]; }
  // What one point (RuleSpec::scores_points) is worth in centipawns: a pawn per pawn's payment
  // where captures pay (al-Biruni), kStakeValue per stake otherwise; 0 without points.
  int point_value() const { return point_value_; }

  // The position's score for the side of the army to move (Position::side): positive is good for
  // that side. For team games.
  int evaluate(const engine::Position& pos) const;
  // A free-for-all: the score of `player` (an army, with every army it controls) less the mean
  // score of the other players.
  int evaluate_for(const engine::Position& pos, int player) const;
  // evaluate_for of every player at once (0 for the armies beyond the rule set's).
  std::array<int, engine::kMaxArmies> evaluate_all(const engine::Position& pos) const;
  // Everything one army is worth where it stands, the terms of its rule set included, less its
  // threat loss where the features count threats.
  int army_score(const engine::Position& pos, int army) const;
  // Dice games: each army's expected loss to the armies that have not yet rolled for this turn
  // (all but the army to move once it rolled, whose captures the search tries). A piece an army
  // attacks is lost with the chance that the attacker's type gets a die of the next throw,
  // worth its value (less the attacker's where the victim's side recaptures); of several
  // attackers the worst counts, and half of it, since an attacker has other targets too. The
  // search sees the captures of the next army only: the others' threats are this term's.
  std::array<int, engine::kMaxArmies> threat_losses(const engine::Position& pos) const;

  static constexpr int kRoyalValue = 1000;
  // A secret bomb (Power::kSecretBomb) besides its piece's value: about a minor piece, the most
  // its blast usually takes.
  static constexpr int kSecretBombValue = 300;
  // A stake (chaturaji-classic, -dice) decides the result; it is worth a good piece.
  static constexpr int kStakeValue = 300;

 private:
  int material_score(const engine::Position& pos, int army) const;
  int family_score(const engine::Position& pos, int army) const;
  bool can_move(const engine::Position& pos, int army) const;
  int mobility(const engine::Position& pos, int army, engine::Square from, int type) const;
  // Calls visit(square) for every square the piece attacks (could capture on if an enemy stood
  // there), occupied or not.
  template <typename Visit>
  void for_each_attack(const engine::Position& pos, int army, engine::Square from, int type,
                       Visit visit) const;
  int material_and_family(const engine::Position& pos, int army) const;

  const engine::RuleSet& rules_;
  EvalFeatures features_;
  // Any of the family's terms applies (thrones, exchange, frozen armies, points, bonus).
  bool family_terms_ = false;
  int point_value_ = 0;
  std::array<int, engine::kMaxPieceTypes> value_{};
  std::array<std::array<int, engine::kMaxPieceTypes>, engine::kMaxArmies>
      army_value_{};  // [army][type]
  // The chance in 1/1000 that a type gets a die of a throw (dice games), else 0.
  std::array<int, engine::kMaxPieceTypes> die_chance_{};
  bool threats_ = false;  // features_.threats in a dice game
  // threat_losses' scratch, by square: the armies attacking it (bit per army), and the worst
  // expected loss of the piece there.
  mutable std::vector<std::uint8_t> attackers_;
  mutable std::vector<int> worst_;
  // placement_[army][type][square]: centipawns for standing there.
  std::vector<std::vector<std::vector<int>>> placement_;
};

}  // namespace chatur::players
