#include <iomanip>
#include <iostream>

#include "cli/commands.h"
#include "engine/rule_sets/registry.h"

namespace chatur::cli {

void add_variants_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("variants", "List the rule sets, one line each");
  cmd->callback([] {
    for (const auto& spec : engine::rule_sets::all())
      std::cout << std::left << std::setw(18) << spec.id << spec.description << "\n";
  });
}

}  // namespace chatur::cli
