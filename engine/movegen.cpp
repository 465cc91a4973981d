#include "engine/movegen.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <span>
#include <type_traits>

#include "engine/attacks.h"
#include "engine/generic_movegen.h"
#include "engine/orthodox_movegen.h"
#include "engine/pawn_pair.h"
#include "engine/wrapped_targets.h"

namespace chatur::engine {
namespace {

constexpr int kAny = static_cast<int>(StepMode::kAny);
constexpr int kMoveOnly = static_cast<int>(StepMode::kMoveOnly);
constexpr int kCaptureOnly = static_cast<int>(StepMode::kCaptureOnly);

// What the generators below emit: every move (AllMoves, the full generation, whose tests fold
// away at compile time) or the moves of a MoveTarget (Targeted). A generator asks before the work
// for a piece, a destination or a kind of move, so a target skips what it does not want.
struct AllMoves {
  // The pieces of `army` (the army to move, or one it controls) whose moves are wanted.
  static std::span<const Square> movers(const Position& pos, int army) { return pos.pieces(army); }
  static constexpr bool kind(MoveKind) { return true; }
  static constexpr bool piece(Square, int) { return true; }
  static constexpr bool to(Square) { return true; }
  static constexpr bool dropped(int) { return true; }
  static constexpr bool movable(int) { return true; }
};

// AllMoves of the types that may move now (Position::movable_types): the unused dice's in a dice
// turn, the royal or other pieces in a turn's second ply.
struct TypeMoves : AllMoves {
  std::uint32_t types;
  bool movable(int type) const { return (types >> type & 1) != 0; }
};

// TypeMoves of the army to move's own pieces only (a turn's second ply by its king).
struct OwnTypeMoves : TypeMoves {
  static std::span<const Square> movers(const Position& pos, int army) {
    return army == pos.to_move() ? pos.pieces(army) : std::span<const Square>{};
  }
};

// AllMoves of one piece (a turn's second ply by the piece that moved: Continuation::kSamePiece):
// its board moves only.
struct PieceMoves : AllMoves {
  Square from;
  std::span<const Square> movers(const Position& pos, int army) const {
    const Cell c = pos.at(from);
    return is_piece(c) && army_of(c) == army ? std::span<const Square>{&from, 1}
                                             : std::span<const Square>{};
  }
  static constexpr bool kind(MoveKind k) {
    return k != MoveKind::kDrop && k != MoveKind::kPawnPair && k != MoveKind::kTeleport &&
           k != MoveKind::kSwap;
  }
  bool piece(Square s, int) const { return s == from; }
  static constexpr bool dropped(int) { return false; }
};

struct Targeted {
  const MoveTarget& target;
  std::uint32_t types;  // Position::movable_types
  bool movable(int type) const { return (types >> type & 1) != 0; }
  // A target's from-square holds the only piece that may move: none if it is not of the army.
  std::span<const Square> movers(const Position& pos, int army) const {
    if (target.from == kNoSquare) return pos.pieces(army);
    const Cell c = pos.at(target.from);
    if (!is_piece(c) || army_of(c) != army) return {};
    return {&target.from, 1};
  }
  bool kind(MoveKind k) const { return (target.kinds & kind_bit(k)) != 0; }
  // A move of the piece of this type standing on `from`.
  bool piece(Square from, int type) const {
    return (target.from == kNoSquare || target.from == from) &&
           (target.type < 0 || target.type == type);
  }
  bool to(Square s) const { return target.to == kNoSquare || target.to == s; }
  // A drop of this type (the destination is asked apart).
  bool dropped(int type) const {
    return target.from == kNoSquare && (target.type < 0 || target.type == type);
  }
};

template <typename Want>
inline void push(const Want& want, MoveList& out, Move m) {
  if (want.kind(m.kind())) out.push(m);
}

// Appends the moves of a pawn arriving on a promotion square `to`, with the promotion choices
// the rules give. Out of line: rare, and it keeps the common pawn move lean.
template <typename Want>
[[gnu::noinline]] void emit_promotions(const Position& pos, const Want& want, int us, Square from,
                                       Square to, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const PromotionSpec& promotion = rules.spec().promotion;
  if (promotion.choices == PromotionChoices::kFixed && !promotion.distinct_colours) {
    // A defeated army's pawn, moved by its captor, never becomes a royal piece.
    // Under per-army rules only the king is meant: such a pawn may become a minister or a
    // pharaoh, which is not royal for a defeated army.
    const bool royal_ok = pos.status(us) == ArmyStatus::kPlaying;
    for (int t : rules.fixed_promotions(us))
      if (royal_ok || !(rules.army_rules() ? t == rules.royal_type() : rules.is_royal(t)))
        push(want, out, Move(MoveKind::kPromotion, from, to, t));
    if (promotion.optional) push(want, out, Move(MoveKind::kNormal, from, to));
    return;
  }
  bool any = false;
  for (int t = 0; t < rules.type_count(); ++t)
    if (pos.may_promote_to(us, t, to)) {
      push(want, out, Move(MoveKind::kPromotion, from, to, t));
      any = true;
    }
  // Staying a pawn: where promotion is optional, or to wait for a piece to promote to. Without
  // either, a pawn with no choice may not enter the square at all (Hyderabad).
  if (promotion.optional || (!any && promotion.wait_for_pool))
    push(want, out, Move(MoveKind::kNormal, from, to));
}

// Appends the moves of a pawn arriving on `to`, where `victim` stands.
template <typename Want>
inline void emit_pawn(const Position& pos, const Want& want, int us, Square from, Square to,
                      Cell victim, MoveList& out) {
  const RuleSet& rules = pos.rules();
  if (rules.in_promotion_zone(us, to) ||
      (victim != kEmpty && rules.promotes_on_capture_of(type_of(victim))))
    emit_promotions(pos, want, us, from, to, out);
  else
    push(want, out, Move(MoveKind::kNormal, from, to));
}

// Pseudo-legal moves of one piece. Emit is called with each target square.
// The leaps of piece_targets.
template <typename Emit>
inline void leap_targets(const Cell* board, const std::array<Relation, 256>& rel, Square from,
                         const Movement& mv, Emit&& emit) {
  for (int off : mv.leaps[kAny]) {
    Relation r = rel[board[from + off]];
    if (r == Relation::kEmpty || r == Relation::kEnemy) emit(static_cast<Square>(from + off));
  }
  for (int off : mv.leaps[kMoveOnly])
    if (board[from + off] == kEmpty) emit(static_cast<Square>(from + off));
  for (int off : mv.leaps[kCaptureOnly])
    if (rel[board[from + off]] == Relation::kEnemy) emit(static_cast<Square>(from + off));
}

template <typename Emit>
void piece_targets(const Cell* board, const RelationTable& relations, int us, Square from,
                   const Movement& mv, Emit&& emit) {
  const auto& rel = relations[us];
  leap_targets(board, rel, from, mv, emit);
  for (int off : mv.riders[kAny]) {
    int s = from + off;
    for (; board[s] == kEmpty; s += off) emit(static_cast<Square>(s));
    if (rel[board[s]] == Relation::kEnemy) emit(static_cast<Square>(s));
  }
  for (int off : mv.riders[kMoveOnly])
    for (int s = from + off; board[s] == kEmpty; s += off) emit(static_cast<Square>(s));
  for (int off : mv.riders[kCaptureOnly]) {
    int s = from + off;
    while (board[s] == kEmpty) s += off;
    if (rel[board[s]] == Relation::kEnemy) emit(static_cast<Square>(s));
  }
}

// piece_targets for a movement with a range or with leaps that overlap its rides
// (Movement::special): a ride stops after `range` squares, and skips a square a leap of the
// piece reaches, which the leap emits.
template <typename Emit>
void special_targets(const Cell* board, const RelationTable& relations, int us, Square from,
                     const Movement& mv, Emit&& emit) {
  const auto& rel = relations[us];
  leap_targets(board, rel, from, mv, emit);
  auto leapt = [&](int off) {
    if (!mv.overlap) return false;
    for (const auto& leaps : mv.leaps)
      if (std::find(leaps.begin(), leaps.end(), off) != leaps.end()) return true;
    return false;
  };
  const int range = mv.range ? mv.range : kMaxFiles + kMaxRanks;
  for (int mode = 0; mode < 3; ++mode)
    for (int off : mv.riders[mode]) {
      int s = from + off;
      for (int k = 1; k <= range; ++k, s += off) {
        const Cell c = board[s];
        if (c == kEmpty && mode != kCaptureOnly && !leapt(s - from)) emit(static_cast<Square>(s));
        if (c != kEmpty) {
          if (mode != kMoveOnly && rel[c] == Relation::kEnemy && !leapt(s - from))
            emit(static_cast<Square>(s));
          break;
        }
      }
    }
}

// Drops from the hand of the army to move (only royal pieces if `royals_only`) onto the empty
// squares where drops are allowed.
template <typename Want>
void generate_drops(const Position& pos, const Want& want, MoveList& out, bool royals_only) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  for (int t = 0; t < rules.type_count(); ++t) {
    if (!pos.hand(us, t) || !want.dropped(t) || (royals_only && !rules.is_royal(t))) continue;
    for (Square to : rules.geometry().squares())
      if (pos.at(to) == kEmpty && rules.drop_allowed(to) && want.to(to))
        out.push(Move(MoveKind::kDrop, 0, to, t));
  }
}

// Four-army en passant: onto the square an enemy army's pawn passed with its last move's double
// step, while that pawn stands and the square is empty; extra() names that army.
template <typename Want>
void add_army_en_passant(const Position& pos, const Want& want, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move(), pawn = rules.pawn_type();
  for (int e = 0; e < rules.army_count(); ++e) {
    const Square target = pos.army_en_passant(e);
    if (target == kNoSquare || !want.to(target) || pos.at(target) != kEmpty ||
        pos.relation(us, pos.at(pos.army_en_passant_pawn(e))) != Relation::kEnemy)
      continue;
    for (int army = 0; army < rules.army_count(); ++army) {
      if (!pos.moves_for(army, us)) continue;
      for (int mode : {kAny, kCaptureOnly})
        for (int off : rules.movement(army, pawn).leaps[mode]) {
          const Square from = static_cast<Square>(target - off);
          if (pos.at(from) == make_piece(army, pawn) && want.piece(from, pawn))
            out.push(Move(MoveKind::kEnPassant, from, target, 0, e));
        }
    }
  }
}

// Multi-steps beyond the first: straight ahead through empty squares.
template <typename Want>
inline void emit_pawn_multi_steps(const Position& pos, const Want& want, int us, Square from,
                                  MoveList& out) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int push = rules.pawn_push(us);
  if (int steps = rules.pawn_steps(us, from); steps > 1 && board[from + push] == kEmpty) {
    for (int i = 2; i <= steps && board[from + i * push] == kEmpty; ++i)
      if (want.to(static_cast<Square>(from + i * push)))
        emit_pawn(pos, want, us, from, static_cast<Square>(from + i * push), kEmpty, out);
  }
}

