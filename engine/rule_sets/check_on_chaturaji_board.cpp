// The base of the four-army games with check on Chaturaji's 8x8 board (ZM Machiavellian Chess,
// Chatanooga): chess pieces, Chaturaji's armies with each king in its corner, check, mate at the
// army's turn, the captor taking a defeated army's pieces.
#include "engine/rule_sets/layout.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec check_on_chaturaji_board(const RuleOptions& options) {
  RuleSpec spec;
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'Q', .name = "Queen", .betza = "Q"},
      {.letter = 'R', .name = "Rook", .betza = "R"},
      {.letter = 'B', .name = "Bishop", .betza = "B", .minor = true, .colour_bound = true},
      {.letter = 'N', .name = "Knight", .betza = "N", .minor = true},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
  spec.armies = four_armies();
  // Chaturaji's setup with each king and boat (here a bishop) changing places: the king in the
  // army's corner.
  struct Army {
    int army;
    const char* pieces[4];  // king, knight, rook, bishop
    const char* pawns[4];
  };
  const Army armies[] = {{0, {"h8", "g8", "f8", "e8"}, {"e7", "f7", "g7", "h7"}},
                         {1, {"h1", "h2", "h3", "h4"}, {"g1", "g2", "g3", "g4"}},
                         {2, {"a1", "b1", "c1", "d1"}, {"a2", "b2", "c2", "d2"}},
                         {3, {"a8", "a7", "a6", "a5"}, {"b5", "b6", "b7", "b8"}}};
  for (const Army& a : armies) {
    for (int i = 0; i < 4; ++i) spec.setup.push_back({a.pieces[i], a.army, "KNRB"[i]});
    for (const char* p : a.pawns) spec.setup.push_back({p, a.army, 'P'});
  }
  spec.royalty = Royalty::kCheckmate;
  spec.no_moves = NoMoveRule::kPass;
  spec.pawn_multi_steps = {{1, 2}};
  spec.mate_timing = MateTiming::kAtTurn;
  spec.defeat = Defeat::kToCaptor;
  spec.modes = true;
  spec.free_for_all_by_default = true;
  if (free_for_all(spec, options))
    for (int a = 0; a < static_cast<int>(spec.armies.size()); ++a) spec.armies[a].team = a;
  return spec;
}

}  // namespace chatur::engine::rule_sets
