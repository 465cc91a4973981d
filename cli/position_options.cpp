#include "cli/position_options.h"

#include <sstream>
#include <stdexcept>

#include "cli/commands.h"
#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"

namespace chatur::cli {

void PositionOptions::add_to(CLI::App& cmd) {
  cmd.add_option("--variant,-v", variant, "Rule set id (see `chatur variants`)")
      ->capture_default_str();
  cmd.add_option("--fen", fen, "Start from this position instead of the rule set's start");
  cmd.add_option("--moves", moves, "Moves to play first, space-separated long algebraic");
  cmd.add_option("--dice", dice,
                 "Rolls for rule sets with dice, space-separated a,b: turn k rolls entry k, the "
                 "list repeating");
  cmd.add_option("--option,-o", options,
                 "Rule option name=value, repeatable (array=2, extra_wins=false, ...)");
}

std::unique_ptr<const engine::RuleSet> PositionOptions::rule_set() const {
  try {
    engine::RuleOptions settings;
    for (const auto& o : options) engine::rule_sets::set_option(settings, o);
    return engine::rule_sets::make(variant, settings);
  } catch (const std::invalid_argument& e) {
    throw CommandError{e.what(), 2};
  }
}

engine::Position PositionOptions::position(const engine::RuleSet& rules) const {
  engine::Position pos = [&] {
    if (fen.empty()) {
      try {
        return engine::Position(rules);
      } catch (const std::invalid_argument& e) {  // no start of its own (a European army's)
        throw CommandError{e.what(), 2};
      }
    }
    try {
      return engine::parse_fen(rules, fen);
    } catch (const engine::FenError& e) {
      throw CommandError{std::string("bad --fen: ") + e.what(), 2};
    }
  }();
  std::istringstream in(moves);
  std::string text;
  const std::vector<engine::DiceRoll> given =
      dice.empty() ? std::vector<engine::DiceRoll>{} : rolls(rules);
  size_t turns = 0;  // rolling turns so far
  for (int index = 1; in >> text; ++index) {
    const std::string where = "--moves: move " + std::to_string(index) + " \"" + text + "\": ";
    if (text[0] == '#') {
      if (!pos.awaiting_roll()) throw CommandError{where + "no roll is due here", 2};
      try {
        pos.roll(engine::parse_dice_roll(rules, text));
        ++turns;
      } catch (const engine::RollTextError& e) {
        throw CommandError{where + e.what(), 2};
      } catch (const std::invalid_argument& e) {
        throw CommandError{where + e.what(), 2};
      }
      continue;
    }
    if (pos.awaiting_roll()) {
      if (given.empty())
        throw CommandError{where + "a roll is due: give a #a,b token or --dice", 2};
      try {
        pos.roll(given[turns++ % given.size()]);
      } catch (const std::invalid_argument& e) {
        throw CommandError{where + "--dice: " + e.what(), 2};
      }
    }
    try {
      pos.make(engine::parse_move(pos, text));
    } catch (const engine::MoveTextError& e) {
      engine::MoveList legal;
      engine::generate_legal(pos, legal);
      std::string list;
      for (engine::Move m : legal) list += (list.empty() ? "" : " ") + engine::move_to_text(pos, m);
      throw CommandError{"--moves: move " + std::to_string(index) + " \"" + text + "\": " +
                             e.what() + "\nlegal moves: " + (list.empty() ? "(none)" : list),
                         2};
    }
  }
  return pos;
}

std::vector<engine::DiceRoll> PositionOptions::rolls(const engine::RuleSet& rules) const {
  if (rules.has_dice() && dice.empty())
    throw CommandError{
        "rule set '" + rules.id() + "' has dice: give the rolls with --dice \"2,3 4,5\"", 2};
  if (rules.has_chance() && dice.empty())
    throw CommandError{
        "an army of '" + rules.id() + "' rolls dice: give the rolls with --dice \"3 6,5 1,2,6\"",
        2};
  try {
    if (rules.has_chance() && !rules.has_dice()) return engine::read_dice_rolls(dice);
    std::vector<engine::DiceRoll> out;
    for (engine::Roll r : engine::parse_rolls(rules, dice)) out.push_back(engine::dice_roll(r));
    return out;
  } catch (const engine::RollTextError& e) {
    throw CommandError{std::string("--dice: ") + e.what(), 2};
  }
}

}  // namespace chatur::cli
