// Stores validated games in an archive in batches, each batch in one transaction: a batch is
// stored whole or not at all.
#pragma once

#include <cstddef>
#include <cstdint>
#include <future>
#include <vector>

#include "records/archive.h"

namespace chatur::records {

// Games per transaction unless told otherwise. Each commit writes a position-index blob per hash
// bucket (16000 games of 80 plies: about 100 KB each, where 1000 made 6 KB blobs that left a
// third of an 8 KB page empty) and rewrites the index pages it touched; fewer commits also mean
// fewer checkpoints. 16000 imported 100,000 games 5-15% faster than 4000, for about 100 MB more
// memory; 32000 was slower again.
constexpr size_t kDefaultBatch = 16000;

// A full batch is written on a thread of its own while the next one fills, so that the threads
// replaying games do not wait for the archive: writing a batch of 16000 games takes about a
// third of a second, and before it stopped them all for that time. At most one batch is being
// written; the archive is used by no one else until flush() or finish() returns.
class Importer {
 public:
  Importer(Archive& archive, size_t batch)
      : archive_(archive), batch_size_(batch), fills_empty_(archive.game_count() == 0) {}
  // Waits for the batch being written, if any; its error, if any, is lost.
  ~Importer();
  Importer(const Importer&) = delete;
  Importer& operator=(const Importer&) = delete;

  // Queues the game; a full batch starts being written. Rethrows the error of an earlier batch
  // whose writing failed (that batch is rolled back).
  void add(StoredGame g);
  // Writes the queued games and waits until every batch is written. On an error the batch is
  // rolled back and the error rethrown.
  void flush();
  // Writes the queued games; then, where the archive held no game before and now holds some,
  // compacts it (Archive::compact): the bulk load of a new archive leaves it as small as its
  // games allow, a later import into it does not rewrite the whole file.
  void finish();

  // The games of the batches written so far: all of them after flush() or finish().
  std::int64_t stored = 0, duplicates = 0;

 private:
  struct Written {
    std::int64_t stored = 0, duplicates = 0;
  };
  // Writes one batch in one transaction; rolls it back and rethrows on an error.
  static Written write(Archive& archive, const std::vector<StoredGame>& batch);
  // Waits for the batch being written and counts its games; rethrows its error.
  void collect();

  Archive& archive_;
  size_t batch_size_;
  std::vector<StoredGame> batch_;
  std::vector<StoredGame> writing_;  // the batch being written, kept alive until collected
  std::future<Written> pending_;
  bool fills_empty_;
};

}  // namespace chatur::records
