// Matches between two levels of the built-in engines inside one process: the strength test of the
// unit tests and the `chatur engine-match` benchmark.
//
// Seating. In team games the first player plays team g % 2 in game g (both armies of a team in
// four-army games); game pairs 2k and 2k+1 share an opening and swap sides. In a four-army
// free-for-all the first player takes the armies of team g % 2's seats (Red and Yellow in even
// games, Green and Black in odd ones) and the second player the other two; each army still plays
// for itself, and an army taken over under captor control is moved by its controller's player.
// Scoring. A team game scores 1, 1/2 or 0. A free-for-all scores each army by its place: from 1
// for 1st down to 0 for the last, evenly between, armies tied on a place sharing the places
// they span; a player's game score is the mean of its armies' (the two players' scores add up
// to 1).
// Dice. Every roll comes from a generator seeded by the match seed and the game's index, so a
// match is reproducible; the two games of a pair roll the same sequence.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/outcome.h"
#include "engine/rule_set.h"
#include "players/time_manager.h"

namespace chatur::players {

struct MatchConfig {
  std::string first = "random";  // level names
  std::string second = "level4";
  int games = 2;
  Limits per_move;  // the same for every move of both players: nodes, depth or movetime
  // Random plies played from the start position before the players take over, so that the
  // games differ; game pairs 2k and 2k+1 share an opening and swap sides.
  int opening_plies = 4;
  int max_plies = 0;  // a game still going after this many plies is a draw (0: 150 rounds)
  std::uint64_t seed = 1;
};

struct MatchGame {
  int index = 0;       // from 0
  int first_team = 0;  // the team (0: White, Red+Yellow) the first player played
  std::string result;  // "1-0", "0-1", "1/2-1/2"; a free-for-all's places: "places 1,4,2,3"
  std::string reason;  // engine::termination_name, or "ply-limit"
  int plies = 0;
  double first_score = 0;  // 1, 1/2 or 0; in a free-for-all anything between
};

struct MatchResult {
  int wins = 0, draws = 0, losses = 0;  // of the first player: scores above, at, below 1/2
  std::vector<double> scores;           // the first player's score of each game
  std::uint64_t nodes = 0;              // searched by both players
  double search_seconds = 0;            // wall time spent in their searches
  double search_cpu_seconds = 0;        // processor time of the same (less on a busy machine)
  double first_score() const;
};

// Plays the match, seated and scored as above. Throws std::invalid_argument for an unknown level
// name.
// A free-for-all army's score for its place (see Scoring above): 1 for 1st, 0 for the last.
double place_score(const engine::Outcome& outcome, int army, int army_count);

MatchResult play_match(const engine::RuleSet& rules, const MatchConfig& config,
                       const std::function<void(const MatchGame&)>& on_game = {});

}  // namespace chatur::players
