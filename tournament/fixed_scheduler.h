// Round robin, gauntlet, teams and seats: a list of games made in advance (schedule.h), handed
// out in order whatever the results.
#pragma once

#include <vector>

#include "tournament/scheduler.h"

namespace chatur::tournament {

class FixedScheduler : public Scheduler {
 public:
  explicit FixedScheduler(std::vector<ScheduledGame> games) : games_(std::move(games)) {}
  Next next(const std::vector<TournamentGame>& games) const override;
  int planned() const override { return static_cast<int>(games_.size()); }

 private:
  std::vector<ScheduledGame> games_;
};

}  // namespace chatur::tournament
