// How a recorded game ended, as the typed values the archive stores and standings and ratings
// count: a team game's points per team, a free-for-all's place per army, and each army's points
// where the rule set scores them. The Result, Placements and ArmyPoints tags are text made from
// it (records/army_values.h).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/outcome.h"
#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::records {

struct GameEnd {
  // Machine-readable reason (docs/records.md, "Results and termination"): a board ending's
  // engine::termination_name, or "resignation", "unterminated", ...; "" while a game is played.
  std::string termination;
  // A team game's two-sided result: the points of team 0 (White; Red and Yellow) and team 1,
  // 1 : 0, 0.5 : 0.5, 0.75 : 0.25 for a half-win. Nothing for `*` and for a free-for-all.
  std::optional<std::array<double, 2>> team_score;
  // A finished free-for-all: each army's place from 1, in turn order, tied armies sharing the
  // better place. Empty otherwise.
  std::vector<int> placements;
  // Each army's points, in turn order, where the rule set scores points and they are known.
  // Empty otherwise.
  std::vector<int> points;

  bool free_for_all() const { return !placements.empty(); }
  friend bool operator==(const GameEnd&, const GameEnd&) = default;
};

// The end the board gave: engine::outcome of the final position, finished.
GameEnd board_end(const engine::Outcome& outcome, const engine::RuleSet& rules);

// Team `team` wins (a resignation, a fault, an adjudication).
GameEnd won_by(int team, std::string termination);
// A draw between the two teams.
GameEnd drawn(std::string termination);

// The end of a game stopped off the board in `pos` (a fault, an adjudication, a ply limit): the
// player of `loser` (the controller of that army) loses, or nobody with no loser. In a team game
// the loser's team loses, or the teams draw. In a free-for-all the armies still in play share
// first place, the armies of the losing player (still in play) the place after them, and armies
// already out keep the order they went out in below these.
GameEnd stopped(const engine::Position& pos, std::optional<int> loser, std::string termination);

// The Result tag and token: "1-0" when team 0 scored more (a half-win too), "0-1", "1/2-1/2";
// "*" for a free-for-all, whose result is its placements, and for a game without a result.
std::string result_text(const GameEnd& end);

}  // namespace chatur::records
