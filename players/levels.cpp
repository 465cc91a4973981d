#include "players/levels.h"

namespace chatur::players {

const std::vector<Level>& levels() {
  static const std::vector<Level> kLevels = {
      {"random", "a uniformly random legal move", true, 0, {}},
      {"level1", "one ply and captures, material only", false, 1, {false, false, false}},
      {"level2", "two plies and captures, material and placement", false, 2, {true, false, false}},
      {"level3", "four plies and captures, full evaluation", false, 4, {true, true, true}},
      {"level4",
       "full search to the time or node limit, full evaluation",
       false,
       0,
       {true, true, true}},
  };
  return kLevels;
}

const Level* find_level(std::string_view name) {
  for (const Level& l : levels())
    if (l.name == name) return &l;
  return nullptr;
}

LevelPlayer::LevelPlayer(const engine::RuleSet& rules, const Level& level, std::uint64_t seed,
                         std::size_t hash_mb, std::int64_t overhead_ms)
    : level_(level), random_(seed) {
  if (!level.random)
    search_ = std::make_unique<Search>(rules, SearchOptions{.features = level.features,
                                                            .max_depth = level.max_depth,
                                                            .hash_mb = hash_mb,
                                                            .overhead_ms = overhead_ms});
}

SearchResult LevelPlayer::think(engine::Position& pos, const Limits& limits,
                                const std::atomic<bool>& stop,
                                const std::function<void(const SearchInfo&)>& on_iteration) {
  if (search_) return search_->run(pos, limits, stop, on_iteration);
  SearchResult r;
  r.best = random_.choose(pos);
  return r;
}

void LevelPlayer::new_game() {
  if (search_) search_->clear();
}

void LevelPlayer::set_hash(std::size_t megabytes) {
  if (search_) search_->set_hash(megabytes);
}

}  // namespace chatur::players
