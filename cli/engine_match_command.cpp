#include <cmath>
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/position_options.h"
#include "players/levels.h"
#include "players/match.h"
#include "ratings/elo.h"

namespace chatur::cli {

void add_engine_match_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("engine-match",
                                 "Play a match between two built-in engine levels in this process");
  auto variant = std::make_shared<std::string>("chaturaji");
  auto rule_options = std::make_shared<std::vector<std::string>>();
  auto config = std::make_shared<players::MatchConfig>();
  auto movetime = std::make_shared<std::int64_t>(0);
  auto quiet = std::make_shared<bool>(false);
  config->first = "level3";
  config->second = "level4";
  config->games = 10;
  config->per_move.nodes = 20000;
  cmd->add_option("--variant,-v", *variant, "Rule set id")->capture_default_str();
  cmd->add_option("--option,-o", *rule_options,
                  "Rule option name=value, repeatable (mode=ffa, quiet_rounds=30, ...)");
  cmd->add_option("--first", config->first, "Level of the first player")->capture_default_str();
  cmd->add_option("--second", config->second, "Level of the second player")->capture_default_str();
  cmd->add_option("--games,-n", config->games, "Games; pairs share an opening and swap sides")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--nodes", config->per_move.nodes, "Nodes per move (0: no node limit)")
      ->capture_default_str();
  cmd->add_option("--depth", config->per_move.depth, "Depth per move (0: no depth limit)");
  cmd->add_option("--movetime", *movetime, "Milliseconds per move (0: no time limit)");
  cmd->add_option("--opening-plies", config->opening_plies, "Random plies before the players")
      ->capture_default_str();
  cmd->add_option("--max-plies", config->max_plies,
                  "Draw a game after this many plies (0: 150 rounds)");
  cmd->add_option("--seed,-s", config->seed, "Seed of the openings and the dice")
      ->capture_default_str();
  cmd->add_flag("--quiet,-q", *quiet, "Print only the totals");
  cmd->callback([=] {
    for (const auto& name : {config->first, config->second})
      if (!players::find_level(name)) throw CommandError{"unknown level '" + name + "'", 2};
    PositionOptions opts;
    opts.variant = *variant;
    opts.options = *rule_options;
    auto rules = opts.rule_set();
    config->per_move.movetime = *movetime;
    const auto result = players::play_match(*rules, *config, [&](const players::MatchGame& g) {
      if (*quiet) return;
      std::cout << "game " << g.index + 1 << ": " << config->first << " plays team " << g.first_team
                << ", " << g.result << " (" << g.reason << ", " << g.plies << " plies)\n";
    });
    std::cout << rules->id() << " " << config->first << " vs " << config->second << ": +"
              << result.wins << " =" << result.draws << " -" << result.losses << " (score "
              << result.first_score() << "/" << config->games << ")\n";
    // The 95% margins come from the spread of the game scores, fractional free-for-all scores
    // included.
    const auto elo = ratings::elo_from_game_scores(result.scores);
    const double score_error = elo.units > 1 ? 1.96 * std::sqrt(elo.variance / elo.units) : 0.0;
    std::cout << std::fixed << std::setprecision(3) << "score per game " << elo.score << " +- "
              << score_error << " (95%), Elo " << std::setprecision(0) << elo.elo << " +- "
              << elo.elo_error << "\n";
    auto per_second = [&](double seconds) {
      return static_cast<std::uint64_t>(static_cast<double>(result.nodes) /
                                        std::max(seconds, 1e-9));
    };
    std::cout << "search: " << result.nodes << " nodes in " << std::fixed << std::setprecision(2)
              << result.search_seconds << " s, " << per_second(result.search_seconds)
              << " nodes/s (" << per_second(result.search_cpu_seconds) << " per CPU second)\n";
  });
}

}  // namespace chatur::cli
