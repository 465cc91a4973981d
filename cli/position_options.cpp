#include "cli/position_options.h"

#include <sstream>

#include "cli/commands.h"
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
    if (fen.empty()) return engine::Position(rules);
    try {
      return engine::parse_fen(rules, fen);
    } catch (const engine::FenError& e) {
      throw CommandError{std::string("bad --fen: ") + e.what(), 2};
    }
  }();
  std::istringstream in(moves);
  std::string text;
  for (int index = 1; in >> text; ++index) {
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

}  // namespace chatur::cli
