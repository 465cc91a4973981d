#include "players/match.h"

#include <atomic>
#include <chrono>
#include <ctime>
#include <memory>
#include <stdexcept>

#include "engine/outcome.h"
#include "players/levels.h"
#include "players/random_player.h"

namespace chatur::players {
namespace {

const Level& level_named(const std::string& name) {
  const Level* l = find_level(name);
  if (!l) throw std::invalid_argument("unknown level '" + name + "'");
  return *l;
}

}  // namespace

MatchResult play_match(const engine::RuleSet& rules, const MatchConfig& config,
                       const std::function<void(const MatchGame&)>& on_game) {
  const Level& first_level = level_named(config.first);
  const Level& second_level = level_named(config.second);
  const int max_plies = config.max_plies > 0 ? config.max_plies : 150 * rules.army_count();
  const std::atomic<bool> never_stop{false};
  MatchResult result;
  for (int g = 0; g < config.games; ++g) {
    const std::uint64_t opening_seed = config.seed + static_cast<std::uint64_t>(g / 2);
    LevelPlayer first(rules, first_level, opening_seed * 2 + 1);
    LevelPlayer second(rules, second_level, opening_seed * 2 + 2);
    const int first_team = g % 2;
    engine::Position pos(rules);
    RandomPlayer opening(opening_seed);
    engine::Outcome outcome = engine::outcome(pos);
    for (int i = 0; i < config.opening_plies && !outcome.finished(); ++i) {
      pos.make(opening.choose(pos));
      outcome = engine::outcome(pos);
    }
    while (!outcome.finished() && pos.ply() < max_plies) {
      LevelPlayer& mover = rules.team(pos.to_move()) == first_team ? first : second;
      const auto start = std::chrono::steady_clock::now();
      const std::clock_t cpu_start = std::clock();
      const SearchResult r = mover.think(pos, config.per_move, never_stop);
      result.search_cpu_seconds += static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      result.search_seconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      result.nodes += r.nodes;
      pos.make(r.best);
      outcome = engine::outcome(pos);
    }
    MatchGame game{g, first_team, "1/2-1/2", "ply-limit", pos.ply(), 0.5};
    if (outcome.finished()) {
      game.result = engine::result_text(outcome);
      game.reason = std::string(engine::termination_name(outcome.termination));
      game.first_score = outcome.team_score[first_team];
    }
    if (game.first_score > 0.5)
      ++result.wins;
    else if (game.first_score < 0.5)
      ++result.losses;
    else
      ++result.draws;
    if (on_game) on_game(game);
  }
  return result;
}

}  // namespace chatur::players
