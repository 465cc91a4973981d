// Knockout seeds from the archive's ratings: rated engines strongest first, the unrated after
// them in the configuration's order.
#include "tournament/seeding.h"

#include <gtest/gtest.h>

#include "engine/rule_sets/registry.h"

namespace chatur::tournament {
namespace {

records::ArchivedResult game(const std::string& white, const std::string& black, int outcome) {
  records::ArchivedResult r;
  r.variant = "chess";
  r.players = {white, black};
  r.end = outcome == 2 ? records::drawn("agreement") : records::won_by(outcome, "checkmate");
  return r;
}

TEST(Seeding, StrongestFirstThenTheUnrated) {
  const auto chess = engine::rule_sets::make("chess");
  std::vector<records::ArchivedResult> games;
  // A beats B 3 to 1, B beats C 3 to 1, with colours alternating; "other" is no engine here.
  for (int i = 0; i < 4; ++i) {
    const int loser_wins = i == 3;
    games.push_back(i % 2 ? game("B", "A", loser_wins ? 0 : 1) : game("A", "B", loser_wins));
    games.push_back(i % 2 ? game("C", "B", loser_wins ? 0 : 1) : game("B", "C", loser_wins));
  }
  games.push_back(game("other", "C", 2));
  const auto seeds = seeds_by_rating({"D", "C", "A", "E", "B"}, games, *chess);
  ASSERT_EQ(seeds.size(), 5u);
  EXPECT_EQ(seeds[0].engine, 2);  // A
  EXPECT_EQ(seeds[1].engine, 4);  // B
  EXPECT_EQ(seeds[2].engine, 1);  // C
  EXPECT_EQ(seeds[3].engine, 0);  // D, unrated, then E
  EXPECT_EQ(seeds[4].engine, 3);
  ASSERT_TRUE(seeds[0].rating && seeds[1].rating && seeds[2].rating);
  EXPECT_GT(*seeds[0].rating, *seeds[1].rating);
  EXPECT_GT(*seeds[1].rating, *seeds[2].rating);
  EXPECT_FALSE(seeds[3].rating.has_value());
  // No games: the configuration's order.
  const auto none = seeds_by_rating({"D", "C"}, {}, *chess);
  EXPECT_EQ(none[0].engine, 0);
  EXPECT_EQ(none[1].engine, 1);
}

}  // namespace
}  // namespace chatur::tournament
