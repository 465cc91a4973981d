#include "engine/pawn_pair.h"

#include <algorithm>

#include "engine/position.h"

namespace chatur::engine {
namespace {

constexpr int kCaptureOnly = static_cast<int>(StepMode::kCaptureOnly);

// Step codes: 0 one square straight ahead, 1 two squares, 2 and 3 the pawn's two captures.
int step_code(const RuleSet& rules, int army, Move m) {
  const int off = m.to() - m.from();
  const int push = rules.pawn_push(army);
  if (off == push) return 0;
  if (off == 2 * push) return 1;
  const auto& captures = rules.movement(army, rules.pawn_type()).leaps[kCaptureOnly];
  return off == captures[0] ? 2 : 3;
}

int promotion_code(const RuleSet& rules, int army, Move m) {
  if (m.kind() != MoveKind::kPromotion) return 0;
  const auto& types = rules.fixed_promotions(army);
  return static_cast<int>(std::find(types.begin(), types.end(), m.piece()) - types.begin()) + 1;
}

// The move of the pawn on `from` with these codes, in position `pos`.
Move unpack(const Position& pos, Square from, int step, int promotion) {
  const RuleSet& rules = pos.rules();
  const int army = army_of(pos.at(from));
  const int push = rules.pawn_push(army);
  int off = step == 0 ? push : step == 1 ? 2 * push : 0;
  if (step >= 2) off = rules.movement(army, rules.pawn_type()).leaps[kCaptureOnly][step - 2];
  const auto to = static_cast<Square>(from + off);
  if (promotion)
    return Move(MoveKind::kPromotion, from, to, rules.fixed_promotions(army)[promotion - 1]);
  if (step >= 2 && rules.captures_in_place(army, rules.pawn_type()))
    return Move(MoveKind::kCaptureInPlace, from, to);
  return Move(MoveKind::kNormal, from, to);
}

}  // namespace

Move pack_pawn_pair(const RuleSet& rules, Cell cell_first, Move first, Cell cell_second,
                    Move second) {
  const int a = army_of(cell_first), b = army_of(cell_second);
  const int steps = step_code(rules, a, first) | step_code(rules, b, second) << 2;
  const int promotions = promotion_code(rules, a, first) | promotion_code(rules, b, second) << 3;
  return Move(MoveKind::kPawnPair, first.from(), second.from(), steps, promotions);
}

Move pair_first(const Position& pos, Move pair) {
  return unpack(pos, pair.from(), pair.piece() & 3, pair.extra() & 7);
}

Move pair_second(const Position& pos, Move pair) {
  return unpack(pos, pair.to(), pair.piece() >> 2, pair.extra() >> 3);
}

}  // namespace chatur::engine
