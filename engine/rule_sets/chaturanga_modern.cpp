// chaturanga-modern, the "modern rules" of Chaturanga for four: Chaturaji's board, armies and
// pieces; the captor of a king takes control of its army; free promotion, no boat triumph. Teams
// by default, a free-for-all with the option mode=ffa.
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

// Teams by default; a free-for-all with options.mode = ffa.
RuleSpec chaturanga_modern(const RuleOptions& options) {
  RuleSpec spec = chaturaji();
  spec.id = "chaturanga-modern";
  spec.description =
      "Chaturanga, modern rules: the captor of a king takes its army; teams or free-for-all";
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "RNB"};
  spec.captor_control = true;
  spec.modes = true;
  if (free_for_all(spec, options))
    for (int a = 0; a < static_cast<int>(spec.armies.size()); ++a) spec.armies[a].team = a;
  return spec;
}

}  // namespace chatur::engine::rule_sets
