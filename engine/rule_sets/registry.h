// The rule sets chatur plays, by id, and their options by name.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/rule_set.h"
#include "engine/rule_sets/list.h"
#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

// Each rule set's specification with these options; a rule set reads the options it has (each
// rule set's file says which) and ignores the others.
#define CHATUR_DECLARE_RULE_SET(id, builder) RuleSpec builder(const RuleOptions& options = {});
CHATUR_RULE_SETS(CHATUR_DECLARE_RULE_SET)
#undef CHATUR_DECLARE_RULE_SET

// The base of zm-machiavellian and chatanooga: pieces, armies, setup, check and control.
RuleSpec check_on_chaturaji_board(const RuleOptions& options);

// Every rule set's specification with default options, in the order `chatur variants` lists
// them.
std::vector<RuleSpec> all();

// Every rule set's id, in the order all() lists them, without building any of them.
std::span<const std::string_view> ids();

// The compiled rule set with this id and options. Throws std::invalid_argument naming the known
// ids if there is none, if options.array names an array the rule set does not have, or if
// options.mode is set for a rule set without modes, or quiet_rounds for one without that
// end.
std::unique_ptr<const RuleSet> make(std::string_view id, const RuleOptions& options = {});

// The options as the rule set keeps them (RuleSet::options): `mode` naming the rule set's own
// mode is the default, so that equal games have equal options. Unchanged for an unknown id.
RuleOptions canonical_options(std::string_view id, const RuleOptions& options);

// The names of the rule options, in the order set_option lists them.
std::span<const std::string_view> option_names();

// Sets the option called `name` (the names RuleOptions lists: repetition_draw,
// no_progress_draw, array, extra_wins, mode, quiet_rounds, en_passant, setup, dead_king_walking,
// armies, start) from its text: "true"/"false" (or "1"/"0", "on"/"off") for switches, a number
// for array and quiet_rounds, "teams" or "ffa" for mode, "modern" or "classic" for setup, four
// army names joined by ',' for armies (each one that plays), a start number 0-959 or White's and
// Black's joined by ',' for start. Throws
// std::invalid_argument naming the known options for an unknown name, or saying what value was
// expected.
void set_option(RuleOptions& options, std::string_view name, std::string_view value);

// The options that differ from the defaults, as (name, value) in the order set_option lists
// them: the inverse of set_option. Empty for the defaults.
std::vector<std::pair<std::string, std::string>> changed_options(const RuleOptions& options);
// The same as "name=value" pairs separated by spaces.
std::string options_text(const RuleOptions& options);

// Reads "name=value" and sets it as set_option does; throws std::invalid_argument without '='.
void set_option(RuleOptions& options, std::string_view assignment);

}  // namespace chatur::engine::rule_sets
