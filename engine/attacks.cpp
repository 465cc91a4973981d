#include "engine/attacks.h"

namespace chatur::engine {
namespace {

// The square of the piece a ride toward sq along offset d meets first, or kNoSquare if it is
// beyond its range (RuleSet::ride_range). Ranges are rare: the plain loop serves every other rule
// set.
template <bool kRanged>
Square ride_square(const RuleSet& rules, const Cell* board, Square sq, int d, Square lifted) {
  int s = sq - d;
  int distance = 1;
  for (; board[s] == kEmpty || s == lifted; s -= d)
    if constexpr (kRanged) ++distance;
  if constexpr (kRanged) {
    const int range = rules.ride_range(board[s]);
    if (range != 0 && distance > range) return kNoSquare;
  }
  return static_cast<Square>(s);
}

// The piece ride_square finds, kWall beyond its range.
template <bool kRanged>
Cell ride_attacker(const RuleSet& rules, const Cell* board, Square sq, int d, Square lifted) {
  const Square s = ride_square<kRanged>(rules, board, sq, d, lifted);
  return s == kNoSquare ? kWall : board[s];
}

// Whether an enemy of `army` attacks sq, calling found(square) with each attacker until it returns
// true. kArmyRules: per-army rules (RuleSet::army_rules), with ranged rides, Power::kNeutral and
// kGift, under which an army attacks a neutral or Polish army's pieces only while it may take
// them, and Power::kPeacekeep, whose pieces attack and are attacked only on its area.
template <bool kArmyRules, typename Found>
bool attacked(const Position& pos, Square sq, int army, Square lifted, Found&& found) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const bool guarded = kArmyRules && (rules.army_rules(army).power == Power::kNeutral ||
                                      rules.army_rules(army).power == Power::kGift);
  const bool keep = kArmyRules && rules.has_power(Power::kPeacekeep);
  if (keep && !rules.area_allows(army, sq)) return false;
  auto enemy = [&](Cell c) {
    return pos.relation(army, c) == Relation::kEnemy &&
           (!guarded || pos.may_capture(pos.controller(army_of(c)), army)) &&
           (!keep || rules.area_allows(army_of(c), sq));
  };
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    const Cell c = board[sq - leaps[i]];
    if ((rules.leap_mask(c) >> i & 1) && enemy(c) && found(static_cast<Square>(sq - leaps[i])))
      return true;
  }
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size(); ++i) {
    const Square from = ride_square<kArmyRules>(rules, board, sq, rides[i], lifted);
    if (kArmyRules && from == kNoSquare) continue;  // beyond its range (only ranged rides)
    if ((rules.ride_mask(board[from]) >> i & 1) && enemy(board[from]) && found(from)) return true;
  }
  return false;
}

constexpr auto kAny = [](Square) { return true; };

}  // namespace

bool is_attacked(const Position& pos, Square sq, int army, Square lifted) {
  return pos.rules().army_rules() ? attacked<true>(pos, sq, army, lifted, kAny)
                                  : attacked<false>(pos, sq, army, lifted, kAny);
}

int attackers(const Position& pos, Square sq, int army, Square* out) {
  int n = 0;
  attacked<true>(pos, sq, army, kNoSquare, [&](Square from) {
    out[n++] = from;
    return n == kMaxAttackers;
  });
  return n;
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
