#include "ratings/head_to_head.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace chatur::ratings {

namespace {

// The side of `player` in the game, or -1.
int side_of(const GameResult& game, int player) {
  for (std::size_t seat = 0; seat < game.seat_player.size(); ++seat) {
    if (game.seat_player[seat] == player) return game.seat_side[seat];
  }
  return -1;
}

}  // namespace

HeadToHead head_to_head(const std::vector<GameResult>& games, int a, int b) {
  HeadToHead h;
  std::map<std::int64_t, std::vector<double>> pairs;
  for (const GameResult& game : games) {
    if (side_count(game) != 2) continue;
    const int side_a = side_of(game, a);
    const int side_b = side_of(game, b);
    if (side_a < 0 || side_b < 0 || side_a == side_b) continue;
    const double score = game.side_score[side_a];
    h.add(score);
    h.scores.push_back(score);
    if (game.pair) pairs[*game.pair].push_back(score);
  }
  h.per_game = elo_from_game_scores(h.scores);
  double paired_games = 0;
  for (const auto& [id, scores] : pairs) {
    if (scores.size() != 2) continue;
    paired_games += 2;
    const double total = scores[0] + scores[1];  // in [0, 2]
    h.pair_means.push_back(total / 2.0);
    const double bin = std::min(std::floor(total * 2.0), 3.0);  // lower multiple of 1/2
    const double above = total * 2.0 - bin;                     // share of the next bin
    const auto index = static_cast<std::size_t>(bin);
    h.pentanomial[index] += 1.0 - above;
    h.pentanomial[index + 1] += above;
  }
  if (paired_games > 0 && paired_games == h.games) h.paired = elo_from_pair_scores(h.pair_means);
  return h;
}

}  // namespace chatur::ratings
