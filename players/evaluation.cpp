#include "players/evaluation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

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
// A king this many squares (or fewer) from a throne it may still score counts part of that stake.
constexpr int kThroneReach = 4;

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
      int steps = 0;
      for (int t = s + off; g.exists(static_cast<Square>(t)) && (!mv.range || steps < mv.range);
           t += off, ++steps) {
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
  const auto& spec = rules.spec();
  family_terms_ = spec.thrones || spec.king_exchange || spec.frozen_without_royal ||
                  spec.scores_points || spec.bonus;
  if (spec.scores_points) {
    // Payments are in the pieces' own values: a point is what a pawn's capture pays.
    const int pawn = rules.pawn_type();
    const int pawn_payment = pawn >= 0 ? rules.piece(pawn).value : 0;
    point_value_ = spec.payments && pawn_payment > 0 ? kPawnValue / pawn_payment : kStakeValue;
  }
  const Geometry& g = rules.geometry();
  threats_ = features.threats && rules.has_dice();
  if (threats_) {
    attackers_.assign(g.mailbox_size(), 0);
    worst_.assign(g.mailbox_size(), 0);
    const int faces = rules.die_high() - rules.die_low() + 1;
    for (int t = 0; t < rules.type_count(); ++t) {
      int hits = 0;
      for (int v = rules.die_low(); v <= rules.die_high(); ++v) hits += rules.die_types(v) >> t & 1;
      // At least one die of a throw allows the type.
      const double miss = 1.0 - static_cast<double>(hits) / faces;
      die_chance_[t] =
          static_cast<int>(std::lround(1000.0 * (1.0 - std::pow(miss, spec.dice.count))));
    }
  }
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
      // Under per-army rules an army may have several royal pieces (British ministers) that
      // fall one by one: each is worth its reach.
      if (spec.payments && point_value_ > 0)
        army_value_[a][t] = piece.value * point_value_;
      else if (piece.royal && !rules.army_rules())
        army_value_[a][t] = royals_captured ? kRoyalValue : 0;
      else if (piece.pawn)
        army_value_[a][t] = kPawnValue;
      else
        army_value_[a][t] = static_cast<int>(std::lround(average * kCentipawnsPerSquare));
      if (a == 0) value_[t] = army_value_[a][t];
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
    const Relation r = pos.relation(army, board[from + off]);
    n += r == Relation::kEmpty || r == Relation::kEnemy;
  }
  for (int off : mv.leaps[kMoveOnly]) n += board[from + off] == engine::kEmpty;
  for (int off : mv.leaps[kCaptureOnly])
    n += pos.relation(army, board[from + off]) == Relation::kEnemy;
  const int range = mv.range ? mv.range : engine::kMaxFiles + engine::kMaxRanks;
  for (int mode : {kAny, kMoveOnly, kCaptureOnly})
    for (int off : mv.riders[mode]) {
      int s = from + off, steps = 1;
      for (; board[s] == engine::kEmpty && steps <= range; s += off, ++steps)
        n += mode != kCaptureOnly;
      n += steps <= range && mode != kMoveOnly && pos.relation(army, board[s]) == Relation::kEnemy;
    }
  return n;
}

template <typename Visit>
void Evaluator::for_each_attack(const engine::Position& pos, int army, Square from, int type,
                                Visit visit) const {
  const Cell* board = pos.board();
  const Movement& mv = rules_.movement(army, type, from);
  for (int mode : {static_cast<int>(engine::StepMode::kAny),
                   static_cast<int>(engine::StepMode::kCaptureOnly)}) {
    for (int off : mv.leaps[mode])
      if (board[from + off] != engine::kWall) visit(static_cast<Square>(from + off));
    for (int off : mv.riders[mode]) {
      int s = from + off;
      for (; board[s] == engine::kEmpty; s += off) visit(static_cast<Square>(s));
      if (board[s] != engine::kWall) visit(static_cast<Square>(s));
    }
  }
}

