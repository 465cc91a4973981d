// The rule sets a fuzz target plays, compiled once per process, and one picked by a byte of the
// input, so that every target reaches every rule set.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/rule_set.h"
#include "engine/rule_sets/registry.h"

namespace chatur::fuzz {

inline const std::vector<std::unique_ptr<const engine::RuleSet>>& all_rule_sets() {
  static const auto sets = [] {
    std::vector<std::unique_ptr<const engine::RuleSet>> out;
    for (const engine::RuleSpec& spec : engine::rule_sets::all())
      out.push_back(engine::rule_sets::make(spec.id));
    return out;
  }();
  return sets;
}

inline const engine::RuleSet& pick_rule_set(std::uint8_t byte) {
  const auto& sets = all_rule_sets();
  return *sets[byte % sets.size()];
}

}  // namespace chatur::fuzz
