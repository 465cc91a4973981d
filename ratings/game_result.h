// A finished game as the rating and standings code sees it: who sat in which seat, which side
// each seat played for, and what each side scored.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace chatur::ratings {

// Players are numbered 0..players-1 by the caller; names live with the caller.
//
// Two-army games: seat_player {white, black}, seat_side {0, 1}.
// `teams` four-army games (one engine plays both armies of a team): seat_player {a, b, a, b},
// seat_side {0, 1, 0, 1}.
// `seats` four-army games (one engine per army): seat_player {a, b, c, d}, seat_side {0, 1, 0, 1}.
// Free-for-all games: every seat its own side, seat_side {0, 1, 2, 3}, and side_place filled in;
// a side's score is the share of the other sides it finished ahead of, a tie counting half
// (placement_scores).
struct GameResult {
  std::vector<int> seat_player;  // by seat (army) in turn order; seat 0 moves first
  std::vector<int> seat_side;    // the side each seat plays for, sides numbered from 0
  // Points of each side in [0, 1] under the rule set's scoring: 1 win, 0.5 draw, 0 loss, and
  // values in between where the rule set has them (a stalemate scored 0.75 / 0.25).
  std::vector<double> side_score;
  // Free-for-all: finishing place of each side, 1 best, tied sides sharing the better place; else
  // empty.
  std::vector<int> side_place;
  std::optional<std::int64_t> pair;  // games of one opening played with the seats swapped share it
  std::string termination;           // machine-readable reason (engine::termination_name)
  // Where the rule set scores points (the ArmyPoints of al-Biruni's payments, the Chaturaji
  // stakes): each seat's (army's) points, by seat; else empty.
  std::vector<int> seat_points;
};

// The number of sides of the game.
int side_count(const GameResult& game);

// The side of the seat that moves first.
int first_side(const GameResult& game);

// The distinct players of one side, in seat order.
std::vector<int> side_players(const GameResult& game, int side);

// Throws std::invalid_argument unless: seats and sides have the same length, every player is in
// [0, players), sides are numbered 0..k-1 with k >= 2 and each has a seat, no player sits on two
// sides, one score per side in [0, 1], places (when given) one per side, each 1 + the number of
// sides placed ahead of it (tied sides share the better place: 1, 1, 3, 4), points (when given)
// one per seat.
void validate_game(const GameResult& game, int players);

// Each side's score from its place (places as validate_game takes them): the share of the other
// sides it finished ahead of, a tie counting half. First of four scores 1, second 2/3; two sides
// tied for first 5/6 each.
std::vector<double> placement_scores(const std::vector<int>& places);

// A score in [0, 1] as a mixture of the two nearest of win (1), draw (0.5) and loss (0), with
// the same expected score: 0.75 is half a win and half a draw. Trinomial models and W/D/L counts
// take fractional results through it.
struct OutcomeWeights {
  double win = 0;
  double draw = 0;
  double loss = 0;
};
OutcomeWeights split_score(double score);

}  // namespace chatur::ratings