// generate_army_pseudo under per-army rules (RuleSet::army_rules): the army's own movement,
// ranges and overlapping leaps, captures in place (a pawn's never promotes), and the movement a
// bar leaves to the army to move (PieceSpec::barred).
template <typename Want>
[[gnu::noinline]] void generate_army_special(const Position& pos, const Want& want, MoveList& out,
                                             int us) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int pawn = rules.pawn_type();
  const bool barred = pos.barred(pos.to_move());
  const bool wraps = rules.army_rules(us).power == Power::kWrap;
  for (Square from : want.movers(pos, us)) {
    const int type = type_of(board[from]);
    if (!want.piece(from, type) || !want.movable(type)) continue;
    const Movement& mv = barred && rules.has_barred(type) ? rules.barred_movement(us, type)
                                                          : rules.movement(us, type);
    const bool in_place = rules.captures_in_place(us, type);
    const auto emit = [&](Square to) {
      if (!want.to(to)) return;
      if (in_place && board[to] != kEmpty)
        push(want, out, Move(MoveKind::kCaptureInPlace, from, to));
      else if (type == pawn)
        emit_pawn(pos, want, us, from, to, board[to], out);
      else if (want.kind(MoveKind::kNormal))
        out.push(Move(MoveKind::kNormal, from, to));
    };
    const int first = out.size();
    if (mv.special())
      special_targets(board, pos.relations(), us, from, mv, emit);
    else
      piece_targets(board, pos.relations(), us, from, mv, emit);
    if (type == pawn) emit_pawn_multi_steps(pos, want, us, from, out);
    if (wraps && type != pawn && want.kind(MoveKind::kNormal))
      wrapped_targets(rules.geometry(), board, from, mv, [&](Square to) {
        if (!want.to(to)) return;
        for (int i = first; i < out.size(); ++i)
          if (out[i].to() == to) return;  // the ordinary move reaches it too: one move
        out.push(Move(MoveKind::kNormal, from, to));
      });
  }
}

// Pseudo-legal moves of the pieces of `us`, an army the army to move moves (itself, or under
// Defeat::kToCaptor an army it controls): pieces keep their army's directions and lines.
template <typename Want>
void generate_army_pseudo(const Position& pos, const Want& want, MoveList& out, int us) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int pawn = rules.pawn_type();
  const RuleSpec& spec = rules.spec();
  const RelationTable& relations = pos.relations();
  if (rules.army_rules()) return generate_army_special(pos, want, out, us);
  for (Square from : want.movers(pos, us)) {
    const int type = type_of(board[from]);
    if (!want.piece(from, type) || !want.movable(type)) continue;
    const Movement& mv = rules.movement(us, type, from);
    if (type != pawn) {
      if (want.kind(MoveKind::kNormal))
        piece_targets(board, relations, us, from, mv, [&](Square to) {
          if (want.to(to)) out.push(Move(MoveKind::kNormal, from, to));
        });
      continue;
    }
    piece_targets(board, relations, us, from, mv, [&](Square to) {
      if (want.to(to)) emit_pawn(pos, want, us, from, to, board[to], out);
    });
    emit_pawn_multi_steps(pos, want, us, from, out);
    const int push = rules.pawn_push(us);
    if (spec.pawn_leap && is_piece(board[from + push]) && board[from + 2 * push] == kEmpty &&
        want.to(static_cast<Square>(from + 2 * push)))
      emit_pawn(pos, want, us, from, static_cast<Square>(from + 2 * push), kEmpty, out);
    if (spec.promotion.in_place && want.kind(MoveKind::kPromoteInPlace) && want.to(from) &&
        rules.in_promotion_zone(us, from))
      for (int t = 0; t < rules.type_count(); ++t)
        if (pos.pool(us, t)) out.push(Move(MoveKind::kPromoteInPlace, from, from, t));
  }
}

