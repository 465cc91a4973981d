#include "ratings/game_result.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace chatur::ratings {

int side_count(const GameResult& game) {
  return static_cast<int>(game.side_score.size());
}

int first_side(const GameResult& game) {
  if (game.seat_side.empty()) throw std::invalid_argument("game without seats");
  return game.seat_side.front();
}

std::vector<int> side_players(const GameResult& game, int side) {
  std::vector<int> players;
  for (std::size_t seat = 0; seat < game.seat_side.size(); ++seat) {
    const int player = game.seat_player[seat];
    if (game.seat_side[seat] == side &&
        std::find(players.begin(), players.end(), player) == players.end()) {
      players.push_back(player);
    }
  }
  return players;
}

void validate_game(const GameResult& game, int players) {
  const auto fail = [](const std::string& why) {
    throw std::invalid_argument("game result: " + why);
  };
  if (game.seat_player.size() != game.seat_side.size()) fail("seat_player and seat_side differ");
  if (game.seat_player.size() < 2) fail("fewer than two seats");
  const int sides = side_count(game);
  if (sides < 2) fail("fewer than two sides");
  std::vector<bool> seated(sides, false);
  for (std::size_t seat = 0; seat < game.seat_player.size(); ++seat) {
    if (game.seat_player[seat] < 0 || game.seat_player[seat] >= players) fail("unknown player");
    if (game.seat_side[seat] < 0 || game.seat_side[seat] >= sides) fail("side without a score");
    seated[game.seat_side[seat]] = true;
  }
  if (std::find(seated.begin(), seated.end(), false) != seated.end()) fail("side without a seat");
  for (std::size_t seat = 0; seat < game.seat_player.size(); ++seat) {
    for (std::size_t other = 0; other < seat; ++other) {
      if (game.seat_player[seat] == game.seat_player[other] &&
          game.seat_side[seat] != game.seat_side[other]) {
        fail("a player on two sides");
      }
    }
  }
  for (double score : game.side_score) {
    if (!(score >= 0.0 && score <= 1.0)) fail("score outside [0, 1]");
  }
  if (!game.side_place.empty()) {
    if (static_cast<int>(game.side_place.size()) != sides) fail("places are not one per side");
    for (int place : game.side_place) {
      const auto ahead = std::count_if(game.side_place.begin(), game.side_place.end(),
                                       [&](int other) { return other < place; });
      if (place != 1 + ahead) fail("places are not a ranking (1 + the sides placed ahead)");
    }
  }
  if (!game.seat_points.empty() && game.seat_points.size() != game.seat_player.size())
    fail("points are not one per seat");
}

std::vector<double> placement_scores(const std::vector<int>& places) {
  std::vector<double> scores;
  for (int place : places) {
    double beaten = 0.0;
    for (int other : places) beaten += other > place ? 1.0 : (other == place ? 0.5 : 0.0);
    // The side met itself once, as a tie.
    scores.push_back((beaten - 0.5) / static_cast<double>(places.size() - 1));
  }
  return scores;
}

OutcomeWeights split_score(double score) {
  if (score >= 0.5) return {2.0 * score - 1.0, 2.0 - 2.0 * score, 0.0};
  return {0.0, 2.0 * score, 1.0 - 2.0 * score};
}

}  // namespace chatur::ratings
