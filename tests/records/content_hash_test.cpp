// The archive's content hash (records/content_hash.h): a move hashed from the board, its text
// spelt as it is hashed, adds what its text written out (engine::move_to_text) adds, for every
// kind of move of rule sets of two and four armies, on boards of 64 to 160 squares.
#include "records/content_hash.h"

#include <gtest/gtest.h>

#include <random>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/outcome.h"
#include "engine/rule_sets/registry.h"

namespace chatur::records {
namespace {

TEST(ContentHash, AMoveHashedFromTheBoardAddsItsText) {
  std::mt19937_64 rng(3);
  for (const char* id : {"chess", "chess960", "chaturaji", "chaturaji-classic", "four-player-teams",
                         "chatanooga", "kaiserspiel-a", "sultanspiel-b", "hyderabad"}) {
    SCOPED_TRACE(id);
    const auto rules = engine::rule_sets::make(id);
    int promotions = 0, captures = 0, others = 0;
    for (int game = 0; game < 40; ++game) {
      engine::Position pos(*rules);
      ContentHasher by_board(id, "", ""), by_text(id, "", "");
      for (int ply = 0; ply < 300 && !engine::outcome(pos).finished(); ++ply) {
        engine::MoveList moves;
        engine::generate_legal(pos, moves);
        if (moves.empty()) break;
        const engine::Move m = moves[static_cast<int>(rng() % moves.size())];
        const std::string text = engine::move_to_text(pos, m);
        promotions += m.kind() == engine::MoveKind::kPromotion;
        captures += text.find('x') != std::string::npos;
        others += m.kind() != engine::MoveKind::kNormal && m.kind() != engine::MoveKind::kPromotion;
        by_board.add_move(pos, m);
        by_text.add_move(text);
        ASSERT_EQ(by_board.value(), by_text.value())
            << "game " << game << ", ply " << ply << ": " << text;
        pos.make(m);
      }
    }
    EXPECT_GT(captures, 100);
    if (std::string_view(id) == "chess") {
      EXPECT_GT(promotions, 0);
      EXPECT_GT(others, 0);  // castlings and en passant: their texts written out
    }
  }
}

}  // namespace
}  // namespace chatur::records
