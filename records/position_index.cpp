#include "records/position_index.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <map>
#include <stdexcept>

namespace chatur::records {
namespace {

// Entries of fixed size (schema versions 8 to 11) kept 40 bits of the hash, as did the packed
// blobs of version 12.
constexpr int kOldHashBits = 40;
constexpr size_t kKeyBytes = kOldHashBits / 8;
constexpr size_t kGameBytes = kPositionGameBits / 8;
constexpr size_t kEntryBytes = kKeyBytes + kGameBytes;
constexpr size_t kPliedEntryBytes = 10;
constexpr size_t kPliedGameBytes = 3;
constexpr size_t kWideEntryBytes = 20;

// The low `bytes` bytes at p, little-endian. A copy where the machine is little-endian.
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
  return get(blob.data() + i * entry_bytes, kKeyBytes) << (64 - kOldHashBits);
}

PositionEntry entry_at(std::string_view blob, size_t i, std::int64_t first_game,
                       size_t entry_bytes = kEntryBytes, size_t game_bytes = kGameBytes) {
  const char* p = blob.data() + i * entry_bytes;
  return PositionEntry(key_at(blob, i, entry_bytes),
                       first_game + static_cast<std::int64_t>(get(p + kKeyBytes, game_bytes)));
}

void check_size(std::string_view blob, size_t entry_bytes) {
  if (blob.size() % entry_bytes != 0)
    throw std::runtime_error("position index: a blob of " + std::to_string(blob.size()) +
                             " bytes is not a whole number of entries");
}

}  // namespace

void normalize(std::vector<PositionEntry>& entries) {
  std::sort(entries.begin(), entries.end());
  entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
}

namespace {

// Bits written and read least significant first, 64 at a time.
class BitWriter {
 public:
  // Writes after what `out` holds, into room for `max_bits` made at once: a byte appended at a
  // time was a third of the index's encoding.
  BitWriter(std::string& out, std::uint64_t max_bits) : out_(out), at_(out.size()) {
    out_.resize(at_ + static_cast<size_t>(max_bits / 8) + 8);
  }
  // The low `n` bits of v (n <= 64).
  void put(std::uint64_t v, int n) {
    if (n > 32) {
      put(v, 32);
      put(v >> 32, n - 32);
      return;
    }
    acc_ |= (n == 0 ? 0 : v & (~0ULL >> (64 - n))) << used_;
    used_ += n;
    if (used_ >= 32) {
      store(4);
      acc_ >>= 32;
      used_ -= 32;
    }
  }
  // q one bits, then a zero.
  void unary(std::uint64_t q) {
    for (; q >= 32; q -= 32) put(0xFFFF'FFFFULL, 32);
    put((1ULL << q) - 1, static_cast<int>(q) + 1);
  }
  // q one bits, a zero, then the low `n` bits of v: one put where they fit in 32 bits, as an
  // entry's gap and game almost always do (a put each was most of the index's encoding).
  void unary_then(std::uint64_t q, std::uint64_t v, int n) {
    if (q + 1 + static_cast<std::uint64_t>(n) > 32) {
      unary(q);
      put(v, n);
      return;
    }
    const int ones = static_cast<int>(q);
    const std::uint64_t low = n == 0 ? 0 : v & (~0ULL >> (64 - n));
    put(((1ULL << ones) - 1) | low << (ones + 1), ones + 1 + n);
  }
  // Writes the last bits and drops the room left over.
  void finish() {
    store((used_ + 7) / 8);
    out_.resize(at_);
    acc_ = 0;
    used_ = 0;
  }

 private:
  // The low `bytes` bytes of the bits held, least significant first.
  void store(int bytes) {
    if (at_ + static_cast<size_t>(bytes) > out_.size())
      throw std::logic_error("position index: more bits than the room made for them");
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(out_.data() + at_, &acc_, static_cast<size_t>(bytes));
    } else {
      for (int i = 0; i < bytes; ++i)
        out_[at_ + static_cast<size_t>(i)] = static_cast<char>(acc_ >> 8 * i);
    }
    at_ += static_cast<size_t>(bytes);
  }

