#include "tournament/rated_games.h"

#include <map>

#include "engine/rule_sets/registry.h"

namespace chatur::tournament {
namespace {

// The game with these players by army; nothing when it has no two-sided result.
std::optional<ratings::GameResult> scored_game(std::vector<int> seat_player,
                                               const engine::RuleSet& rules,
                                               const records::GameEnd& end) {
  if (!end.team_score) return std::nullopt;
  ratings::GameResult g;
  g.seat_player = std::move(seat_player);
  for (int a = 0; a < rules.army_count(); ++a) g.seat_side.push_back(rules.team(a));
  g.side_score = {(*end.team_score)[0], (*end.team_score)[1]};
  g.termination = end.termination;
  return g;
}

// Every army has a player, and no player sits on both sides (the record could not say who
// scored).
bool complete(const std::vector<std::string>& players, const engine::RuleSet& rules) {
  if (static_cast<int>(players.size()) != rules.army_count()) return false;
  for (int a = 0; a < rules.army_count(); ++a) {
    if (players[a].empty()) return false;
    for (int b = 0; b < a; ++b)
      if (players[a] == players[b] && rules.team(a) != rules.team(b)) return false;
  }
  return true;
}

}  // namespace

std::optional<ratings::GameResult> scheduled_game_result(const ScheduledGame& game,
                                                         const engine::RuleSet& rules,
                                                         const records::GameEnd& end) {
  auto g = scored_game(game.seats, rules, end);
  if (g) g->pair = game.pair;
  return g;
}

RatedGames games_from_archive(const std::vector<records::ArchivedResult>& games,
                              const engine::RuleSet& rules) {
  RatedGames out;
  std::map<std::string, int> numbers;
  for (const records::ArchivedResult& r : games) {
    if (r.end.free_for_all()) {
      ++out.free_for_all;
      continue;
    }
    if (!r.end.team_score) {
      ++out.unfinished;
      continue;
    }
    if (!complete(r.players, rules)) {
      ++out.incomplete;
      continue;
    }
    std::vector<int> seats;
    for (const std::string& p : r.players) {
      const auto [it, added] = numbers.emplace(p, static_cast<int>(numbers.size()));
      if (added) out.names.push_back(p);
      seats.push_back(it->second);
    }
    out.games.push_back(*scored_game(std::move(seats), rules, r.end));
  }
  return out;
}

RatedGames games_from_tournament(TournamentStore& store, std::int64_t tournament,
                                 const TournamentConfig& config) {
  const auto rules = engine::rule_sets::make(config.variant);
  // Seats and pairs do not depend on the openings, only which opening a game used does; so the
  // schedule is rebuilt without reading the openings file, which may have moved since.
  const std::vector<ScheduledGame> schedule = make_schedule(schedule_spec(config, 0));
  if (store.scheduled_count(tournament) != static_cast<std::int64_t>(schedule.size()))
    throw StoreError("the stored schedule of tournament " + std::to_string(tournament) +
                     " does not match its configuration");
  RatedGames out;
  for (const EngineSpec& e : config.engines) out.names.push_back(e.name);
  for (const PlayedGame& p : store.played(tournament)) {
    if (auto g = scheduled_game_result(schedule[p.index], *rules, p.end))
      out.games.push_back(std::move(*g));
    else
      ++out.unfinished;
  }
  return out;
}

}  // namespace chatur::tournament
