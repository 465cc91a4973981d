#include "engine/pawn_pair.h"

#include <algorithm>

#include "engine/position.h"

namespace chatur::engine {
namespace {

constexpr int kCaptureOnly = static_cast<int>(StepMode::kCaptureOnly);

constexpr int kMoveOnly = static_cast<int>(StepMode::kMoveOnly);
// Promotion codes from here on name no promotion but a further step (below).
constexpr int kFurtherSteps = 5;

// Step codes: 0 one square straight ahead, 1 two squares, 2 and 3 the pawn's two captures (and
// the steps onto their squares of a pawn that moves diagonally forward). Any other step (a UN
// pawn's sideways or backward step, which never promotes) is its index k among the pawn's
// move-only leaps, coded as step k % 4 with the promotion code kFurtherSteps + k / 4.
std::pair<int, int> step_code(const RuleSet& rules, int army, Move m) {
  const int off = m.to() - m.from();
  const int push = rules.pawn_push(army);
  if (off == push) return {0, 0};
  if (off == 2 * push) return {1, 0};
  const Movement& mv = rules.movement(army, rules.pawn_type());
  const auto& captures = mv.leaps[kCaptureOnly];
  if (off == captures[0]) return {2, 0};
  if (off == captures[1]) return {3, 0};
  const auto& steps = mv.leaps[kMoveOnly];
  const int k = static_cast<int>(std::find(steps.begin(), steps.end(), off) - steps.begin());
  return {k % 4, kFurtherSteps + k / 4};
}

// The step code and the promotion code (1 + the index of the type among the army's promotion
// types, at most 4 of them, or 0) of a pawn's move.
std::pair<int, int> codes(const RuleSet& rules, int army, Move m) {
  auto [step, further] = step_code(rules, army, m);
  if (further) return {step, further};
  if (m.kind() != MoveKind::kPromotion) return {step, 0};
  const auto& types = rules.fixed_promotions(army);
  return {step,
          static_cast<int>(std::find(types.begin(), types.end(), m.piece()) - types.begin()) + 1};
}

// The move of the pawn on `from` with these codes, in position `pos`.
Move unpack(const Position& pos, Square from, int step, int promotion) {
  const RuleSet& rules = pos.rules();
  const int army = army_of(pos.at(from));
  if (promotion >= kFurtherSteps) {
    const auto& steps = rules.movement(army, rules.pawn_type()).leaps[kMoveOnly];
    const int off = steps[(promotion - kFurtherSteps) * 4 + step];
    return Move(MoveKind::kNormal, from, static_cast<Square>(from + off));
  }
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
  const auto [step_a, promotion_a] = codes(rules, army_of(cell_first), first);
  const auto [step_b, promotion_b] = codes(rules, army_of(cell_second), second);
  const int steps = step_a | step_b << 2;
  const int promotions = promotion_a | promotion_b << 3;
  return Move(MoveKind::kPawnPair, first.from(), second.from(), steps, promotions);
}

Move pair_first(const Position& pos, Move pair) {
  return unpack(pos, pair.from(), pair.piece() & 3, pair.extra() & 7);
}

Move pair_second(const Position& pos, Move pair) {
  return unpack(pos, pair.to(), pair.piece() >> 2, pair.extra() >> 3);
}

}  // namespace chatur::engine
