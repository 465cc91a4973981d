// The options that pick a rule set and a position, shared by subcommands.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::cli {

struct PositionOptions {
  std::string variant = "chaturaji";
  std::string fen;
  std::string moves;

  void add_to(CLI::App& cmd);
  // The rule set named by --variant; throws CommandError for an unknown one.
  std::unique_ptr<const engine::RuleSet> rule_set() const;
  // The start position or --fen, after --moves. Throws CommandError naming a malformed FEN field
  // or the bad move with its index and the legal moves there.
  engine::Position position(const engine::RuleSet& rules) const;
};

}  // namespace chatur::cli
