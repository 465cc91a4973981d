// Records of zm-machiavellian and chatanooga (docs/records.md): random games in both modes
// written from their typed end and read back; a record with a skipped turn, a mate that writes
// no ply, `resign` and `freeze`; decisions a rule set does not have refused with exact errors.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::replay_text;

TEST(CheckOnChaturajiBoardRecords, RandomGamesReadBackWithTheirEnd) {
  int finished = 0;
  for (const char* id : {"zm-machiavellian", "chatanooga"})
    for (const char* options : {"", "mode=teams"}) {
      const auto rules = engine::rule_sets::make(id, read_rule_options(options));
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const players::PlayedGame played = players::play_random_game(*rules, seed, 0);
        const testing::WrittenGame written = testing::write_played(*rules, played);
        SCOPED_TRACE(written.text);
        Game game;
        const Replay r = replay_text(written.text, &game);
        EXPECT_TRUE(r.problems.empty()) << r.problems[0].message;
        EXPECT_EQ(r.moves, played.move_texts);
        EXPECT_EQ(r.end, written.end);
        // The free-for-all is these rule sets' default: only teams is written.
        EXPECT_EQ(game.tag("RuleOptions") != nullptr, *options != 0);
        EXPECT_EQ(game.tag("Placements") != nullptr, rules->free_for_all());
        finished += written.end.termination != "unterminated";
      }
    }
  EXPECT_EQ(finished, 16);
}

TEST(CheckOnChaturajiBoardRecords, SkipsMatesAndDecisions) {
  // Red's bishop checks Green and Black: Green moves, then Black (Yellow loses its turn). Red's
  // rook then mates Green, which writes no ply: Yellow moves next. Yellow freezes, Black resigns:
  // Red, holding Green's pieces, is the last army left.
  const std::string text =
      "[Variant \"zm-machiavellian\"]\n"
      "[StartFen4 \"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,rK/5,rB,2/8/2,rR,5/8/yK,2,rN,4/"
      "7,gP/7,gK-kp=0,0,0,0\"]\n"
      "[Result \"*\"]\n[Placements \"Red 1, Green 4, Yellow 3, Black 2\"]\n\n"
      "1. f7-d5 .. h1-g1 .. a8-a7 2. c5-c1 .. freeze .. resign *\n";
  const Replay r = replay_text(text);
  ASSERT_TRUE(r.problems.empty()) << r.problems[0].message;
  EXPECT_EQ(r.moves,
            (std::vector<std::string>{"f7-d5", "h1-g1", "a8-a7", "c5-c1", "freeze", "resign"}));
  EXPECT_EQ(r.end.termination, "last-player");
  EXPECT_EQ(r.end.placements, (std::vector<int>{1, 4, 3, 2}));
}

TEST(CheckOnChaturajiBoardRecords, DecisionsTheRuleSetHasNot) {
  const std::string head = "[Variant \"chatanooga\"]\n[Result \"*\"]\n\n";
  const Replay freeze = replay_text(head + "1. freeze *\n");
  ASSERT_EQ(freeze.problems.size(), 1u);
  EXPECT_EQ(freeze.problems[0].message,
            "move 1 (Red) \"freeze\": illegal (the army to move cannot make that decision now); "
            "legal moves: e7-e5 e7-e6 e8-c6 e8-d7 e8xb5 f7-f5 f7-f6 g7-g5 g7-g6 g8-f6 g8-h6 "
            "h7-h5 h7-h6");
  // chess.com's slot token is not a word of these rule sets.
  const Replay slot = replay_text("[Variant \"zm-machiavellian\"]\n[Result \"*\"]\n\n1. R *\n");
  ASSERT_FALSE(slot.problems.empty());
  EXPECT_EQ(slot.problems[0].where.line, 4);
}

}  // namespace
}  // namespace chatur::records
