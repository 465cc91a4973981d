#include "tournament/scheduler.h"

#include <stdexcept>

#include "tournament/fixed_scheduler.h"
#include "tournament/sprt_stop.h"

namespace chatur::tournament {

std::unique_ptr<Scheduler> make_scheduler(const SchedulerSpec& spec) {
  std::unique_ptr<Scheduler> s = std::make_unique<FixedScheduler>(make_schedule(spec.schedule));
  if (!spec.sprt) return s;
  ratings::validate_sprt(*spec.sprt);
  if (spec.schedule.engines != 2) throw std::invalid_argument("sprt needs exactly two engines");
  if (spec.schedule.format == Format::kSeats)
    throw std::invalid_argument("sprt needs a format that pairs two engines, not seats");
  return std::make_unique<SprtScheduler>(*spec.sprt, spec.schedule.games_per_pairing >= 2,
                                         std::move(s));
}

}  // namespace chatur::tournament
