// European Chess's USA (Power::kBomb): the detonation of a bomb, which takes it and every piece
// around it off the board.
#include "engine/position.h"

namespace chatur::engine {

namespace {

// The squares around a bomb and its own, as (file, rank) steps.
constexpr int kBlast[9][2] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {0, 0},
                              {1, 0},   {-1, 1}, {0, 1},  {1, 1}};

}  // namespace

bool Position::may_detonate(Square bomb) const {
  const Geometry& g = rules_->geometry();
  int royals[kMaxArmies] = {}, leaving[kMaxArmies] = {};
  for (const auto& step : kBlast) {
    const Cell c = board_[bomb + g.offset(step[0], step[1])];
    if (!is_piece(c) || (rules_->army_rules(army_of(c)).immune >> type_of(c) & 1)) continue;
    ++leaving[army_of(c)];
    if (rules_->is_royal_piece(c)) ++royals[army_of(c)];
  }
  // A defeat by one's own hand: the last royal piece (or a French army's last piece) of an army
  // of the detonator's side.
  const int us = st().to_move;
  // Power::kSecretRoyal: the detonator's own marked piece is its last royal.
  if (const Square own = secret(us); own != kNoSquare) {
    const int df = g.file_of(own) - g.file_of(bomb), dr = g.rank_of(own) - g.rank_of(bomb);
    if (rules_->army_rules(us).power == Power::kSecretRoyal && df * df <= 1 && dr * dr <= 1)
      return false;
  }
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (status(a) != ArmyStatus::kPlaying || relation(us, make_piece(a, 0)) == Relation::kEnemy)
      continue;
    if (royal_count_[a] > 0 ? royals[a] == royal_count_[a]
                            : rules_->army_rules(a).last_piece_defeat && leaving[a] == count_[a])
      return false;
  }
  return true;
}

void Position::detonate(State& s, Square bomb) {
  const Geometry& g = rules_->geometry();
  // All are found before any leaves: a defeat on the way changes sides, not what the blast takes.
  Square leaving[9];
  int count = 0;
  for (const auto& step : kBlast) {
    const auto q = static_cast<Square>(bomb + g.offset(step[0], step[1]));
    const Cell c = board_[q];
    if (is_piece(c) && !(rules_->army_rules(army_of(c)).immune >> type_of(c) & 1))
      leaving[count++] = q;
  }
  for (int i = 0; i < count; ++i) remove_by_power(s, leaving[i], s.to_move);
}

}  // namespace chatur::engine
