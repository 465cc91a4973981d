#include "tournament/army_scheduler.h"

#include <stdexcept>
#include <string>

namespace chatur::tournament {

ArmyScheduler::ArmyScheduler(const ArmyPlan& plan, const ScheduleSpec& schedule,
                             std::unique_ptr<Scheduler> inner)
    : by_engine_(plan.by_engine), inner_(std::move(inner)) {
  if (schedule.armies != 4) throw std::invalid_argument("armies need a four-army rule set");
  if (!plan.by_engine.empty() && !plan.drawn.empty())
    throw std::invalid_argument(
        "armies: give each engine its army or a list to draw from, not both");
  if (!by_engine_.empty() && static_cast<int>(by_engine_.size()) != schedule.engines)
    throw std::invalid_argument("army: every engine needs one (" +
                                std::to_string(by_engine_.size()) + " of " +
                                std::to_string(schedule.engines) + " have it)");
  if (!plan.drawn.empty()) {
    if (schedule.format != Format::kSeats)
      throw std::invalid_argument(
          "armies: drawn armies need the seats format (its seat cycles balance engines against "
          "armies); in other formats give each engine its army");
    // One combination per pair; the seats format has four games a pair.
    drawn_ = draw_armies(plan.drawn, plan.seed, inner_->planned() / 4 + 1);
  }
}

Next ArmyScheduler::next(const std::vector<TournamentGame>& games) const {
  Next n = inner_->next(games);
  if (n.kind != Next::Kind::kGame) return n;
  ScheduledGame& g = n.game;
  if (!by_engine_.empty()) {
    Armies armies{};
    for (std::size_t seat = 0; seat < g.seats.size() && seat < armies.size(); ++seat)
      armies[seat] = by_engine_.at(g.seats[seat]);
    g.armies = armies;
  } else {
    g.armies = drawn_.at(g.pair);
  }
  return n;
}

}  // namespace chatur::tournament
