// A knockout's seeds from ratings: the engines' ratings fitted on the archive's games of the
// rule set, so that the strongest meet last.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rule_set.h"
#include "records/archive.h"

namespace chatur::tournament {

struct Seed {
  int engine = 0;                // in the configuration's order
  std::optional<double> rating;  // none: no rated games in the archive
};

// The engines (by name) in seed order: those rated first, strongest first, from BayesElo's
// model fitted on the archived two-sided games of the rule set (ratings/bradley_terry.h, with
// its prior of virtual draws), then those without a rating in the configuration's order. When
// the games do not connect the players no rating is used and the order is the configuration's.
std::vector<Seed> seeds_by_rating(const std::vector<std::string>& engines,
                                  const std::vector<records::ArchivedResult>& games,
                                  const engine::RuleSet& rules);

}  // namespace chatur::tournament
