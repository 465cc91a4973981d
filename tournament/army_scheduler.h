// A scheduler that gives every game another scheduler hands out its armies (army_plan.h): from
// its seats when each engine has its army, else the combination drawn for its seat cycle (the
// game's pair: the four rotations of one split in the seats format).
#pragma once

#include <memory>
#include <vector>

#include "tournament/army_plan.h"
#include "tournament/scheduler.h"

namespace chatur::tournament {

class ArmyScheduler : public Scheduler {
 public:
  // Throws std::invalid_argument when the plan does not fit: not one army per engine, or drawn
  // armies outside the seats format (where a seat cycle balances them).
  ArmyScheduler(const ArmyPlan& plan, const ScheduleSpec& schedule,
                std::unique_ptr<Scheduler> inner);
  Next next(const std::vector<TournamentGame>& games) const override;
  int planned() const override { return inner_->planned(); }

 private:
  std::vector<std::uint8_t> by_engine_;
  std::vector<Armies> drawn_;  // by pair
  std::unique_ptr<Scheduler> inner_;
};

}  // namespace chatur::tournament
