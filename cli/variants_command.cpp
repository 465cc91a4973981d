#include <iomanip>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "engine/rule_sets/european_armies.h"
#include "engine/rule_sets/registry.h"

namespace chatur::cli {

void add_variants_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("variants", "List the rule sets, one line each");
  auto armies = std::make_shared<bool>(false);
  cmd->add_flag("--armies", *armies,
                "List European Chess's armies instead: name, kind of rule, whether it plays, "
                "what sets it apart");
  cmd->callback([armies] {
    if (*armies) {
      for (const auto& army : engine::rule_sets::european_armies())
        std::cout << std::left << std::setw(18) << army.name << army.power_class << "  "
                  << std::setw(26) << engine::rule_sets::availability_text(army.availability)
                  << army.rule << "\n";
      return;
    }
    for (const auto& spec : engine::rule_sets::all())
      std::cout << std::left << std::setw(18) << spec.id << spec.description << "\n";
  });
}

}  // namespace chatur::cli
