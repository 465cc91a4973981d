#include "engine/movegen.h"

#include <algorithm>
#include <cstdlib>

#include "engine/attacks.h"

namespace chatur::engine {
namespace {

constexpr int kAny = static_cast<int>(StepMode::kAny);
constexpr int kMoveOnly = static_cast<int>(StepMode::kMoveOnly);
constexpr int kCaptureOnly = static_cast<int>(StepMode::kCaptureOnly);

// Appends the moves of a pawn arriving on a promotion square `to`, with the promotion choices
// the rules give. Out of line: rare, and it keeps the common pawn move lean.
[[gnu::noinline]] void emit_promotions(const Position& pos, int us, Square from, Square to,
                                       MoveList& out) {
  const RuleSet& rules = pos.rules();
  const PromotionSpec& promotion = rules.spec().promotion;
  if (promotion.choices == PromotionChoices::kFixed && !promotion.distinct_colours) {
    for (int t : rules.fixed_promotions()) out.push(Move(MoveKind::kPromotion, from, to, t));
    if (promotion.optional) out.push(Move(MoveKind::kNormal, from, to));
    return;
  }
  bool any = false;
  for (int t = 0; t < rules.type_count(); ++t)
    if (pos.may_promote_to(us, t, to)) {
      out.push(Move(MoveKind::kPromotion, from, to, t));
      any = true;
    }
  // Staying a pawn: where promotion is optional, or to wait for a piece to promote to. Without
  // either, a pawn with no choice may not enter the square at all (Hyderabad).
  if (promotion.optional || (!any && promotion.wait_for_pool))
    out.push(Move(MoveKind::kNormal, from, to));
}

// Appends the moves of a pawn arriving on `to`, where `victim` stands.
inline void emit_pawn(const Position& pos, int us, Square from, Square to, Cell victim,
                      MoveList& out) {
  const RuleSet& rules = pos.rules();
  if (rules.in_promotion_zone(us, to) ||
      (victim != kEmpty && rules.promotes_on_capture_of(type_of(victim))))
    emit_promotions(pos, us, from, to, out);
  else
    out.push(Move(MoveKind::kNormal, from, to));
}

// Pseudo-legal moves of one piece. Emit is called with each target square.
template <typename Emit>
void piece_targets(const Cell* board, const RuleSet& rules, int us, Square from, const Movement& mv,
                   Emit&& emit) {
  for (int off : mv.leaps[kAny]) {
    Relation r = rules.relation(us, board[from + off]);
    if (r == Relation::kEmpty || r == Relation::kEnemy) emit(static_cast<Square>(from + off));
  }
  for (int off : mv.leaps[kMoveOnly])
    if (board[from + off] == kEmpty) emit(static_cast<Square>(from + off));
  for (int off : mv.leaps[kCaptureOnly])
    if (rules.relation(us, board[from + off]) == Relation::kEnemy)
      emit(static_cast<Square>(from + off));
  for (int off : mv.riders[kAny]) {
    int s = from + off;
    for (; board[s] == kEmpty; s += off) emit(static_cast<Square>(s));
    if (rules.relation(us, board[s]) == Relation::kEnemy) emit(static_cast<Square>(s));
  }
  for (int off : mv.riders[kMoveOnly])
    for (int s = from + off; board[s] == kEmpty; s += off) emit(static_cast<Square>(s));
  for (int off : mv.riders[kCaptureOnly]) {
    int s = from + off;
    while (board[s] == kEmpty) s += off;
    if (rules.relation(us, board[s]) == Relation::kEnemy) emit(static_cast<Square>(s));
  }
}

void generate_pseudo(const Position& pos, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int us = pos.to_move();
  const int pawn = rules.pawn_type();
  const RuleSpec& spec = rules.spec();
  for (Square from : pos.pieces(us)) {
    const int type = type_of(board[from]);
    const Movement& mv = rules.movement(us, type, from);
    if (type != pawn) {
      piece_targets(board, rules, us, from, mv,
                    [&](Square to) { out.push(Move(MoveKind::kNormal, from, to)); });
      continue;
    }
    piece_targets(board, rules, us, from, mv,
                  [&](Square to) { emit_pawn(pos, us, from, to, board[to], out); });
    const int push = rules.pawn_push(us);
    // Multi-steps beyond the first: straight ahead through empty squares.
    if (int steps = rules.pawn_steps(us, from); steps > 1 && board[from + push] == kEmpty) {
      for (int i = 2; i <= steps && board[from + i * push] == kEmpty; ++i)
        emit_pawn(pos, us, from, static_cast<Square>(from + i * push), kEmpty, out);
    }
    if (spec.pawn_leap && is_piece(board[from + push]) && board[from + 2 * push] == kEmpty)
      emit_pawn(pos, us, from, static_cast<Square>(from + 2 * push), kEmpty, out);
    if (spec.promotion.in_place && rules.in_promotion_zone(us, from))
      for (int t = 0; t < rules.type_count(); ++t)
        if (pos.pool(us, t)) out.push(Move(MoveKind::kPromoteInPlace, from, from, t));
  }
  if (spec.royal_swap)
    for (Square from : pos.pieces(us)) {
      if (!rules.is_royal(type_of(board[from]))) continue;
      for (int off : rules.neighbours())
        if (rules.relation(us, board[from + off]) == Relation::kFriend)
          out.push(Move(MoveKind::kSwap, from, static_cast<Square>(from + off)));
    }
  if (rules.uses_hands())
    for (int t = 0; t < rules.type_count(); ++t) {
      if (!pos.hand(us, t)) continue;
      for (Square to : rules.geometry().squares())
        if (board[to] == kEmpty && rules.drop_allowed(to))
          out.push(Move(MoveKind::kDrop, 0, to, t));
    }
  if (auto ep = pos.en_passant(); !ep.empty()) {
    for (Square target : ep)
      for (int mode : {kAny, kCaptureOnly})
        for (int off : rules.movement(us, pawn).leaps[mode])
          if (board[target - off] == make_piece(us, pawn))
            out.push(Move(MoveKind::kEnPassant, static_cast<Square>(target - off), target));
  }
}

void generate_castling(const Position& pos, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  const std::uint32_t rights = pos.castling_rights();
  for (size_t i = 0; i < rules.castlings().size(); ++i) {
    const Castling& c = rules.castlings()[i];
    if (!(rights >> i & 1) || c.army != us) continue;
    if (std::any_of(c.must_be_empty.begin(), c.must_be_empty.end(),
                    [&](Square s) { return pos.at(s) != kEmpty; }))
      continue;
    if (std::any_of(c.king_path.begin(), c.king_path.end(),
                    [&](Square s) { return is_attacked(pos, s, us); }))
      continue;
    out.push(Move(MoveKind::kCastling, c.king_from, c.king_to, 0, static_cast<int>(i)));
  }
}

// The royal piece's one knight leap (RuleSpec::king_knight_leap) onto empty squares, unless both
// squares it passes over are attacked with the king lifted. Whether the landing square is
// attacked is left to the legality filter, as for every king move.
[[gnu::noinline]] void generate_king_leaps(const Position& pos, MoveList& out) {
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  if (king == kNoSquare) return;
  const Geometry& g = pos.rules().geometry();
  constexpr int kLeaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  auto sign = [](int v) { return v > 0 ? 1 : -1; };
  for (const auto& l : kLeaps) {
    const Square to = static_cast<Square>(king + g.offset(l[0], l[1]));
    if (pos.at(to) != kEmpty) continue;
    const int long_df = std::abs(l[0]) == 2 ? sign(l[0]) : 0;
    const int long_dr = std::abs(l[1]) == 2 ? sign(l[1]) : 0;
    const Square straight = static_cast<Square>(king + g.offset(long_df, long_dr));
    const Square diagonal = static_cast<Square>(king + g.offset(sign(l[0]), sign(l[1])));
    if (is_attacked(pos, straight, us, king) && is_attacked(pos, diagonal, us, king)) continue;
    out.push(Move(MoveKind::kNormal, king, to));
  }
}

// True if an enemy army of `us` has a pawn waiting to promote.
[[gnu::noinline]] bool enemy_pawn_waits(const Position& pos, int us) {
  const RuleSet& rules = pos.rules();
  for (int a = 0; a < rules.army_count(); ++a)
    if (rules.relation(us, make_piece(a, 0)) == Relation::kEnemy && !pos.waiting(a).empty())
      return true;
  return false;
}

// True if the last move ended the game by a goal square or the last-piece draw.
[[gnu::noinline]] bool decided_by_last_move(const Position& pos) {
  return goal_reached(pos) >= 0 || last_piece_captured(pos);
}

// Keeps the pseudo-legal moves from index `first` on that do not leave the mover's royal piece
// attacked.
void filter_checkmate_rules(Position& pos, MoveList& moves, int first) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  if (king == kNoSquare) return;

