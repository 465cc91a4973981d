// European Chess's Russia (Power::kDesertion): pawns far from their queen desert to a nearer
// enemy, the king moves as a queen while its colour has none, and a king left alone loses.
#include <algorithm>
#include <cstdlib>

#include "engine/position.h"

namespace chatur::engine {

void Position::crown(State& s) {
  const auto queen = rules_->type_by_letter('Q'), king = rules_->type_by_letter('K'),
             tsar = rules_->type_by_letter('T');
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (rules_->army_rules(a).power != Power::kDesertion) continue;
    bool has_queen = false;
    for (Square sq : pieces(a)) has_queen = has_queen || type_of(board_[sq]) == *queen;
    const int from = has_queen ? *tsar : *king, to = has_queen ? *king : *tsar;
    for (Square sq : pieces(a))
      if (type_of(board_[sq]) == from) retype(s, sq, make_piece(a, to));
  }
}

void Position::desertion(State& s, int mover) {
  const Geometry& g = rules_->geometry();
  const int pawn = rules_->pawn_type();
  const auto queen = rules_->type_by_letter('Q');
  const auto distance = [&](Square a, Square b) {
    return std::abs(g.file_of(a) - g.file_of(b)) + std::abs(g.rank_of(a) - g.rank_of(b));
  };
  // All desert at once: the new colours are found on the board as the ply left it.
  Square deserting[kMaxPiecesPerArmy];
  int to_army[kMaxPiecesPerArmy];
  int count = 0;
  for (int r = 0; r < rules_->army_count(); ++r) {
    if (rules_->army_rules(r).power != Power::kDesertion) continue;
    // The queens it runs from; without one, the royal pieces that act as the queen.
    Square from[kMaxPiecesPerArmy];
    int n = 0;
    for (Square sq : pieces(r))
      if (type_of(board_[sq]) == *queen) from[n++] = sq;
    if (n == 0)
      for (Square sq : pieces(r))
        if (rules_->is_royal(type_of(board_[sq]))) from[n++] = sq;
    if (n == 0) continue;
    for (Square sq : pieces(r)) {
      if (type_of(board_[sq]) != pawn) continue;
      int to_queen = 1 << 20;
      for (int i = 0; i < n; ++i) to_queen = std::min(to_queen, distance(sq, from[i]));
      if (to_queen <= 5) continue;
      // The nearest enemy that is no pawn; of several, the first colour in turn order after r.
      int best = to_queen, helper = -1;
      for (int k = 1; k < rules_->army_count(); ++k) {
        const int e = (r + k) % rules_->army_count();
        for (Square q : pieces(e)) {
          const Cell c = board_[q];
          if (type_of(c) == pawn || relation(r, c) != Relation::kEnemy) continue;
          if (const int d = distance(sq, q); d < best) {
            best = d;
            helper = e;
          }
        }
      }
      if (helper < 0) continue;
      deserting[count] = sq;
      to_army[count++] = helper;
    }
  }
  for (int i = 0; i < count; ++i) {
    remove(s, deserting[i]);
    put(s, deserting[i], make_piece(to_army[i], pawn));
  }
  crown(s);
  // An army with royal pieces only loses as a mated one does, to the army that made the ply or,
  // if that is of its side, the next army after it hostile to it.
  for (int r = 0; r < rules_->army_count(); ++r) {
    if (rules_->army_rules(r).power != Power::kDesertion || status(r) != ArmyStatus::kPlaying ||
        count_[r] == 0 || royal_count_[r] != count_[r])
      continue;
    int captor = mover;
    for (int k = 0; k < rules_->army_count(); ++k) {
      const int e = (mover + k) % rules_->army_count();
      if (takes_turns(e) && relation(r, make_piece(e, 0)) == Relation::kEnemy) {
        captor = e;
        break;
      }
    }
    if (captor == mover && relation(r, make_piece(mover, 0)) != Relation::kEnemy) continue;
    while (count_[r]) remove(s, lists_[r][count_[r] - 1]);
    defeat(r, ArmyStatus::kCheckmated, false);
    pass_control(s, r, captor);
  }
}

}  // namespace chatur::engine
