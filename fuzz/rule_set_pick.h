// The rule sets a fuzz target plays, compiled once per process, and one picked by a byte of the
// input, so that every target reaches every rule set, and European Chess with armies of every
// kind of power that have a start position (its default is four plain armies).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/rule_set.h"
#include "engine/rule_sets/european_armies.h"
#include "engine/rule_sets/registry.h"

namespace chatur::fuzz {

inline const std::vector<std::unique_ptr<const engine::RuleSet>>& all_rule_sets() {
  static const auto sets = [] {
    std::vector<std::unique_ptr<const engine::RuleSet>> out;
    for (const engine::RuleSpec& spec : engine::rule_sets::all())
      out.push_back(engine::rule_sets::make(spec.id));
    const std::array<std::array<const char*, 4>, 6> mixes{{
        {"soviet-union", "terrorists", "north-korea", "china"},
        {"britain", "france", "spain", "portugal"},
        {"netherlands", "iraq", "un-peacekeepers", "byzantium"},
        {"sweden", "japan", "macedonia", "israel"},
        {"rome", "huns", "germany", "barbarians"},
        {"prussia", "gaul", "egypt", "switzerland"},
    }};
    for (const auto& mix : mixes) {
      engine::RuleOptions options;
      for (int seat = 0; seat < 4; ++seat)
        options.armies[seat] =
            static_cast<std::uint8_t>(*engine::rule_sets::european_army(mix[seat]));
      out.push_back(engine::rule_sets::make("european", options));
    }
    return out;
  }();
  return sets;
}

inline const engine::RuleSet& pick_rule_set(std::uint8_t byte) {
  const auto& sets = all_rule_sets();
  return *sets[byte % sets.size()];
}

}  // namespace chatur::fuzz