template <typename Want>
void generate_pseudo(const Position& pos, const Want& want, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int us = pos.to_move();
  const int pawn = rules.pawn_type();
  const RuleSpec& spec = rules.spec();
  generate_army_pseudo(pos, want, out, us);
  if (rules.to_captor())
    for (int a = 0; a < rules.army_count(); ++a)
      if (a != us && pos.moves_for(a, us)) generate_army_pseudo(pos, want, out, a);
  if (spec.royal_swap && want.kind(MoveKind::kSwap))
    for (Square from : pos.pieces(us)) {
      const int type = type_of(board[from]);
      if (!rules.is_royal(type) || !want.piece(from, type)) continue;
      for (int off : rules.neighbours())
        if (pos.relation(us, board[from + off]) == Relation::kFriend &&
            want.to(static_cast<Square>(from + off)))
          out.push(Move(MoveKind::kSwap, from, static_cast<Square>(from + off)));
    }
  if (rules.uses_hands() && want.kind(MoveKind::kDrop) && !pos.in_dice_turn())
    generate_drops(pos, want, out, false);
  if (rules.four_army_check() && rules.en_passant() && want.kind(MoveKind::kEnPassant))
    add_army_en_passant(pos, want, out);
  if (auto ep = pos.en_passant(); !ep.empty() && want.kind(MoveKind::kEnPassant)) {
    for (Square target : ep) {
      if (!want.to(target)) continue;
      for (int mode : {kAny, kCaptureOnly})
        for (int off : rules.movement(us, pawn).leaps[mode])
          if (board[target - off] == make_piece(us, pawn) &&
              want.piece(static_cast<Square>(target - off), pawn))
            out.push(Move(MoveKind::kEnPassant, static_cast<Square>(target - off), target));
    }
  }
}

template <typename Want>
void generate_castling(const Position& pos, const Want& want, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  for (CastlingRights rights = pos.castling_rights(); rights; rights &= rights - 1) {
    const int i = lowest_castling(rights);
    const Castling& c = rules.castlings()[i];
    if (c.army != us) continue;
    if (!want.piece(c.king_from, type_of(pos.at(c.king_from))) || !want.to(c.move_to)) continue;
    if (std::any_of(c.must_be_empty.begin(), c.must_be_empty.end(),
                    [&](Square s) { return pos.at(s) != kEmpty; }))
      continue;
    // With the rook lifted: a chess960 rook beside the king's destination may be what shields
    // it (rook b1, king to c1, an enemy rook on a1).
    if (std::any_of(c.king_path.begin(), c.king_path.end(),
                    [&](Square s) { return is_attacked(pos, s, us, c.rook_from); }))
      continue;
    out.push(Move::castling(c.king_from, c.move_to, i));
  }
}

// The royal piece's one knight leap (RuleSpec::king_knight_leap) onto empty squares, unless both
// squares it passes over are attacked with the king lifted. Whether the landing square is
// attacked is left to the legality filter, as for every king move.
template <typename Want>
[[gnu::noinline]] void generate_king_leaps(const Position& pos, const Want& want, MoveList& out) {
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  if (king == kNoSquare || !want.piece(king, type_of(pos.at(king)))) return;
  const Geometry& g = pos.rules().geometry();
  constexpr int kLeaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  auto sign = [](int v) { return v > 0 ? 1 : -1; };
  for (const auto& l : kLeaps) {
    const Square to = static_cast<Square>(king + g.offset(l[0], l[1]));
    if (pos.at(to) != kEmpty || !want.to(to)) continue;
    const int long_df = std::abs(l[0]) == 2 ? sign(l[0]) : 0;
    const int long_dr = std::abs(l[1]) == 2 ? sign(l[1]) : 0;
    const Square straight = static_cast<Square>(king + g.offset(long_df, long_dr));
    const Square diagonal = static_cast<Square>(king + g.offset(sign(l[0]), sign(l[1])));
    if (is_attacked(pos, straight, us, king) && is_attacked(pos, diagonal, us, king)) continue;
    out.push(Move(MoveKind::kNormal, king, to));
  }
}

// The castling of king promotion (RuleSpec::king_promotion): the king and the piece that appeared
// on its corner swap, the king not in check. Whether the corner is attacked is left to the
// legality filter, as for every king move.
template <typename Want>
[[gnu::noinline]] void generate_king_swap(const Position& pos, const Want& want, MoveList& out) {
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  const Square corner = pos.rules().king_promotion_corner(us);
  if (king == kNoSquare || !want.piece(king, type_of(pos.at(king))) || !want.to(corner) ||
      is_attacked(pos, king, us))
    return;
  out.push(Move(MoveKind::kSwap, king, corner));
}

// True if an enemy army of `us` has a pawn waiting to promote.
[[gnu::noinline]] bool enemy_pawn_waits(const Position& pos, int us) {
  const RuleSet& rules = pos.rules();
  for (int a = 0; a < rules.army_count(); ++a)
    if (pos.relation(us, make_piece(a, 0)) == Relation::kEnemy && !pos.waiting(a).empty())
      return true;
  return false;
}

// True if the last move ended the game by a goal square or the last-piece draw.
[[gnu::noinline]] bool decided_by_last_move(const Position& pos) {
  return goal_reached(pos) >= 0 || last_piece_captured(pos);
}

// True if the game ended by one of the Chaturaji family's endings besides the loss of all kings.
[[gnu::noinline]] bool family_ending(const Position& pos) {
  return bare_king(pos) >= 0 || bonus_winner(pos) >= 0 || quiet_rounds_over(pos);
}

// True if the game is over on the board whatever the army to move could do: it has no legal
// move then.
bool decided_on_board(const Position& pos) {
  // Each test asked only where the rule set has the ending: this runs at every generation.
  const RuleSet& rules = pos.rules();
  if (rules.spec().royalty == Royalty::kCapture && royals_gone(pos)) return true;
  if (!rules.other_board_endings()) return false;
  if (rules.four_army_check() && four_army_over(pos)) return true;
  if (!rules.win_squares().empty() && win_squares_team(pos) >= 0) return true;
  if (rules.family_endings() && family_ending(pos)) return true;
  return rules.ends_on_move() && decided_by_last_move(pos);
}

// RuleSpec::protect_partner: the partner of `us` whose king is not attacked now (-1 if none),
// and the squares of the pieces moved by us that alone block an enemy rider's line to it.
int find_guarded_partner(const Position& pos, int us, Square* blockers, int& count) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  int partner = -1;
  for (int a = 0; a < rules.army_count(); ++a)
    if (a != us && rules.team(a) == rules.team(us) && pos.status(a) == ArmyStatus::kPlaying)
      partner = a;
  if (partner < 0) return -1;
  const Square king = pos.royal_square(partner);
  if (king == kNoSquare || is_attacked(pos, king, partner)) return -1;
  const auto& rides = rules.attack_rides();
  for (size_t i = 0; i < rides.size() && count < 16; ++i) {
    const int d = rides[i];
    int s = king - d;
    while (board[s] == kEmpty) s -= d;
    if (!is_piece(board[s]) || !pos.moves_for(army_of(board[s]), us)) continue;
    int t = s - d;
    while (board[t] == kEmpty) t -= d;
    if ((rules.ride_mask(board[t]) >> i & 1) && pos.relation(partner, board[t]) == Relation::kEnemy)
      blockers[count++] = static_cast<Square>(s);
  }
  return partner;
}

