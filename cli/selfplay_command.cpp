#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/position_options.h"
#include "engine/outcome.h"
#include "players/self_play.h"

namespace chatur::cli {

void add_selfplay_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("selfplay", "Play games of the built-in random player");
  auto variant = std::make_shared<std::string>("chaturaji");
  auto seed = std::make_shared<std::uint64_t>(1);
  auto games = std::make_shared<int>(1);
  auto max_plies = std::make_shared<int>(0);
  auto quiet = std::make_shared<bool>(false);
  cmd->add_option("--variant,-v", *variant, "Rule set id")->capture_default_str();
  cmd->add_option("--seed,-s", *seed, "Seed of the first game; game i uses seed + i")
      ->capture_default_str();
  cmd->add_option("--games,-n", *games, "Number of games")->check(CLI::PositiveNumber);
  cmd->add_option("--max-plies", *max_plies, "Stop a game after this many plies (0: no limit)");
  cmd->add_flag("--quiet,-q", *quiet, "Print one line per game instead of moves and board");
  cmd->callback([=] {
    PositionOptions opts;
    opts.variant = *variant;
    auto rules = opts.rule_set();
    for (int i = 0; i < *games; ++i) {
      auto game =
          players::play_random_game(*rules, *seed + static_cast<std::uint64_t>(i), *max_plies);
      const std::string result = game.cut_off ? "*" : engine::result_text(game.outcome);
      const std::string reason =
          game.cut_off ? "ply limit"
                       : std::string(engine::termination_name(game.outcome.termination));
      if (!*quiet) {
        std::cout << "Game " << i + 1 << " (" << rules->id() << ", seed " << *seed + i << ")\n";
        const int n = rules->army_count();
        for (size_t p = 0; p < game.move_texts.size(); ++p) {
          if (p % n == 0) std::cout << (p ? "\n" : "") << p / n + 1 << ".";
          std::cout << (p % n ? " .. " : " ") << game.move_texts[p];
        }
        std::cout << "\n\n" << game.final_diagram << game.final_fen << "\n";
      }
      std::cout << "Game " << i + 1 << ": " << result << " (" << reason << ") after "
                << game.moves.size() << " plies\n";
    }
  });
}

}  // namespace chatur::cli
