// The rule sets chatur plays, by id.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rule_set.h"
#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

RuleSpec chess();
RuleSpec chaturaji();
RuleSpec chaturanga_4_84();

// Every rule set's specification, in the order `chatur variants` lists them.
std::vector<RuleSpec> all();

// The compiled rule set with this id and options. Throws std::invalid_argument naming the known
// ids if there is none.
std::unique_ptr<const RuleSet> make(std::string_view id, const RuleOptions& options = {});

}  // namespace chatur::engine::rule_sets
