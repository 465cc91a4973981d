// The finished-game record a tournament keeps for resume reads back to the same game.
#include "tournament/game_record.h"

#include <gtest/gtest.h>

namespace chatur::tournament {
namespace {

TEST(GameRecord, StoredGameJsonReadsBack) {
  records::StoredGame g;
  g.variant = "chaturaji";
  g.start_fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-8/8/8/8/8/8/8/8";
  g.result = "1-0";
  g.termination = "kings-captured";
  g.players = {"level4", "level2 \"quoted\"", "level4", "level2\\back"};
  g.tags = {{"Event", "demo"}, {"Comment", "line\nbreak\ttab"}};
  g.moves = {"e7-e6", "--", "a2-a1=N"};
  g.hashes = {0, 18446744073709551615ULL, 42};
  g.pgn = "[Event \"demo\"]\n\n1. e7-e6 .. -- {+0.10/3 0.001s} 1-0\n";
  records::StoredGame back = stored_game_from_json(stored_game_json(g));
  EXPECT_EQ(back.variant, g.variant);
  EXPECT_EQ(back.start_fen, g.start_fen);
  EXPECT_EQ(back.result, g.result);
  EXPECT_EQ(back.termination, g.termination);
  EXPECT_EQ(back.players, g.players);
  ASSERT_EQ(back.tags.size(), g.tags.size());
  for (size_t i = 0; i < g.tags.size(); ++i) {
    EXPECT_EQ(back.tags[i].name, g.tags[i].name);
    EXPECT_EQ(back.tags[i].value, g.tags[i].value);
  }
  EXPECT_EQ(back.moves, g.moves);
  EXPECT_EQ(back.hashes, g.hashes);
  EXPECT_EQ(back.pgn, g.pgn);
  EXPECT_THROW(stored_game_from_json("{\"variant\":"), std::runtime_error);
}

}  // namespace
}  // namespace chatur::tournament
