// Position's share of four-army check (RuleSet::four_army_check): what a ply sets off beyond
// the board move (defeats, decisions, check points, the turn passing on and mates at the turn
// under Defeat::kToCaptor, king promotion) and the four-army en passant rights.
#include <algorithm>

#include "engine/attacks.h"
#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::engine {
namespace {

// The powers whose state changes when a turn ends (Position::end_turn_powers).
constexpr std::uint32_t kTurnEndPowers =
    RuleSet::power_bits({Power::kRest, Power::kOwnerSwap, Power::kDiscord, Power::kDeploy});

}  // namespace

void Position::king_promotion_move(State& s, Move m, Cell mover) {
  const int us = s.to_move;
  if (m.from() != rules_->king_promotion_corner(us) || !rules_->is_royal(type_of(mover)) ||
      army_of(mover) != us)
    return;
  put(s, m.from(), make_piece(us, rules_->king_promotion_type()));
  s.king_promotion = static_cast<std::uint8_t>(s.king_promotion & ~(1u << us));
  s.king_swap = static_cast<std::uint8_t>(s.king_swap | 1u << us);
  refresh_extra_hash(s);
}

void Position::clear_army_en_passant(State& s, int army) {
  if (s.ep_passed[army] == kNoSquare) return;
  s.hash ^= rules_->en_passant_key(s.ep_passed[army]);
  s.ep_passed[army] = s.ep_pawn[army] = kNoSquare;
}

void Position::set_army_en_passant(State& s, int army, Square passed, Square pawn) {
  // Recorded only if an enemy pawn attacks the passed square, so that equal positions hash
  // equally: no other pawn can come to attack it before the army moves again.
  const int type = rules_->pawn_type();
  for (int e = 0; e < rules_->army_count(); ++e) {
    if (relation(army, make_piece(e, type)) != Relation::kEnemy ||
        !takes_turns(rules_->to_captor() ? s.controllers[e] : e))
      continue;
    for (int mode : {0, 2})
      for (int off : rules_->movement(e, type).leaps[mode])
        if (board_[passed - off] == make_piece(e, type)) {
          s.ep_passed[army] = passed;
          s.ep_pawn[army] = pawn;
          s.hash ^= rules_->en_passant_key(passed);
          return;
        }
  }
}

int Position::players_left() const {
  int n = 0;
  for (int a = 0; a < rules_->army_count(); ++a) n += status(a) == ArmyStatus::kPlaying;
  return n;
}

void Position::add_points(int army, int points) {
  State& s = st();
  s.points[army] = static_cast<std::int16_t>(s.points[army] + points);
}

void Position::defeat(int army, ArmyStatus why, bool king_walks) {
  State& s = st();
  s.status[army] = static_cast<std::uint8_t>(why);
  if (s.out[army] == 0)
    s.out[army] = static_cast<std::uint8_t>(
        1 + std::count_if(s.out.begin(), s.out.end(), [](std::uint8_t o) { return o != 0; }));
  for (size_t i = 0; i < rules_->castlings().size(); ++i)
    if (rules_->castlings()[i].army == army && has_castling(s.castling, i)) {
      s.castling &= ~castling_bit(i);
      s.hash ^= rules_->castling_key(static_cast<int>(i));
    }
  clear_army_en_passant(s, army);
  if (rules_->army_rules()) {
    // What it would place from outside the board leaves the game with it (Power::kDeploy,
    // kReturn, kGift).
    s.hands[army] = {};
    s.pools[army] = {};
    s.to_place[army] = 0;
    if (army == s.to_move) s.returning = {};
  }
  if (rules_->has_power(Power::kMark)) lift_mark(s, army);
  if (rules_->has_power(Power::kRest)) drop_rests(s, army);
  s.king_promotion = static_cast<std::uint8_t>(s.king_promotion & ~(1u << army));
  s.king_swap = static_cast<std::uint8_t>(s.king_swap & ~(1u << army));
  s.passes = 0;
  if (rules_->dead_pieces()) {
    Square squares[kMaxPiecesPerArmy];
    const int n = count_[army];
    std::copy_n(lists_[army].begin(), n, squares);
    for (int i = 0; i < n; ++i) {
      const int type = type_of(board_[squares[i]]);
      if (rules_->is_dead(type) || (king_walks && rules_->is_royal(type))) continue;
      retype(s, squares[i], make_piece(army, rules_->dead_type(type)));
    }
  }
  refresh_extra_hash(s);
}

