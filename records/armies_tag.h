// The Armies tag of European Chess games (docs/records.md, "Tags"): the army on each seat,
// "Red britain, Green italy, Yellow chatanooga, Black egypt"; the rule option armies= in records.
#pragma once

#include <string>
#include <string_view>

#include "engine/rule_set.h"

namespace chatur::records {

// The tag's value for a rule set whose armies have names; "" for any other.
std::string armies_tag_text(const engine::RuleSet& rules);

// `options` with the armies the tag names, each seat's colour then its army, in turn order.
// Throws std::invalid_argument saying what was expected.
engine::RuleOptions read_armies_tag(std::string_view text, engine::RuleOptions options);

}  // namespace chatur::records
