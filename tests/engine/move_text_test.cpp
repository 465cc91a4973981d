// MoveText, the buffer that the archive's content hash reads a move's text from, against
// move_to_text: the same text for every legal move of positions of random games of every rule
// set, so that an identity made from either is the same.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "players/random_player.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

TEST(MoveText, IsMoveToTextForEveryLegalMoveOfEveryRuleSet) {
  std::set<int> kinds_met;
  size_t longest = 0;
  for (const std::string_view id : rule_sets::ids()) {
    const auto rules = rule_sets::make(id);
    std::mt19937_64 rng(7);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      Position pos(*rules);
      players::RandomPlayer player(seed);
      for (int ply = 0; ply < 150; ++ply) {
        testing::roll_if_due(pos, rng);
        MoveList moves;
        generate_legal(pos, moves);
        for (const Move m : moves) {
          const std::string text = move_to_text(pos, m);
          ASSERT_EQ(MoveText(pos, m).view(), text) << id << " " << to_fen(pos);
          kinds_met.insert(static_cast<int>(m.kind()));
          longest = std::max(longest, text.size());
        }
        const Move m = player.choose(pos);
        if (m.is_null()) break;
        pos.make(m);
      }
    }
  }
  // The writer's paths were taken: board moves, captures' and promotions' marks, castling,
  // drops, passes.
  for (const MoveKind k : {MoveKind::kNormal, MoveKind::kPromotion, MoveKind::kCastling,
                           MoveKind::kEnPassant, MoveKind::kDrop, MoveKind::kPass})
    EXPECT_TRUE(kinds_met.contains(static_cast<int>(k))) << static_cast<int>(k);
  EXPECT_GE(longest, 6u);  // "e7-e8=Q", "b10xc11"
}

}  // namespace
}  // namespace chatur::engine