std::array<int, engine::kMaxArmies> Evaluator::threat_losses(const engine::Position& pos) const {
  std::array<int, engine::kMaxArmies> losses{};
  if (!threats_) return losses;
  const int n = rules_.army_count();
  const Cell* board = pos.board();
  for (int a = 0; a < n; ++a)
    for (Square s : pos.pieces(a))
      for_each_attack(pos, a, s, engine::type_of(pos.at(s)),
                      [&](Square t) { attackers_[t] |= static_cast<std::uint8_t>(1u << a); });
  // The worst expected loss of each attacked piece, in 1/1000 centipawns, by square.
  const int mover = pos.awaiting_roll() ? -1 : pos.to_move();
  for (int a = 0; a < n; ++a) {
    if (a == mover) continue;
    for (Square s : pos.pieces(a)) {
      const int type = engine::type_of(pos.at(s));
      if (die_chance_[type] == 0) continue;
      for_each_attack(pos, a, s, type, [&](Square v) {
        const Cell victim = board[v];
        if (pos.relation(a, victim) != Relation::kEnemy) return;
        bool defended = false;
        for (int d = 0; d < n; ++d)
          defended |= (attackers_[v] >> d & 1) && pos.relation(d, victim) == Relation::kFriend;
        const int value = value_[engine::type_of(victim)];
        const int gain = defended ? std::max(0, value - value_[type]) : value;
        worst_[v] = std::max(worst_[v], gain * die_chance_[type]);
      });
    }
  }
  std::array<int, engine::kMaxArmies> worst_sum{};
  for (int b = 0; b < n; ++b)
    for (Square v : pos.pieces(b)) {
      worst_sum[b] += worst_[v];
      worst_[v] = 0;
    }
  for (int a = 0; a < n; ++a)
    for (Square s : pos.pieces(a))
      for_each_attack(pos, a, s, engine::type_of(pos.at(s)), [&](Square t) { attackers_[t] = 0; });
  for (int b = 0; b < n; ++b) losses[b] = worst_sum[b] / 2000;
  return losses;
}

int Evaluator::material_score(const engine::Position& pos, int army) const {
  int score = 0;
  const int pawn = rules_.pawn_type();
  for (Square s : pos.pieces(army)) {
    const int type = engine::type_of(pos.at(s));
    score += army_value_[engine::army_of(pos.at(s))][type];
    if (features_.placement) score += placement_[army][type][s];
    if (features_.mobility && type != pawn && !rules_.is_royal(type))
      score += kMobilityWeight * mobility(pos, army, s, type);
  }
  // Pieces that come into the game later (Power::kDeploy, kReturn, kGift): the Ottoman reserve is
  // its army, a Persian piece in the pool comes back only on a free red square, a pawn to place
  // is placed at the turn's start.
  if (rules_.army_rules()) {
    for (int t = 0; t < rules_.type_count(); ++t)
      score += army_value_[army][t] * (pos.hand(army, t) + pos.pool(army, t) / 2);
    score += army_value_[army][pawn] * pos.to_place(army);
  }
  // The army's own secret piece, which its view knows: its royal (losing it loses the game) or
  // its bomb (Power::kSecretRoyal, kSecretBomb).
  if (rules_.has_secrets() && pos.secret(army) != engine::kNoSquare &&
      engine::army_of(pos.at(pos.secret(army))) == army)
    score += rules_.army_rules(army).power == engine::Power::kSecretRoyal ? kRoyalValue
                                                                          : kSecretBombValue;
  return score;
}

bool Evaluator::can_move(const engine::Position& pos, int army) const {
  if (pos.royal_count(army) > 0 || pos.royals_in_hand(army) > 0) return true;
  const int commander = pos.controller(army);
  return commander != army && pos.royal_count(commander) > 0;
}

