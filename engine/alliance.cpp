// European Chess's Poland (Power::kGift): a pawn given to an opponent buys two turns of peace, in
// which the ally's captures earn Poland pawns; pawns received or earned are placed at the start of
// the next turn of the army that has them.
#include <algorithm>

#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::engine {
namespace {

constexpr int kPeaceTurns = 2;

}  // namespace

void Position::give(State& s, Move m) {
  const int us = s.to_move, ally = m.extra() - 2;
  remove(s, m.from());
  if (s.to_place[ally] < 255) ++s.to_place[ally];
  s.peace[ally] =
      static_cast<std::uint8_t>((s.peace[ally] & ~(3u << 2 * us)) | kPeaceTurns << 2 * us);
  refresh_extra_hash(s);
}

void Position::earn(State& s) {
  bool any = false;
  for (int giver = 0; giver < rules_->army_count(); ++giver)
    if (peace_turns(s.to_move, giver) && status(giver) == ArmyStatus::kPlaying &&
        s.to_place[giver] < 255) {
      ++s.to_place[giver];
      any = true;
    }
  if (any) refresh_extra_hash(s);
}

void Position::end_peace(State& s, int army) {
  if (!s.peace[army]) return;
  for (int giver = 0; giver < rules_->army_count(); ++giver)
    if (peace_turns(army, giver))
      s.peace[army] = static_cast<std::uint8_t>(s.peace[army] - (1u << 2 * giver));
  refresh_extra_hash(s);
}

void Position::offer_placements(State& s, int army) {
  // No placement ply when none is legal (no empty square, or none that answers a check): the
  // pawns are lost and the turn's move follows, as no gift ply is offered when none is possible.
  bool legal = false;
  if (may_place(army, rules_->pawn_type())) {
    s.continuation = static_cast<std::uint8_t>(Continuation::kPlace);
    MoveList moves;
    generate_legal(*this, moves);
    legal =
        std::any_of(moves.begin(), moves.end(), [](Move m) { return m.kind() == MoveKind::kDrop; });
  }
  if (!legal) {
    s.to_place[army] = 0;
    s.continuation = static_cast<std::uint8_t>(Continuation::kNone);
  }
  refresh_extra_hash(s);
}

}  // namespace chatur::engine
