// European Chess's UN Peacekeepers (Power::kPeacekeep): captures bound to an army's area, the
// capture of immobile enemies beside its pieces and its defeat by the occupation of its area.
#include <algorithm>

#include "engine/position.h"
#include "engine/wrapped_targets.h"

namespace chatur::engine {

namespace {

constexpr int kOrthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kAny = static_cast<int>(StepMode::kAny);
constexpr int kMoveOnly = static_cast<int>(StepMode::kMoveOnly);
constexpr int kCaptureOnly = static_cast<int>(StepMode::kCaptureOnly);

}  // namespace

bool Position::capture_allowed(Cell capturer, Square victim) const {
  return rules_->area_allows(army_of(capturer), victim) &&
         rules_->area_allows(army_of(board_[victim]), victim);
}

bool Position::has_own_move(Square from) const {
  const Cell piece = board_[from];
  const int army = army_of(piece);
  const int mover = st().controllers[army];
  const Movement& mv = rules_->movement(army, type_of(piece));
  const bool rest = rules_->has_power(Power::kRest), neutral = rules_->has_power(Power::kNeutral);
  const auto takes = [&](Square to) {
    const Cell c = board_[to];
    return is_piece(c) && relation(army, c) == Relation::kEnemy && capture_allowed(piece, to) &&
           !(rest && resting(to)) && !(neutral && !may_capture(mover, army_of(c)));
  };
  const int range = mv.range ? mv.range : kMaxFiles + kMaxRanks;
  for (int mode = kAny; mode <= kCaptureOnly; ++mode) {
    for (int off : mv.leaps[mode]) {
      const auto to = static_cast<Square>(from + off);
      if (board_[to] == kEmpty ? mode != kCaptureOnly : mode != kMoveOnly && takes(to)) return true;
    }
    for (int off : mv.riders[mode]) {
      int to = from + off, k = 1;
      for (; k <= range && board_[to] == kEmpty; ++k, to += off)
        if (mode != kCaptureOnly) return true;
      if (k <= range && mode != kMoveOnly && takes(static_cast<Square>(to))) return true;
    }
  }
  bool wrapped = false;
  if (rules_->army_rules(army).power == Power::kWrap && type_of(piece) != rules_->pawn_type())
    wrapped_targets(rules_->geometry(), board_.data(), from, mv, [&](Square) { wrapped = true; });
  return wrapped;
}

bool Position::keep_peace(State& s) {
  const Geometry& g = rules_->geometry();
  const int n = rules_->army_count();
  const bool rest = rules_->has_power(Power::kRest), neutral = rules_->has_power(Power::kNeutral);
  // All are found before any leaves: a capture may free or change the sides of another.
  Square taken[4 * kMaxPiecesPerArmy];
  int captors[4 * kMaxPiecesPerArmy];
  int count = 0;
  for (int i = 0; i < n; ++i) {
    const int un = (s.to_move + i) % n;
    if (rules_->army_rules(un).power != Power::kPeacekeep) continue;
    const int captor = s.controllers[un];
    for (Square sq : pieces(un))
      for (const auto& step : kOrthogonal) {
        const auto q = static_cast<Square>(sq + g.offset(step[0], step[1]));
        const Cell c = board_[q];
        if (!is_piece(c) || relation(un, c) != Relation::kEnemy || rules_->is_royal(type_of(c)) ||
            (rules_->army_rules(army_of(c)).immune >> type_of(c) & 1) ||
            !rules_->area_allows(army_of(c), q) || (rest && resting(q)) ||
            (neutral && !may_capture(captor, army_of(c))) ||
            std::find(taken, taken + count, q) != taken + count || has_own_move(q))
          continue;
        taken[count] = q;
        captors[count++] = captor;
      }
  }
  for (int i = 0; i < count; ++i) {
    if (neutral) count_exchange(s, board_[taken[i]], captors[i]);
    remove_by_power(s, taken[i], captors[i]);
  }
  if (count) s.no_progress = 0;  // also after a Byzantine retreat, which keeps the count
  // The occupation: a hostile player moving three pieces on the area of an army still playing.
  for (int un = 0; un < n; ++un) {
    if (rules_->army_rules(un).power != Power::kPeacekeep || status(un) != ArmyStatus::kPlaying)
      continue;
    int held[kMaxArmies] = {};
    for (Square q : rules_->army_rules(un).area)
      if (is_piece(board_[q]) && relation(un, board_[q]) == Relation::kEnemy)
        ++held[s.controllers[army_of(board_[q])]];
    int captor = -1;
    for (int i = 0; i < n && captor < 0; ++i) {
      const int p = (s.to_move + i) % n;
      if (held[p] >= 3 && status(p) == ArmyStatus::kPlaying) captor = p;
    }
    if (captor < 0) continue;
    Square royals[kMaxPiecesPerArmy];
    int royal_count = 0;
    for (Square q : pieces(un))
      if (rules_->is_royal(type_of(board_[q]))) royals[royal_count++] = q;
    for (int i = 0; i < royal_count; ++i) remove(s, royals[i]);
    defeat(un, ArmyStatus::kKingCaptured, false);
    pass_control(s, un, captor);
  }
  return count != 0;
}

}  // namespace chatur::engine
