// The named strength levels of the built-in engines, and a player that plays at one of them.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "engine/rule_set.h"
#include "players/random_player.h"
#include "players/search.h"

namespace chatur::players {

struct Level {
  std::string name;
  std::string description;
  bool random = false;  // plays RandomPlayer's moves and searches nothing
  int max_depth = 0;    // iteration depth cap (0: only the `go` limits bound the search)
  EvalFeatures features;
};

// From weakest to strongest: "random", "level1" .. "level4". Up to "level3" each beats the one
// before it clearly at equal limits (docs/engine.md, "The ladder"); "level4" is the full search,
// stronger than "level3" where its limits let it search deeper.
const std::vector<Level>& levels();
// The level of this name, or nullptr.
const Level* find_level(std::string_view name);
inline constexpr std::string_view kStrongestLevel = "level4";

class LevelPlayer {
 public:
  // `seed` seeds the random level; searching levels are deterministic under node or depth
  // limits.
  // overhead_ms: see TimeManager.
  LevelPlayer(const engine::RuleSet& rules, const Level& level, std::uint64_t seed,
              std::size_t hash_mb = 16, std::int64_t overhead_ms = 10);

  const Level& level() const { return level_; }
  // Chooses a move for the army to move within the limits (see Search::run; the random level
  // ignores them). The position is the same on return.
  SearchResult think(engine::Position& pos, const Limits& limits, const std::atomic<bool>& stop,
                     const std::function<void(const SearchInfo&)>& on_iteration = {});
  // Forgets what earlier games taught the search.
  void new_game();
  void set_hash(std::size_t megabytes);

 private:
  Level level_;
  RandomPlayer random_;
  std::unique_ptr<Search> search_;  // none for the random level
};

}  // namespace chatur::players
