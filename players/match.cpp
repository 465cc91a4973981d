#include "players/match.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <memory>
#include <numeric>
#include <random>
#include <stdexcept>

#include "engine/dice.h"
#include "players/levels.h"
#include "players/random_player.h"

namespace chatur::players {
namespace {

const Level& level_named(const std::string& name) {
  const Level* l = find_level(name);
  if (!l) throw std::invalid_argument("unknown level '" + name + "'");
  return *l;
}

// Rolls the dice due where the army to move must roll and the game goes on: a dice game's two
// dice, or North Korea's.
void roll_if_due(engine::Position& pos, const engine::Outcome& outcome, std::mt19937_64& dice) {
  if (outcome.finished() || !pos.awaiting_roll()) return;
  pos.roll(engine::roll_due(pos, [&dice](int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(dice);
  }));
}

std::string places_text(const engine::Outcome& outcome, int army_count) {
  std::string text = "places ";
  for (int a = 0; a < army_count; ++a)
    text += (a ? "," : "") + std::to_string(outcome.placements[a]);
  return text;
}

}  // namespace

double place_score(const engine::Outcome& outcome, int army, int army_count) {
  const int place = outcome.placements[army];
  int tied = 0;
  for (int a = 0; a < army_count; ++a) tied += outcome.placements[a] == place;
  // The mean over the places the tie spans, place..place+tied-1, of (n - p) / (n - 1).
  const double mean_place = place + (tied - 1) / 2.0;
  return (army_count - mean_place) / (army_count - 1);
}

double MatchResult::first_score() const {
  return std::accumulate(scores.begin(), scores.end(), 0.0);
}

MatchResult play_match(const engine::RuleSet& rules, const MatchConfig& config,
                       const std::function<void(const MatchGame&)>& on_game) {
  const Level& first_level = level_named(config.first);
  const Level& second_level = level_named(config.second);
  const int max_plies = config.max_plies > 0 ? config.max_plies : 150 * rules.army_count();
  const bool free_for_all = rules.free_for_all();
  const std::atomic<bool> never_stop{false};
  MatchResult result;
  for (int g = 0; g < config.games; ++g) {
    const std::uint64_t opening_seed = config.seed + static_cast<std::uint64_t>(g / 2);
    LevelPlayer first(rules, first_level, opening_seed * 2 + 1);
    LevelPlayer second(rules, second_level, opening_seed * 2 + 2);
    const int first_team = g % 2;
    // The first player's seats: a team, or in a free-for-all the armies of that team's seats.
    auto first_moves = [&](const engine::Position& pos) {
      const int army = pos.to_move();
      if (!free_for_all) return pos.side(army) == first_team;
      return pos.controller(army) % 2 == first_team;
    };
    engine::Position pos(rules);
    std::mt19937_64 dice(opening_seed ^ 0x6469636521ULL);
    RandomPlayer opening(opening_seed);
    engine::Outcome outcome = engine::outcome(pos);
    for (int i = 0; i < config.opening_plies && !outcome.finished(); ++i) {
      roll_if_due(pos, outcome, dice);
      pos.make(opening.choose(pos));
      outcome = engine::outcome(pos);
    }
    while (!outcome.finished() && pos.ply() < max_plies) {
      roll_if_due(pos, outcome, dice);
      LevelPlayer& mover = first_moves(pos) ? first : second;
      const auto start = std::chrono::steady_clock::now();
      const std::clock_t cpu_start = std::clock();
      const SearchResult r = mover.think(pos, config.per_move, never_stop);
      result.search_cpu_seconds += static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      result.search_seconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      result.nodes += r.nodes;
      if (r.best.is_null()) throw std::logic_error("play_match: no move in a game going on");
      pos.make(r.best);
      outcome = engine::outcome(pos);
    }
    MatchGame game{g, first_team, "1/2-1/2", "ply-limit", pos.ply(), 0.5};
    if (outcome.finished()) {
      game.reason = std::string(engine::termination_name(outcome.termination));
      if (outcome.free_for_all()) {
        game.result = places_text(outcome, rules.army_count());
        double sum = 0;
        int seats = 0;
        for (int a = first_team; a < rules.army_count(); a += 2, ++seats)
          sum += place_score(outcome, a, rules.army_count());
        game.first_score = sum / seats;
      } else {
        game.result = engine::result_text(outcome);
        game.first_score = outcome.team_score[first_team];
      }
    }
    if (game.first_score > 0.5)
      ++result.wins;
    else if (game.first_score < 0.5)
      ++result.losses;
    else
      ++result.draws;
    result.scores.push_back(game.first_score);
    if (on_game) on_game(game);
  }
  return result;
}

}  // namespace chatur::players
