// The options that pick a rule set and a position, shared by subcommands.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "engine/dice.h"
#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::cli {

struct PositionOptions {
  std::string variant = "chaturaji";
  std::string fen;
  std::string moves;
  std::vector<std::string> options;  // rule options as name=value
  std::string dice;                  // rolls for dice rule sets: "2,3 4,5"

  void add_to(CLI::App& cmd);
  // The rule set named by --variant with the --option settings; throws CommandError for an
  // unknown rule set or option.
  std::unique_ptr<const engine::RuleSet> rule_set() const;
  // The start position or --fen, after --moves. Throws CommandError naming a malformed FEN field
  // or the bad move with its index and the legal moves there. In --moves a roll token "#a,b"
  // stands at the start of a turn that rolls; a rolling turn without one takes the k-th roll of
  // --dice (the k-th rolling turn of the list, tokens counted).
  engine::Position position(const engine::RuleSet& rules) const;
  // The --dice rolls; throws CommandError for a bad roll, or for a rule set with chance without
  // them. The dice games' throws come smaller die first, an army's rolls in the order given.
  std::vector<engine::DiceRoll> rolls(const engine::RuleSet& rules) const;
};

}  // namespace chatur::cli