// Whether an army's power forbids the pseudo-legal move m: a capture of a colour Switzerland's
// rule or Poland's peace protects (Power::kNeutral, kGift), a capture of a resting piece or a move
// of one that rests on this turn (Power::kRest), a capture off the area of the capturer's or the
// victim's army (Power::kPeacekeep), a German rook's move its bars forbid (Power::kDiscord). Out of
// line, so that the legality test of other rule sets stays lean.
[[gnu::noinline]] bool forbidden_by_powers(const Position& pos, Move m) {
  const RuleSet& rules = pos.rules();
  if (rules.has_power(Power::kDiscord) && !pos.discord_allows(m)) return true;
  const bool neutral = rules.has_power(Power::kNeutral) || rules.has_power(Power::kGift);
  const bool rest = rules.has_power(Power::kRest);
  const bool keep = rules.has_power(Power::kPeacekeep);
  if (rest && pos.rest_count() && pos.rest_holds(m.from(), pos.to_move())) return true;
  Square victim = m.to();
  if (m.kind() == MoveKind::kEnPassant)
    victim = pos.army_en_passant_pawn(m.extra());
  else if (m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kPromotion &&
           m.kind() != MoveKind::kCaptureInPlace)
    return false;
  const Cell c = pos.at(victim);
  if (!is_piece(c)) return false;
  if (rest && pos.resting(victim)) return true;
  if (keep && !pos.capture_allowed(pos.at(m.from()), victim)) return true;
  return neutral && !pos.may_capture(pos.to_move(), army_of(c));
}

inline bool forbidden_by_power(const Position& pos, Move m) {
  const RuleSet& rules = pos.rules();
  return rules.has_any_power(RuleSet::power_bits(
             {Power::kNeutral, Power::kRest, Power::kPeacekeep, Power::kDiscord, Power::kGift})) &&
         forbidden_by_powers(pos, m);
}

// The royal pieces of the armies that are enemies of `us`'s side and not attacked now.
int unattacked_enemy_royals(const Position& pos, int us, Square* out) {
  const RuleSet& rules = pos.rules();
  int n = 0;
  for (int e = 0; e < rules.army_count(); ++e) {
    if (pos.status(e) != ArmyStatus::kPlaying ||
        pos.relation(us, make_piece(e, 0)) != Relation::kEnemy)
      continue;
    for (Square q : pos.pieces(e))
      if (rules.is_royal_piece(pos.at(q)) && !is_attacked(pos, q, e) && n < 16) out[n++] = q;
  }
  return n;
}

// Power::kGroup: every translation of every group of the army to move onto squares empty or left
// by the group, pseudo-legal.
template <typename Want>
void generate_group_moves(const Position& pos, const Want& want, MoveList& out) {
  const Geometry& g = pos.rules().geometry();
  const int us = pos.to_move();
  std::array<bool, kMaxMailbox> seen{};
  Square members[4 * kMaxPiecesPerArmy];
  for (int a = 0; a < pos.rules().army_count(); ++a) {
    if (!pos.moves_for(a, us)) continue;
    for (Square sq : pos.pieces(a)) {
      if (seen[sq]) continue;
      const int n = pos.group_of(sq, members);
      for (int i = 0; i < n; ++i) seen[members[i]] = true;
      if (n < 2) continue;
      const Square first = members[0];
      if (!want.piece(first, type_of(pos.at(first))) ||
          std::any_of(members, members + n, [&](Square q) { return pos.rest_holds(q, us); }))
        continue;
      for (int dr = 1 - g.ranks(); dr < g.ranks(); ++dr)
        for (int df = 1 - g.files(); df < g.files(); ++df) {
          if (df == 0 && dr == 0) continue;
          const bool fits = std::all_of(members, members + n, [&](Square q) {
            const Square t = g.square(g.file_of(q) + df, g.rank_of(q) + dr);
            return t != kNoSquare &&
                   (pos.at(t) == kEmpty || std::binary_search(members, members + n, t));
          });
          const Square to = g.square(g.file_of(first) + df, g.rank_of(first) + dr);
          if (fits && want.to(to)) out.push(Move(MoveKind::kGroup, first, to));
        }
    }
  }
}

// The detonations the army to move may make at its turn's start: of the bombs (Power::kBomb) and
// of the marked pieces whose squares it knows (Power::kSecretBomb; a view hides other armies'
// marks) of the armies it moves; pseudo-legal but for the defeats of its own side that
// Position::may_detonate excludes.
template <typename Want>
[[gnu::noinline]] void generate_detonations(const Position& pos, const Want& want, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const auto emit = [&](Square sq) {
    const int type = type_of(pos.at(sq));
    if (want.movable(type) && want.piece(sq, type) && want.to(sq) && pos.may_detonate(sq))
      out.push(Move(MoveKind::kRemove, sq, sq, 0, 1));
  };
  for (int a = 0; a < rules.army_count(); ++a) {
    const Power power = rules.army_rules(a).power;
    if ((power != Power::kBomb && power != Power::kSecretBomb) || !pos.moves_for(a, pos.to_move()))
      continue;
    if (power == Power::kSecretBomb) {
      if (pos.secret(a) != kNoSquare) emit(pos.secret(a));
      continue;
    }
    const int bomb = *rules.type_by_letter('X');
    for (Square sq : want.movers(pos, a))
      if (type_of(pos.at(sq)) == bomb) emit(sq);
  }
}

// Placements of the army to move of each type t that `allowed(t)` admits on its empty placement
// squares (a pawn never on its own last line), pseudo-legal.
template <typename Want, typename Allowed>
void generate_placements(const Position& pos, const Want& want, MoveList& out, Allowed&& allowed) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  for (int t = 0; t < rules.type_count(); ++t) {
    if (!want.dropped(t) || !want.movable(t) || !allowed(t)) continue;
    for (Square to : pos.placement_squares(us))
      if (pos.at(to) == kEmpty && want.to(to) &&
          (t != rules.pawn_type() || !rules.in_promotion_zone(us, to)))
        out.push(Move(MoveKind::kDrop, 0, to, t));
  }
}

// The moves armies' powers add (RuleSet::army_rules), pseudo-legal: the pawns the army to move
// places in its area (Power::kTribute), the pieces it drops from its hand (Power::kDeploy), its
// group moves (Power::kGroup), the detonations of the
// bombs it moves at its turn's start (Power::kBomb), and the sea moves of bishops of the armies
// with Power::kSea it moves, to every empty square their bishop move does not reach, each giving
// no new check.
template <typename Want>
[[gnu::noinline]] void generate_power_moves(Position& pos, const Want& want, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  const ArmyRules& own = rules.army_rules(us);
  const int pawn = rules.pawn_type();
  if (own.power == Power::kTribute && pos.status(us) == ArmyStatus::kPlaying &&
      want.kind(MoveKind::kDrop) && want.dropped(pawn) && want.movable(pawn) &&
      pos.pieces(us).size() < kMaxPiecesPerArmy)
    for (Square to : own.area)
      if (pos.at(to) == kEmpty && want.to(to)) out.push(Move(MoveKind::kDrop, 0, to, pawn));
  if (own.power == Power::kDeploy && pos.status(us) == ArmyStatus::kPlaying &&
      want.kind(MoveKind::kDrop))
    generate_placements(pos, want, out,
                        [&](int t) { return pos.hand(us, t) && pos.deploy_allows(t); });
  if (own.power == Power::kGroup && !pos.group_used(us) && pos.status(us) == ArmyStatus::kPlaying &&
      want.kind(MoveKind::kGroup))
    generate_group_moves(pos, want, out);
  if ((rules.has_power(Power::kBomb) || rules.has_power(Power::kSecretBomb)) &&
      pos.continuation() == Continuation::kNone && want.kind(MoveKind::kRemove))
    generate_detonations(pos, want, out);
  if (!rules.has_power(Power::kSea) || pos.sea_barred(us) || !want.kind(MoveKind::kTeleport))
    return;
  const int bishop = *rules.type_by_letter('B');
  Square calm[16];
  int calm_count = -1;  // found once an army with sea moves is moved: other armies' turns skip it
  for (int a = 0; a < rules.army_count(); ++a) {
    if (rules.army_rules(a).power != Power::kSea || !pos.moves_for(a, us)) continue;
    if (calm_count < 0) calm_count = unattacked_enemy_royals(pos, us, calm);
    for (Square from : want.movers(pos, a)) {
      if (type_of(pos.at(from)) != bishop || !want.piece(from, bishop) || !want.movable(bishop))
        continue;
      std::array<bool, kMaxMailbox> reached{};
      const Movement& mv = rules.movement(a, bishop);
      const auto mark = [&](Square to) { reached[to] = true; };
      if (mv.special())
        special_targets(pos.board(), pos.relations(), a, from, mv, mark);
      else
        piece_targets(pos.board(), pos.relations(), a, from, mv, mark);
      for (Square to : rules.geometry().squares()) {
        if (pos.at(to) != kEmpty || reached[to] || !want.to(to)) continue;
        const Move m(MoveKind::kTeleport, from, to);
        pos.make_for_legality(m);
        const bool checks = std::any_of(calm, calm + calm_count, [&](Square q) {
          return is_attacked(pos, q, army_of(pos.at(q)));
        });
        pos.unmake();
        if (!checks) out.push(m);
      }
    }
  }
}

