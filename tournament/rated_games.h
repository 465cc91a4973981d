// The games a rating is fitted on, from the archive or from a stored tournament: players
// numbered, each army's side taken from the rule set (engine::RuleSet::team), each side's points
// the game's typed end (records::GameEnd::team_score: a half-win scores 0.75 : 0.25).
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

struct RatedGames {
  std::vector<std::string> names;  // names[i] names player i
  std::vector<ratings::GameResult> games;
  int unfinished = 0;  // left out: a result that scores no points ("*")
  // Left out: free-for-all games, which have places rather than two sides' points; ratings from
  // placements are still to come.
  int free_for_all = 0;
  int incomplete = 0;  // left out: an army without a player, or a player on both sides
};

// A finished scheduled game: its seats and pair from the schedule. Nothing when the game has no
// two-sided result ("*").
std::optional<ratings::GameResult> scheduled_game_result(const ScheduledGame& game,
                                                         const engine::RuleSet& rules,
                                                         const records::GameEnd& end);

// Archived games, every one of the rule set `rules`. Players are numbered by first appearance,
// in the order of the games. No game has a pair: the archive does not record which games were
// played as a pair.
RatedGames games_from_archive(const std::vector<records::ArchivedResult>& games,
                              const engine::RuleSet& rules);

// The played games of a stored tournament, as its runner rates them: every engine of the
// configuration is a player (config order), seats and pairs come from the schedule. Games the
// archive holds once (two games with the same moves) count as often as they were played.
// `config` is the tournament's stored configuration. Throws StoreError for an unknown tournament
// or a stored schedule that does not match the configuration.
RatedGames games_from_tournament(TournamentStore& store, std::int64_t tournament,
                                 const TournamentConfig& config);

}  // namespace chatur::tournament
