#include "players/search.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/attacks.h"
#include "engine/movegen.h"
#include "engine/outcome.h"

namespace chatur::players {
namespace {

using engine::Move;
using engine::MoveKind;
using engine::MoveList;
using engine::Position;

constexpr int kInfinity = kMateScore + 1;
constexpr int kHistoryLimit = 1 << 24;
constexpr int kTTMoveScore = 1 << 30;
constexpr int kCaptureScore = 1 << 28;
constexpr int kPromotionScore = 1 << 27;
constexpr int kKillerScore = 1 << 26;
// A free-for-all scored by points: what the first place is worth beyond the middle one.
constexpr int kPlaceScale = 1500;
// Multiples of it tell apart the transposition table entries of a free-for-all's root players.
constexpr std::uint64_t kRootKeys = 0x9E3779B97F4A7C15ULL;
// How often (in nodes) the clock and the stop flag are read.
constexpr std::uint64_t kCheckEvery = 1024;

int score_to_tt(int s, int ply) {
  if (s >= kMateBound) return s + ply;
  if (s <= -kMateBound) return s - ply;
  return s;
}

int score_from_tt(int s, int ply) {
  if (s >= kMateBound) return s - ply;
  if (s <= -kMateBound) return s + ply;
  return s;
}

std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  const std::int64_t q = a / b;
  return q * b > a ? q - 1 : q;
}

std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return -floor_div(-a, b);
}

// Moves the best-scored of moves[i..n) to i.
void pick(ScoredMove* moves, int n, int i) {
  int best = i;
  for (int j = i + 1; j < n; ++j)
    if (moves[j].score > moves[best].score) best = j;
  std::swap(moves[i], moves[best]);
}

}  // namespace

std::optional<int> mate_in(int score) {
  if (score >= kMateBound) return (kMateScore - score + 1) / 2;
  if (score <= -kMateBound) return -((kMateScore + score + 1) / 2);
  return std::nullopt;
}

Search::Search(const engine::RuleSet& rules, const SearchOptions& options)
    : rules_(rules),
      options_(options),
      evaluator_(rules, options.features),
      tt_(options.hash_mb),
      lists_(kMaxPly + 1),
      ordered_(kMaxPly + 1),
      killers_(kMaxPly + 1),
      history_(static_cast<std::size_t>(engine::kMaxArmies) * engine::kMaxPieceTypes *
                   rules.geometry().mailbox_size(),
               0),
      pv_(kMaxPly + 1) {}

void Search::clear() {
  tt_.clear();
  std::fill(history_.begin(), history_.end(), 0);
  for (auto& k : killers_) k = {};
}

void Search::set_hash(std::size_t megabytes) {
  tt_.resize(megabytes);
}

std::size_t Search::history_index(Move m) const {
  const Position& pos = *pos_;
  const int army = pos.to_move();
  // Drops and passes have no piece on their from-square; they share the slot of type 0.
  const int type = engine::is_piece(pos.at(m.from())) ? engine::type_of(pos.at(m.from())) : 0;
  return (static_cast<std::size_t>(army) * engine::kMaxPieceTypes + type) *
             rules_.geometry().mailbox_size() +
         m.to();
}

bool Search::is_capture(Move m) const {
  const MoveKind k = m.kind();
  if (k == MoveKind::kEnPassant || k == MoveKind::kCaptureInPlace) return true;
  // A pair of pawn moves (Rome) counts as quiet, even where one of them captures.
  return (k == MoveKind::kNormal || k == MoveKind::kPromotion) &&
         engine::is_piece(pos_->at(m.to()));
}

int Search::plies_of(Move m) const {
  if (m.kind() != MoveKind::kPass || !pos_->in_dice_turn()) return 1;
  const std::array<int, 2> dice = pos_->dice();
  return (dice[0] != 0) + (dice[1] != 0);
}

bool Search::is_tactical(Move m) const {
  // A dead piece (chess.com's free-for-all) is worth nothing: taking it changes no score, and
  // boards full of them would make quiescence endless.
  if (is_capture(m) && m.kind() != MoveKind::kEnPassant &&
      rules_.is_dead(engine::type_of(pos_->at(m.to()))))
    return false;
  return is_capture(m) || m.kind() == MoveKind::kPromotion || m.kind() == MoveKind::kPromoteInPlace;
}

