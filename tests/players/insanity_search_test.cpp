// The built-in engine on North Korea's turns (Power::kInsanity): it plays every phase of an
// insane turn from the rolls it is given, and takes North Korea's later turns as normal ones.
#include <gtest/gtest.h>

#include <atomic>
#include <string>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "players/search.h"
#include "tests/engine/test_util.h"

namespace chatur::players {
namespace {

constexpr const char* kKorea = "european armies=north-korea,chatanooga,chatanooga,chatanooga";

std::string best(engine::Position& pos, int depth) {
  Search s(pos.rules(), SearchOptions{});
  Limits limits;
  limits.depth = depth;
  const std::atomic<bool> stop{false};
  const SearchResult r = s.run(pos, limits, stop);
  return r.best.is_null() ? "" : engine::move_to_text(pos, r.best);
}

// Red chooses its knight to move as a pawn onto Green's undefended rook, and the search passes
// North Korea's next turn as a normal one.
TEST(InsanitySearch, PlaysEveryPhase) {
  auto rules = engine::testing::rules(kKorea);
  engine::Position pos = engine::testing::place(*rules, 0, "rKh8 rNd4 gKh1 gRe3 yKa1 bKa8");
  pos.roll(engine::read_dice_roll("5,1"));
  const std::string choice = best(pos, 3);
  EXPECT_EQ(choice.front(), '@') << choice;
  pos.make(engine::parse_move(pos, "@d4"));
  pos.roll(engine::read_dice_roll("1"));
  EXPECT_EQ(best(pos, 4), "d4xe3");
  pos.make(engine::parse_move(pos, "d4xe3"));
  EXPECT_EQ(pos.to_move(), 1);
  EXPECT_FALSE(best(pos, 5).empty());  // Red's next turn, searched as a normal one
}

}  // namespace
}  // namespace chatur::players
