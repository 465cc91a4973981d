#include "engine/attacks.h"

namespace chatur::engine {
namespace {

// The piece a ride toward sq along offset d meets first, or kWall if it is beyond its range
// (RuleSet::ride_range). Ranges are rare: the plain loop serves every other rule set.
template <bool kRanged>
Cell ride_attacker(const RuleSet& rules, const Cell* board, Square sq, int d, Square lifted) {
  int s = sq - d;
  int distance = 1;
  for (; board[s] == kEmpty || s == lifted; s -= d)
    if constexpr (kRanged) ++distance;
  const Cell c = board[s];
  if constexpr (kRanged) {
    const int range = rules.ride_range(c);
    if (range != 0 && distance > range) return kWall;
  }
  return c;
}

// kArmyRules: per-army rules (RuleSet::army_rules), with ranged rides, Power::kNeutral, under
// which an army attacks a neutral army's pieces only while it may take them, and
// Power::kPeacekeep, whose pieces attack and are attacked only on its area.
template <bool kArmyRules>
bool attacked(const Position& pos, Square sq, int army, Square lifted) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const bool neutral = kArmyRules && rules.army_rules(army).power == Power::kNeutral;
  const bool keep = kArmyRules && rules.has_power(Power::kPeacekeep);
  if (keep && !rules.area_allows(army, sq)) return false;
  auto enemy = [&](Cell c) {
    return pos.relation(army, c) == Relation::kEnemy &&
           (!neutral || pos.may_capture(pos.controller(army_of(c)), army)) &&
           (!keep || rules.area_allows(army_of(c), sq));
  };
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    Cell c = board[sq - leaps[i]];
    if ((rules.leap_mask(c) >> i & 1) && enemy(c)) return true;
  }
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size(); ++i) {
    const Cell c = ride_attacker<kArmyRules>(rules, board, sq, rides[i], lifted);
    if ((rules.ride_mask(c) >> i & 1) && enemy(c)) return true;
  }
  return false;
}

}  // namespace

bool is_attacked(const Position& pos, Square sq, int army, Square lifted) {
  return pos.rules().army_rules() ? attacked<true>(pos, sq, army, lifted)
                                  : attacked<false>(pos, sq, army, lifted);
}

std::uint32_t attacking_types(const Position& pos, Square sq, int by) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  std::uint32_t types = 0;
  if (rules.army_rules() && !rules.area_allows(by, sq)) return 0;
  auto mine = [&](Cell c) { return is_piece(c) && army_of(c) == by; };
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    Cell c = board[sq - leaps[i]];
    if ((rules.leap_mask(c) >> i & 1) && mine(c)) types |= 1u << type_of(c);
  }
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size(); ++i) {
    const Cell c = ride_attacker<true>(rules, board, sq, rides[i], kNoSquare);
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