void Search::keep_tactical(MoveList& moves) const {
  for (int i = 0; i < moves.size();)
    if (is_tactical(moves[i]))
      ++i;
    else
      moves.erase_unordered(i);
}

void Search::drop_losing_captures(MoveList& moves) const {
  const Position& pos = *pos_;
  for (int i = 0; i < moves.size();) {
    const Move m = moves[i];
    const int attacker = evaluator_.value(engine::type_of(pos.at(m.from())));
    const bool losing = m.kind() == MoveKind::kNormal && is_capture(m) &&
                        attacker > evaluator_.value(engine::type_of(pos.at(m.to()))) &&
                        engine::is_attacked(pos, m.to(), engine::army_of(pos.at(m.from())));
    if (losing)
      moves.erase_unordered(i);
    else
      ++i;
  }
}

ScoredMove* Search::ordered_for(int ply, int n) {
  std::vector<ScoredMove>& ordered = ordered_[ply];
  if (static_cast<int>(ordered.size()) < n) ordered.resize(static_cast<std::size_t>(n));
  return ordered.data();
}

void Search::score_moves(const MoveList& moves, ScoredMove* out, Move tt_move, int ply) const {
  const Position& pos = *pos_;
  for (int i = 0; i < moves.size(); ++i) {
    const Move m = moves[i];
    int s;
    if (m == tt_move) {
      s = kTTMoveScore;
    } else if (is_capture(m)) {
      const int victim =
          m.kind() == MoveKind::kEnPassant ? rules_.pawn_type() : engine::type_of(pos.at(m.to()));
      const int attacker = engine::type_of(pos.at(m.from()));
      s = kCaptureScore + evaluator_.value(victim) * 16 - evaluator_.value(attacker) / 16;
    } else if (m.kind() == MoveKind::kPromotion || m.kind() == MoveKind::kPromoteInPlace) {
      s = kPromotionScore + evaluator_.value(m.piece());
    } else if (m == killers_[ply][0]) {
      s = kKillerScore;
    } else if (m == killers_[ply][1]) {
      s = kKillerScore - 1;
    } else {
      s = history_[history_index(m)];
    }
    out[i] = {m, s};
  }
}

void Search::update_pv(int ply, Move m) {
  pv_[ply][ply] = m;
  for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
  pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
}

void Search::remember_cutoff(Move m, int depth, int ply) {
  if (is_tactical(m)) return;
  if (killers_[ply][0] != m) {
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = m;
  }
  int& h = history_[history_index(m)];
  h += depth * depth;
  if (h > kHistoryLimit)
    for (int& x : history_) x /= 2;
}

bool Search::should_abort() {
  if (aborted_) return true;
  // The node limit lets the first iteration finish, so even a tiny budget gives a searched move.
  if (node_limit_ && finished_one_ && nodes_ >= node_limit_) return aborted_ = true;
  if (nodes_ % kCheckEvery == 0 &&
      (stop_->load(std::memory_order_relaxed) || time_->hard_expired()))
    aborted_ = true;
  return aborted_;
}

bool Search::drawn_by_rule() const {
  const Position& pos = *pos_;
  const auto& options = rules_.options();
  if (options.no_progress_draw && pos.no_progress() >= rules_.no_progress_limit()) return true;
  // One repetition is enough inside the search: if it was worth repeating once, it is again.
  return options.repetition_draw && pos.repetitions() >= 1;
}

int Search::side_to_move() const {
  const int army = pos_->to_move();
  if (!free_for_all_) return pos_->side(army);
  return pos_->controller(army) == root_player_ ? 0 : 1;
}

int Search::evaluate() const {
  if (!free_for_all_) return evaluator_.evaluate(*pos_);
  const int score = evaluator_.evaluate_for(*pos_, root_player_);
  return side_to_move() == 0 ? score : -score;
}

