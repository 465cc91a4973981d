#include "ratings/army_table.h"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "ratings/game_result.h"

namespace chatur::ratings {

std::vector<ArmyStanding> army_table(const std::vector<ArmyGame>& games, int armies) {
  std::vector<ArmyStanding> all(armies);
  for (int a = 0; a < armies; ++a) all[a].army = a;
  for (const ArmyGame& game : games) {
    if (game.armies.size() != game.places.size())
      throw std::invalid_argument("an army game needs one place per army");
    // The places checked as validate_game checks a free-for-all's: every seat its own side.
    GameResult check;
    for (std::size_t seat = 0; seat < game.places.size(); ++seat) {
      check.seat_player.push_back(static_cast<int>(seat));
      check.seat_side.push_back(static_cast<int>(seat));
    }
    check.side_place = game.places;
    check.side_score = placement_scores(game.places);
    validate_game(check, static_cast<int>(game.places.size()));
    for (std::size_t seat = 0; seat < game.armies.size(); ++seat) {
      const int army = game.armies[seat];
      if (army < 0 || army >= armies)
        throw std::invalid_argument("army " + std::to_string(army) + " out of range");
      ArmyStanding& s = all[army];
      ++s.games;
      s.place_sum += game.places[seat];
      s.firsts += game.places[seat] == 1;
      s.score += check.side_score[seat];
    }
  }
  std::vector<ArmyStanding> table;
  for (const ArmyStanding& s : all)
    if (s.games > 0) table.push_back(s);
  // Compared as fractions, without rounding: a/b < c/d as a*d < c*b.
  std::stable_sort(table.begin(), table.end(), [](const ArmyStanding& x, const ArmyStanding& y) {
    const long long lx = static_cast<long long>(x.place_sum) * y.games;
    const long long ly = static_cast<long long>(y.place_sum) * x.games;
    if (lx != ly) return lx < ly;
    return static_cast<long long>(x.firsts) * y.games > static_cast<long long>(y.firsts) * x.games;
  });
  return table;
}

std::string format_army_table(const std::vector<ArmyStanding>& table,
                              const std::vector<std::string>& names) {
  std::size_t name_width = 4;
  for (const ArmyStanding& s : table) name_width = std::max(name_width, names.at(s.army).size());
  std::ostringstream out;
  char line[256];
  std::snprintf(line, sizeof line, "%4s  %-*s %7s %7s %7s %7s\n", "Rank",
                static_cast<int>(name_width), "Army", "Games", "Place", "Firsts", "Score");
  out << line;
  for (std::size_t k = 0; k < table.size(); ++k) {
    const ArmyStanding& s = table[k];
    std::snprintf(line, sizeof line, "%4zu  %-*s %7d %7.2f %7d %6.1f%%\n", k + 1,
                  static_cast<int>(name_width), names.at(s.army).c_str(), s.games,
                  s.average_place(), s.firsts, 100.0 * s.score_share());
    out << line;
  }
  return out.str();
}

}  // namespace chatur::ratings