bool Position::decision_allowed(Decision d) const {
  if (!rules_->four_army_check()) return false;
  const int us = to_move();
  if (status(us) != ArmyStatus::kPlaying || players_left() < 2) return false;
  if (last_move().kind() == MoveKind::kDecision && last_move().decision() == Decision::kClaim)
    return false;
  if (rules_->spec().defeat == Defeat::kEndsGame)
    for (int a = 0; a < rules_->army_count(); ++a)
      if (status(a) != ArmyStatus::kPlaying) return false;
  if (d == Decision::kFreeze) return rules_->spec().freeze;
  // Losing on time is a resignation where the rule set has no time-out of its own.
  if (d == Decision::kTimeout) return !rules_->to_captor();
  if (d != Decision::kClaim) return true;
  const CheckPoints& cp = rules_->spec().check_points;
  if (!cp.on || players_left() != 2) return false;
  for (int a = 0; a < rules_->army_count(); ++a)
    if (a != us && status(a) == ArmyStatus::kPlaying && points(us) - points(a) < cp.claim_lead)
      return false;
  return true;
}

void Position::decide(Decision d, bool keeps_turn) {
  const int us = to_move();
  switch (d) {
    case Decision::kResign:
    case Decision::kTimeout:
      defeat(us, d == Decision::kResign ? ArmyStatus::kResigned : ArmyStatus::kTimedOut,
             keeps_turn || (rules_->walking_kings() && rules_->dead_pieces()));
      if (rules_->to_captor()) remove_pieces(st(), us);
      break;
    case Decision::kFreeze:
      defeat(us, ArmyStatus::kResigned, false);
      freeze_pieces(st(), us);
      break;
    case Decision::kClaim:
      // The claimer leaves as a resigning player does: the other, left alone, scores the walking
      // kings (settle_four_army_ply), the claimer's among them (chess.com's records).
      defeat(us, ArmyStatus::kResigned, rules_->walking_kings() && rules_->dead_pieces());
      break;
  }
}

void Position::remove_pieces(State& s, int army) {
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (a != army && s.controllers[a] != army) continue;
    while (count_[a]) remove(s, lists_[a][count_[a] - 1]);
  }
}

void Position::freeze_pieces(State& s, int army) {
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (a != army && s.controllers[a] != army) continue;
    for (int i = 0; i < count_[a]; ++i) {
      const Square sq = lists_[a][i];
      if (!rules_->is_dead(type_of(board_[sq])))
        retype(s, sq, make_piece(a, rules_->dead_type(type_of(board_[sq]))));
    }
  }
}

bool Position::checked(int army) const {
  const Square king = royal_sq_[army];
  if (king == kNoSquare || (rules_->several_royals() && royal_count_[army] != 1)) return false;
  if (rules_->has_power(Power::kRest) && resting(king)) return false;  // it cannot be captured
  return is_attacked(*this, king, army);
}

int Position::turn_after(int army) const {
  int first = -1;
  for (int i = 1; i <= rules_->army_count(); ++i) {
    const int a = (army + i) % rules_->army_count();
    if (status(a) != ArmyStatus::kPlaying) continue;
    if (rules_->spec().turn_order == TurnOrder::kInOrder) return a;
    if (checked(a)) return a;
    if (first < 0) first = a;
  }
  return first;
}

int Position::mate_captor(int army) const {
  // The controllers of the checking pieces; of several, the one whose last ply is latest.
  const Square king = royal_sq_[army];
  unsigned candidates = 0;
  for (int b = 0; b < rules_->army_count(); ++b)
    if (count_[b] && relation(army, make_piece(b, 0)) == Relation::kEnemy &&
        attacking_types(*this, king, b))
      candidates |= 1u << st().controllers[b];
  for (size_t i = history_.size() - 1; i > 0; --i) {
    const int mover = history_[i - 1].to_move;
    if (candidates >> mover & 1) return mover;
  }
  // Set up so: the nearest before the mated army in turn order.
  for (int i = 1; i <= rules_->army_count(); ++i) {
    const int b = (army + rules_->army_count() - i) % rules_->army_count();
    if (candidates >> b & 1) return b;
  }
  return army;
}