int Search::place_score(double place, int ply) const {
  // Place 1 wins, the last place loses, the places between lie evenly between: only those two
  // are game-end scores (mate_in).
  const int n = rules_.army_count();
  const double share = (n + 1 - 2 * place) / (n - 1);
  const int score = static_cast<int>(std::lround(share * (kMateScore - ply)));
  return side_to_move() == 0 ? score : -score;
}

bool Search::root_player_out() const {
  // Under captor control, or defeated armies passing to their captors, the root player's
  // place is settled once another player moves its army.
  return free_for_all_ && (rules_.captor_control() || rules_.to_captor()) &&
         pos_->controller(root_player_) != root_player_;
}

int Search::points_end_score(const engine::Outcome& o, int player) const {
  // Where points decide the places (al-Biruni), an end is scored on the evaluation's own scale:
  // the place, and the point lead that made it.
  const int n = rules_.army_count();
  const int place = o.placements[player];
  int tied = 0, others = 0;
  for (int a = 0; a < n; ++a) {
    tied += o.placements[a] == place;
    if (a != player) others += o.points[a];
  }
  const double share = (n + 1 - 2 * (place + (tied - 1) / 2.0)) / (n - 1);
  return static_cast<int>(std::lround(share * kPlaceScale)) +
         (o.points[player] - others / (n - 1)) * evaluator_.point_value();
}

int Search::terminal_score(int ply) {
  const engine::Outcome o = engine::outcome(*pos_);
  if (free_for_all_ && rules_.scores_points()) {
    const int score = points_end_score(o, root_player_);
    return side_to_move() == 0 ? score : -score;
  }
  if (free_for_all_) {
    // Places shared by a tie count as their mean: two armies tied for 1st are 1.5th each.
    const int place = o.placements[root_player_];
    int tied = 0;
    for (int a = 0; a < rules_.army_count(); ++a) tied += o.placements[a] == place;
    return place_score(place + (tied - 1) / 2.0, ply);
  }
  const int team = side_to_move();
  if (o.team_score[team] > o.team_score[1 - team]) return kMateScore - ply;
  if (o.team_score[team] < o.team_score[1 - team]) return -(kMateScore - ply);
  return 0;
}

int Search::child(int depth, int alpha, int beta, int ply, bool pv_node, int parent_side) {
  if (side_to_move() == parent_side) return negamax(depth, alpha, beta, ply, pv_node);
  return -negamax(depth, -beta, -alpha, ply, pv_node);
}

int Search::quiesce_child(int alpha, int beta, int ply, int parent_side) {
  if (side_to_move() == parent_side) return quiesce(alpha, beta, ply);
  return -quiesce(-beta, -alpha, ply);
}

bool Search::as_normal_turn(engine::Position& pos) {
  if (pos.continuation() == engine::Continuation::kInsane) return false;
  engine::DiceRoll normal;
  normal.push(1);
  pos.roll(normal);
  return true;
}

