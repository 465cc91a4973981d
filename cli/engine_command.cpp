#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "players/levels.h"
#include "players/uci_engine.h"

namespace chatur::cli {

void add_engine_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "engine", "Run a built-in engine on stdin/stdout (UCI and its four-army extension)");
  auto level = std::make_shared<std::string>(players::kStrongestLevel);
  std::string names;
  for (const auto& l : players::levels()) names += (names.empty() ? "" : ", ") + l.name;
  cmd->add_option("--level,-l", *level, "Strength level: " + names)->capture_default_str();
  cmd->callback([level] {
    if (!players::find_level(*level)) throw CommandError{"unknown level '" + *level + "'", 2};
    players::UciEngine engine(std::cin, std::cout, *level);
    engine.run();
  });
}

}  // namespace chatur::cli
