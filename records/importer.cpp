#include "records/importer.h"

namespace chatur::records {

void Importer::add(StoredGame g) {
  batch_.push_back(std::move(g));
  if (batch_.size() >= batch_size_) flush();
}

void Importer::flush() {
  if (batch_.empty()) return;
  archive_.begin();
  std::int64_t new_stored = 0, new_duplicates = 0;
  try {
    for (const auto& g : batch_) ++(archive_.add(g) ? new_stored : new_duplicates);
    archive_.commit();
  } catch (...) {
    archive_.rollback();
    throw;
  }
  stored += new_stored;
  duplicates += new_duplicates;
  batch_.clear();
}

void Importer::finish() {
  flush();
  if (fills_empty_ && stored > 0) archive_.compact();
}

}  // namespace chatur::records