// The square of the piece move m captures, kNoSquare if it captures none.
Square victim_square(const Position& pos, Move m) {
  switch (m.kind()) {
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kCaptureInPlace:
      return is_piece(pos.at(m.to())) ? m.to() : kNoSquare;
    case MoveKind::kEnPassant:
      return pos.army_en_passant_pawn(m.extra());
    default:
      return kNoSquare;
  }
}

// Calls use(legal) and returns what it returns, where legal(m) tells whether the pseudo-legal
// move m of the army to move does not leave its royal piece attacked (checkmate rules). The
// checkers, the squares that answer a single check and the pinned pieces are found once; then
// each move is judged alone, in any order. Castling moves are judged by their generation, which
// tests the king's path. A template, so that the test inlines into the loops over the moves.
template <typename Use>
auto with_checkmate_legality(Position& pos, Use&& use) {
  const RuleSet& rules = pos.rules();
  const Cell* board = pos.board();
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  // Per-army rules: pulls, pushes, captures in place and ranges change what a move leaves
  // attacked in ways no pin test foresees; every move is tried. Several royals: check does not
  // bind the army (RuleSet::several_royals).
  // An Ottoman army with its king in hand may not drop it onto an attacked square
  // (Power::kDeploy); Persia in check at its turn's start must take a checking piece
  // (Power::kReturn).
  if (rules.army_rules()) {
    const bool bound = (king != kNoSquare && pos.royal_count(us) == 1) ||
                       (pos.royal_count(us) == 0 && rules.army_rules(us).power == Power::kDeploy);
    Square checkers[kMaxAttackers];
    const int checker_count = rules.has_power(Power::kReturn) && pos.return_check()
                                  ? attackers(pos, king, us, checkers)
                                  : -1;
    return use([&pos, us, bound, &checkers, checker_count](Move m) {
      if (forbidden_by_power(pos, m)) return false;
      if (checker_count >= 0 && std::find(checkers, checkers + checker_count,
                                          victim_square(pos, m)) == checkers + checker_count)
        return false;
      if (!bound) return true;
      pos.make_for_legality(m);
      const bool ok = pos.royal_count(us) != 1 || !is_attacked(pos, pos.royal_square(us), us) ||
                      (pos.rest_count() && pos.resting(pos.royal_square(us)));
      pos.unmake();
      return ok;
    });
  }
  if (king == kNoSquare || pos.royal_count(us) > 1) return use([](Move) { return true; });

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
    if ((rules.leap_mask(c) >> i & 1) && pos.relation(us, c) == Relation::kEnemy) {
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
    Relation r = pos.relation(us, c);
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
      if ((rules.ride_mask(p) >> i & 1) && pos.relation(us, p) == Relation::kEnemy &&
          pinned_count < 16)
        pinned[pinned_count++] = static_cast<Square>(s);
    }
  }
  if (checkers > 1) evasion_count = 0;
  // A capture may make a waiting pawn of the victim's army promote (PromotionSpec::wait_for_pool);
  // the new piece may attack the capturer's king, which only a trial move shows.
  const bool revives = rules.spec().promotion.wait_for_pool && enemy_pawn_waits(pos, us);

  // A capture of a king kills its army's pieces (Defeat::kDeadPieces), perhaps the checkers, or
  // gives them to the capturer (Defeat::kToCaptor).
  const bool king_captures_kill = rules.dead_pieces() || rules.to_captor();
  // In teams a move may not newly expose the partner's king (RuleSpec::protect_partner): the
  // pieces moved by us that alone stand between it and an enemy rider are tried.
  Square partner_blockers[16];
  int partner_blocker_count = 0;
  int partner = -1;
  if (rules.spec().protect_partner && !rules.free_for_all())
    partner = find_guarded_partner(pos, us, partner_blockers, partner_blocker_count);
  auto legal_by_trial = [&](Move m) {
    pos.make_for_legality(m);
    bool ok = !is_attacked(pos, pos.royal_square(us), us) &&
              (partner < 0 || pos.royal_square(partner) == kNoSquare ||
               !is_attacked(pos, pos.royal_square(partner), partner));
    pos.unmake();
    return ok;
  };
  return use([&](Move m) {
    if (m.kind() == MoveKind::kCastling) return true;
    // A pawn becoming a second royal piece frees the army from check.
    if (m.kind() == MoveKind::kPromotion && rules.is_royal(m.piece())) return true;
    if (partner_blocker_count &&
        std::find(partner_blockers, partner_blockers + partner_blocker_count, m.from()) !=
            partner_blockers + partner_blocker_count)
      return legal_by_trial(m);
    if (king_captures_kill && is_piece(board[m.to()]) && rules.is_royal(type_of(board[m.to()])))
      return legal_by_trial(m);
    if (revives && is_piece(board[m.to()]) && rules.goes_to_pool(type_of(board[m.to()])))
      return legal_by_trial(m);
    if (m.from() == king) return !is_attacked(pos, m.to(), us, king);
    if (m.kind() == MoveKind::kEnPassant) return legal_by_trial(m);
    if (checkers &&
        std::find(evasions, evasions + evasion_count, m.to()) == evasions + evasion_count)
      return false;
    if (std::find(pinned, pinned + pinned_count, m.from()) != pinned + pinned_count)
      return legal_by_trial(m);
    return true;
  });
}

// Keeps the pseudo-legal moves from index `first` on that do not leave the mover's royal piece
// attacked.
void filter_checkmate_rules(Position& pos, MoveList& moves, int first) {
  if (moves.size() == first) return;
  with_checkmate_legality(pos, [&](auto&& legal) {
    for (int i = first; i < moves.size();) {
      if (legal(moves[i]))
        ++i;
      else
        moves.erase_unordered(i);
    }
  });
}

void add_pawn_pairs(Position& pos, MoveList& out, int first);

// Power::kOwnerSwap: replaces each pseudo-legal move from index `first` on after which the moved
// piece stands next to enemies it may swap with by one move per such enemy (Move::extra()).
[[gnu::noinline]] void add_owner_swaps(Position& pos, MoveList& out, int first) {
  MoveList moves;
  for (int i = first; i < out.size(); ++i) {
    const Move m = out[i];
    const MoveKind k = m.kind();
    unsigned dirs = 0;
    if (k == MoveKind::kNormal || k == MoveKind::kPromotion || k == MoveKind::kCaptureInPlace ||
        k == MoveKind::kTeleport) {
      dirs = pos.swap_directions_of(m);
    }
    if (!dirs) moves.push(m);
    for (int d = 0; d < 4; ++d)
      if (dirs >> d & 1) moves.push(Move(k, m.from(), m.to(), m.piece(), d + 1));
  }
  out.truncate(first);
  for (Move m : moves) out.push(m);
}

