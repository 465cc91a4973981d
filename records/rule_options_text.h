// The RuleOptions tag (docs/records.md, "Tags"): a game played with rule
// options other than the defaults carries them as "name=value name=value", in the names and
// values engine::rule_sets::set_option reads.
#pragma once

#include <string>
#include <string_view>

#include "engine/rule_spec.h"

namespace chatur::records {

// The options that differ from RuleOptions' defaults as set_option reads them
// ("repetition_draw=false mode=ffa"); "" for the defaults (engine::rule_sets::options_text).
std::string rule_options_text(const engine::RuleOptions& options);

// The options of a RuleOptions tag: `options` (the defaults unless other tags said otherwise)
// with each "name=value" (separated by white space) set by set_option. Throws
// std::invalid_argument with set_option's message.
engine::RuleOptions read_rule_options(std::string_view text, engine::RuleOptions options = {});

}  // namespace chatur::records
