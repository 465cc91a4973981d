#include "engine/rule_sets/registry.h"

#include <stdexcept>

namespace chatur::engine::rule_sets {

std::vector<RuleSpec> all() {
  return {chaturaji(), chaturanga_4_84(), chess()};
}

std::unique_ptr<const RuleSet> make(std::string_view id, const RuleOptions& options) {
  std::string known;
  for (RuleSpec& spec : all()) {
    if (spec.id == id) {
      spec.options = options;
      return std::make_unique<const RuleSet>(std::move(spec));
    }
    known += (known.empty() ? "" : ", ") + spec.id;
  }
  throw std::invalid_argument("unknown rule set '" + std::string(id) + "' (known: " + known + ")");
}

}  // namespace chatur::engine::rule_sets
