#include "records/importer.h"

#include <algorithm>
#include <future>
#include <memory>
#include <utility>

#include "records/stored_game.h"

namespace chatur::records {
namespace {

// Games waiting for the writer before add() waits too, at some 6 KB a game of 120 plies. A
// commit of 16000 games takes about 0.2 s, in which two replaying threads read some 3000: with
// 1024 they waited for it, and 20,000 games took 1.09x the wall time they take with 4096.
constexpr size_t kMaxWaiting = 4096;
// The writer is woken when this many games wait (or by flush() and stopping): woken for every
// game, it slept and woke again per game (1% of an import's processor time alone, more beside
// other work).
constexpr size_t kWakeWriter = 64;
// The position index entries a batch is expected to hold: room for games of 128 plies, up to
// 4M entries (some 18 MB of address space with PositionBatch's room over an even share), paged
// in only as the entries come.
constexpr size_t kExpectedPlies = 128;
constexpr size_t kMaxExpectedEntries = size_t{1} << 22;

}  // namespace

void prepare_import(CheckOptions& options) {
  options.replay.main_line_codes = true;
  options.replay.move_texts = false;
  options.replay.identity = true;
  // The writer stores the games one after the other, and the replaying threads, as many as the
  // cores, leave it a share of them: behind, it wrote the last few thousand games and the last
  // commit alone on one core while the others stood idle. At nice 5, 20,000 games were imported
  // in 0.94x the wall time (24 pairs; processor time 0.99x).
  options.worker_nice = 5;
  options.prepare = [](CheckedGame& g) {
    g.stored = stored_game(g.game, std::move(*g.replay));
    // The moves are in the stored record: freed here, on a replaying thread, rather than by the
    // thread that hands the games over in order, their storage left for the reader's next game
    // (check_files).
    g.game.mainline.moves.clear();
    g.game.mainline.comments = {};
  };
}

Importer::Importer(Archive& archive, size_t batch)
    : archive_(archive), batch_size_(batch), fills_empty_(archive.game_count() == 0) {
  if (fills_empty_) {
    archive_.drop_listing_indexes();
    rollback_journal_ = archive_.use_rollback_journal();
  }
  if (archive_.indexing())
    archive_.expect_positions(std::min(batch_size_ * kExpectedPlies, kMaxExpectedEntries));
  writer_ = std::thread([this] { write(); });
}

Importer::~Importer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    changed_.notify_all();
  }
  writer_.join();
  if (!fills_empty_) return;
  // Made here where finish() did not make them (an import stopped by an error); where that fails
  // too (a full disk), the next opening of the archive for writing makes them.
  try {
    archive_.create_listing_indexes();
  } catch (...) {
  }
  try {
    if (rollback_journal_) archive_.use_write_ahead_log();
  } catch (...) {
  }
}

void Importer::write() {
  bool open = false;  // a batch's transaction
  size_t in_batch = 0;
  std::int64_t batch_stored = 0, batch_duplicates = 0;
  const auto commit = [&](const std::function<void()>& meanwhile = {}) {
    archive_.commit(meanwhile);
    open = false;
    in_batch = 0;
    std::lock_guard counts(mutex_);
    stored += std::exchange(batch_stored, 0);
    duplicates += std::exchange(batch_duplicates, 0);
  };
  std::deque<StoredGame> taken;
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return stopping_ || commit_asked_ || queue_.size() >= kWakeWriter; });
    // Stopping, the games handed are still written: their full batches are committed.
    if (stopping_ && queue_.empty()) break;
    taken.swap(queue_);
    const bool commit_at_end = commit_asked_;
    const bool make_listing = commit_at_end && listing_in_last_batch_;
    busy_ = true;
    changed_.notify_all();
    lock.unlock();
    std::exception_ptr failed;
    try {
      for (const StoredGame& g : taken) {
        if (!open) {
          archive_.begin();
          open = true;
        }
        ++(archive_.add(g) ? batch_stored : batch_duplicates);
        if (++in_batch == batch_size_) commit();
      }
      if (commit_at_end && open) {
        // The listing indexes are made while the position index's blobs are packed.
        if (make_listing)
          commit([this] { archive_.create_listing_indexes(); });
        else
          commit();
      }
    } catch (...) {
      failed = std::current_exception();
    }
    taken.clear();
    lock.lock();
    busy_ = false;
    if (commit_at_end) commit_asked_ = false;
    if (failed) {
      error_ = failed;
      queue_.clear();
    }
    changed_.notify_all();
    if (error_) break;
  }
  lock.unlock();
  if (!open) return;
  // The batch not committed: a failed one, or one an import stopped by an error leaves.
  try {
    archive_.rollback();
  } catch (...) {
    std::lock_guard failed(mutex_);
    if (!error_) error_ = std::current_exception();
  }
}

