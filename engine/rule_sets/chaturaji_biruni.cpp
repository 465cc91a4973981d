// chaturaji-biruni, al-Biruni's game for gamblers: Chaturaji's board and armies, every army for
// itself, two six-sided dice (1 or 5 king or pawn, 2 boat, 3 horse, 4 or 6 elephant), payments
// for every captured piece, the all-kings bonus, and an end after quiet rounds.
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chaturaji_biruni(const RuleOptions&) {
  RuleSpec spec = chaturaji_classic();
  spec.id = "chaturaji-biruni";
  spec.description =
      "Chaturaji for gamblers (al-Biruni): free-for-all with dice, payments, the kings' bonus";
  for (int a = 0; a < static_cast<int>(spec.armies.size()); ++a) spec.armies[a].team = a;
  const int values[] = {5, 4, 3, 2, 1};  // K, R, N, B, P in chaturaji()'s order
  for (size_t t = 0; t < spec.pieces.size(); ++t) spec.pieces[t].value = values[t];
  spec.dice = {.count = 2,
               .low = 1,
               .faces = {"KP", "B", "N", "R", "KP", "R"},
               .roll_without_pieces = false};
  spec.king_exchange = false;
  spec.thrones = false;
  spec.frozen_without_royal = false;
  spec.bare_king_end = false;
  spec.payments = true;
  spec.bonus = true;
  spec.quiet_rounds_end = true;
  spec.pawn_moves_reset_clock = false;
  return spec;
}

}  // namespace chatur::engine::rule_sets
