#include "records/position_index.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <stdexcept>

namespace chatur::records {
namespace {

constexpr size_t kKeyBytes = kPositionHashBits / 8;
constexpr size_t kGameBytes = kPositionGameBits / 8;
constexpr size_t kEntryBytes = kKeyBytes + kGameBytes;
constexpr size_t kPliedEntryBytes = 10;
constexpr size_t kPliedGameBytes = 3;
constexpr size_t kWideEntryBytes = 20;

// The low `bytes` bytes of v, little-endian. A copy where the machine is little-endian: byte by
// byte was half the cost of writing an import batch's index.
char* put(char* p, std::uint64_t v, size_t bytes) {
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(p, &v, bytes);
    return p + bytes;
  } else {
    for (size_t i = 0; i < bytes; ++i) *p++ = static_cast<char>((v >> (8 * i)) & 0xFF);
    return p;
  }
}

std::uint64_t get(const char* p, size_t bytes) {
  std::uint64_t v = 0;
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(&v, p, bytes);
  } else {
    for (size_t i = bytes; i-- > 0;) v = (v << 8) | static_cast<unsigned char>(p[i]);
  }
  return v;
}

std::uint64_t key_at(std::string_view blob, size_t i, size_t entry_bytes = kEntryBytes) {
  return get(blob.data() + i * entry_bytes, kKeyBytes) << (64 - kPositionHashBits);
}

PositionEntry entry_at(std::string_view blob, size_t i, std::int64_t first_game,
                       size_t entry_bytes = kEntryBytes, size_t game_bytes = kGameBytes) {
  const char* p = blob.data() + i * entry_bytes;
  return {key_at(blob, i, entry_bytes),
          first_game + static_cast<std::int64_t>(get(p + kKeyBytes, game_bytes))};
}

void check_size(std::string_view blob, size_t entry_bytes) {
  if (blob.size() % entry_bytes != 0)
    throw std::runtime_error("position index: a blob of " + std::to_string(blob.size()) +
                             " bytes is not a whole number of entries");
}

}  // namespace

void normalize(std::vector<PositionEntry>& entries) {
  // An import batch holds some 300k entries, and sorting them was the largest share of its
  // writing thread after SQLite: dealing them into their buckets first (one pass, the buckets
  // are the top bits of the hash) leaves 256 short runs to sort, each small enough to stay in
  // cache.
  constexpr size_t kDealFrom = 4096;
  if (entries.size() >= kDealFrom) {
    constexpr size_t kBuckets = size_t{1} << kPositionBucketBits;
    std::array<size_t, kBuckets + 1> start{};
    for (const PositionEntry& e : entries)
      ++start[static_cast<size_t>(position_bucket(e.hash)) + 1];
    for (size_t b = 0; b < kBuckets; ++b) start[b + 1] += start[b];
    const std::vector<PositionEntry> batch = entries;
    std::array<size_t, kBuckets + 1> next = start;
    // Back into `entries`, which keeps its buffer: the archive refills it batch after batch.
    for (const PositionEntry& e : batch)
      entries[next[static_cast<size_t>(position_bucket(e.hash))]++] = e;
    for (size_t b = 0; b < kBuckets; ++b)
      std::sort(entries.begin() + static_cast<std::ptrdiff_t>(start[b]),
                entries.begin() + static_cast<std::ptrdiff_t>(start[b + 1]));
  } else {
    std::sort(entries.begin(), entries.end());
  }
  entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
}

std::string encode_positions(const std::vector<PositionEntry>& sorted, std::int64_t first_game) {
  std::string out(sorted.size() * kEntryBytes, '\0');
  char* p = out.data();
  for (const PositionEntry& e : sorted) {
    p = put(p, e.hash >> (64 - kPositionHashBits), kKeyBytes);
    p = put(p, static_cast<std::uint64_t>(e.game_id - first_game), kGameBytes);
  }
  return out;
}

std::vector<PositionEntry> decode_positions(std::string_view blob, std::int64_t first_game) {
  check_size(blob, kEntryBytes);
  std::vector<PositionEntry> out(blob.size() / kEntryBytes);
  for (size_t i = 0; i < out.size(); ++i) out[i] = entry_at(blob, i, first_game);
  return out;
}

std::vector<PositionEntry> decode_plied_positions(std::string_view blob, std::int64_t first_game) {
  check_size(blob, kPliedEntryBytes);
  std::vector<PositionEntry> out(blob.size() / kPliedEntryBytes);
  for (size_t i = 0; i < out.size(); ++i)
    out[i] = entry_at(blob, i, first_game, kPliedEntryBytes, kPliedGameBytes);
  return out;
}

std::vector<PositionEntry> decode_wide_positions(std::string_view blob, std::int64_t) {
  check_size(blob, kWideEntryBytes);
  std::vector<PositionEntry> out(blob.size() / kWideEntryBytes);
  for (size_t i = 0; i < out.size(); ++i) {
    const char* p = blob.data() + i * kWideEntryBytes;
    out[i] = {get(p, 8), static_cast<std::int64_t>(get(p + 8, 8))};
  }
  return out;
}

void find_in_blob(std::string_view blob, std::int64_t first_game, std::uint64_t hash,
                  std::vector<PositionEntry>& out) {
  const std::uint64_t key = position_key(hash);
  const size_t n = blob.size() / kEntryBytes;
  size_t lo = 0, hi = n;
  while (lo < hi) {
    const size_t mid = lo + (hi - lo) / 2;
    if (key_at(blob, mid) < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  for (size_t i = lo; i < n && key_at(blob, i) == key; ++i)
    out.push_back(entry_at(blob, i, first_game));
}

}  // namespace chatur::records
