// A rule set cache kept from input to input by the targets that replay records.
#pragma once

#include <optional>

#include "records/variant.h"

namespace chatur::fuzz {

// Compiling a rule set costs more than replaying a short record (half of pgn_fuzzer's time per
// input), so rule sets are kept from input to input, as a reader of many games keeps them.
// Tags can name rule options without end (Chess960's starts, quiet_rounds), so the cache starts
// again now and then to stay small; after each start, the first input that names a rule set
// compiles it again.
inline records::RuleSetCache& kept_rule_sets() {
  constexpr int kInputsPerCache = 256;
  static std::optional<records::RuleSetCache> cache;
  static int inputs = 0;
  if (inputs++ % kInputsPerCache == 0) cache.emplace();
  return *cache;
}

}  // namespace chatur::fuzz
