// Chaturanga 4-84 (Peter Aronson), docs/rules/chaturanga-4-84.md: four armies on the 84-square
// pinwheel, old squares that weaken queen, rook and bishop, wazirs dropped from hand, leaping
// pawns, kings that swap with their own side's pieces, kings captured, stalemate and the old
// squares as wins.
#include "engine/rule_sets/layout.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chaturanga_4_84(const RuleOptions&) {
  RuleSpec spec;
  spec.id = "chaturanga-4-84";
  spec.description = "Chaturanga 4-84: four armies on 84 squares, old squares, pocket wazirs";
  spec.files = 10;
  spec.ranks = 10;
  spec.holes = {"a10", "b10", "c10", "d10", "j10", "j9", "j8", "j7",
                "a1",  "a2",  "a3",  "a4",  "g1",  "h1", "i1", "j1"};
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'Q', .name = "Queen", .betza = "Q"},
      {.letter = 'R', .name = "Rook", .betza = "R"},
      {.letter = 'B', .name = "Bishop", .betza = "B"},
      {.letter = 'N', .name = "Knight", .betza = "N"},
      {.letter = 'W', .name = "Wazir", .betza = "W"},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
  spec.armies = four_armies();
  struct Army {
    const char* pieces[5];  // king, queen, rook, bishop, knight
    const char* pawns[5];
  };
  const Army armies[] = {{{"g10", "h10", "i10", "f10", "e10"}, {"e9", "f9", "g9", "h9", "i9"}},
                         {{"j4", "j3", "j2", "j5", "j6"}, {"i2", "i3", "i4", "i5", "i6"}},
                         {{"d1", "c1", "b1", "e1", "f1"}, {"b2", "c2", "d2", "e2", "f2"}},
                         {{"a7", "a8", "a9", "a6", "a5"}, {"b5", "b6", "b7", "b8", "b9"}}};
  for (int a = 0; a < 4; ++a) {
    for (int i = 0; i < 5; ++i) spec.setup.push_back({armies[a].pieces[i], a, "KQRBN"[i]});
    for (const char* p : armies[a].pawns) spec.setup.push_back({p, a, 'P'});
  }
  const std::vector<std::string> old_squares = {"e5", "f5", "e6", "f6"};
  spec.square_movement = {
      {old_squares, 'Q', "F"}, {old_squares, 'R', "D"}, {old_squares, 'B', "A"}};
  spec.drops = {"W", old_squares};
  spec.pawn_leap = true;
  spec.royal_swap = true;
  spec.win_squares = old_squares;
  spec.royalty = Royalty::kCapture;
  spec.no_moves = NoMoveRule::kLoss;
  spec.promotion = {.choices = PromotionChoices::kPool,
                    .optional = true,
                    .enemy_setup_squares = "KQRBN",
                    .on_capture_of = "KQ",
                    .in_place = true};
  return spec;
}

}  // namespace chatur::engine::rule_sets
