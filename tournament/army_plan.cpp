#include "tournament/army_plan.h"

#include <algorithm>
#include <string>

#include "engine/rule_sets/european_armies.h"
#include "engine/rule_sets/registry.h"
#include "engine/splitmix.h"

namespace chatur::tournament {

std::uint8_t army_index(std::string_view name) {
  return static_cast<std::uint8_t>(engine::rule_sets::playing_army(name));
}

std::string_view army_name(std::uint8_t army) {
  return engine::rule_sets::european_armies()[army].name;
}

std::string armies_text(const Armies& armies) {
  std::string text;
  for (std::uint8_t a : armies) text.append(text.empty() ? "" : ",").append(army_name(a));
  return text;
}

Armies read_armies_text(std::string_view text) {
  engine::RuleOptions options;
  engine::rule_sets::set_option(options, "armies", text);
  return options.armies;
}

std::vector<Armies> draw_armies(const std::vector<std::uint8_t>& list, std::uint64_t seed,
                                int count) {
  std::vector<Armies> out;
  if (list.empty()) return out;
  std::vector<int> taken(list.size(), 0);
  for (int cycle = 0; cycle < count; ++cycle) {
    const std::uint64_t cycle_seed =
        engine::splitmix64(seed + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(cycle + 1));
    Armies armies{};
    std::vector<bool> in_cycle(list.size(), false);
    for (int seat = 0; seat < 4; ++seat) {
      // Another army than those on the seats before, while the list has one.
      const bool any_left = std::find(in_cycle.begin(), in_cycle.end(), false) != in_cycle.end();
      std::size_t best = list.size();
      std::uint64_t best_key = 0;
      for (std::size_t i = 0; i < list.size(); ++i) {
        if (any_left && in_cycle[i]) continue;
        const std::uint64_t key = engine::splitmix64(cycle_seed + i);
        if (best == list.size() || taken[i] < taken[best] ||
            (taken[i] == taken[best] && key < best_key)) {
          best = i;
          best_key = key;
        }
      }
      ++taken[best];
      in_cycle[best] = true;
      armies[seat] = list[best];
    }
    out.push_back(armies);
  }
  return out;
}

}  // namespace chatur::tournament