  std::string& out_;
  size_t at_;
  std::uint64_t acc_ = 0;
  int used_ = 0;
};

class BitReader {
 public:
  BitReader(std::string_view in, size_t at) : in_(in), at_(at) {}
  std::uint64_t get(int n) {
    fill(n);
    const std::uint64_t v = n == 0 ? 0 : acc_ & (~0ULL >> (64 - n));
    acc_ = n == 64 ? 0 : acc_ >> n;
    used_ -= n;
    return v;
  }
  std::uint64_t unary() {
    std::uint64_t q = 0;
    for (;;) {
      fill(1);
      const int ones = std::countr_one(acc_);
      if (ones < used_) {
        q += static_cast<std::uint64_t>(ones);
        get(ones + 1);
        return q;
      }
      q += static_cast<std::uint64_t>(used_);
      get(used_);
    }
  }

 private:
  // At least n bits (n <= 57) in the accumulator; past the end is an error.
  void fill(int n) {
    while (used_ < n) {
      if (at_ >= in_.size()) throw std::runtime_error("position index: a blob ends early");
      acc_ |= std::uint64_t{static_cast<unsigned char>(in_[at_++])} << used_;
      used_ += 8;
    }
  }

  std::string_view in_;
  size_t at_;
  std::uint64_t acc_ = 0;
  int used_ = 0;
};

// A packed blob's header: the entry count as a varint, then the Rice parameter and the bits of a
// game's distance, a byte each.
struct PackedHeader {
  std::uint64_t count = 0;
  int rice = 0, game_bits = 0;
  size_t body = 0;  // where the bits start
};

PackedHeader read_header(std::string_view blob, int hash_bits) {
  PackedHeader h;
  size_t at = 0;
  for (int shift = 0;; shift += 7) {
    if (at >= blob.size() || shift > 56)
      throw std::runtime_error("position index: a blob's header is cut short");
    const auto b = static_cast<unsigned char>(blob[at++]);
    h.count |= std::uint64_t{b & 0x7FU} << shift;
    if (b < 0x80) break;
  }
  if (at + 2 > blob.size())
    throw std::runtime_error("position index: a blob's header is cut short");
  h.rice = static_cast<unsigned char>(blob[at]);
  h.game_bits = static_cast<unsigned char>(blob[at + 1]);
  if (h.rice > hash_bits || h.game_bits > kPositionGameBits)
    throw std::runtime_error("position index: a blob's header is out of range");
  h.body = at + 2;
  return h;
}

// Calls each(entry) for the entries of a packed blob whose keys have `hash_bits` bits, in order,
// until it returns false.
template <typename Each>
void read_packed(std::string_view blob, std::int64_t first_game, int hash_bits, Each&& each) {
  const PackedHeader h = read_header(blob, hash_bits);
  if (h.count > blob.size() * 8) throw std::runtime_error("position index: a blob is cut short");
  BitReader in(blob, h.body);
  std::uint64_t key = 0;
  for (std::uint64_t i = 0; i < h.count; ++i) {
    if (i == 0) {
      key = in.get(hash_bits);
    } else {
      const std::uint64_t gap = in.unary() << h.rice | in.get(h.rice);
      key += gap;
      if (key >> hash_bits)
        throw std::runtime_error("position index: a blob's hashes run past their bits");
    }
    const auto game = static_cast<std::int64_t>(in.get(h.game_bits));
    if (!each(PositionEntry(key << (64 - hash_bits), first_game + game))) return;
  }
}

}  // namespace

