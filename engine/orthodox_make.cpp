// Position::make_orthodox: the ply of an orthodox chess rule set (RuleSet::orthodox_chess).
#include <cstdlib>

#include "engine/position.h"

namespace chatur::engine {

void Position::make_orthodox(Move m) {
  // find_orthodox_chess admits no power, army or family rule, four-army check, hand, chance or
  // other hook of RuleSpec: what make_ply tests for those can never apply here.
  const Square ep_victim = st().ep_victim;
  begin_ply(m);
  State& s = st();
  const int us = s.to_move;
  for (int i = 0; i < s.ep_count; ++i) s.hash ^= rules_->en_passant_key(s.ep[i]);
  s.ep_count = 0;
  s.ep_victim = kNoSquare;
  const Square from = m.from(), to = m.to();
  bool progress = true;
  switch (m.kind()) {
    case MoveKind::kEnPassant:
      take(s, ep_victim);
      move_piece(s, from, to);
      break;
    case MoveKind::kCastling:
      castle(s, m);
      progress = false;
      break;
    default: {  // kNormal, kPromotion
      const bool captures = board_[to] != kEmpty;
      if (captures) take(s, to);
      move_piece(s, from, to);
      if (type_of(board_[to]) != rules_->pawn_type()) {
        progress = captures;
      } else if (m.kind() == MoveKind::kPromotion) {
        retype(s, to, make_piece(us, m.piece()));
      } else if (std::abs(to - from) == 2 * std::abs(rules_->pawn_push(us))) {
        set_en_passant(s, from, to, 2);
      }
      break;
    }
  }
  lose_castling(s, from, to);
  s.no_progress = progress ? 0 : static_cast<std::uint16_t>(s.no_progress + 1);
  const int next = us ^ 1;
  if (next == 0) ++s.fullmove;
  s.to_move = static_cast<std::uint8_t>(next);
  s.hash ^= rules_->turn_key(us) ^ rules_->turn_key(next);
}

}  // namespace chatur::engine
