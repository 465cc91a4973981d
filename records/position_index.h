// The archive's position index: for each position hash, the games that reached it and the first
// ply at which they did. SQLite's own index on a row per ply costs a random B-tree insert per
// ply (about 3 µs each here, 80% of an import); instead the entries of a batch are grouped by
// hash bucket and stored sorted, one blob per (bucket, run of games), so a batch writes a few
// rows per game and a lookup reads the blobs of one bucket (schemas/archive.sql, positions).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::records {

struct PositionEntry {
  std::uint64_t hash = 0;
  std::int64_t game_id = 0;
  std::int32_t ply = 0;

  friend bool operator<(const PositionEntry& a, const PositionEntry& b) {
    if (a.hash != b.hash) return a.hash < b.hash;
    if (a.game_id != b.game_id) return a.game_id < b.game_id;
    return a.ply < b.ply;
  }
  friend bool operator==(const PositionEntry&, const PositionEntry&) = default;
};

// Buckets are the top bits of the hash: enough that a bucket's share of a 1000-game batch is a
// small blob, few enough that a lookup reads one short range of rows.
constexpr int kPositionBucketBits = 8;
inline std::int64_t position_bucket(std::uint64_t hash) {
  return static_cast<std::int64_t>(hash >> (64 - kPositionBucketBits));
}

// A batch with fewer entries than kPositionStageBelow is written as one staged blob (bucket
// kPositionStaged, read by every lookup); when kPositionStagedBlobs are staged they are spread
// over the buckets together. A tournament storing one game per transaction thus writes one row
// per game, and lookups never read more than that many staged blobs.
constexpr std::int64_t kPositionStaged = -1;
constexpr size_t kPositionStageBelow = 4096;
constexpr std::int64_t kPositionStagedBlobs = 256;

// Sorts the entries and keeps, for each (hash, game), the first ply only.
void normalize(std::vector<PositionEntry>& entries);

// The blob of sorted entries: 20 bytes each, hash, game id and ply in little-endian order.
std::string encode_positions(const std::vector<PositionEntry>& sorted);
// Reads a blob written by encode_positions. Throws std::runtime_error if its size is not a
// whole number of entries.
std::vector<PositionEntry> decode_positions(std::string_view blob);
// Appends to `out` the entries of the blob with this hash, by binary search.
void find_in_blob(std::string_view blob, std::uint64_t hash, std::vector<PositionEntry>& out);

}  // namespace chatur::records