  // Checkers, the squares that answer a single check, and pinned pieces.
  int checkers = 0;
  Square evasions[kMaxRanks + kMaxFiles];
  int evasion_count = 0;
  Square pinned[16];
  int pinned_count = 0;
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    Square s = static_cast<Square>(king - leaps[i]);
    Cell c = board[s];
    if ((rules.leap_mask(c) >> i & 1) && rules.relation(us, c) == Relation::kEnemy) {
      ++checkers;
      evasions[evasion_count++] = s;
    }
  }
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size(); ++i) {
    const int d = rides[i];
    int s = king - d;
    while (board[s] == kEmpty) s -= d;
    Cell c = board[s];
    Relation r = rules.relation(us, c);
    if (r == Relation::kEnemy) {
      if (rules.ride_mask(c) >> i & 1) {
        if (++checkers == 1)
          for (int t = king - d;; t -= d) {  // the squares between are empty: blocks
            evasions[evasion_count++] = static_cast<Square>(t);
            if (t == s) break;
          }
      }
    } else if (r == Relation::kFriend) {
      int t = s - d;
      while (board[t] == kEmpty) t -= d;
      Cell p = board[t];
      if ((rules.ride_mask(p) >> i & 1) && rules.relation(us, p) == Relation::kEnemy &&
          pinned_count < 16)
        pinned[pinned_count++] = static_cast<Square>(s);
    }
  }
  if (checkers > 1) evasion_count = 0;
  // A capture may make a waiting pawn of the victim's army promote (PromotionSpec::wait_for_pool);
  // the new piece may attack the capturer's king, which only a trial move shows.
  const bool revives = rules.spec().promotion.wait_for_pool && enemy_pawn_waits(pos, us);

  auto legal_by_trial = [&](Move m) {
    pos.make(m);
    bool ok = !is_attacked(pos, pos.royal_square(us), us);
    pos.unmake();
    return ok;
  };
  for (int i = first; i < moves.size();) {
    const Move m = moves[i];
    bool legal;
    if (m.kind() == MoveKind::kCastling) {
      legal = true;
    } else if (revives && is_piece(board[m.to()]) && rules.goes_to_pool(type_of(board[m.to()]))) {
      legal = legal_by_trial(m);
    } else if (m.from() == king) {
      legal = !is_attacked(pos, m.to(), us, king);
    } else if (m.kind() == MoveKind::kEnPassant) {
      legal = checkers < 2 && legal_by_trial(m);
    } else if (checkers &&
               std::find(evasions, evasions + evasion_count, m.to()) == evasions + evasion_count) {
      legal = false;
    } else if (std::find(pinned, pinned + pinned_count, m.from()) != pinned + pinned_count) {
      legal = legal_by_trial(m);
    } else {
      legal = true;
    }
    if (legal)
      ++i;
    else
      moves.erase_unordered(i);
  }
}

}  // namespace

