#include "tournament/scheduler.h"

#include <stdexcept>

#include "tournament/fixed_scheduler.h"
#include "tournament/sprt_stop.h"
#include "tournament/swiss.h"

namespace chatur::tournament {

std::unique_ptr<Scheduler> make_scheduler(const SchedulerSpec& spec) {
  const ScheduleSpec& f = spec.schedule;
  std::unique_ptr<Scheduler> s;
  if (f.format == Format::kSwiss) {
    if (f.armies == 4 && spec.free_for_all)
      throw std::invalid_argument("the swiss format pairs two sides: not for a free-for-all");
    s = std::make_unique<SwissScheduler>(f.engines, f.armies, f.games_per_pairing, spec.rounds,
                                         f.openings);
  } else {
    s = std::make_unique<FixedScheduler>(make_schedule(f));
  }
  if (!spec.sprt) return s;
  ratings::validate_sprt(*spec.sprt);
  if (spec.schedule.engines != 2) throw std::invalid_argument("sprt needs exactly two engines");
  if (spec.schedule.format == Format::kSeats)
    throw std::invalid_argument("sprt needs a format that pairs two engines, not seats");
  return std::make_unique<SprtScheduler>(*spec.sprt, spec.schedule.games_per_pairing >= 2,
                                         std::move(s));
}

}  // namespace chatur::tournament
