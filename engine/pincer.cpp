// European Chess's Austria (Power::kPincer): a knight's move removes the enemies that it and
// another knight of its colour attack.
#include <algorithm>

#include "engine/position.h"

namespace chatur::engine {

void Position::pincer(State& s, Square landing) {
  const Cell knight = board_[landing];
  if (!is_piece(knight) || rules_->army_rules(army_of(knight)).power != Power::kPincer ||
      rules_->piece(type_of(knight)).letter != 'N')
    return;
  const Geometry& g = rules_->geometry();
  const int leaps[8] = {g.offset(1, 2),   g.offset(2, 1),   g.offset(2, -1), g.offset(1, -2),
                        g.offset(-1, -2), g.offset(-2, -1), g.offset(-2, 1), g.offset(-1, 2)};
  // All are found before any leaves: a defeat on the way changes sides, not what is attacked.
  Square leaving[8];
  int count = 0;
  for (int d : leaps) {
    const auto q = static_cast<Square>(landing + d);
    const Cell c = board_[q];
    if (!is_piece(c) || relation(s.to_move, c) != Relation::kEnemy ||
        (rules_->army_rules(army_of(c)).immune >> type_of(c) & 1))
      continue;
    if (std::any_of(leaps, leaps + 8,
                    [&](int e) { return q + e != landing && board_[q + e] == knight; }))
      leaving[count++] = q;
  }
  for (int i = 0; i < count; ++i) remove_by_power(s, leaving[i], s.to_move);
}

}  // namespace chatur::engine
