#include "players/evaluation.h"

#include <algorithm>
#include <cmath>

namespace chatur::players {
namespace {

using engine::Cell;
using engine::Geometry;
using engine::Movement;
using engine::Relation;
using engine::Square;

constexpr double kRiderFalloff = 0.7;  // chance that the next square of a ride is still open
constexpr double kCentipawnsPerSquare = 62.0;
constexpr double kPlacementPerSquare = 4.0;
constexpr int kPawnValue = 100;
constexpr int kPawnAdvanceWeight = 2;
constexpr int kMobilityWeight = 3;

// Squares a piece with this movement reaches from s on an empty board, further ride squares
// weighted down. Move-only and capture-only steps count half: each serves one purpose.
double empty_board_reach(const Geometry& g, const Movement& mv, Square s) {
  double reach = 0;
  for (int mode = 0; mode < 3; ++mode) {
    const double w = mode == static_cast<int>(engine::StepMode::kAny) ? 1.0 : 0.5;
    for (int off : mv.leaps[mode])
      if (g.exists(static_cast<Square>(s + off))) reach += w;
    for (int off : mv.riders[mode]) {
      double step = w;
      for (int t = s + off; g.exists(static_cast<Square>(t)); t += off) {
        reach += step;
        step *= kRiderFalloff;
      }
    }
  }
  return reach;
}

// How many straight pawn pushes lead from s off the board: 0 on the last rank.
int pushes_left(const Geometry& g, int push, Square s) {
  int n = 0;
  for (int t = s + push; g.exists(static_cast<Square>(t)); t += push) ++n;
  return n;
}

}  // namespace

Evaluator::Evaluator(const engine::RuleSet& rules, EvalFeatures features)
    : rules_(rules), features_(features) {
  const Geometry& g = rules.geometry();
  const auto& squares = g.squares();
  const bool royals_captured = rules.spec().royalty == engine::Royalty::kCapture;
  placement_.assign(
      rules.army_count(),
      std::vector<std::vector<int>>(rules.type_count(), std::vector<int>(g.mailbox_size(), 0)));
  for (int t = 0; t < rules.type_count(); ++t) {
    const auto& piece = rules.piece(t);
    for (int a = 0; a < rules.army_count(); ++a) {
      const Movement& mv = rules.movement(a, t);
      std::vector<double> reach(g.mailbox_size(), 0.0);
      double total = 0;
      for (Square s : squares) total += reach[s] = empty_board_reach(g, mv, s);
      const double average = squares.empty() ? 0 : total / static_cast<double>(squares.size());
      if (a == 0) {
        if (piece.royal)
          value_[t] = royals_captured ? kRoyalValue : 0;
        else if (piece.pawn)
          value_[t] = kPawnValue;
        else
          value_[t] = static_cast<int>(std::lround(average * kCentipawnsPerSquare));
      }
      // Royal pieces get no placement term: a central king is exposed, not strong.
      if (piece.royal) continue;
      if (piece.pawn) {
        const int push = rules.pawn_push(a);
        int longest = 0;
        for (Square s : squares) longest = std::max(longest, pushes_left(g, push, s));
        for (Square s : squares) {
          const int advance = longest - pushes_left(g, push, s);
          placement_[a][t][s] = kPawnAdvanceWeight * advance * advance;
        }
        continue;
      }
      for (Square s : squares)
        placement_[a][t][s] =
            static_cast<int>(std::lround((reach[s] - average) * kPlacementPerSquare));
    }
  }
}

int Evaluator::mobility(const engine::Position& pos, int army, Square from, int type) const {
  const Cell* board = pos.board();
  const Movement& mv = rules_.movement(army, type, from);
  constexpr int kAny = static_cast<int>(engine::StepMode::kAny);
  constexpr int kMoveOnly = static_cast<int>(engine::StepMode::kMoveOnly);
  constexpr int kCaptureOnly = static_cast<int>(engine::StepMode::kCaptureOnly);
  int n = 0;
  for (int off : mv.leaps[kAny]) {
    const Relation r = rules_.relation(army, board[from + off]);
    n += r == Relation::kEmpty || r == Relation::kEnemy;
  }
  for (int off : mv.leaps[kMoveOnly]) n += board[from + off] == engine::kEmpty;
  for (int off : mv.leaps[kCaptureOnly])
    n += rules_.relation(army, board[from + off]) == Relation::kEnemy;
  for (int mode : {kAny, kMoveOnly, kCaptureOnly})
    for (int off : mv.riders[mode]) {
      int s = from + off;
      for (; board[s] == engine::kEmpty; s += off) n += mode != kCaptureOnly;
      n += mode != kMoveOnly && rules_.relation(army, board[s]) == Relation::kEnemy;
    }
  return n;
}

int Evaluator::army_score(const engine::Position& pos, int army) const {
  int score = 0;
  const int pawn = rules_.pawn_type();
  for (Square s : pos.pieces(army)) {
    const int type = engine::type_of(pos.at(s));
    score += value_[type];
    if (features_.placement) score += placement_[army][type][s];
    if (features_.mobility && type != pawn && !rules_.is_royal(type))
      score += kMobilityWeight * mobility(pos, army, s, type);
  }
  return score;
}

int Evaluator::evaluate(const engine::Position& pos) const {
  const int us = rules_.team(pos.to_move());
  int score = 0;
  for (int a = 0; a < rules_.army_count(); ++a) {
    const int s = army_score(pos, a);
    score += rules_.team(a) == us ? s : -s;
  }
  return score;
}

}  // namespace chatur::players
