#include "tournament/scheduler.h"

#include <stdexcept>

#include "tournament/army_scheduler.h"
#include "tournament/fixed_scheduler.h"
#include "tournament/knockout.h"
#include "tournament/sprt_stop.h"
#include "tournament/swiss.h"

namespace chatur::tournament {

std::unique_ptr<Scheduler> make_scheduler(const SchedulerSpec& spec) {
  const ScheduleSpec& f = spec.schedule;
  std::unique_ptr<Scheduler> s;
  if (f.format == Format::kKnockout && spec.free_for_all)
    throw std::invalid_argument("the knockout format pairs two sides: not for a free-for-all");
  if (f.format == Format::kSwiss && spec.free_for_all && !spec.swiss_tables)
    throw std::invalid_argument("a free-for-all swiss is played at tables: swiss_tables");
  if (f.format == Format::kSwiss) {
    s = std::make_unique<SwissScheduler>(f.engines, f.armies, f.games_per_pairing, spec.rounds,
                                         spec.swiss_tables, f.openings);
  } else if (f.format == Format::kKnockout) {
    s = std::make_unique<KnockoutScheduler>(f.engines, f.armies, f.games_per_pairing,
                                            spec.tiebreak_pairs, f.openings);
  } else {
    s = std::make_unique<FixedScheduler>(make_schedule(f));
  }
  if (!spec.armies.empty()) s = std::make_unique<ArmyScheduler>(spec.armies, f, std::move(s));
  if (!spec.sprt) return s;
  ratings::validate_sprt(*spec.sprt);
  if (spec.schedule.engines != 2) throw std::invalid_argument("sprt needs exactly two engines");
  if (spec.schedule.format == Format::kSeats)
    throw std::invalid_argument("sprt needs a format that pairs two engines, not seats");
  return std::make_unique<SprtScheduler>(*spec.sprt, spec.schedule.games_per_pairing >= 2,
                                         std::move(s));
}

}  // namespace chatur::tournament