void Position::mate_at_turn(int army) {
  State& s = st();
  const int captor = mate_captor(army);
  Square royals[kMaxPiecesPerArmy];
  int n = 0;
  for (int i = 0; i < count_[army]; ++i)
    if (rules_->is_royal_piece(board_[lists_[army][i]])) royals[n++] = lists_[army][i];
  for (int i = 0; i < n; ++i) remove(s, royals[i]);
  defeat(army, ArmyStatus::kCheckmated, false);
  pass_control(s, army, captor);
}

void Position::pass_turn_on(int from, bool ended) {
  State& s = st();
  if (!ended && rules_->has_any_power(kTurnEndPowers)) end_turn_powers(s, from);
  while (!four_army_over(*this)) {
    const int next = turn_after(from);
    if (next <= from) ++s.fullmove;
    s.hash ^= rules_->turn_key(s.to_move) ^ rules_->turn_key(next);
    s.to_move = static_cast<std::uint8_t>(next);
    if (rules_->has_power(Power::kMark)) lift_mark(s, next);
    if (rules_->has_power(Power::kRemoval)) remove_at_turn_start(s, next);
    if (rules_->has_power(Power::kDeploy) && deploy_lost(next)) {
      // Nobody took its last piece: it leaves with the armies it controls, as by resignation.
      defeat(next, ArmyStatus::kEliminated, false);
      remove_pieces(s, next);
      from = next;
      continue;
    }
    if (!checked(next) || has_board_move(*this)) {
      if (s.to_place[next]) offer_placements(s, next);
      break;
    }
    mate_at_turn(next);
    from = next;
  }
}

bool Position::offer_retreat(int ended, int after) {
  State& s = st();
  if (four_army_over(*this)) return false;
  const int n = rules_->army_count();
  for (int b = (after + 1) % n; b != ended; b = (b + 1) % n) {
    if (rules_->army_rules(b).power != Power::kRetreat || status(b) != ArmyStatus::kPlaying ||
        side(b) == side(ended))
      continue;
    const std::uint8_t to_move = s.to_move;
    s.hash ^= rules_->turn_key(to_move) ^ rules_->turn_key(b);
    s.to_move = static_cast<std::uint8_t>(b);
    s.continuation = static_cast<std::uint8_t>(Continuation::kRetreat);
    s.interrupted = static_cast<std::uint8_t>(ended);
    refresh_extra_hash(s);
    if (has_retreat(*this)) return true;
    s.hash ^= rules_->turn_key(b) ^ rules_->turn_key(to_move);
    s.to_move = to_move;
    s.continuation = static_cast<std::uint8_t>(Continuation::kNone);
    s.interrupted = 0;
    refresh_extra_hash(s);
  }
  return false;
}

void Position::judge_set_up_turn() {
  const int army = st().to_move;
  if (continuation() == Continuation::kRetreat || continuation() == Continuation::kCensor)
    return;  // no turn of the army's own
  if (four_army_over(*this) || !checked(army) || has_board_move(*this)) return;
  mate_at_turn(army);
  pass_turn_on(army);
}

void Position::settle_captor_ply(Move m, int us) {
  State& s = st();
  const std::uint8_t passes = s.passes;
  // The "--" that ends a turn of two plies is no pass of a turn.
  // An insane turn's "--" passes only where no move of it was made (Power::kInsanity).
  const State& before = history_[history_.size() - 2];
  const bool pass = m.kind() == MoveKind::kPass &&
                    (before.continuation == static_cast<std::uint8_t>(Continuation::kNone) ||
                     (before.continuation == static_cast<std::uint8_t>(Continuation::kInsane) &&
                      insane_pass(before)));
  // A retreat, or the "--" declining one, is between turns: it counts no pass and resets none.
  const bool retreat = history_[history_.size() - 2].continuation ==
                       static_cast<std::uint8_t>(Continuation::kRetreat);
  if (!retreat) s.passes = pass ? static_cast<std::uint8_t>(s.passes + 1) : 0;
  if (s.passes != passes) refresh_extra_hash(s);  // a cycle of passes ends the game
  if (!rules_->has_power(Power::kRetreat)) {
    pass_turn_on(us);
  } else {
    const int ended = retreat ? s.interrupted : us;
    if (!retreat && rules_->has_any_power(kTurnEndPowers)) end_turn_powers(s, us);
    if (!offer_retreat(ended, us)) pass_turn_on(ended, true);
  }
  // En passant on the next ply only: kept where the army to move has a pawn to take with.
  if (rules_->spec().en_passant_next_ply)
    for (int a = 0; a < rules_->army_count(); ++a) {
      const Square passed = s.ep_passed[a];
      if (passed == kNoSquare) continue;
      bool takes = false;
      for (int e = 0; e < rules_->army_count() && !takes; ++e) {
        if (!moves_for(e, s.to_move) || relation(a, make_piece(e, 0)) != Relation::kEnemy) continue;
        for (int mode : {0, 2})
          for (int off : rules_->movement(e, rules_->pawn_type()).leaps[mode])
            takes = takes || board_[passed - off] == make_piece(e, rules_->pawn_type());
      }
      if (!takes || status(s.to_move) != ArmyStatus::kPlaying) clear_army_en_passant(s, a);
    }
}