std::string encode_positions(std::span<const PositionEntry> sorted, std::int64_t first_game) {
  std::string out;
  std::uint64_t n = sorted.size();
  do {
    out += static_cast<char>((n & 0x7F) | (n >= 0x80 ? 0x80 : 0));
    n >>= 7;
  } while (n);
  if (sorted.empty()) {
    out += std::string(2, '\0');
    return out;
  }
  const auto key = [](const PositionEntry& e) { return e.hash() >> (64 - kPositionHashBits); };
  // The gaps between sorted keys are about evenly spread: a Rice code whose parameter is the
  // bits of their mean takes about two bits more than that parameter a gap.
  const std::uint64_t span = key(sorted.back()) - key(sorted.front());
  const std::uint64_t mean = sorted.size() > 1 ? span / (sorted.size() - 1) : 0;
  const int rice = mean > 0 ? static_cast<int>(std::bit_width(mean)) - 1 : 0;
  std::int64_t farthest = 0;
  for (const PositionEntry& e : sorted) farthest = std::max(farthest, e.game_id() - first_game);
  const int game_bits = static_cast<int>(std::bit_width(static_cast<std::uint64_t>(farthest)));
  out += static_cast<char>(rice);
  out += static_cast<char>(game_bits);
  // The unary parts of the gaps sum to at most span >> rice ones, and a zero each.
  const std::uint64_t max_bits = kPositionHashBits + (span >> rice) +
                                 sorted.size() * static_cast<std::uint64_t>(1 + rice + game_bits);
  BitWriter bits(out, max_bits);
  bits.put(key(sorted[0]), kPositionHashBits);
  bits.put(static_cast<std::uint64_t>(sorted[0].game_id() - first_game), game_bits);
  for (size_t i = 1; i < sorted.size(); ++i) {
    const std::uint64_t gap = key(sorted[i]) - key(sorted[i - 1]);
    const auto game = static_cast<std::uint64_t>(sorted[i].game_id() - first_game);
    // The gap's low bits and the game's, as one run of bits.
    bits.unary_then(gap >> rice, (gap & ((std::uint64_t{1} << rice) - 1)) | game << rice,
                    rice + game_bits);
  }
  bits.finish();
  return out;
}

std::vector<PositionBlob> pack_positions(std::span<const PositionEntry> sorted) {
  if (sorted.empty()) return {};
  const auto [least, most] =
      std::minmax_element(sorted.begin(), sorted.end(),
                          [](const auto& a, const auto& b) { return a.game_id() < b.game_id(); });
  const std::int64_t first_game = least->game_id();
  constexpr std::int64_t kSpan = std::int64_t{1} << kPositionGameBits;
  if (most->game_id() - first_game < kSpan)
    return {PositionBlob{first_game, encode_positions(sorted, first_game)}};
  std::map<std::int64_t, std::vector<PositionEntry>> spans;
  for (const PositionEntry& e : sorted) spans[(e.game_id() - first_game) / kSpan].push_back(e);
  std::vector<PositionBlob> blobs;
  for (const auto& [span, entries] : spans)
    for (PositionBlob& blob : pack_positions(entries)) blobs.push_back(std::move(blob));
  return blobs;
}

std::vector<PositionEntry> decode_positions(std::string_view blob, std::int64_t first_game) {
  std::vector<PositionEntry> out;
  read_packed(blob, first_game, kPositionHashBits, [&](const PositionEntry& e) {
    out.push_back(e);
    return true;
  });
  return out;
}

std::vector<PositionEntry> decode_long_key_positions(std::string_view blob,
                                                     std::int64_t first_game) {
  std::vector<PositionEntry> out;
  read_packed(blob, first_game, kOldHashBits, [&](const PositionEntry& e) {
    out.push_back(e);
    return true;
  });
  return out;
}

std::vector<PositionEntry> decode_fixed_positions(std::string_view blob, std::int64_t first_game) {
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
    out[i] = PositionEntry(get(p, 8), static_cast<std::int64_t>(get(p + 8, 8)));
  }
  return out;
}

void find_in_blob(std::string_view blob, std::int64_t first_game, std::uint64_t hash,
                  std::vector<PositionEntry>& out) {
  const std::uint64_t key = position_key(hash);
  read_packed(blob, first_game, kPositionHashBits, [&](const PositionEntry& e) {
    if (e.hash() == key) out.push_back(e);
    return e.hash() <= key;
  });
}

}  // namespace chatur::records
