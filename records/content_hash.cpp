#include "records/content_hash.h"

namespace chatur::records {
namespace {

constexpr std::uint64_t kPrime = 0x100000001b3ULL;

}  // namespace

ContentHasher::ContentHasher(std::string_view variant, std::string_view rule_options,
                             std::string_view start_fen) {
  add(variant);
  if (!rule_options.empty()) add(rule_options);
  add(start_fen);
}

void ContentHasher::add(std::string_view text) {
  // In a local: the text's bytes might alias the member, which was stored at every byte.
  std::uint64_t hash = hash_;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= kPrime;
  }
  hash ^= 0xFF;  // the separator: no byte of text is 0xFF in valid UTF-8
  hash_ = hash * kPrime;
}

void ContentHasher::add_roll(const engine::RollAt& roll) {
  add(std::to_string(roll.ply) + engine::dice_roll_to_text(roll.roll));
}

std::uint64_t content_hash(const std::string& variant, const std::string& rule_options,
                           const std::string& start_fen, const std::vector<std::string>& moves,
                           const std::vector<engine::RollAt>& rolls) {
  ContentHasher hasher(variant, rule_options, start_fen);
  for (const std::string& m : moves) hasher.add_move(m);
  for (const engine::RollAt& r : rolls) hasher.add_roll(r);
  return hasher.value();
}

}  // namespace chatur::records