void Importer::wait_idle(std::unique_lock<std::mutex>& lock) {
  changed_.wait(lock, [&] { return error_ || (queue_.empty() && !busy_ && !commit_asked_); });
  if (error_) std::rethrow_exception(error_);
}

void Importer::add(StoredGame g) {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return error_ || queue_.size() < kMaxWaiting; });
  if (error_) std::rethrow_exception(error_);
  queue_.push_back(std::move(g));
  if (queue_.size() == kWakeWriter) changed_.notify_all();
}

void Importer::flush() {
  std::unique_lock lock(mutex_);
  commit_asked_ = true;
  changed_.notify_all();
  wait_idle(lock);
}

void Importer::finish() {
  if (fills_empty_) {
    std::lock_guard lock(mutex_);
    listing_in_last_batch_ = true;
  }
  flush();
  if (!fills_empty_) return;
  // Where no batch was open at the end (no game stored since the last commit) they are made
  // here; where the last batch made them this takes no lock.
  archive_.create_listing_indexes();
  // The position index's blobs, most of an indexed archive, are written whole and fill their
  // pages; the B-tree pages that inserting all over the content-hash and player indexes split
  // are some 1% of it, but 3% of an archive without the index, which compacting rewrites whole.
  if (stored > 0 && !archive_.indexing()) archive_.compact();
  if (rollback_journal_) archive_.use_write_ahead_log();
  rollback_journal_ = false;
}

namespace {

// An archive and its importer, made together on the thread that opens the archive.
struct OpenedArchive {
  OpenedArchive(const std::string& path, const ImportOptions& options)
      : archive(path), importer((archive.set_indexing(options.indexing), archive), options.batch) {}
  Archive archive;
  Importer importer;
};

}  // namespace

ImportCounts import_files(const std::string& path, const std::vector<std::string>& files,
                          const ImportOptions& options,
                          const std::function<void(const CheckedGame&)>& each) {
  auto opening = std::async(std::launch::async,
                            [&] { return std::make_unique<OpenedArchive>(path, options); });
  std::unique_ptr<OpenedArchive> opened;
  const auto importer = [&]() -> Importer& {
    if (!opened) opened = opening.get();
    return opened->importer;
  };
  CheckOptions check;
  check.threads = options.threads;
  prepare_import(check);
  ImportCounts counts;
  try {
    counts.checked = check_files(
        files,
        [&](CheckedGame& g) {
          Importer& to = importer();
          each(g);
          if (g.ok()) to.add(std::move(*g.stored));
        },
        check);
    Importer& to = importer();
    to.finish();
    counts.stored = to.stored;
    counts.duplicates = to.duplicates;
  } catch (const ArchiveError&) {
    throw;  // names the archive already
  } catch (const DatabaseError& e) {
    // SQLite's message names no file: a read-only archive, a full disk.
    throw ArchiveError("cannot write archive " + path + ": " + e.what());
  }
  return counts;
}

}  // namespace chatur::records
