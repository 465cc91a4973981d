// The archive's position index: for each position hash, the games that reached it. SQLite's own
// index on a row per ply costs a random B-tree insert per ply (about 3 µs each here, 80% of an
// import); instead the entries of a batch are grouped by hash bucket and stored sorted, one blob
// per (bucket, run of games), so a batch writes a few rows per game and a lookup reads the blobs
// of one bucket (schemas/archive.sql, positions). An entry keeps the top 22 bits of the hash and
// the game only: a lookup confirms what it finds by replaying the game (Archive::find), which
// also gives the ply. A blob packs its sorted entries: the gaps between their hashes in a Rice
// code, the games in as few bits as the blob's farthest game needs.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::records {

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

// The bits of a hash an entry keeps. A lookup meets the entries of other positions that share
// them: at a million games of 120 plies (1.2e8 entries) about 1.2e8 / 2^22 = 29 a lookup, each a
// game replayed and dropped (Archive::find), about 4 ms in all. Each bit fewer takes a bit off
// every entry's gap (schema version 13; 40 bits before).
constexpr int kPositionHashBits = 22;
inline std::uint64_t position_key(std::uint64_t hash) {
  return hash >> (64 - kPositionHashBits) << (64 - kPositionHashBits);
}
// An entry of the index: a position's hash cut to its kept bits (position_key) and a game,
// packed in one word whose order is the entries' order, by hash then game. An import's batch
// sorts some two million of them: 8 bytes each to move where a whole hash and an id were 16.
class PositionEntry {
 public:
  // The game's id in the word's low bits: archives hand out ids from 1 up, far below 2^42.
  static constexpr int kGameIdBits = 64 - kPositionHashBits;
  static constexpr std::uint64_t kGameIdMask = (std::uint64_t{1} << kGameIdBits) - 1;

  PositionEntry() = default;
  // Keeps the top kPositionHashBits bits of `hash` and the low kGameIdBits of `game_id`.
  PositionEntry(std::uint64_t hash, std::int64_t game_id)
      : bits_(position_key(hash) | (static_cast<std::uint64_t>(game_id) & kGameIdMask)) {}
  // The top kPositionHashBits bits of the hash, the rest 0.
  std::uint64_t hash() const { return bits_ & ~kGameIdMask; }
  std::int64_t game_id() const { return static_cast<std::int64_t>(bits_ & kGameIdMask); }
  // The hash's kept bits over the game's: ordered as the entries are.
  std::uint64_t bits() const { return bits_; }

  friend auto operator<=>(const PositionEntry&, const PositionEntry&) = default;

 private:
  std::uint64_t bits_ = 0;
};

// A blob's entries name games by their distance from the blob's first game, in this many bits:
// a blob spans fewer games (Archive splits a longer run; an import batch is 16000 games).
constexpr int kPositionGameBits = 16;

// Sorts the entries and keeps each (hash, game) once. A writer's batch sorts its own
// (PositionBatch::sort).
void normalize(std::vector<PositionEntry>& entries);

// The blob of sorted entries (schema version 12 on): the entry count (a varint), the Rice
// parameter r and the game bits g (a byte each), then bits, least significant first: the first
// entry's kPositionHashBits hash bits, then for each further entry the gap from the previous
// entry's (the gap's quotient by 2^r in unary, ones ended by a zero, and its low r bits), each
// entry followed by its game's distance from `first_game` in g bits. Every game id must be at least
// first_game and less than first_game + 2^kPositionGameBits.
std::string encode_positions(std::span<const PositionEntry> sorted, std::int64_t first_game);
// A blob of a bucket's entries and the game its entries' distances count from.
struct PositionBlob {
  std::int64_t first_game = 0;
  std::string bytes;  // encode_positions
};
// The blobs of a bucket's sorted entries: one, or where the games lie farther apart than a blob
// can name, one per run of 2^kPositionGameBits games, each still sorted. None for no entries.
std::vector<PositionBlob> pack_positions(std::span<const PositionEntry> sorted);
// Reads a blob written by encode_positions. Throws std::runtime_error for a blob cut short or
// out of range.
std::vector<PositionEntry> decode_positions(std::string_view blob, std::int64_t first_game);
// Reads a blob of the archives of schema version 12: packed as encode_positions packs, with 40
// hash bits an entry.
std::vector<PositionEntry> decode_long_key_positions(std::string_view blob,
                                                     std::int64_t first_game);
// Reads a blob of the archives of schema version 11: 7 bytes an entry, little-endian, the hash's
// top 40 bits and the game's distance from first_game (16 bits). Throws std::runtime_error if its
// size is not a whole number of entries.
std::vector<PositionEntry> decode_fixed_positions(std::string_view blob, std::int64_t first_game);
// Reads a blob of the archives of schema versions 8 to 10: 10 bytes an entry, the hash's top 40
// bits, the game's distance from first_game (24 bits) and the first ply (16 bits, dropped).
std::vector<PositionEntry> decode_plied_positions(std::string_view blob, std::int64_t first_game);
// Reads a blob of the archives of schema versions 2 to 7: 20 bytes an entry, the whole hash, the
// game id and the ply (dropped). first_game is not used: the ids are whole.
std::vector<PositionEntry> decode_wide_positions(std::string_view blob, std::int64_t first_game);
// Appends to `out` the entries of the blob whose hash has the top bits of `hash`, reading the
// blob up to them.
void find_in_blob(std::string_view blob, std::int64_t first_game, std::uint64_t hash,
                  std::vector<PositionEntry>& out);

}  // namespace chatur::records
