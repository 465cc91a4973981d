// Ratings from free-for-all placements under the Plackett-Luce model, on the Elo scale, with
// intervals from a bootstrap over whole games (bootstrap.h).
//
// The model: a game's finishing order arises by drawing first place among its sides with
// probability proportional to 10^(S/400), S a side's strength (the sum of its players'
// ratings), then second place among the sides left, and so on. With two sides it is the logistic
// Elo model: a side 400 points stronger finishes ahead with odds 10 : 1.
//
// Ties: sides that share a place finished in an order the record does not give. A game's
// likelihood is the probability that the drawn order is one of the orders the places allow: the
// product over the groups of tied sides of the sum, over every order of the group, of the
// probability that the group takes its places in that order (the marginal likelihood of tied
// ranks of Kalbfleisch and Prentice). So a tie favours neither tied side, and two sides tied for
// first count as having both finished ahead of everyone below them. The sum is exact: a group of
// k sides adds k! orders, at most 24 in a four-army game.
//
// The log-likelihood is concave in the ratings (the order is that of independent Gumbel-distributed
// draws shifted by the strengths, the event "these sides before those" is convex in draws and
// strengths together, and Prekopa's theorem applies), so Newton's method (mle.h) finds the
// maximum, unique up to a common shift when the games connect every player.
#pragma once

#include <vector>

#include "ratings/bootstrap.h"
#include "ratings/game_result.h"
#include "ratings/rating_table.h"

namespace chatur::ratings {

// The maximum-likelihood ratings of the games' players, centred on 0, each with the bootstrap
// interval and LOS of bootstrap_table (resamples without a finite fit counted and left out);
// no first-move term. Every game needs side_place (ties sharing the better place: 1, 1, 3, 4).
// Throws std::invalid_argument for a game validate_game rejects or one without places,
// std::domain_error when the fit on all games has no unique finite maximum: a player not
// connected to the others by games, or one who finished ahead of (or behind) everyone it met.
RatingTable fit_placements(const std::vector<GameResult>& games, int players,
                           const BootstrapOptions& options = {});

}  // namespace chatur::ratings
