// Power::kCensor (China): a board move an enemy player chooses waits for China's decision; a
// censored move is not made and its army moves again without the censored piece.
#include <algorithm>
#include <stdexcept>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/pawn_pair.h"
#include "engine/position.h"

namespace chatur::engine {

bool Position::moves_any(Move m, const Square* squares, int n) const {
  const auto hit = [&](Square sq) {
    for (int i = 0; i < n && squares[i] != kNoSquare; ++i)
      if (squares[i] == sq) return true;
    return false;
  };
  switch (m.kind()) {
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kEnPassant:
    case MoveKind::kCaptureInPlace:
    case MoveKind::kTeleport:
    case MoveKind::kSwap:
      return hit(m.from());
    case MoveKind::kCastling: {
      const Castling& c = rules_->castlings()[m.castling_index()];
      return hit(c.king_from) || hit(c.rook_from);
    }
    case MoveKind::kPawnPair:
      return hit(pair_first(*this, m).from()) || hit(pair_second(*this, m).from());
    case MoveKind::kGroup: {
      Square group[kMaxPiecesPerArmy * kMaxArmies];
      const int size = group_of(m.from(), group);
      for (int i = 0; i < size; ++i)
        if (hit(group[i])) return true;
      return false;
    }
    default:
      return false;
  }
}

std::array<Square, 2> Position::censored_by(Move m) const {
  if (m.kind() == MoveKind::kPawnPair)
    return {pair_first(*this, m).from(), pair_second(*this, m).from()};
  if (m.kind() == MoveKind::kCastling)
    return {rules_->castlings()[m.castling_index()].king_from, kNoSquare};
  return {m.from(), kNoSquare};
}

bool Position::censorable(Move m) const {
  switch (m.kind()) {
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kEnPassant:
    case MoveKind::kCastling:
    case MoveKind::kSwap:
    case MoveKind::kCaptureInPlace:
    case MoveKind::kPawnPair:
    case MoveKind::kGroup:
      return true;
    case MoveKind::kTeleport:  // Athens' sea move; a Byzantine retreat is an interrupt
      return continuation() != Continuation::kRetreat;
    default:
      return false;
  }
}

int Position::next_censor(int mover, int after) const {
  const int n = rules_->army_count();
  for (int c = (after + 1) % n; c != mover; c = (c + 1) % n)
    if (rules_->army_rules(c).power == Power::kCensor && status(c) == ArmyStatus::kPlaying &&
        !censor_barred(c) && side(c) != side(mover))
      return c;
  return -1;
}

bool Position::has_redo(Move m) {
  const std::array<Square, 2> bar = censored_by(m);
  MoveList legal;
  generate_legal(*this, legal);
  for (Move r : legal)
    if (r.kind() != MoveKind::kPass && r.kind() != MoveKind::kDecision &&
        !moves_any(r, bar.data(), 2))
      return true;
  return false;
}

bool Position::propose(Move m) {
  if (!censorable(m)) return false;
  const int us = st().to_move;
  const int china = next_censor(us, us);
  if (china < 0 || !has_redo(m)) return false;
  begin_ply(m);
  State& s = st();
  s.pending = m;
  s.pending_continuation = s.continuation;
  s.continuation = static_cast<std::uint8_t>(Continuation::kCensor);
  s.interrupted = static_cast<std::uint8_t>(us);
  s.hash ^= rules_->turn_key(us) ^ rules_->turn_key(china);
  s.to_move = static_cast<std::uint8_t>(china);
  refresh_extra_hash(s);
  return true;
}

void Position::leave_censor(State& s) {
  const int mover = s.interrupted;
  s.hash ^= rules_->turn_key(s.to_move) ^ rules_->turn_key(mover);
  s.to_move = static_cast<std::uint8_t>(mover);
  s.continuation = s.pending_continuation;
  s.pending_continuation = 0;
  s.pending = kNullMove;
  s.interrupted = 0;
  refresh_extra_hash(s);
}

void Position::decide_censor(Move m) {
  const int china = st().to_move, mover = st().interrupted;
  const Move pending = st().pending;
  if (m.kind() == MoveKind::kDecision) {
    // China leaves the game while deciding: nothing is censored, the army chooses again.
    begin_ply(m);
    decide(m.decision(), false);
    State& s = st();
    if (rules_->has_power(Power::kPeacekeep)) keep_peace(s);
    leave_censor(s);
    return;
  }
  if (m.kind() == MoveKind::kCensor) {
    begin_ply(m);
    State& s = st();
    // A decision is a ply: the UN Peacekeepers' captures end it, as every ply.
    if (rules_->has_power(Power::kPeacekeep)) keep_peace(s);
    leave_censor(s);
    int n = 0;
    while (n < kMaxCensored && s.censored[n] != kNoSquare) ++n;
    for (Square sq : censored_by(pending))
      if (sq != kNoSquare && n < kMaxCensored) s.censored[n++] = sq;
    s.censor_bar = static_cast<std::uint8_t>(s.censor_bar | 1u << china);
    refresh_extra_hash(s);
    return;
  }
  if (const int next = next_censor(mover, china); next >= 0) {
    begin_ply(m);
    State& s = st();
    if (rules_->has_power(Power::kPeacekeep)) keep_peace(s);
    s.hash ^= rules_->turn_key(china) ^ rules_->turn_key(next);
    s.to_move = static_cast<std::uint8_t>(next);
    return;
  }
  make_ply(pending, true);
  State& s = st();
  s.move = m;  // the ply is the decision; the move it let be made is the ply before
}

void Position::set_up_pending(int by, const std::string& text) {
  const int mover = st().to_move;
  const RuleSet& rules = *rules_;
  if (by < 0 || by >= rules.army_count() || rules.army_rules(by).power != Power::kCensor)
    throw std::invalid_argument("a pending move decided by an army that censors none");
  Move m;
  try {
    m = parse_move(*this, text);
  } catch (const MoveTextError& e) {
    throw std::invalid_argument("the pending move '" + text + "': " + e.what());
  }
  if (!censorable(m) || by == mover || status(by) != ArmyStatus::kPlaying || censor_barred(by) ||
      side(by) == side(mover) || !has_redo(m))
    throw std::invalid_argument("a pending move '" + text + "' that " + rules.army(by).name +
                                " may not censor");
  State& s = st();
  s.pending = m;
  s.pending_continuation = s.continuation;
  s.continuation = static_cast<std::uint8_t>(Continuation::kCensor);
  s.interrupted = static_cast<std::uint8_t>(mover);
  s.hash ^= rules.turn_key(mover) ^ rules.turn_key(by);
  s.to_move = static_cast<std::uint8_t>(by);
  refresh_extra_hash(s);
}

void Position::drop_censored(State& s, Square sq) {
  auto& list = s.censored;
  const auto end = std::find(list.begin(), list.end(), kNoSquare);
  const auto it = std::find(list.begin(), end, sq);
  if (it == end) return;
  std::copy(it + 1, end, it);
  *(end - 1) = kNoSquare;
  refresh_extra_hash(s);
}

}  // namespace chatur::engine
