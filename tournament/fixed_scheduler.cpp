#include "tournament/fixed_scheduler.h"

namespace chatur::tournament {

Next FixedScheduler::next(const std::vector<TournamentGame>& games) const {
  if (games.size() >= games_.size()) return {};
  return {Next::Kind::kGame, games_[games.size()]};
}

}  // namespace chatur::tournament