// Appends the legal moves the want asks for but the pass, in a position not decided on the
// board. Pawn pairs only in the full generation.
template <typename Want>
void generate_moves(Position& pos, const Want& want, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int first = out.size();
  if (rules.spec().king_exchange) {
    // An army with a king in hand spends its turn placing it, but one that regained it in the
    // middle of its dice turn finishes that turn first.
    if (pos.royals_in_hand(pos.to_move()) && !pos.in_dice_turn()) {
      if (want.kind(MoveKind::kDrop)) generate_drops(pos, want, out, true);
      return;
    }
    generate_pseudo(pos, want, out);
    add_exchange_demands(pos, want, out, first);
    return;
  }
  generate_pseudo(pos, want, out);
  if (rules.spec().royalty == Royalty::kCheckmate) {
    if (!rules.castlings().empty() && pos.castling_rights() && want.kind(MoveKind::kCastling))
      generate_castling(pos, want, out);
    if (pos.king_leap(pos.to_move()) && want.kind(MoveKind::kNormal))
      generate_king_leaps(pos, want, out);
    if (pos.king_swap(pos.to_move()) && want.kind(MoveKind::kSwap))
      generate_king_swap(pos, want, out);
    if (rules.army_rules()) generate_power_moves(pos, want, out);
    if (rules.army_rules() && rules.army_rules(pos.to_move()).power == Power::kOwnerSwap &&
        !pos.first_turn(pos.to_move()))
      add_owner_swaps(pos, out, first);
    filter_checkmate_rules(pos, out, first);
    if constexpr (std::is_same_v<Want, AllMoves>)
      if (rules.army_rules() && rules.army_rules(pos.to_move()).power == Power::kPawnPair)
        add_pawn_pairs(pos, out, first);
  }
}

// Adds the pairs of pawn moves of Power::kPawnPair after the legal moves from index `first` on:
// each legal pawn move that does not end the game, followed by each legal move of another pawn
// the army to move moves, in the position after it.
[[gnu::noinline]] void add_pawn_pairs(Position& pos, MoveList& out, int first) {
  const RuleSet& rules = pos.rules();
  const int pawn = rules.pawn_type();
  const int end = out.size();
  for (int i = first; i < end; ++i) {
    const Move m = out[i];
    const Cell cell = pos.at(m.from());
    if (type_of(cell) != pawn ||
        (m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kPromotion &&
         m.kind() != MoveKind::kCaptureInPlace))
      continue;
    pos.make_pair_first(m);
    MoveList seconds;
    try {
      if (!decided_on_board(pos)) {
        const Square moved = m.kind() == MoveKind::kCaptureInPlace ? m.from() : m.to();
        generate_pseudo(pos, AllMoves{}, seconds);
        for (int j = 0; j < seconds.size();) {
          const Move s = seconds[j];
          if (s.from() == moved || type_of(pos.at(s.from())) != pawn)
            seconds.erase_unordered(j);
          else
            ++j;
        }
        filter_checkmate_rules(pos, seconds, 0);
      }
    } catch (...) {  // TooManyMoves: the position is left as it was
      pos.unmake();
      throw;
    }
    // Packing reads the second pawn in the position after the first move.
    out.reserve(out.size() + seconds.size());
    for (Move s : seconds) out.push(pack_pawn_pair(rules, cell, m, pos.at(s.from()), s));
    pos.unmake();
  }
}

// Adds, after each capture of a royal piece from index `first` on that may demand the king
// exchange, the same capture demanding it (RuleSpec::king_exchange). A trial move tells: the
// capture itself may change who holds a king (a pawn becoming a king).
template <typename Want>
[[gnu::noinline]] void add_exchange_demands(Position& pos, const Want& want, MoveList& out,
                                            int first) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  const int end = out.size();
  for (int i = first; i < end; ++i) {
    const Move m = out[i];
    const Cell victim = pos.at(m.to());
    if ((m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kPromotion) || !is_piece(victim) ||
        !rules.is_royal(type_of(victim)))
      continue;
    pos.make(m);
    const bool possible = pos.exchange_possible(us, army_of(victim));
    pos.unmake();
    if (possible) push(want, out, Move(m.kind(), m.from(), m.to(), m.piece(), 1));
  }
}

// An army without a legal move passes ("--"): the rule set skips its turn, or judges it at the
// pass (NoMoveRule::kEliminated).
bool passes_without_moves(const RuleSet& rules) {
  return rules.spec().no_moves == NoMoveRule::kPass ||
         rules.spec().no_moves == NoMoveRule::kEliminated;
}

// Power::kSacrifice: the legal removals of the army to move, one for each non-royal piece it
// moves whose removal leaves its single royal piece unattacked.
void generate_removals(Position& pos, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move(), first = out.size();
  for (int a = 0; a < rules.army_count(); ++a) {
    if (!pos.moves_for(a, us)) continue;
    for (Square sq : pos.pieces(a))
      if (!rules.is_royal(type_of(pos.at(sq)))) out.push(Move(MoveKind::kRemove, sq, sq));
  }
  filter_checkmate_rules(pos, out, first);
}

// Power::kGift: the legal gifts of the army to move, each pawn of its colour to each live opponent
// (MoveKind::kRemove with extra() 2 + the opponent).
void generate_gifts(Position& pos, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move(), first = out.size(), pawn = rules.pawn_type();
  for (Square sq : pos.pieces(us)) {
    if (type_of(pos.at(sq)) != pawn) continue;
    for (int a = 0; a < rules.army_count(); ++a)
      if (pos.takes_turns(a) && pos.relation(us, make_piece(a, pawn)) == Relation::kEnemy)
        out.push(Move(MoveKind::kRemove, sq, sq, 0, 2 + a));
  }
  filter_checkmate_rules(pos, out, first);
}

// Power::kRetreat: the legal retreats of the army to move, each piece of its colour to each empty
// square where its setup has a piece of its type.
void generate_retreats(Position& pos, MoveList& out) {
  const int us = pos.to_move(), first = out.size();
  const auto& homes = pos.rules().army_rules(us).homes;
  for (Square from : pos.pieces(us))
    for (const auto& [home, type] : homes)
      if (type == type_of(pos.at(from)) && pos.at(home) == kEmpty)
        out.push(Move(MoveKind::kTeleport, from, home));
  filter_checkmate_rules(pos, out, first);
}

// Orthodox chess: the bitboard generation of orthodox_movegen.h, and castlings from the generic
// generator, which judges their legality itself. False, having added nothing, where the fast path
// does not apply.
bool generate_orthodox_targeted(Position& pos, const MoveTarget& target, MoveList& out,
                                std::optional<OrthodoxReading>& reading) {
  if (!OrthodoxReading::applies_to(pos)) return false;
  // A target of castlings alone needs no reading of the board.
  if (target.kinds & MoveTarget::kBoardMoves) {
    if (!reading) reading.emplace(pos);
    reading->generate(pos, target, out);
  }
  // The movable types are asked only where a castling is wanted (SAN's moves of a type to a square
  // want none).
  if ((target.kinds & kind_bit(MoveKind::kCastling)) && !pos.rules().castlings().empty() &&
      pos.castling_rights())
    generate_castling(pos, Targeted{target, pos.movable_types()}, out);
  return true;
}

}  // namespace

bool has_retreat(Position& pos) {
  MoveList moves;
  generate_retreats(pos, moves);
  return !moves.empty();
}

