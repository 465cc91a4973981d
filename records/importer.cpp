#include "records/importer.h"

#include <chrono>
#include <utility>

namespace chatur::records {

Importer::~Importer() {
  if (pending_.valid()) pending_.wait();
}

Importer::Written Importer::write(Archive& archive, const std::vector<StoredGame>& batch) {
  Written w;
  archive.begin();
  try {
    for (const auto& g : batch) ++(archive.add(g) ? w.stored : w.duplicates);
    archive.commit();
  } catch (...) {
    archive.rollback();
    throw;
  }
  return w;
}

void Importer::collect() {
  if (!pending_.valid()) return;
  const Written w = pending_.get();
  stored += w.stored;
  duplicates += w.duplicates;
  writing_.clear();
}

void Importer::add(StoredGame g) {
  // A failed write is reported with the next game, not a batch later.
  if (pending_.valid() && pending_.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
    collect();
  batch_.push_back(std::move(g));
  if (batch_.size() < batch_size_) return;
  collect();
  writing_.swap(batch_);
  pending_ = std::async(std::launch::async, [this] { return write(archive_, writing_); });
}

void Importer::flush() {
  collect();
  if (batch_.empty()) return;
  const Written w = write(archive_, batch_);
  stored += w.stored;
  duplicates += w.duplicates;
  batch_.clear();
}

void Importer::finish() {
  flush();
  if (fills_empty_ && stored > 0) archive_.compact();
}

}  // namespace chatur::records
