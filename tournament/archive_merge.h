// Merging archives: the shards of a tournament played on many machines, or any archives, into
// one. Games are united by their identity (the content hash, with a tournament game's occasion,
// tournament/identity.h); tournaments by theirs (tournament_identity of the stored
// configuration), a game of the schedule taking the row of the archive that played it. The
// merged tournament is the whole schedule: its standings and ratings are those of one machine
// playing the same games, and `tournament resume` on the merged archive plays what no shard did.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/error.h"

namespace chatur::tournament {

class MergeError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

struct MergeSummary {
  std::int64_t games_read = 0;   // games of the inputs
  std::int64_t games_added = 0;  // of them, new to the merged archive
  int tournaments = 0;           // tournaments of the merged archive written by the merge
};

// Merges the archives `inputs` into `into` (created if missing) in one transaction: on any error
// `into` is left as it was. Refused with MergeError: an input that is `into`, a game of a
// schedule played in two archives (a shard given twice), two different configurations under one
// tournament name, a stored game that does not read back to its identity.
MergeSummary merge_archives(const std::vector<std::string>& inputs, const std::string& into);

}  // namespace chatur::tournament