// Stops at the first: castling and the king's leap, dearer to generate, come last.
bool has_board_move(Position& pos) {
  const RuleSet& rules = pos.rules();
  MoveList moves;
  if (pos.censored()[0] != kNoSquare) [[unlikely]] {
    generate_legal(pos, moves);
    return std::any_of(moves.begin(), moves.end(), [](Move m) {
      return m.kind() != MoveKind::kPass && m.kind() != MoveKind::kDecision;
    });
  }
  if (rules.army_rules() && rules.army_rules(pos.to_move()).power == Power::kOwnerSwap &&
      !pos.first_turn(pos.to_move())) {
    // A move that must swap is legal only with a legal swap: the full generation tells.
    generate_moves(pos, AllMoves{}, moves);
    return !moves.empty();
  }
  // Asked after every game of an import: the fast path's reading of the board, where it applies,
  // rather than every pseudo-legal move tried in turn.
  if (std::optional<OrthodoxReading> reading;
      generate_orthodox_targeted(pos, MoveTarget{}, moves, reading))
    return !moves.empty();
  generate_pseudo(pos, AllMoves{}, moves);
  if (rules.spec().royalty != Royalty::kCheckmate) return !moves.empty();
  return with_checkmate_legality(pos, [&](auto&& legal) {
    if (std::any_of(moves.begin(), moves.end(), legal)) return true;
    moves.clear();
    if (!rules.castlings().empty() && pos.castling_rights())
      generate_castling(pos, AllMoves{}, moves);
    if (pos.king_leap(pos.to_move())) generate_king_leaps(pos, AllMoves{}, moves);
    if (pos.king_swap(pos.to_move())) generate_king_swap(pos, AllMoves{}, moves);
    if (rules.army_rules()) generate_power_moves(pos, AllMoves{}, moves);
    return std::any_of(moves.begin(), moves.end(), legal);
  });
}