int Search::chance(int depth, int alpha, int beta, int ply, bool pv_node) {
  Position& pos = *pos_;
  if (!engine::has_legal_move(pos)) return terminal_score(ply);
  const std::uint64_t key = pos.hash() ^ root_key_;
  if (const TTEntry* e = tt_.probe(key); e && !pv_node && e->depth >= depth) {
    const int s = score_from_tt(e->score, ply);
    if (e->bound == Bound::kExact || (e->bound == Bound::kLower && s >= beta) ||
        (e->bound == Bound::kUpper && s <= alpha))
      return s;
  }
  // Star1: the rolls' weighted sum so far and the score range bound the rolls still to come, and
  // so give each roll a window outside which the whole node fails high or low. Weights count
  // ordered pairs of faces: an unordered roll {a, b} has weight 2 if a != b, else 1.
  const int low = rules_.die_low(), high = rules_.die_high();
  const std::int64_t total = static_cast<std::int64_t>(high - low + 1) * (high - low + 1);
  constexpr std::int64_t kLowest = -kMateScore, kHighest = kMateScore;
  std::int64_t sum = 0, left = total;
  for (int a = low; a <= high; ++a)
    for (int b = a; b <= high; ++b) {
      const std::int64_t w = a == b ? 1 : 2;
      const std::int64_t rest = left - w;
      const int child_alpha = static_cast<int>(
          std::max<std::int64_t>(-kInfinity, floor_div(alpha * total - sum - rest * kHighest, w)));
      const int child_beta = static_cast<int>(
          std::min<std::int64_t>(kInfinity, ceil_div(beta * total - sum - rest * kLowest, w)));
      pos.roll(a, b);
      const int v = negamax(depth, child_alpha, child_beta, ply, pv_node);
      pos.unroll();
      if (aborted_) return 0;
      sum += w * v;
      left = rest;
      if (v <= child_alpha || v >= child_beta) {
        // Fail low: even the best of the rest keeps the node at or below alpha; fail high: even
        // the worst keeps it at or above beta.
        const bool low_fail = v <= child_alpha;
        const int bound =
            static_cast<int>(floor_div(sum + left * (low_fail ? kHighest : kLowest), total));
        tt_.store(key, engine::kNullMove, score_to_tt(bound, ply), depth,
                  low_fail ? Bound::kUpper : Bound::kLower);
        pv_len_[ply] = ply;
        return bound;
      }
    }
  const int score = static_cast<int>(floor_div(sum, total));
  tt_.store(key, engine::kNullMove, score_to_tt(score, ply), depth, Bound::kExact);
  // A line through a roll is no principal variation of the player before it.
  pv_len_[ply] = ply;
  return score;
}

int Search::negamax(int depth, int alpha, int beta, int ply, bool pv_node) {
  pv_len_[ply] = ply;
  if (depth <= 0) return quiesce(alpha, beta, ply);
  ++nodes_;
  if (should_abort()) return 0;
  Position& pos = *pos_;
  if (ply > 0 && drawn_by_rule()) return 0;
  if (ply >= kMaxPly - 1) return evaluate();
  if (root_player_out())
    return place_score(rules_.army_count() + 1 - pos.out_order(root_player_), ply);
  if (rules_.has_dice() && pos.awaiting_roll()) return chance(depth, alpha, beta, ply, pv_node);
  if (rules_.has_power(engine::Power::kInsanity) && pos.awaiting_roll()) [[unlikely]] {
    if (!as_normal_turn(pos)) return evaluate();
    const int score = negamax(depth, alpha, beta, ply, pv_node);
    pos.unroll();
    return score;
  }

  const std::uint64_t key = pos.hash() ^ root_key_;
  Move tt_move = engine::kNullMove;
  if (const TTEntry* e = tt_.probe(key)) {
    tt_move = Move(e->move);
    if (!pv_node && e->depth >= depth) {
      const int s = score_from_tt(e->score, ply);
      if (e->bound == Bound::kExact || (e->bound == Bound::kLower && s >= beta) ||
          (e->bound == Bound::kUpper && s <= alpha))
        return s;
    }
  }

  MoveList& moves = lists_[ply];
  moves.clear();
  engine::generate_legal(pos, moves);
  if (moves.empty()) return terminal_score(ply);
  const bool check = engine::in_check(pos);
  const int us = pos.to_move();
  const int our_side = side_to_move();

  // Null move: if passing the turn still holds beta, a real move will too. Not in check, not
  // with only a pass (there is nothing to prune), and only with pieces besides pawns and royals,
  // where zugzwang is rare. Not with dice: there the pass is a move of every turn's list.
  if (!pv_node && !check && depth >= 3 && ply > 0 && !rules_.has_dice() &&
      moves[0].kind() != MoveKind::kPass && std::abs(beta) < kMateBound) {
    bool pieces = false;
    for (engine::Square s : pos.pieces(us)) {
      const int t = engine::type_of(pos.at(s));
      pieces |= t != rules_.pawn_type() && !rules_.is_royal(t);
    }
    if (pieces && evaluate() >= beta) {
      const int reduction = 3 + depth / 4;
      pos.make(Move::pass());
      const int s = child(depth - reduction, beta - 1, beta, ply + 1, false, our_side);
      pos.unmake();
      if (aborted_) return 0;
      if (s >= beta) return s >= kMateBound ? beta : s;
    }
  }

  ScoredMove* ordered = ordered_for(ply, moves.size());
  score_moves(moves, ordered, tt_move, ply);
  const int old_alpha = alpha;
  int best_score = -kInfinity;
  Move best = engine::kNullMove;
  const bool checkmate_rules = rules_.spec().royalty == engine::Royalty::kCheckmate;
  for (int i = 0; i < moves.size(); ++i) {
    pick(ordered, moves.size(), i);
    const Move m = ordered[i].move;
    const bool tactical = is_tactical(m);
    const bool quiet_late = !tactical && !check && i >= 3 && ordered[i].score < kKillerScore - 1;
    const int plies = plies_of(m);
    pos.make(m);
    const bool gives_check = checkmate_rules && engine::in_check(pos);
    const int new_depth = depth - plies + (gives_check ? 1 : 0);
    int score;
    if (i == 0) {
      score = child(new_depth, alpha, beta, ply + 1, pv_node, our_side);
    } else {
      const int reduction =
          depth >= 3 && quiet_late && !gives_check ? (i >= 8 && depth >= 5 ? 2 : 1) : 0;
      score = child(new_depth - reduction, alpha, alpha + 1, ply + 1, false, our_side);
      if (score > alpha && reduction)
        score = child(new_depth, alpha, alpha + 1, ply + 1, false, our_side);
      if (score > alpha && score < beta && pv_node)
        score = child(new_depth, alpha, beta, ply + 1, true, our_side);
    }
    pos.unmake();
    if (aborted_) return 0;
    if (score > best_score) {
      best_score = score;
      best = m;
      if (ply == 0) root_best_ = m;
      if (score > alpha) {
        alpha = score;
        update_pv(ply, m);
        if (alpha >= beta) {
          remember_cutoff(m, depth, ply);
          break;
        }
      }
    }
  }
  const Bound bound = best_score >= beta       ? Bound::kLower
                      : best_score > old_alpha ? Bound::kExact
                                               : Bound::kUpper;
  tt_.store(key, best, score_to_tt(best_score, ply), depth, bound);
  return best_score;
}

