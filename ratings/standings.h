// Tournament standings: points under the rule set's scoring (the side scores of the games),
// wins, draws and losses, broken down by seat and by opponent, and how the games ended.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ratings/game_result.h"
#include "ratings/tally.h"

namespace chatur::ratings {

struct PlayerStanding {
  int player = 0;
  Tally total;
  // By the seat the player took (the first of its seats when it plays several, as in `teams`
  // games, so that index 0 is "moved first"); sized to the largest seat count seen.
  std::vector<Tally> by_seat;
  // By opponent: a game counts against every player on another side; sized `players`.
  std::vector<Tally> by_opponent;
  std::map<std::string, int> terminations;  // of the games it played, by reason
  // Free-for-all games: how many it finished with a place, the sum of those places (1 best),
  // and how many of them it finished first (a shared first place included).
  int placed = 0;
  int place_sum = 0;
  int firsts = 0;
  // Games with points (GameResult::seat_points), and the sum of the points of its armies in them.
  int pointed = 0;
  long long army_points = 0;
};

struct Standings {
  std::vector<PlayerStanding> players;      // by player number
  std::vector<int> ranking;                 // players by points, then wins, then number
  std::map<std::string, int> terminations;  // of all games, by reason ("" shown as "unknown")
};

// Throws std::invalid_argument for a game validate_game rejects.
Standings compute_standings(const std::vector<GameResult>& games, int players);

// A plain-text table for the terminal, one line per player in ranking order (rank, name, games,
// points, score %, W, D, L, with free-for-all games the average place and the firsts, with
// games that score points the sum of its armies' points, then points per seat), then the
// terminations. names[i] names
// player i; missing names print as "#i".
std::string format_standings(const Standings& standings, const std::vector<std::string>& names);

}  // namespace chatur::ratings