bool royals_gone(const Position& pos) {
  const RuleSet& rules = pos.rules();
  if (rules.spec().royalty != Royalty::kCapture) return false;
  // Over when the royal pieces left, if any, are all on one side: the sides two bits an army,
  // compared at once. Sides change only under captor control; kings come into hand only by the
  // king exchange.
  unsigned held = 0;  // both bits of each army that has a royal piece (none past army_count)
  for (int a = 0; a < kMaxArmies; ++a) held |= (pos.royal_count(a) != 0 ? 3u : 0u) << 2 * a;
  if (rules.spec().king_exchange)
    for (int a = 0; a < rules.army_count(); ++a)
      if (pos.royals_in_hand(a)) held |= 3u << 2 * a;
  if (!held) return true;
  const unsigned sides = rules.captor_control() ? pos.sides() : rules.start_sides();
  const unsigned first = sides >> std::countr_zero(held) & 3;
  return ((sides ^ first * 0x55u) & held) == 0;
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

int bonus_winner(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const int x = pos.last_mover();
  if (!rules.spec().bonus || x < 0 || !pos.last_took_royal() || pos.royal_count(x) == 0 ||
      pos.king_captors(x) != 0)
    return -1;
  for (int a = 0; a < rules.army_count(); ++a)
    if (a != x && (pos.royal_count(a) || (pos.king_captors(a) & ~(1u << x)))) return -1;
  return x;
}

bool quiet_rounds_over(const Position& pos) {
  const RuleSet& rules = pos.rules();
  return rules.spec().quiet_rounds_end && !pos.in_dice_turn() &&
         pos.no_progress() >= rules.army_count() * rules.options().quiet_rounds;
}

int bare_king(const Position& pos) {
  if (!pos.rules().spec().bare_king_end) return -1;
  for (int a = 0; a < pos.rules().army_count(); ++a)
    if (pos.royal_count(a) && pos.royal_count(a) == static_cast<int>(pos.pieces(a).size()))
      return a;
  return -1;
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

namespace {

// Power::kCensor: drops the moves of censored pieces from out[first..], keeping the order; a
// turn left without a move passes.
void drop_censored(const Position& pos, MoveList& out, int first) {
  int kept = first;
  MoveList rest;
  rest.reserve(out.size() - first);
  for (int i = first; i < out.size(); ++i)
    if (!pos.moves_censored(out[i])) rest.push(out[i]);
  const bool dropped = rest.size() != out.size() - first;
  out.truncate(first);
  for (Move m : rest) out.push(m), ++kept;
  if (dropped && kept == first) out.push(Move::pass());
}

void generate_legal_uncensored(Position& pos, MoveList& out);

// Power::kInsanity, an insane turn's plies: a choice of each piece the army to move moves and has
// not chosen; or the legal moves of the chosen pieces as their rolled types, with "--" after the
// turn's first move or where it has none. None while the types roll is due.
void generate_insane(Position& pos, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move(), first = out.size();
  const InsaneTurn t = pos.insane_turn();
  if (t.to_choose > 0) {
    for (int a = 0; a < rules.army_count(); ++a) {
      if (!pos.moves_for(a, us)) continue;
      for (Square sq : pos.pieces(a))
        if (std::find(t.chosen.begin(), t.chosen.end(), sq) == t.chosen.end())
          out.push(Move(MoveKind::kMark, 0, sq));
    }
    return;
  }
  if (!t.types_rolled()) return;
  const Cell* board = pos.board();
  for (int i = 0; i < t.chosen_count(); ++i) {
    const Square from = t.chosen[i];
    const Cell c = board[from];
    if (!is_piece(c) || !pos.moves_for(army_of(c), us)) continue;
    const int army = army_of(c), die = t.types[i];
    // Only a pawn moving as a pawn promotes or steps two.
    const bool pawn_move = die == 1 && type_of(c) == rules.pawn_type();
    piece_targets(board, pos.relations(), army, from, rules.insane_movement(army, die),
                  [&](Square to) {
                    if (pawn_move)
                      emit_pawn(pos, AllMoves{}, army, from, to, board[to], out);
                    else
                      out.push(Move(MoveKind::kNormal, from, to));
                  });
    if (pawn_move) emit_pawn_multi_steps(pos, AllMoves{}, army, from, out);
  }
  filter_checkmate_rules(pos, out, first);
  if (t.moved || out.size() == first) out.push(Move::pass());
}

}  // namespace

void generate_legal(Position& pos, MoveList& out) {
  const int first = out.size();
  generate_legal_uncensored(pos, out);
  if (pos.censored()[0] != kNoSquare) [[unlikely]]
    drop_censored(pos, out, first);
}

namespace {

void generate_legal_uncensored(Position& pos, MoveList& out) {
  if (decided_on_board(pos)) return;
  if (pos.rules().has_power(Power::kInsanity) && pos.awaiting_roll()) [[unlikely]]
    return;
  const int first = out.size();
  if (pos.rules().family_rules()) [[unlikely]] {
    if (pos.awaiting_roll()) return;
    if (pos.frozen()) return out.push(Move::pass());
    if (pos.in_dice_turn()) {
      // In a dice turn the pass, declining the rest of the turn, is always legal.
      generate_moves(pos, TypeMoves{{}, pos.movable_types()}, out);
      return out.push(Move::pass());
    }
  }
  if (pos.continuation() == Continuation::kAgain) {
    // After a removal the army moves as at the start of a turn, passing only without a move.
    generate_moves(pos, AllMoves{}, out);
    if (out.size() == first) out.push(Move::pass());
    return;
  }
  if (pos.continuation() != Continuation::kNone) {
    if (pos.continuation() == Continuation::kInsane) return generate_insane(pos, out);
    if (pos.continuation() == Continuation::kChoose) {
      // The secret choice: any piece of the army's own colour, and nothing else.
      for (Square sq : pos.pieces(pos.to_move())) out.push(Move(MoveKind::kMark, sq, sq));
      return;
    }
    // A later ply of a turn may be declined: the pass ends the turn.
    switch (pos.continuation()) {
      case Continuation::kKing:
        generate_moves(pos, OwnTypeMoves{{{}, pos.movable_types()}}, out);
        break;
      case Continuation::kOtherPiece:
        generate_moves(pos, TypeMoves{{}, pos.movable_types()}, out);
        break;
      case Continuation::kSamePiece:
        generate_moves(pos, PieceMoves{{}, pos.again()}, out);
        break;
      case Continuation::kMark:
        for (Square sq : pos.rules().geometry().squares())
          if (pos.at(sq) == kEmpty) out.push(Move(MoveKind::kMark, 0, sq));
        break;
      case Continuation::kRemoval:
        generate_removals(pos, out);
        break;
      case Continuation::kRetreat:
        generate_retreats(pos, out);
        break;
      case Continuation::kCensor:
        out.push(Move(MoveKind::kCensor, 0, 0));
        break;
      case Continuation::kPlace:
        generate_placements(pos, AllMoves{}, out, [&](int t) {
          return t == pos.rules().pawn_type() && pos.to_place(pos.to_move());
        });
        filter_checkmate_rules(pos, out, first);
        break;
      case Continuation::kReturn:
        generate_placements(pos, AllMoves{}, out,
                            [&](int t) { return pos.pool(pos.to_move(), t) != 0; });
        filter_checkmate_rules(pos, out, first);
        break;
      case Continuation::kGift:
        generate_gifts(pos, out);
        break;
      case Continuation::kNone:
      case Continuation::kAgain:
      case Continuation::kInsane:
      case Continuation::kChoose:
        break;
    }
    return out.push(Move::pass());
  }
  generate_moves(pos, AllMoves{}, out);
  if (out.size() == first && passes_without_moves(pos.rules())) out.push(Move::pass());
}

// A target that restricts the moves: the unrestricted one is the full generation, in its order
// and with its pairs of pawn moves. The type first, which a record's reader always sets: GCC
// tests the two squares by one load of both, which stalled on its callers' separate stores of
// them.
bool restricts(const MoveTarget& target) {
  return target.type >= 0 || target.from != kNoSquare || target.to != kNoSquare ||
         target.kinds != MoveTarget::kAllKinds;
}

// Which generation answers a restricting target: a rule set's fast path where it has one, or the
// generic generators alone (for tests comparing the two).
enum class Generation { kFastest, kGeneric };

// True where the army to move makes an ordinary move of its pieces, which its pieces' movements
// give: the game is not decided on the board, no roll is awaited, the army is not frozen, and
// this is no later ply of a turn and no turn after a censor. The cheap tests first.
bool in_ordinary_turn(const Position& pos) {
  return pos.continuation() == Continuation::kNone && pos.censored()[0] == kNoSquare &&
         !pos.frozen() && !pos.awaiting_roll() && !decided_on_board(pos);
}

// generate_targeted's answer outside an ordinary turn (in_ordinary_turn).
[[gnu::noinline]] void generate_targeted_off_turn(Position& pos, const MoveTarget& target,
                                                  MoveList& out) {
  if (decided_on_board(pos) || pos.awaiting_roll()) return;
  if (pos.frozen()) {
    if (target.matches(pos, Move::pass())) out.push(Move::pass());
    return;
  }
  // A second ply, or a turn after a censor: few moves, or pieces that matter.
  MoveList all;
  generate_legal(pos, all);
  out.reserve(out.size() + all.size());
  for (Move m : all)
    if (target.matches(pos, m)) out.push(m);
}

void generate_targeted(Position& pos, const MoveTarget& target, MoveList& out, Generation gen,
                       std::optional<OrthodoxReading>& reading) {
  if (!restricts(target)) return generate_legal(pos, out);
  // First, before the tests below: find_orthodox_chess admits none of what they test (an ending
  // decided on the board, chance, a frozen army, turns of several plies, censors, the pass).
  if (gen == Generation::kFastest && generate_orthodox_targeted(pos, target, out, reading)) return;
  if (!in_ordinary_turn(pos)) [[unlikely]]
    return generate_targeted_off_turn(pos, target, out);
  const int first = out.size();
  generate_moves(pos, Targeted{target, pos.movable_types()}, out);
  // The pass is legal only without any other legal move, wanted or not, but in a dice turn.
  if (target.matches(pos, Move::pass()) &&
      (pos.in_dice_turn() ||
       (out.size() == first && passes_without_moves(pos.rules()) && !has_board_move(pos))))
    out.push(Move::pass());
}

}  // namespace

void TargetedMoves::generate(const MoveTarget& target, MoveList& out) {
  generate_targeted(pos_, target, out, Generation::kFastest, reading_);
}

Move TargetedMoves::find(const SanTarget& target) {
  if (!OrthodoxReading::applies_to(pos_)) return kNullMove;
  if (!reading_) reading_.emplace(pos_);
  return reading_->find(pos_, target);
}

void generate_legal(Position& pos, const MoveTarget& target, MoveList& out) {
  TargetedMoves(pos).generate(target, out);
}

void generate_legal_generic(Position& pos, const MoveTarget& target, MoveList& out) {
  std::optional<OrthodoxReading> unused;
  generate_targeted(pos, target, out, Generation::kGeneric, unused);
}

bool rank_plain_move(const Position& pos, Square from, Square to, PieceMoveRank& rank) {
  const RuleSet& rules = pos.rules();
  if (!rules.plain_moves() || !pos.en_passant().empty() || !in_ordinary_turn(pos)) return false;
  const int us = pos.to_move();
  const Cell* board = pos.board();
  const Cell piece = board[from];
  if (!is_piece(piece) || army_of(piece) != us) return false;
  const int type = type_of(piece);
  const Movement& mv = rules.movement(us, type, from);
  const bool pawn = type == rules.pawn_type();
  if (mv.special() || (pawn && rules.pawn_steps(us, from) > 1)) return false;
  // A pawn's targets are plain moves unless one promotes (emit_pawn): those are generated. The
  // counting is inlined into each of piece_targets' loops (a call a target was a fifth of it).
  bool found = false, promotes = false;
  int count = 0, below = 0;
  piece_targets(
      board, pos.relations(), us, from, mv, [&](Square target) __attribute__((always_inline)) {
        ++count;
        below += target < to;
        found |= target == to;
        if (pawn)
          promotes |=
              rules.in_promotion_zone(us, target) ||
              (board[target] != kEmpty && rules.promotes_on_capture_of(type_of(board[target])));
      });
  if (!found || promotes) return false;
  // One piece's plain moves differ in their to-squares alone, which order their bits (Move).
  rank.index = below;
  rank.count = count;
  return true;
}

bool has_legal_move(Position& pos) {
  if (decided_on_board(pos)) return false;
  if (pos.awaiting_roll()) return true;  // whatever the roll, the army has a move or the pass
  return passes_without_moves(pos.rules()) || has_board_move(pos);
}

bool four_army_over(const Position& pos) {
  const Move last = pos.last_move();
  if (last.kind() == MoveKind::kDecision && last.decision() == Decision::kClaim) return true;
  const RuleSet& rules = pos.rules();
  switch (rules.spec().defeat) {
    case Defeat::kEndsGame:
      return pos.players_left() < rules.army_count();
    case Defeat::kDeadPieces:
      return pos.players_left() <= 1;
    case Defeat::kToCaptor:
      break;
  }
  // One side left, or a full cycle of passes.
  int sides = 0;
  for (int a = 0; a < rules.army_count(); ++a)
    if (pos.status(a) == ArmyStatus::kPlaying) sides |= 1 << rules.team(a);
  return std::popcount(static_cast<unsigned>(sides)) <= 1 || pos.passes() >= pos.players_left();
}

}  // namespace chatur::engine
