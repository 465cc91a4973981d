// Stores validated games in an archive in batches, each batch in one transaction: a batch is
// stored whole or not at all.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "records/archive.h"

namespace chatur::records {

// Games per transaction unless told otherwise. Each commit writes a position-index blob per hash
// bucket (16000 games of 80 plies: about 100 KB each, where 1000 made 6 KB blobs that left a
// third of an 8 KB page empty) and rewrites the index pages it touched; fewer commits also mean
// fewer checkpoints. 16000 imported 100,000 games 5-15% faster than 4000, for about 100 MB more
// memory; 32000 was slower again.
constexpr size_t kDefaultBatch = 16000;

class Importer {
 public:
  Importer(Archive& archive, size_t batch)
      : archive_(archive), batch_size_(batch), fills_empty_(archive.game_count() == 0) {}

  // Queues the game; a full batch is written at once.
  void add(StoredGame g);
  // Writes the queued games. On an error the batch is rolled back and the error rethrown.
  void flush();
  // Writes the queued games; then, where the archive held no game before and now holds some,
  // compacts it (Archive::compact): the bulk load of a new archive leaves it as small as its
  // games allow, a later import into it does not rewrite the whole file.
  void finish();

  std::int64_t stored = 0, duplicates = 0;

 private:
  Archive& archive_;
  size_t batch_size_;
  std::vector<StoredGame> batch_;
  bool fills_empty_;
};

}  // namespace chatur::records
