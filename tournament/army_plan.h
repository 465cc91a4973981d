// European Chess's armies in a tournament: which army each seat of a game plays, fixed per engine
// or drawn per seat cycle from a list (docs/tournament.md, "European Chess: armies").
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::tournament {

// The army of each seat in turn order, as indexes of engine::rule_sets::european_armies() (the
// type of engine::RuleOptions::armies).
using Armies = std::array<std::uint8_t, 4>;

struct ArmyPlan {
  std::vector<std::uint8_t> by_engine;  // one army per engine, played on whatever seat it sits
  std::vector<std::uint8_t> drawn;      // the armies the seat cycles draw from
  std::uint64_t seed = 1;               // of the draw: the tournament's seed
  bool empty() const { return by_engine.empty() && drawn.empty(); }
};

// The index of the army called `name`. Throws std::invalid_argument with the rule option's
// message (engine::rule_sets::set_option) for an unknown army or one that cannot play.
std::uint8_t army_index(std::string_view name);
// The army's name, as the option armies= and the Armies tag write it.
std::string_view army_name(std::uint8_t army);

// "britain,italy,chatanooga,egypt": the value of the option armies= (the store's text), and back
// (throws std::invalid_argument as army_index does).
std::string armies_text(const Armies& armies);
Armies read_armies_text(std::string_view text);

// The combinations of the first `count` seat cycles, each of four armies of `list` on the seats in
// turn order. Each army is taken by the fewest combinations so far, ties broken by a generator
// seeded by (seed, cycle): no army is taken a second time before every army was taken once, and
// so on. A combination holds four different armies when the list has four or more.
std::vector<Armies> draw_armies(const std::vector<std::uint8_t>& list, std::uint64_t seed,
                                int count);

}  // namespace chatur::tournament
