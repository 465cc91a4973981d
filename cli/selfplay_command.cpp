#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/position_options.h"
#include "players/self_play.h"
#include "records/army_values.h"
#include "records/game_end.h"
#include "records/pgn_writer.h"

namespace chatur::cli {

void add_selfplay_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("selfplay", "Play games of the built-in random player");
  auto variant = std::make_shared<std::string>("chaturaji");
  auto seed = std::make_shared<std::uint64_t>(1);
  auto games = std::make_shared<int>(1);
  auto max_plies = std::make_shared<int>(0);
  auto quiet = std::make_shared<bool>(false);
  auto options = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--variant,-v", *variant, "Rule set id")->capture_default_str();
  cmd->add_option("--option,-o", *options,
                  "Rule option name=value, repeatable (array=2, extra_wins=false, ...)");
  cmd->add_option("--seed,-s", *seed, "Seed of the first game; game i uses seed + i")
      ->capture_default_str();
  cmd->add_option("--games,-n", *games, "Number of games")->check(CLI::PositiveNumber);
  cmd->add_option("--max-plies", *max_plies, "Stop a game after this many plies (0: no limit)");
  cmd->add_flag("--quiet,-q", *quiet, "Print one line per game instead of moves and board");
  auto fen = std::make_shared<std::string>();
  cmd->add_option("--fen", *fen,
                  "Start from this position instead of the rule set's start (the armies whose "
                  "setups or squares are lost have none)");
  cmd->callback([=] {
    PositionOptions opts;
    opts.variant = *variant;
    opts.options = *options;
    opts.fen = *fen;
    auto rules = opts.rule_set();
    const engine::Position start = opts.position(*rules);
    for (int i = 0; i < *games; ++i) {
      auto game =
          players::play_random_game(start, *seed + static_cast<std::uint64_t>(i), *max_plies);
      const records::GameEnd end = game.cut_off ? records::GameEnd{"unterminated"}
                                                : records::board_end(game.outcome, *rules);
      const std::string reason = game.cut_off ? "ply limit" : end.termination;
      if (!*quiet) {
        // The game as a record: what the random player played can be saved and replayed.
        records::Game record;
        record.tags = {{"Event", "chatur selfplay"}, {"Round", std::to_string(*seed + i)}};
        record.mainline = records::line_of(game.moves, game.rolls);
        records::normalize_tags(record, *rules, game.start_fen, true, end);
        records::write_game(std::cout, record, *rules, game.start_fen);
        std::cout << game.final_diagram << game.final_fen << "\n";
      }
      const std::string result = end.free_for_all()
                                     ? records::army_values_text(*rules, end.placements)
                                     : records::result_text(end);
      std::cout << "Game " << i + 1 << ": " << result << " (" << reason << ") after "
                << game.moves.size() << " plies\n";
    }
  });
}

}  // namespace chatur::cli
