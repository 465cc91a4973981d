// The army table: how each army of a four-army game fares over a set of free-for-all games
// (European Chess's armies: `chatur ratings --by-army`), whoever played it.
#pragma once

#include <string>
#include <vector>

namespace chatur::ratings {

// One free-for-all game: each seat's army (an index into the caller's names) and place
// (1 + the number of seats ahead of it; tied seats share the better place), in seat order.
struct ArmyGame {
  std::vector<int> armies;
  std::vector<int> places;
};

struct ArmyStanding {
  int army = 0;
  int games = 0;      // seats it played (an army on two seats of a game counts twice)
  int place_sum = 0;  // of those seats' places
  int firsts = 0;     // places 1, shared ones included
  double score = 0;   // sum of placement_scores: 1 first, 2/3 second, 1/3 third, 0 fourth
  double average_place() const { return games > 0 ? static_cast<double>(place_sum) / games : 0; }
  double score_share() const { return games > 0 ? score / games : 0; }
};

// Every army of [0, armies) that played a game, best average place first (ties: more firsts,
// then the lower index). Throws std::invalid_argument for a game whose armies and places differ
// in length, an army out of range, or places validate_game refuses.
std::vector<ArmyStanding> army_table(const std::vector<ArmyGame>& games, int armies);

// The table as text: rank, army, games, average place, firsts, score share in percent.
std::string format_army_table(const std::vector<ArmyStanding>& table,
                              const std::vector<std::string>& names);

}  // namespace chatur::ratings
