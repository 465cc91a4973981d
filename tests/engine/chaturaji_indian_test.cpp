// Hand-checked positions for chaturaji-indian: free promotion, boat triumph, the end of section 1.
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::place;
using V = std::vector<std::string>;

class ChaturajiIndian : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> rules_ = testing::rules("chaturaji-indian");
};

TEST_F(ChaturajiIndian, StartPerftEqualsChaturajis) {
  Position pos(*rules_);
  const std::uint64_t expected[] = {9, 81, 729, 6561};
  for (int d = 1; d <= 4; ++d) EXPECT_EQ(perft(pos, d), expected[d - 1]) << "depth " << d;
}

TEST_F(ChaturajiIndian, PromotionToAnyOfThreeLostOrNot) {
  Position pos = place(*rules_, 0, "rPe2 gNf1 rKh8 gKh4 yKa3 bKa8");
  EXPECT_EQ(legal_from(pos, "e2"),
            (V{"e2-e1=B", "e2-e1=N", "e2-e1=R", "e2xf1=B", "e2xf1=N", "e2xf1=R"}));
  testing::play(pos, "e2xf1=N");
  EXPECT_EQ(type_of(pos.at(*rules_->geometry().parse("f1"))), *rules_->type_by_letter('N'));
}

TEST_F(ChaturajiIndian, BoatTriumphCapturesTheOtherThreePartnerIncluded) {
  Position pos = place(*rules_, 0, "rBc6 gBd4 yBd5 bBe5 rKh8 gKh1 yKa1 bKa8");
  testing::play(pos, "c6-e4");
  for (const char* sq : {"d4", "d5", "e5"})
    EXPECT_EQ(pos.at(*rules_->geometry().parse(sq)), kEmpty) << sq;
  EXPECT_EQ(pos.no_progress(), 0);
  pos.unmake();
  EXPECT_EQ(type_of(pos.at(*rules_->geometry().parse("d5"))), *rules_->type_by_letter('B'));
  // Yellow completing the block wins the same way.
  Position yellow = place(*rules_, 2, "yBb3 gBd4 rBe4 bBe5 rKh8 gKh1 yKa1 bKa8");
  testing::play(yellow, "b3-d5");
  EXPECT_EQ(yellow.pieces(0).size(), 1u);
  EXPECT_EQ(yellow.pieces(1).size(), 1u);
  EXPECT_EQ(yellow.pieces(3).size(), 1u);
}

TEST_F(ChaturajiIndian, NoTriumphWithoutOneBoatOfEachArmy) {
  Position pos = place(*rules_, 0, "rBc6 gBd4 yBd5 gBe5 rKh8 gKh1 yKa1 bKa8");
  testing::play(pos, "c6-e4");
  EXPECT_EQ(pos.pieces(1).size(), 3u);
  EXPECT_EQ(pos.pieces(2).size(), 2u);
}

TEST_F(ChaturajiIndian, TeamWithoutKingsLoses) {
  // Red's king is gone; Green's horse takes Yellow's king.
  Position pos = place(*rules_, 1, "gNc3 yKd1 rPe7 gKh4 bKa5");
  testing::play(pos, "c3xd1");
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kKingsCaptured);
  EXPECT_EQ(result_text(o), "0-1");
  EXPECT_EQ(testing::legal_texts(pos), V{});
}

}  // namespace
}  // namespace chatur::engine
