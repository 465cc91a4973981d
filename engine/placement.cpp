// Pieces that come into the game from outside the board on an army's placement squares (FEN4
// sq=): the Ottoman drops from its hand (Power::kDeploy), Persia's returns from its pool
// (Power::kReturn) and the pawns an army places at its turn's start after Poland's gift
// (Power::kGift).
#include <algorithm>
#include <stdexcept>

#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::engine {

bool Position::may_place(int army, int type) const {
  return std::any_of(placement_[army].begin(), placement_[army].end(), [&](Square sq) {
    return board_[sq] == kEmpty &&
           (type != rules_->pawn_type() || !rules_->in_promotion_zone(army, sq));
  });
}

void Position::place(State& s, Move m, Continuation phase) {
  const int us = s.to_move;
  if (phase == Continuation::kPlace)
    --s.to_place[us];
  else if (phase == Continuation::kReturn)
    --s.pools[us][m.piece()];
  else if (rules_->army_rules(us).power == Power::kDeploy)
    --s.hands[us][m.piece()];
  else
    return;  // Power::kTribute: from an endless supply
  refresh_extra_hash(s);
}

Continuation Position::after_move(int us) const {
  if (four_army_over(*this)) return Continuation::kNone;
  const State& s = st();
  const Power power = rules_->army_rules(us).power;
  if (power == Power::kReturn)
    for (int t = 0; t < rules_->type_count(); ++t)
      if (s.pools[us][t] && may_place(us, t)) return Continuation::kReturn;
  if (power == Power::kGift && status(us) == ArmyStatus::kPlaying) {
    const int pawn = rules_->pawn_type();
    const bool pawn_left = std::any_of(pieces(us).begin(), pieces(us).end(),
                                       [&](Square sq) { return type_of(board_[sq]) == pawn; });
    for (int a = 0; pawn_left && a < rules_->army_count(); ++a)
      if (takes_turns(a) && relation(us, make_piece(a, pawn)) == Relation::kEnemy)
        return Continuation::kGift;
  }
  return Continuation::kNone;
}

void Position::set_up_placements(const Setup& setup) {
  const auto fail = [](const char* why) { throw std::invalid_argument(why); };
  const std::uint32_t placing = RuleSet::power_bits({Power::kDeploy, Power::kReturn, Power::kGift});
  bool named = false;
  for (int a = 0; a < rules_->army_count(); ++a) {
    for (Square sq : setup.placement[a])
      if (!rules_->geometry().exists(sq)) fail("a placement square off the board");
    placement_[a] = setup.placement[a];
    named = named || !placement_[a].empty();
  }
  if (named && !rules_->has_any_power(placing))
    fail("placement squares (sq=) in a game with no army that places pieces on them");
  if (!named && rules_->has_any_power(placing))
    fail(
        "an army of this game places pieces on squares that only lost diagrams showed: name them "
        "in the FEN4 field sq=");
  State& s = st();
  const int us = setup.to_move;
  for (int a = 0; a < rules_->army_count(); ++a) {
    if ((setup.to_place[a] || setup.peace[a]) && !rules_->has_power(Power::kGift))
      fail("pawns to place or a peace with no army that gives pawns");
    for (int giver = 0; giver < rules_->army_count(); ++giver)
      if ((setup.peace[a] >> 2 * giver & 3) &&
          (giver == a || rules_->army_rules(giver).power != Power::kGift))
        fail("a peace with an army that gives no pawns");
  }
  const Power power = rules_->army_rules(us).power;
  if (std::any_of(setup.returning.begin(), setup.returning.end(), [](auto n) { return n; }) &&
      power != Power::kReturn)
    fail("pieces lost in the turn going on of an army whose pieces do not come back");
  if ((setup.continuation == Continuation::kReturn && power != Power::kReturn) ||
      (setup.continuation == Continuation::kGift && power != Power::kGift))
    fail("placements or a gift for an army that has none");
  s.to_place = setup.to_place;
  s.peace = setup.peace;
  s.returning = setup.returning;
  // Pawns to place for the army to move: it is placing them (its turn's start).
  if (s.to_place[us] && setup.continuation == Continuation::kNone)
    s.continuation = static_cast<std::uint8_t>(Continuation::kPlace);
}

}  // namespace chatur::engine