bool royals_gone(const Position& pos) {
  const RuleSet& rules = pos.rules();
  if (rules.spec().royalty != Royalty::kCapture) return false;
  int royals[2] = {0, 0};
  for (int a = 0; a < rules.army_count(); ++a) royals[rules.team(a)] += pos.royal_count(a);
  return royals[0] == 0 || royals[1] == 0;
}

int goal_reached(const Position& pos) {
  const RuleSet& rules = pos.rules();
  if (!rules.has_goals()) return -1;
  for (int a = 0; a < rules.army_count(); ++a)
    if (pos.royal_square(a) != kNoSquare && rules.is_goal(a, pos.royal_square(a))) return a;
  return -1;
}

bool last_piece_captured(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const Cell victim = pos.last_captured();
  if (!rules.spec().last_piece_draw || victim == kEmpty) return false;
  const int army = army_of(victim);
  auto is_piece_proper = [&](int type) {
    return type != rules.pawn_type() && !rules.is_royal(type);
  };
  if (!is_piece_proper(type_of(victim))) return false;
  for (Square s : pos.pieces(army))
    if (is_piece_proper(type_of(pos.at(s)))) return false;
  return true;
}

int win_squares_team(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const auto& squares = rules.win_squares();
  if (squares.empty() || !is_piece(pos.at(squares[0]))) return -1;
  const int team = rules.team(army_of(pos.at(squares[0])));
  for (Square s : squares)
    if (!is_piece(pos.at(s)) || rules.team(army_of(pos.at(s))) != team) return -1;
  return team;
}

void generate_legal(Position& pos, MoveList& out) {
  const RuleSet& rules = pos.rules();
  if (royals_gone(pos) || win_squares_team(pos) >= 0) return;
  if (rules.ends_on_move() && decided_by_last_move(pos)) return;
  const int first = out.size();
  generate_pseudo(pos, out);
  if (rules.spec().royalty == Royalty::kCheckmate) {
    if (!rules.castlings().empty() && pos.castling_rights()) generate_castling(pos, out);
    if (pos.king_leap(pos.to_move())) generate_king_leaps(pos, out);
    filter_checkmate_rules(pos, out, first);
  }
  if (out.size() == first && rules.spec().no_moves == NoMoveRule::kPass) out.push(Move::pass());
}

}  // namespace chatur::engine
