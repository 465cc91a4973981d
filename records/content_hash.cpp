#include "records/content_hash.h"

#include "engine/notation.h"
#include "engine/position.h"

namespace chatur::records {
namespace {

constexpr std::uint64_t kPrime = 0x100000001b3ULL;

// Folds the bytes a writer of move text appends (Geometry::append_name) into the hash.
struct Folding {
  std::uint64_t hash;
  void operator+=(char c) { hash = (hash ^ static_cast<unsigned char>(c)) * kPrime; }
  void append(const char* text, size_t n) {
    for (size_t i = 0; i < n; ++i) *this += text[i];
  }
};

// The move's text written out, then hashed: every move but a plain board move. Out of line, so
// that the plain move's path saves no registers for it.
[[gnu::noinline]] void add_written(ContentHasher& hasher, const engine::Position& pos,
                                   engine::Move m) {
  hasher.add_move(engine::MoveText(pos, m).view());
}

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

void ContentHasher::add_move(const engine::Position& pos, engine::Move m) {
  using engine::MoveKind;
  // What engine::move_to_text writes for a board move with nothing to demand or swap (extra 0)
  // between squares of the board. No call on this path, so that it saves no registers.
  if ((m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kPromotion) || m.extra() != 0)
    return add_written(*this, pos, m);
  const engine::RuleSet& rules = pos.rules();
  const std::string_view from = rules.geometry().board_name(m.from());
  const std::string_view to = rules.geometry().board_name(m.to());
  if (from.empty() || to.empty()) return add_written(*this, pos, m);
  Folding text{hash_};
  text.append(from.data(), from.size());
  text += pos.at(m.to()) != engine::kEmpty ? 'x' : '-';
  text.append(to.data(), to.size());
  if (m.kind() == MoveKind::kPromotion) {
    text += '=';
    text += rules.piece(m.piece()).letter;
  }
  text += '\xFF';  // the separator, as add() writes it
  hash_ = text.hash;
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
