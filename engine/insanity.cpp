// Power::kInsanity: North Korea's rolls and the plies of its insane turns.
#include <algorithm>
#include <stdexcept>
#include <string>

#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::engine {

InsaneTurn Position::unpack_insane(const State& s) {
  InsaneTurn t;
  const unsigned v = s.insane;
  t.to_choose = static_cast<int>(v & 3);
  const int n = static_cast<int>(v >> 2 & 3);
  t.normal = (v >> 4 & 1) != 0;
  const bool typed = (v >> 5 & 1) != 0;
  t.moved = (v >> 6 & 1) != 0;
  for (int i = 0; i < n; ++i) {
    t.chosen[i] = s.chosen[i];
    if (typed) t.types[i] = static_cast<int>(v >> (7 + 3 * i) & 7);
  }
  return t;
}

void Position::set_insane(State& s, const InsaneTurn& t) {
  const int n = t.chosen_count();
  unsigned v = static_cast<unsigned>(t.to_choose) | static_cast<unsigned>(n) << 2 |
               (t.normal ? 1u << 4 : 0u) | (t.types_rolled() ? 1u << 5 : 0u) |
               (t.moved ? 1u << 6 : 0u);
  for (int i = 0; i < n; ++i) v |= static_cast<unsigned>(t.types[i]) << (7 + 3 * i);
  s.insane = static_cast<std::uint16_t>(v);
  s.chosen = t.chosen;
  for (int i = n; i < InsaneTurn::kMaxChosen; ++i) s.chosen[i] = kNoSquare;
  s.continuation =
      static_cast<std::uint8_t>(t.insane() ? Continuation::kInsane : Continuation::kNone);
  refresh_extra_hash(s);
}

InsaneTurn Position::insane_turn() const {
  return unpack_insane(st());
}

bool Position::insanity_roll_due() const {
  const int us = to_move();
  if (rules_->army_rules(us).power != Power::kInsanity) return false;
  if (continuation() == Continuation::kInsane) {
    const InsaneTurn t = insane_turn();
    return t.to_choose == 0 && !t.types_rolled() && t.chosen[0] != kNoSquare;
  }
  // North Korea's player rolls at the start of its turn; a captor of North Korea does not.
  return continuation() == Continuation::kNone && st().insane == 0 &&
         status(us) == ArmyStatus::kPlaying && !four_army_over(*this);
}

void Position::roll(const DiceRoll& r) {
  if (rules_->has_dice()) {
    if (r.count != 2) throw std::invalid_argument("a throw of the dice is two dice");
    return roll(r[0], r[1]);
  }
  roll_insanity(r);
}

void Position::roll_insanity(const DiceRoll& r) {
  if (!insanity_roll_due()) throw std::invalid_argument("no roll is due here");
  const auto need = [&](int n, const char* what) {
    if (r.count < n)
      throw std::invalid_argument(std::string("too few dice for ") + what + ": " +
                                  std::to_string(n) + " needed");
    for (int i = 0; i < n; ++i)
      if (r[i] < 1 || r[i] > 6)
        throw std::invalid_argument("a die shows 1 to 6, not " + std::to_string(r[i]));
  };
  State& s = st();
  InsaneTurn t = unpack_insane(s);
  if (continuation() == Continuation::kInsane) {
    const int n = t.chosen_count();
    need(n, "the types of the chosen pieces");
    for (int i = 0; i < n; ++i) t.types[i] = r[i];
    return set_insane(s, t);
  }
  need(1, "the insanity roll");
  if (r[0] <= 4) {
    t.normal = true;
    return set_insane(s, t);
  }
  need(2, "an insane turn's count");
  int pieces = 0;
  for (int a = 0; a < rules_->army_count(); ++a)
    if (moves_for(a, s.to_move)) pieces += count_[a];
  t.to_choose = std::min(insane_piece_count(r[1]), pieces);
  set_insane(s, t);
}

void Position::unroll_insanity() {
  State& s = st();
  InsaneTurn t = unpack_insane(s);
  if (t.types_rolled())
    t.types = {};
  else
    t = InsaneTurn{};
  set_insane(s, t);
}

bool Position::insane_ply(State& s, Move m) {
  InsaneTurn t = unpack_insane(s);
  if (m.kind() == MoveKind::kMark) {
    // A choice changes nothing on the board and no count.
    t.chosen[t.chosen_count()] = m.to();
    --t.to_choose;
    s.no_progress = history_[history_.size() - 2].no_progress;
    set_insane(s, t);
    return true;
  }
  if (m.kind() != MoveKind::kPass && !four_army_over(*this)) {
    // The moved piece is done; a piece that lands on a chosen square took its place there.
    const Square landed = m.kind() == MoveKind::kCaptureInPlace ? m.from() : m.to();
    int n = 0;
    for (int i = 0; i < InsaneTurn::kMaxChosen && t.chosen[i] != kNoSquare; ++i)
      if (t.chosen[i] != m.from() && t.chosen[i] != landed) {
        t.chosen[n] = t.chosen[i];
        t.types[n++] = t.types[i];
      }
    for (int i = n; i < InsaneTurn::kMaxChosen; ++i) t.chosen[i] = kNoSquare, t.types[i] = 0;
    t.moved = true;
    if (n > 0) {
      set_insane(s, t);
      return true;
    }
  }
  set_insane(s, InsaneTurn{});
  return false;
}

void Position::set_up_insane(const Setup& setup) {
  const InsaneTurn& t = setup.insane;
  const int us = setup.to_move;
  const auto fail = [](const std::string& why) { throw std::invalid_argument(why); };
  if (rules_->army_rules(us).power != Power::kInsanity)
    fail("an insane turn's state for an army that rolls none");
  const int n = t.chosen_count();
  if (t.normal && t.insane()) fail("a turn both normal and insane");
  if (t.to_choose + n > InsaneTurn::kMaxChosen || (t.to_choose > 0 && t.types_rolled()) ||
      (t.moved && (t.to_choose > 0 || !t.types_rolled())))
    fail("an insane turn's phase that no play reaches");
  for (int i = 0; i < InsaneTurn::kMaxChosen; ++i) {
    const Square sq = t.chosen[i];
    if ((sq == kNoSquare) != (i >= n) || (t.types_rolled() != (t.types[i] != 0) && i < n) ||
        t.types[i] < 0 || t.types[i] > 6)
      fail("an insane turn's chosen pieces without their types");
    if (i >= n) continue;
    if (!rules_->geometry().exists(sq) || !is_piece(board_[sq]) ||
        !moves_for(army_of(board_[sq]), us))
      fail("a chosen piece where no piece the army to move moves stands");
    for (int j = 0; j < i; ++j)
      if (t.chosen[j] == sq) fail("a piece chosen twice");
  }
  set_insane(st(), t);
}

bool Position::insane_pass(const State& before) {
  return (before.insane >> 6 & 1) == 0;
}

}  // namespace chatur::engine