int Position::check_bonus(int us) const {
  const CheckPoints& cp = rules_->spec().check_points;
  int kings = 0;
  std::uint32_t types = 0;
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (a == us || status(a) != ArmyStatus::kPlaying || royal_sq_[a] == kNoSquare) continue;
    const std::uint32_t t = attacking_types(*this, royal_sq_[a], us);
    kings += t != 0;
    types |= t;
  }
  if (kings < 2) return 0;
  std::uint32_t queens = 0;
  for (char c : cp.queen_rate)
    if (auto t = rules_->type_by_letter(c)) queens |= 1u << *t;
  const bool queen_rate = (types & ~queens) == 0;
  if (kings == 2) return queen_rate ? cp.double_check_queens : cp.double_check;
  return queen_rate ? cp.triple_check_queens : cp.triple_check;
}

void Position::settle_four_army_ply(Move m, int us) {
  const RuleSpec& spec = rules_->spec();
  const CheckPoints& cp = spec.check_points;
  const int players_before = [&] {
    int n = 0;
    for (std::uint8_t x : history_[history_.size() - 2].status)
      n += x == static_cast<std::uint8_t>(ArmyStatus::kPlaying);
    return n;
  }();
  const bool board_move = m.kind() != MoveKind::kPass && m.kind() != MoveKind::kDecision;
  if (board_move && cp.on) add_points(us, check_bonus(us));
  if (m.kind() == MoveKind::kPass && spec.no_moves == NoMoveRule::kEliminated) {
    // The army had no legal move at its turn: stalemated (mated only in a position set up so).
    const Square king = royal_sq_[us];
    const bool mated = king != kNoSquare && is_attacked(*this, king, us);
    if (!mated && walking_king(us)) {
      for (int a = 0; a < rules_->army_count(); ++a)
        if (status(a) == ArmyStatus::kPlaying) add_points(a, cp.draw_bonus);
    } else if (!mated && cp.on) {
      add_points(us, cp.stalemated);
    }
    defeat(us, mated ? ArmyStatus::kCheckmated : ArmyStatus::kStalemated, false);
  }
  if (spec.mate_timing == MateTiming::kImmediate) {
    for (int i = 1; i < rules_->army_count(); ++i) {
      const int a = (us + i) % rules_->army_count();
      const Square king = royal_sq_[a];
      if (!takes_turns(a) || king == kNoSquare || !is_attacked(*this, king, a)) continue;
      st().to_move = static_cast<std::uint8_t>(a);
      const bool escapes = has_board_move(*this);
      st().to_move = static_cast<std::uint8_t>(us);
      if (escapes) continue;
      if (cp.on) add_points(us, cp.mate);
      defeat(a, ArmyStatus::kCheckmated, false);
    }
  }
  State& s = st();
  if (cp.on && players_before > 1 && players_left() == 1) {
    int walking = 0;
    for (int a = 0; a < rules_->army_count(); ++a) walking += walking_king(a);
    for (int a = 0; a < rules_->army_count(); ++a)
      if (status(a) == ArmyStatus::kPlaying) add_points(a, cp.king_left * walking);
  }
  if (m.kind() == MoveKind::kDecision && m.extra()) return;  // the walking king moves next
  int next = us;
  for (int i = 0; i < rules_->army_count(); ++i) {
    next = next_army(next);
    if (next == 0) ++s.fullmove;
    if (takes_turns(next)) break;
  }
  s.to_move = static_cast<std::uint8_t>(next);
  s.hash ^= rules_->turn_key(us) ^ rules_->turn_key(next);
}

}  // namespace chatur::engine
