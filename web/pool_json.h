// A pool of rated games as the pages show it: standings, ratings with their 95% intervals, each
// player's points over the games, terminations.
#pragma once

#include "tournament/rated_games.h"
#include "web/json_writer.h"

namespace chatur::web {

// {"names", "games", "standings": [{"player", "games", "points", "wins", "draws", "losses",
// "places"?, "average_place"?, "firsts"?, "army_points"?}] in ranking order, "terminations":
// {reason: count}, "ratings": {"model", "first_move_advantage", "draw_elo", "resamples",
// "players": [{"player", "elo", "lower", "upper"}] best first} or "ratings_error", "progress":
// [[points of each player after game 1], ...]}.
void write_pool(JsonWriter& out, const tournament::RatingPool& pool);

// {"two_sided": pool, "free_for_all": pool, "unfinished", "incomplete"}; an empty pool is null.
void write_rated_games(JsonWriter& out, const tournament::RatedGames& rated);

}  // namespace chatur::web
