// Matches between two levels of the built-in engines inside one process: the strength test of the
// unit tests and the `chatur engine-match` benchmark.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "engine/rule_set.h"
#include "players/time_manager.h"

namespace chatur::players {

struct MatchConfig {
  std::string first = "random";  // level names
  std::string second = "level4";
  int games = 2;
  Limits per_move;  // the same for every move of both players: nodes, depth or movetime
  // Random plies played from the start position before the players take over, so that the
  // games differ; game pairs 2k and 2k+1 share an opening and swap sides.
  int opening_plies = 4;
  int max_plies = 0;  // a game still going after this many plies is a draw (0: 150 rounds)
  std::uint64_t seed = 1;
};

struct MatchGame {
  int index = 0;       // from 0
  int first_team = 0;  // the team (0: White, Red+Yellow) the first player played
  std::string result;  // "1-0", "0-1", "1/2-1/2"
  std::string reason;  // engine::termination_name, or "ply-limit"
  int plies = 0;
  double first_score = 0;  // 1, 1/2 or 0
};

struct MatchResult {
  int wins = 0, draws = 0, losses = 0;  // of the first player
  std::uint64_t nodes = 0;              // searched by both players
  double search_seconds = 0;            // wall time spent in their searches
  double search_cpu_seconds = 0;        // processor time of the same (less on a busy machine)
  double first_score() const { return wins + 0.5 * draws; }
};

// Plays the match. In four-army games a player plays both armies of its team. Throws
// std::invalid_argument for an unknown level name.
MatchResult play_match(const engine::RuleSet& rules, const MatchConfig& config,
                       const std::function<void(const MatchGame&)>& on_game = {});

}  // namespace chatur::players
