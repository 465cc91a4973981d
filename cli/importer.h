// Stores validated games in an archive in batches, each batch in one transaction: a batch is
// stored whole or not at all.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "records/archive.h"

namespace chatur::cli {

// Games per transaction unless told otherwise. Each commit writes a position-index blob per hash
// bucket; 4000 games of 80 plies make blobs of about 25 KB, which fill their overflow pages,
// where 1000 made 6 KB blobs that left a third of an 8 KB page empty; fewer commits also mean
// fewer checkpoints.
constexpr size_t kDefaultBatch = 4000;

class Importer {
 public:
  Importer(records::Archive& archive, size_t batch) : archive_(archive), batch_size_(batch) {}

  // Queues the game; a full batch is written at once.
  void add(records::StoredGame g);
  // Writes the queued games. On an error the batch is rolled back and the error rethrown.
  void flush();

  std::int64_t stored = 0, duplicates = 0;

 private:
  records::Archive& archive_;
  size_t batch_size_;
  std::vector<records::StoredGame> batch_;
};

}  // namespace chatur::cli
