#include "engine/dice.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace chatur::engine {

Roll read_roll(std::string_view text) {
  const std::string_view whole = text;
  if (!text.empty() && text[0] == '#') text.remove_prefix(1);
  const auto comma = text.find(',');
  Roll roll{};
  auto read = [&](std::string_view part, int& out) {
    auto [p, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return ec == std::errc() && p == part.data() + part.size() && !part.empty();
  };
  if (comma == std::string_view::npos || !read(text.substr(0, comma), roll[0]) ||
      !read(text.substr(comma + 1), roll[1]))
    throw RollTextError("cannot read roll \"" + std::string(whole) +
                        "\": expected two dice as a,b (#2,3)");
  if (roll[0] > roll[1]) std::swap(roll[0], roll[1]);
  return roll;
}

void check_roll(const RuleSet& rules, Roll roll, std::string_view whole) {
  if (!rules.has_dice())
    throw RollTextError("roll \"" + std::string(whole) + "\": rule set '" + rules.id() +
                        "' has no dice");
  for (int d : roll)
    if (d < rules.die_low() || d > rules.die_high())
      throw RollTextError("roll \"" + std::string(whole) + "\": the dice of '" + rules.id() +
                          "' show " + std::to_string(rules.die_low()) + " to " +
                          std::to_string(rules.die_high()) + ", not " + std::to_string(d));
}

Roll parse_roll(const RuleSet& rules, std::string_view text) {
  const Roll roll = read_roll(text);
  check_roll(rules, roll, text);
  return roll;
}

std::vector<Roll> parse_rolls(const RuleSet& rules, std::string_view text) {
  std::vector<Roll> out;
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    if (j > i) out.push_back(parse_roll(rules, text.substr(i, j - i)));
    i = j + 1;
  }
  return out;
}

DiceRoll read_dice_roll(std::string_view text) {
  const std::string_view whole = text;
  if (!text.empty() && text[0] == '#') text.remove_prefix(1);
  DiceRoll roll;
  const auto fail = [&] {
    throw RollTextError("cannot read roll \"" + std::string(whole) + "\": expected 1 to " +
                        std::to_string(DiceRoll::kMax) + " dice as a,b (#6,4)");
  };
  while (true) {
    const auto comma = text.find(',');
    const std::string_view part = text.substr(0, comma);
    int die = 0;
    auto [p, ec] = std::from_chars(part.data(), part.data() + part.size(), die);
    if (ec != std::errc() || p != part.data() + part.size() || part.empty() || die < 1 || die > 9 ||
        roll.count == DiceRoll::kMax)
      fail();
    roll.push(die);
    if (comma == std::string_view::npos) return roll;
    text.remove_prefix(comma + 1);
  }
}

std::vector<DiceRoll> read_dice_rolls(std::string_view text) {
  std::vector<DiceRoll> out;
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    if (j > i) out.push_back(read_dice_roll(text.substr(i, j - i)));
    i = j + 1;
  }
  return out;
}

DiceRoll parse_dice_roll(const RuleSet& rules, std::string_view text) {
  return rules.has_dice() ? dice_roll(parse_roll(rules, text)) : read_dice_roll(text);
}

bool is_roll_due(const Position& pos, const DiceRoll& roll) {
  if (!pos.awaiting_roll()) return false;
  // roll_due rolls again with the given dice in their order: the same roll back means the
  // event takes exactly these dice.
  int next = 0;
  bool faces = true;
  const DiceRoll again = roll_due(pos, [&](int low, int high) {
    const int die = next < roll.count ? roll[next] : 0;
    ++next;
    faces = faces && die >= low && die <= high;
    return die;
  });
  return faces && again == roll;
}

DiceRoll unused_dice(const Position& pos) {
  DiceRoll r;
  for (int die : pos.dice())
    if (die != 0) r.push(die);
  return r;
}

std::string dice_roll_to_text(const DiceRoll& roll) {
  std::string out = "#";
  for (int i = 0; i < roll.count; ++i) {
    if (i) out += ',';
    out += std::to_string(roll[i]);
  }
  return out;
}

std::string roll_to_text(Roll roll) {
  return "#" + std::to_string(std::min(roll[0], roll[1])) + "," +
         std::to_string(std::max(roll[0], roll[1]));
}

}  // namespace chatur::engine
