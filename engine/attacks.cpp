#include "engine/attacks.h"

namespace chatur::engine {

bool is_attacked(const Position& pos, Square sq, int army, Square lifted) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    Cell c = board[sq - leaps[i]];
    if ((rules.leap_mask(c) >> i & 1) && pos.relation(army, c) == Relation::kEnemy) return true;
  }
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size(); ++i) {
    const int d = rides[i];
    int s = sq - d;
    while (board[s] == kEmpty || s == lifted) s -= d;
    Cell c = board[s];
    if ((rules.ride_mask(c) >> i & 1) && pos.relation(army, c) == Relation::kEnemy) return true;
  }
  return false;
}

std::uint32_t attacking_types(const Position& pos, Square sq, int by) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  std::uint32_t types = 0;
  auto mine = [&](Cell c) { return is_piece(c) && army_of(c) == by; };
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    Cell c = board[sq - leaps[i]];
    if ((rules.leap_mask(c) >> i & 1) && mine(c)) types |= 1u << type_of(c);
  }
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size(); ++i) {
    const int d = rides[i];
    int s = sq - d;
    while (board[s] == kEmpty) s -= d;
    Cell c = board[s];
    if ((rules.ride_mask(c) >> i & 1) && mine(c)) types |= 1u << type_of(c);
  }
  return types;
}

bool in_check(const Position& pos) {
  if (pos.rules().spec().royalty != Royalty::kCheckmate) return false;
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  return king != kNoSquare && is_attacked(pos, king, us);
}

}  // namespace chatur::engine
