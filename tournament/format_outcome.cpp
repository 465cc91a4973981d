#include "tournament/format_outcome.h"

#include <algorithm>
#include <cstdio>

#include "tournament/knockout.h"
#include "tournament/schedule.h"
#include "tournament/sprt_stop.h"
#include "tournament/swiss.h"

namespace chatur::tournament {

std::string sprt_decision_line(const ratings::SprtConfig& config, double llr,
                               ratings::SprtDecision decision) {
  const ratings::SprtBounds bounds = ratings::sprt_bounds(config);
  char line[200];
  std::snprintf(line, sizeof line, "SPRT: %s, LLR %.2f (%.2f, %.2f)",
                sprt_decision_text(decision).c_str(), llr, bounds.lower, bounds.upper);
  return line;
}

std::string format_outcome(const TournamentConfig& config, const std::vector<std::string>& names,
                           const std::vector<TournamentGame>& games) {
  const int engines = static_cast<int>(names.size());
  switch (parse_format(config.format)) {
    case Format::kSwiss: {
      int rounds = games.empty() ? 0 : games.back().game.round;
      for (const TournamentGame& t : games)
        if (!t.end) rounds = std::min(rounds, t.game.round - 1);
      const SwissHistory history = swiss_history(
          engines, swiss_bye_points(config.games_per_pairing, config.swiss_tables), rounds, games);
      return "swiss standings after " + std::to_string(rounds) +
             (rounds == 1 ? " round" : " rounds") + ":\n" +
             format_swiss_standings(swiss_standings(history), names);
    }
    case Format::kKnockout:
      return "bracket:\n" + format_bracket(knockout_bracket(engines, config.games_per_pairing,
                                                            config.tiebreak_pairs, games),
                                           names);
    case Format::kRoundRobin:
    case Format::kGauntlet:
    case Format::kSeats:
      break;
  }
  return "";
}

}  // namespace chatur::tournament
