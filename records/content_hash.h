// The identity of a game (the archive's content hash): FNV-1a over the variant, its rule options
// where it has any (so that games stored before options were read keep their identity), the
// start position, and the main line's moves in long algebraic form with their rolls where it has
// any, each text followed by a byte no text holds.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/dice.h"
#include "engine/move.h"

namespace chatur::engine {
class Position;
}

namespace chatur::records {

// Takes the texts one at a time, as a replay makes them, so that no list of them is kept.
class ContentHasher {
 public:
  ContentHasher(std::string_view variant, std::string_view rule_options,
                std::string_view start_fen);
  // The main line's next move, in long algebraic form (engine::move_to_text).
  void add_move(std::string_view text) { add(text); }
  // The same for move `m`, legal in `pos`: a plain board move's text (the squares left and
  // reached, '-' or 'x' between, a promotion's '=' and letter) is hashed as it is spelt rather
  // than written out first (the chess import then takes 0.977x the instructions).
  void add_move(const engine::Position& pos, engine::Move m);
  // A roll of the main line: after all of its moves, in order.
  void add_roll(const engine::RollAt& roll);
  std::uint64_t value() const { return hash_; }

 private:
  void add(std::string_view text);

  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

std::uint64_t content_hash(const std::string& variant, const std::string& rule_options,
                           const std::string& start_fen, const std::vector<std::string>& moves,
                           const std::vector<engine::RollAt>& rolls = {});

}  // namespace chatur::records
