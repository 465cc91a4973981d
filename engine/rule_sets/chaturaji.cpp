// Chaturaji, the four-army dice-less game of docs/rules/chaturaji.md (Trevor L. Davis's rules with
// Bodlaender's setup): no check, kings are captured, a team loses when both its kings are gone, an
// army without moves passes, pawns promote to lost pieces or wait for one.
#include "engine/rule_sets/layout.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chaturaji(const RuleOptions&) {
  RuleSpec spec;
  spec.id = "chaturaji";
  spec.description = "Chaturaji: four armies in two teams on 8x8, kings are captured, no dice";
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'R', .name = "Elephant", .betza = "R", .aliases = "E"},
      {.letter = 'N', .name = "Horse", .betza = "N", .aliases = "H"},
      // The boat leaps exactly two squares diagonally, over anything: the alfil.
      {.letter = 'B', .name = "Boat", .betza = "A"},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
  spec.armies = four_armies();
  struct Army {
    int army;
    const char* pieces[4];  // king, elephant, horse, boat squares
    const char* pawns[4];
  };
  const Army armies[] = {{0, {"e8", "f8", "g8", "h8"}, {"e7", "f7", "g7", "h7"}},
                         {1, {"h4", "h3", "h2", "h1"}, {"g1", "g2", "g3", "g4"}},
                         {2, {"d1", "c1", "b1", "a1"}, {"a2", "b2", "c2", "d2"}},
                         {3, {"a5", "a6", "a7", "a8"}, {"b5", "b6", "b7", "b8"}}};
  for (const Army& a : armies) {
    for (int i = 0; i < 4; ++i) spec.setup.push_back({a.pieces[i], a.army, "KRNB"[i]});
    for (const char* p : a.pawns) spec.setup.push_back({p, a.army, 'P'});
  }
  spec.royalty = Royalty::kCapture;
  spec.no_moves = NoMoveRule::kPass;
  spec.promotion = {.choices = PromotionChoices::kPool, .wait_for_pool = true};
  return spec;
}

}  // namespace chatur::engine::rule_sets
