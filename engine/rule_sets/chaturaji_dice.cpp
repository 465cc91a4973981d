// chaturaji-dice, the Chaturaji family's variant with dice: the classic rules, and at the start
// of its turn an army rolls two long dice (2 boat, 3 horse, 4 elephant, 5 king or pawn) and moves
// up to once per die.
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chaturaji_dice(const RuleOptions&) {
  RuleSpec spec = chaturaji_classic();
  spec.id = "chaturaji-dice";
  spec.description = "Chaturaji with dice: the classic rules, two long dice choose the pieces";
  spec.dice = {.count = 2, .low = 2, .faces = {"B", "N", "R", "KP"}};
  return spec;
}

}  // namespace chatur::engine::rule_sets
