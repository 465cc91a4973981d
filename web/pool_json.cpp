#include "web/pool_json.h"

#include <algorithm>
#include <stdexcept>

#include "ratings/pool_fit.h"
#include "ratings/standings.h"

namespace chatur::web {
namespace {

const char* model_name(ratings::RatingModel m) {
  switch (m) {
    case ratings::RatingModel::kPlackettLuce:
      return "plackett-luce";
    case ratings::RatingModel::kBayesElo:
      return "bayeselo";
    case ratings::RatingModel::kTeamStrengths:
      return "team-strengths";
  }
  return "";
}

void write_standings(JsonWriter& out, const ratings::Standings& s) {
  out.key("standings").begin_array();
  for (int i : s.ranking) {
    const ratings::PlayerStanding& p = s.players[i];
    out.begin_object()
        .key("player")
        .value(i)
        .key("games")
        .value(p.total.games)
        .key("points")
        .value(p.total.points)
        .key("wins")
        .value(p.total.wins)
        .key("draws")
        .value(p.total.draws)
        .key("losses")
        .value(p.total.losses);
    if (p.placed > 0)
      out.key("average_place")
          .value(static_cast<double>(p.place_sum) / p.placed)
          .key("firsts")
          .value(p.firsts);
    if (p.pointed > 0) out.key("army_points").value(static_cast<std::int64_t>(p.army_points));
    out.end_object();
  }
  out.end_array().key("terminations").begin_object();
  for (const auto& [reason, n] : s.terminations)
    out.key(reason.empty() ? "unknown" : reason).value(n);
  out.end_object();
}

void write_ratings(JsonWriter& out, const tournament::RatingPool& pool) {
  const int n = static_cast<int>(pool.names.size());
  ratings::PoolFit fit;
  try {
    fit = ratings::fit_pool(pool.games, n);
  } catch (const std::domain_error& e) {
    out.key("ratings_error").value(std::string("no finite fit yet (") + e.what() + ")");
    return;
  }
  const ratings::RatingTable& t = fit.table;
  std::vector<int> order(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return t.rating[a] > t.rating[b]; });
  out.key("ratings")
      .begin_object()
      .key("model")
      .value(model_name(fit.model))
      .key("first_move_advantage")
      .value(t.first_move_advantage)
      .key("resamples")
      .value(t.resamples)
      .key("players")
      .begin_array();
  for (int i : order)
    out.begin_object()
        .key("player")
        .value(i)
        .key("elo")
        .value(t.rating[i])
        .key("lower")
        .value(t.lower[i])
        .key("upper")
        .value(t.upper[i])
        .end_object();
  out.end_array();
  if (fit.model == ratings::RatingModel::kBayesElo) out.key("draw_elo").value(t.draw_elo);
  out.end_object();
}

// Each player's points after each game, in the order the games were played: a player on
// several seats of one side scores that side's points once.
void write_progress(JsonWriter& out, const tournament::RatingPool& pool) {
  std::vector<double> points(pool.names.size());
  out.key("progress").begin_array();
  for (const ratings::GameResult& g : pool.games) {
    std::vector<bool> counted(points.size());
    for (size_t seat = 0; seat < g.seat_player.size(); ++seat) {
      const auto player = static_cast<size_t>(g.seat_player[seat]);
      if (counted[player]) continue;
      counted[player] = true;
      points[player] += g.side_score[static_cast<size_t>(g.seat_side[seat])];
    }
    out.begin_array();
    for (double p : points) out.value(p);
    out.end_array();
  }
  out.end_array();
}

}  // namespace

void write_pool(JsonWriter& out, const tournament::RatingPool& pool) {
  out.begin_object().key("names").begin_array();
  for (const auto& name : pool.names) out.value(name);
  out.end_array().key("games").value(static_cast<std::int64_t>(pool.games.size()));
  write_standings(out, ratings::compute_standings(pool.games, static_cast<int>(pool.names.size())));
  write_ratings(out, pool);
  write_progress(out, pool);
  out.end_object();
}

void write_rated_games(JsonWriter& out, const tournament::RatedGames& rated) {
  out.begin_object();
  for (const auto& [name, pool] :
       {std::pair{"two_sided", &rated.two_sided}, std::pair{"free_for_all", &rated.free_for_all}}) {
    out.key(name);
    if (pool->games.empty())
      out.null();
    else
      write_pool(out, *pool);
  }
  out.key("unfinished")
      .value(rated.unfinished)
      .key("incomplete")
      .value(rated.incomplete)
      .end_object();
}

}  // namespace chatur::web
