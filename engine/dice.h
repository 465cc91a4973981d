// Rolls of the dice as text: the record token "#2,3" and the lists that perft and tools take.
#pragma once

#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.h"
#include "engine/dice_roll.h"
#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::engine {

// The two dice of a roll. Rolls read from text and rolled by chatur's players come smaller first.
using Roll = std::array<int, 2>;

class RollTextError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

// A roll in a game's list of plies: rolled just before the ply with index `ply` (0-based), the
// first of its turn (a dice game's throw, smaller die first; North Korea's insanity roll), or
// North Korea's types roll before the first move after its choices.
struct RollAt {
  std::size_t ply = 0;
  DiceRoll roll{};
  bool operator==(const RollAt&) const = default;
};

// Reads "a,b" (no spaces; a leading '#' allowed) as two numbers, whatever the dice, and returns
// them smaller first. Throws RollTextError saying what was expected.
Roll read_roll(std::string_view text);

// Throws RollTextError unless both numbers are faces of the rule set's dice; `text` is the roll
// as written, for the message.
void check_roll(const RuleSet& rules, Roll roll, std::string_view text);

// read_roll, then check_roll.
Roll parse_roll(const RuleSet& rules, std::string_view text);

// Reads space-separated rolls: "2,3 4,5".
std::vector<Roll> parse_rolls(const RuleSet& rules, std::string_view text);

// The record token of a roll, smaller die first: "#2,3".
std::string roll_to_text(Roll roll);

// The dice games' throw as a roll of any event.
inline DiceRoll dice_roll(Roll roll) {
  DiceRoll r;
  r.push(roll[0]);
  r.push(roll[1]);
  return r;
}

// The roll due in `pos` (Position::awaiting_roll), each die from die(low, high): a dice game's
// two dice, smaller first; North Korea's insanity die, with its count die on 5 or 6, or one die
// per chosen piece.
template <typename Die>
DiceRoll roll_due(const Position& pos, Die&& die) {
  DiceRoll r;
  const RuleSet& rules = pos.rules();
  if (rules.has_dice()) {
    const int a = die(rules.die_low(), rules.die_high()),
              b = die(rules.die_low(), rules.die_high());
    r.push(a < b ? a : b);
    r.push(a < b ? b : a);
    return r;
  }
  const InsaneTurn t = pos.insane_turn();
  if (t.insane()) {
    for (int i = 0; i < t.chosen_count(); ++i) r.push(die(1, 6));
    return r;
  }
  r.push(die(1, 6));
  if (r[0] >= 5) r.push(die(1, 6));
  return r;
}

// Whether `roll` is a roll roll_due could give in `pos`, which awaits one: as many dice as the
// event rolls, each a face of its die, in roll_due's order (a dice game's throw smaller first).
bool is_roll_due(const Position& pos, const DiceRoll& roll);

// The unused dice of a dice turn (Position::dice), smaller first; none outside one.
DiceRoll unused_dice(const Position& pos);

// Reads "6,4" (a leading '#' allowed): 1 to DiceRoll::kMax dice of 1 to 9, in the order given.
// Throws RollTextError saying what was expected.
DiceRoll read_dice_roll(std::string_view text);

// Reads space-separated rolls: "3 6,5 1,2,6".
std::vector<DiceRoll> read_dice_rolls(std::string_view text);

// A roll token of the rule set's chance: a dice game's throw as parse_roll reads it, North
// Korea's dice as read_dice_roll does. Throws RollTextError.
DiceRoll parse_dice_roll(const RuleSet& rules, std::string_view text);

// The record token of a roll, in the order rolled: "#6,4".
std::string dice_roll_to_text(const DiceRoll& roll);

}  // namespace chatur::engine
