// European Chess's Ottoman Empire (Power::kDeploy): its pieces start in hand and are dropped on
// its deployment squares, the king and both pawns among the first five drops.
#include "engine/position.h"

namespace chatur::engine {
namespace {

// The Ottoman reserve at the start, and the drops among which its king and pawns must come.
constexpr int kReserve = 8, kFirstDrops = 5;

}  // namespace

bool Position::deploy_allows(int type) const {
  const auto& hand = st().hands[to_move()];
  const auto key = [&](int t) { return rules_->is_royal(t) || t == rules_->pawn_type(); };
  int in_hand = 0, keys = 0;
  for (int t = 0; t < rules_->type_count(); ++t) {
    in_hand += hand[t];
    if (key(t)) keys += hand[t];
  }
  // After the drop: the king and pawns still in hand fit in the drops left among the first five.
  const int dropped = kReserve - (in_hand - 1);
  return keys - (key(type) ? 1 : 0) <= std::max(0, kFirstDrops - dropped);
}

bool Position::deploy_lost(int army) const {
  return rules_->army_rules(army).power == Power::kDeploy && status(army) == ArmyStatus::kPlaying &&
         !first_turn(army) && count_[army] == 0;
}

}  // namespace chatur::engine
