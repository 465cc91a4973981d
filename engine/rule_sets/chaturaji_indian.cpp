// chaturaji-indian, the "modern variant" of the Chaturaji family: Chaturaji (section 1 of the
// rules) with free promotion, no pool and no waiting pawns, and the boats' triumph.
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chaturaji_indian(const RuleOptions&) {
  RuleSpec spec = chaturaji();
  spec.id = "chaturaji-indian";
  spec.description =
      "Chaturaji, Indian rules: promotion to any of elephant, horse or boat; boat triumph";
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "RNB"};
  spec.triumph = 'B';
  return spec;
}

}  // namespace chatur::engine::rule_sets
