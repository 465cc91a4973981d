// Ratings from free-for-all placements under Plackett-Luce, with intervals from a bootstrap over
// whole games (bootstrap.h).
#pragma once

#include <vector>

#include "ratings/bootstrap.h"
#include "ratings/game_result.h"
#include "ratings/rating_table.h"

namespace chatur::ratings {

// Free-for-all placements under Plackett-Luce: a game's order arises by drawing the winner
// among the remaining sides with probability proportional to 10^(strength/400), then the next
// place from the rest, and so on. Every game needs side_place. Throws as fit_team_ratings.
RatingTable fit_placements(const std::vector<GameResult>& games, int players,
                           const BootstrapOptions& options = {});

}  // namespace chatur::ratings