int Search::quiesce(int alpha, int beta, int ply) {
  pv_len_[ply] = ply;
  ++nodes_;
  if (should_abort()) return 0;
  seldepth_ = std::max(seldepth_, ply);
  Position& pos = *pos_;
  // Capture sequences are followed a bounded number of plies past the iteration's depth: among
  // four armies they chain around the table, and the first iteration (which the node limit
  // lets finish) would otherwise have no bound.
  if (ply >= kMaxPly - 1 || ply >= quiescence_ply_limit_) return evaluate();

  if (engine::royals_gone(pos)) return terminal_score(ply);
  if (root_player_out())
    return place_score(rules_.army_count() + 1 - pos.out_order(root_player_), ply);
  // Before a roll what can be captured depends on the throw. The first roll on a quiescence path
  // is expanded, so that a piece left where the next army may take it costs its chance of
  // being taken; a later one is a leaf.
  if (rules_.has_power(engine::Power::kInsanity) && pos.awaiting_roll()) [[unlikely]] {
    if (!as_normal_turn(pos)) return evaluate();
    const int score = quiesce(alpha, beta, ply);
    pos.unroll();
    return score;
  }
  if (rules_.has_dice() && pos.awaiting_roll()) {
    if (!engine::has_legal_move(pos)) return terminal_score(ply);
    if (quiescence_rolls_ > 0) return evaluate();
    ++quiescence_rolls_;
    const int score = chance(0, alpha, beta, ply, false);
    --quiescence_rolls_;
    return score;
  }
  // Check evasions are searched in full, but only a few on one path: with four armies checks
  // follow one another around the table and the evasions would grow the tree without bound.
  const bool check = quiescence_checks_ < kMaxQuiescenceChecks && engine::in_check(pos);
  int best_score = -kInfinity;
  if (!check) {
    // Stand pat: the side to move need not capture. Standing pat before generating moves saves
    // most of the work at quiet leaves; the price is that a stalemate there is not seen.
    best_score = evaluate();
    if (best_score >= beta) return best_score;
    alpha = std::max(alpha, best_score);
  }
  MoveList& moves = lists_[ply];
  moves.clear();
  engine::generate_legal(pos, moves);
  if (moves.empty()) return terminal_score(ply);
  if (!check) keep_tactical(moves);
  if (!check && rules_.four_army_check()) drop_losing_captures(moves);
  ScoredMove* ordered = ordered_for(ply, moves.size());
  score_moves(moves, ordered, engine::kNullMove, ply);
  const int our_side = side_to_move();
  quiescence_checks_ += check;
  for (int i = 0; i < moves.size(); ++i) {
    pick(ordered, moves.size(), i);
    const Move m = ordered[i].move;
    pos.make(m);
    const int score = quiesce_child(alpha, beta, ply + 1, our_side);
    pos.unmake();
    if (aborted_) break;
    if (score > best_score) {
      best_score = score;
      if (score > alpha) {
        alpha = score;
        update_pv(ply, m);
        if (alpha >= beta) break;
      }
    }
  }
  quiescence_checks_ -= check;
  return aborted_ ? 0 : best_score;
}

