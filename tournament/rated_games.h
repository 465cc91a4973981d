// The games a rating is fitted on, from the archive or from a stored tournament, players
// numbered. A team game's sides are the rule set's teams (engine::RuleSet::team), each side's
// points the game's typed end (records::GameEnd::team_score: a half-win scores 0.75 : 0.25),
// also where the rule set scores stakes (ArmyPoints): the team result is what is rated. A
// free-for-all's sides are its armies, each with its place (records::GameEnd::placements).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/rule_set.h"
#include "ratings/game_result.h"
#include "records/archive.h"
#include "records/game_end.h"
#include "tournament/config.h"
#include "tournament/schedule.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {

// Games rated together.
struct RatingPool {
  std::vector<std::string> names;  // names[i] names player i
  std::vector<ratings::GameResult> games;
};

// Two-sided results and free-for-all placements are rated apart: their ratings are not on one
// scale.
struct RatedGames {
  RatingPool two_sided;     // team points: Bradley-Terry or team strengths
  RatingPool free_for_all;  // places: Plackett-Luce
  int unfinished = 0;       // left out: neither points nor places (result "*")
  int incomplete = 0;       // left out: an army without a player, or a player on two sides
};

// A finished scheduled game: its seats and pair from the schedule; a free-for-all's sides are
// its armies with their places. Nothing when the game has neither points nor places ("*"), or
// has places and one engine on two armies.
std::optional<ratings::GameResult> scheduled_game_result(const ScheduledGame& game,
                                                         const engine::RuleSet& rules,
                                                         const records::GameEnd& end);

// Archived games, every one of the rule set `rules` (whose own options do not matter: a game
// with places is a free-for-all). Players are numbered in each pool by first appearance, in the
// order of the games. No game has a pair: the archive does not record which games were played
// as a pair.
RatedGames games_from_archive(const std::vector<records::ArchivedResult>& games,
                              const engine::RuleSet& rules);

// The played games of a stored tournament, as its runner rates them: every engine of the
// configuration is a player of both pools (config order), seats and pairs are the stored ones.
// Games the archive holds once (two games with the same moves) count as often as they were
// played. `config` is the tournament's stored configuration. Throws StoreError for a stored
// game that seats an engine the configuration does not have.
RatedGames games_from_tournament(TournamentStore& store, std::int64_t tournament,
                                 const TournamentConfig& config);

}  // namespace chatur::tournament
