#include "tournament/seeding.h"

#include <algorithm>
#include <stdexcept>

#include "ratings/bradley_terry.h"
#include "tournament/rated_games.h"

namespace chatur::tournament {

std::vector<Seed> seeds_by_rating(const std::vector<std::string>& engines,
                                  const std::vector<records::ArchivedResult>& games,
                                  const engine::RuleSet& rules) {
  std::vector<Seed> seeds;
  for (std::size_t e = 0; e < engines.size(); ++e) seeds.push_back({static_cast<int>(e), {}});
  const RatingPool pool = games_from_archive(games, rules).two_sided;
  if (!pool.games.empty()) {
    try {
      const ratings::RatingTable table =
          ratings::fit_bayeselo(pool.games, static_cast<int>(pool.names.size()));
      for (std::size_t p = 0; p < pool.names.size(); ++p) {
        const auto at = std::find(engines.begin(), engines.end(), pool.names[p]);
        if (at != engines.end())
          seeds[static_cast<std::size_t>(at - engines.begin())].rating = table.rating[p];
      }
    } catch (const std::domain_error&) {
      // Players not connected by games: their ratings are not on one scale.
    }
  }
  std::stable_sort(seeds.begin(), seeds.end(), [](const Seed& a, const Seed& b) {
    if (a.rating.has_value() != b.rating.has_value()) return a.rating.has_value();
    return a.rating && *a.rating > *b.rating;
  });
  return seeds;
}

}  // namespace chatur::tournament
