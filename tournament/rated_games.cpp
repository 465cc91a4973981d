#include "tournament/rated_games.h"

#include <algorithm>
#include <map>

namespace chatur::tournament {
namespace {

// The game with these players by army: two-sided from its points, or a free-for-all from its
// places; nothing when it has neither.
std::optional<ratings::GameResult> scored_game(std::vector<int> seat_player,
                                               const engine::RuleSet& rules,
                                               const records::GameEnd& end) {
  ratings::GameResult g;
  g.seat_player = std::move(seat_player);
  g.termination = end.termination;
  if (static_cast<int>(end.points.size()) == rules.army_count()) g.seat_points = end.points;
  if (end.free_for_all()) {
    for (std::size_t a = 0; a < end.placements.size(); ++a)
      g.seat_side.push_back(static_cast<int>(a));
    g.side_place = end.placements;
    g.side_score = ratings::placement_scores(end.placements);
    return g;
  }
  if (!end.team_score) return std::nullopt;
  for (int a = 0; a < rules.army_count(); ++a) g.seat_side.push_back(rules.team(a));
  g.side_score = {(*end.team_score)[0], (*end.team_score)[1]};
  return g;
}

// Every army has a player, and no player sits on two sides (the record could not say who
// scored or which place is whose): in a free-for-all every army is a side of its own.
template <typename Player>
bool complete(const std::vector<Player>& players, const engine::RuleSet& rules,
              const records::GameEnd& end) {
  if (static_cast<int>(players.size()) != rules.army_count()) return false;
  for (int a = 0; a < rules.army_count(); ++a) {
    for (int b = 0; b < a; ++b)
      if (players[a] == players[b] && (end.free_for_all() || rules.team(a) != rules.team(b)))
        return false;
  }
  return true;
}

}  // namespace

std::optional<ratings::GameResult> scheduled_game_result(const ScheduledGame& game,
                                                         const engine::RuleSet& rules,
                                                         const records::GameEnd& end) {
  if (!complete(game.seats, rules, end)) return std::nullopt;
  auto g = scored_game(game.seats, rules, end);
  if (g) g->pair = game.pair;
  return g;
}

RatedGames games_from_archive(const std::vector<records::ArchivedResult>& games,
                              const engine::RuleSet& rules) {
  RatedGames out;
  std::map<std::string, int> two_sided, free_for_all;
  for (const records::ArchivedResult& r : games) {
    if (!r.end.free_for_all() && !r.end.team_score) {
      ++out.unfinished;
      continue;
    }
    const bool named = std::find(r.players.begin(), r.players.end(), "") == r.players.end();
    if (!named || !complete(r.players, rules, r.end)) {
      ++out.incomplete;
      continue;
    }
    RatingPool& pool = r.end.free_for_all() ? out.free_for_all : out.two_sided;
    std::map<std::string, int>& numbers = r.end.free_for_all() ? free_for_all : two_sided;
    std::vector<int> seats;
    for (const std::string& p : r.players) {
      const auto [it, added] = numbers.emplace(p, static_cast<int>(numbers.size()));
      if (added) pool.names.push_back(p);
      seats.push_back(it->second);
    }
    pool.games.push_back(*scored_game(std::move(seats), rules, r.end));
  }
  return out;
}

RatedGames games_from_tournament(TournamentStore& store, std::int64_t tournament,
                                 const TournamentConfig& config) {
  const auto rules = make_rules(config);
  RatedGames out;
  for (const EngineSpec& e : config.engines) out.two_sided.names.push_back(e.name);
  out.free_for_all.names = out.two_sided.names;
  for (const TournamentGame& t : store.played(tournament)) {
    for (int e : t.game.seats)
      if (e < 0 || e >= static_cast<int>(config.engines.size()))
        throw StoreError("tournament " + std::to_string(tournament) + ": game " +
                         std::to_string(t.game.index + 1) + " seats an engine it does not have");
    if (auto g = scheduled_game_result(t.game, *rules, *t.end))
      (g->side_place.empty() ? out.two_sided : out.free_for_all).games.push_back(std::move(*g));
    else if (t.end->free_for_all() || t.end->team_score)
      ++out.incomplete;
    else
      ++out.unfinished;
  }
  return out;
}

}  // namespace chatur::tournament
