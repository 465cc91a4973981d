// Stores validated games in an archive in batches, each batch in one transaction: a batch is
// stored whole or not at all.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "records/archive.h"
#include "records/checked_files.h"

namespace chatur::records {

// Games per transaction unless told otherwise. Each commit writes a position-index blob per hash
// bucket (16000 games of 80 plies: about 100 KB each, where 1000 made 6 KB blobs that left a
// third of an 8 KB page empty) and rewrites the index pages it touched; fewer commits also mean
// fewer checkpoints. 16000 imported 100,000 games 5-15% faster than 4000, for about 100 MB more
// memory; 32000 was slower again.
constexpr size_t kDefaultBatch = 16000;

// Sets how an import replays its games (check_files): on threads below the caller's priority, so
// that the importer's writer keeps up with them; with the main line's codes and its content
// hash made as it is played (no texts of its moves kept), and each game made into the archive's
// form (stored_game) on the replaying threads, in CheckedGame::stored; the game's moves are not
// kept beside it (CheckedGame::game keeps its tags).
void prepare_import(CheckOptions& options);

// Games are written by a thread of the importer's own as they come, into the batch's open
// transaction, so that the threads replaying games never wait for the archive: writing a batch
// of 16000 games at once took about a third of a second, and stopped them all for that time.
// Only a few games wait between the caller and the writer, not a whole batch. The caller may
// use the archive only while no game is being written: before the first add(), and after
// flush() or finish() until the next add().
class Importer {
 public:
  Importer(Archive& archive, size_t batch);
  // Writes the games handed, commits their full batches and rolls back the rest (as an import
  // stopped by an error leaves it).
  ~Importer();
  Importer(const Importer&) = delete;
  Importer& operator=(const Importer&) = delete;

  // Hands the game to the writer; waits while many games wait already. Rethrows the error of a
  // batch whose writing failed (that batch is rolled back; no later game is written).
  void add(StoredGame g);
  // Commits the games handed so far and waits until they are. On an error the batch is rolled
  // back and the error rethrown.
  void flush();
  // Commits the games handed so far. Where the archive held no game before (a bulk load, which
  // drops the listing indexes when it starts: Archive::drop_listing_indexes, and runs the
  // rollback journal where it has the archive alone), creates the listing indexes again and, if
  // it stored games without position index entries, compacts the archive (Archive::compact): a
  // later import into it does not rewrite the whole file. The archive is back on its
  // write-ahead log after it, as after the destructor.
  void finish();

  // The games of the batches committed: all of them after flush() or finish().
  std::int64_t stored = 0, duplicates = 0;

 private:
  // The writer thread: adds the games as they come, commits every batch_size_ games and where
  // flush() asks.
  void write();
  // Waits until the writer has nothing left to do; rethrows its error.
  void wait_idle(std::unique_lock<std::mutex>& lock);

  Archive& archive_;
  const size_t batch_size_;
  const bool fills_empty_;
  // Whether a bulk load runs the archive's rollback journal (Archive::use_rollback_journal):
  // 20,000 games were imported in 0.97x the time of the write-ahead log's two writes of a page.
  bool rollback_journal_ = false;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<StoredGame> queue_;
  bool commit_asked_ = false;  // flush(): commit once the queue is written
  // finish() of a bulk load: the listing indexes are made in the last batch's transaction, which
  // saves a transaction of their own (its journal and syncs) at the end of the import.
  bool listing_in_last_batch_ = false;
  bool busy_ = false;  // the writer holds games taken from the queue
  bool stopping_ = false;
  std::exception_ptr error_;
  std::thread writer_;
};

struct ImportOptions {
  size_t batch = kDefaultBatch;     // games per transaction (Importer)
  int threads = default_threads();  // threads replaying games (CheckOptions::threads)
  bool indexing = true;             // position index entries (Archive::set_indexing)
};

struct ImportCounts {
  CheckCounts checked;                      // the games read, good and bad
  std::int64_t stored = 0, duplicates = 0;  // of the good ones
};

// Validates the games of the files and stores the good ones in the archive at `path`, created if
// missing (Importer, finish() at the end). The archive is opened, made or migrated on a thread of
// its own while the first games are read and replayed: an empty archive's making took a thirtieth
// of a 20,000-game import, alone on one core. `each` sees every game in file order on the calling
// thread, once the archive is open. Where the archive cannot be opened its error is thrown before
// any game is seen; an error writing a batch (a read-only file, a full disk) is an ArchiveError
// naming the archive, thrown once the games of the batches before it are stored.
ImportCounts import_files(const std::string& path, const std::vector<std::string>& files,
                          const ImportOptions& options,
                          const std::function<void(const CheckedGame&)>& each);

}  // namespace chatur::records