int Evaluator::family_score(const engine::Position& pos, int army) const {
  const auto& spec = rules_.spec();
  int score = material_score(pos, army);
  // A frozen army's pieces never move again unless a king comes back: they only block and wait
  // to be taken, so they count half.
  if (spec.frozen_without_royal && !can_move(pos, army)) score /= 2;
  score += pos.points(army) * point_value_;
  const int king = rules_.royal_type();
  // A king in hand cannot be taken and comes back on the army's next turn: nearly a king.
  if (king >= 0) score += pos.royals_in_hand(army) * value_[king] * 3 / 4;
  const Square at = pos.royal_square(army);
  const Geometry& g = rules_.geometry();
  if (spec.thrones && at != engine::kNoSquare && pos.royal_count(army) > 0) {
    for (int b = 0; b < rules_.army_count(); ++b) {
      const Square throne = rules_.throne(b);
      if (b == army || throne == engine::kNoSquare) continue;
      const int distance = std::max(std::abs(g.file_of(at) - g.file_of(throne)),
                                    std::abs(g.rank_of(at) - g.rank_of(throne)));
      const int near = std::max(0, kThroneReach - distance);
      if (near == 0) continue;
      if (rules_.team(b) != rules_.team(army)) {
        // An opposing throne not yet scored is a stake within the king's reach.
        if (!(pos.thrones_scored(army) >> b & 1)) score += kStakeValue * near / (2 * kThroneReach);
      } else if (pos.controller(army) == army && pos.controller(b) == b && !can_move(pos, b)) {
        // The frozen partner's throne: reaching it takes command and frees the partner's pieces,
        // the half that freezing took from them.
        score += material_score(pos, b) / 2 * near / (2 * kThroneReach);
      }
    }
  }
  if (spec.bonus && pos.royal_count(army) > 0 && pos.last_king_loss(army).captor < 0) {
    // al-Biruni's bonus: every king the others lost taken by this army, none of its own ever
    // taken. Each king on the way makes the bonus nearer.
    int kings_taken = 0;
    bool eligible = true;
    for (int b = 0; b < rules_.army_count(); ++b) {
      if (b == army) continue;
      const unsigned captors = pos.king_captors(b);
      eligible &= (captors & ~(1u << army)) == 0;
      kings_taken += (captors >> army & 1) != 0;
    }
    const int others = rules_.army_count() - 1;
    if (eligible && others > 0)
      score += kings_taken * spec.bonus_total * point_value_ / (others * others);
  }
  return score;
}

int Evaluator::material_and_family(const engine::Position& pos, int army) const {
  return family_terms_ ? family_score(pos, army) : material_score(pos, army);
}

int Evaluator::army_score(const engine::Position& pos, int army) const {
  return material_and_family(pos, army) - threat_losses(pos)[army];
}

int Evaluator::evaluate(const engine::Position& pos) const {
  const int us = pos.side(pos.to_move());
  const std::array<int, engine::kMaxArmies> losses = threat_losses(pos);
  int score = 0;
  for (int a = 0; a < rules_.army_count(); ++a) {
    const int s = material_and_family(pos, a) - losses[a];
    score += pos.side(a) == us ? s : -s;
  }
  return score;
}

std::array<int, engine::kMaxArmies> Evaluator::evaluate_all(const engine::Position& pos) const {
  const int n = rules_.army_count();
  std::array<int, engine::kMaxArmies> by_player{};
  const std::array<int, engine::kMaxArmies> losses = threat_losses(pos);
  for (int a = 0; a < n; ++a)
    by_player[pos.controller(a)] += material_and_family(pos, a) - losses[a];
  int total = 0;
  for (int p = 0; p < n; ++p) total += by_player[p];
  std::array<int, engine::kMaxArmies> scores{};
  for (int p = 0; p < n; ++p)
    scores[p] = by_player[p] - (total - by_player[p]) / std::max(1, n - 1);
  return scores;
}

int Evaluator::evaluate_for(const engine::Position& pos, int player) const {
  return evaluate_all(pos)[player];
}

}  // namespace chatur::players