SearchResult Search::run(Position& pos, const Limits& limits, const std::atomic<bool>& stop,
                         const std::function<void(const SearchInfo&)>& on_iteration) {
  const TimeManager time(limits, pos.to_move(), options_.overhead_ms);
  pos_ = &pos;
  stop_ = &stop;
  time_ = &time;
  node_limit_ = limits.nodes;
  nodes_ = 0;
  aborted_ = false;
  finished_one_ = false;
  quiescence_rolls_ = 0;
  quiescence_checks_ = 0;
  free_for_all_ = rules_.free_for_all();
  root_player_ = pos.controller(pos.to_move());
  // Paranoid scores are the root player's: another player's search must not read them.
  root_key_ = free_for_all_ ? kRootKeys * static_cast<std::uint64_t>(root_player_ + 1) : 0;
  for (auto& k : killers_) k = {};
  for (int& h : history_) h /= 4;

  SearchResult result;
  MoveList root;
  engine::generate_legal(pos, root);
  if (root.empty()) return result;
  {
    // Fallback if not even the first iteration finishes: the best move by ordering alone.
    const TTEntry* e = tt_.probe(pos.hash() ^ root_key_);
    ScoredMove* ordered = ordered_for(0, root.size());
    score_moves(root, ordered, e ? Move(e->move) : engine::kNullMove, 0);
    pick(ordered, root.size(), 0);
    result.best = ordered[0].move;
  }

  int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;
  if (options_.max_depth > 0) max_depth = std::min(max_depth, options_.max_depth);
  for (int depth = 1; depth <= max_depth; ++depth) {
    root_best_ = engine::kNullMove;
    seldepth_ = 0;
    quiescence_ply_limit_ = depth + kMaxQuiescencePlies;
    const int score = negamax(depth, -kInfinity, kInfinity, 0, true);
    if (aborted_) {
      // A partly searched iteration still tried the previous best move first: a move that beat
      // it there is better.
      if (!root_best_.is_null()) result.best = root_best_;
      break;
    }
    finished_one_ = true;
    result.best = pv_len_[0] > 0 ? pv_[0][0] : root_best_;
    result.score = score;
    result.depth = depth;
    result.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_len_[0]);
    if (on_iteration)
      on_iteration(SearchInfo{depth, std::max(seldepth_, depth), score, nodes_, time.elapsed_ms(),
                              result.pv});
    // A forced move needs no thought when the clock counts; a proven game end no deeper search.
    if (time.timed() && root.size() == 1) break;
    if (!limits.infinite && std::abs(score) >= kMateBound && kMateScore - std::abs(score) < depth)
      break;
    if (time.soft_expired() || stop.load(std::memory_order_relaxed)) break;
    if (node_limit_ && nodes_ >= node_limit_) break;
  }
  result.nodes = nodes_;
  result.time_ms = time.elapsed_ms();
  pos_ = nullptr;
  return result;
}

}  // namespace chatur::players
