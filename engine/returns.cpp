// European Chess's Persia (Power::kReturn): its lost pieces come back on its red squares a turn
// later, and in check at its turn's start it must take a checking piece.
#include "engine/position.h"

namespace chatur::engine {

void Position::piece_lost(State& s, Cell c) {
  const int army = army_of(c);
  if (rules_->army_rules(army).power != Power::kReturn || status(army) != ArmyStatus::kPlaying)
    return;
  // One lost in Persia's own turn may come back only at the end of its following turn.
  if (army == s.to_move)
    ++s.returning[type_of(c)];
  else
    ++s.pools[army][type_of(c)];
  refresh_extra_hash(s);
}

void Position::end_turn_returns(State& s, int army) {
  if (rules_->army_rules(army).power != Power::kReturn) return;
  bool any = false;
  for (int t = 0; t < rules_->type_count(); ++t) {
    s.pools[army][t] = static_cast<std::uint8_t>(s.pools[army][t] + s.returning[t]);
    any = any || s.returning[t];
  }
  if (!any) return;
  s.returning = {};
  refresh_extra_hash(s);
}

bool Position::return_check() const {
  const int us = to_move();
  return rules_->army_rules(us).power == Power::kReturn &&
         (continuation() == Continuation::kNone || continuation() == Continuation::kPlace) &&
         checked(us);
}

}  // namespace chatur::engine
