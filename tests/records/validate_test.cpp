// Replay: moves, numbers, variations and results are checked and problems point at the token.
#include <gtest/gtest.h>

#include "records/replay.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::replay_text;

TEST(Validate, PointsAtTheIllegalMove) {
  Replay r = replay_text(
      "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 Ke7 4. Bxe7 "
      "*\n");
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].where.line, 6);
  EXPECT_EQ(r.problems[0].where.col, 15);
  EXPECT_EQ(r.problems[0].move, "Bxe7");
  EXPECT_EQ(r.problems[0].message.substr(0, 63),
            "move 4 (White) \"Bxe7\": illegal (no White Bishop can go to e7); ");
  EXPECT_EQ(r.moves.size(), 6u);
}

TEST(Validate, ChecksMovesInsideVariations) {
  Replay r =
      replay_text("[Result \"*\"]\n\n1. e4 e5 (1... Nf6 2. e5 (2. Nc3 Qxe4) Ne4) 2. Nf3 *\n");
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].where.line, 3);
  EXPECT_EQ(r.problems[0].where.col, 34);
  EXPECT_EQ(r.problems[0].message.substr(0, 43), "variation: move 2 (Black) \"Qxe4\": illegal (");
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.moves.size(), 3u);  // the main line is complete
}

TEST(Validate, ResultAgainstTheBoard) {
  const std::string mate = "\n1. f3 e5 2. g4 Qh4# ";
  EXPECT_TRUE(replay_text("[Result \"0-1\"]\n" + mate + "0-1\n").ok());
  Replay wrong = replay_text("[Result \"1-0\"]\n" + mate + "1-0\n");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.problems[0].message, "Result 1-0 contradicts the final position: checkmate, 0-1");
  Replay star = replay_text("[Result \"*\"]\n" + mate + "*\n");
  ASSERT_TRUE(star.ok());
  ASSERT_EQ(star.problems.size(), 1u);
  EXPECT_EQ(star.problems[0].severity, Problem::Severity::kWarning);
  EXPECT_EQ(star.end.termination, "checkmate");
  Replay token = replay_text("[Result \"0-1\"]\n" + mate + "1-0\n");
  EXPECT_EQ(token.problems[0].message, "the moves end with 1-0 but the Result tag is 0-1");
}

TEST(Validate, ResignationMarkers) {
  const std::string head = "[Variant \"chaturaji\"]\n[Result \"";
  const std::string moves = "\"]\n\n1. e7-e6 .. h4-g5 .. a2-a3 .. a7-c8 2. h8-f6 .. R ";
  Replay good = replay_text(head + "1-0" + moves + "1-0\n");
  EXPECT_TRUE(good.ok());
  EXPECT_EQ(good.end.termination, "resignation");
  Replay bad = replay_text(head + "0-1" + moves + "0-1\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.problems[0].message, "Result 0-1 contradicts the resignation of Green: 1-0");
  Replay after = replay_text(head + "1-0" + "\"]\n\n1. e7-e6 .. T .. a2-a3 1-0\n");
  ASSERT_FALSE(after.ok());
  EXPECT_EQ(after.problems[0].message, "move 1 (Green) \"a2-a3\": a move after \"T\" (timeout)");
}

TEST(Validate, PassesAreMoves) {
  // Chaturaji: an army without moves passes; "--" where it has moves is illegal.
  Replay r = replay_text("[Variant \"chaturaji\"]\n[Result \"*\"]\n\n1. -- *\n");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.problems[0].message.find("passing is allowed only without moves"), std::string::npos);
}

TEST(Validate, MoveNumbers) {
  Replay r = replay_text(
      "[Variant \"chaturaji\"]\n[Result \"*\"]\n\n1. e7-e6 .. h4-g5 .. a2-a3 .. a7-c8 3. h8-f6 "
      "*\n");
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message, "move 2 (Red) \"h8-f6\": move number 3, expected 2");
  EXPECT_EQ(r.problems[0].where.col, 37);
}

// One replayer for many games keeps its board from game to game: each game is replayed from its
// own start as a replay of it alone is, whatever the games before it were (a longer game, a set-up
// position, another rule set, a game stopped at an illegal move).
TEST(Validate, AReplayerOfManyGamesReplaysEachAsAlone) {
  const std::vector<Game> games = read_all(
      "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n\n"
      "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n"
      "1. e4 Kd7 2. Kd2 *\n\n"
      "[Variant \"chaturaji\"]\n[Result \"*\"]\n\n1. e7-e6 .. h4-g5 .. a2-a3 .. a7-c8 *\n\n"
      "[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n"
      "[Result \"*\"]\n\n1. d4 d5 2. c4 *\n");
  ASSERT_EQ(games.size(), 5u);
  RuleSetCache cache;
  GameReplayer replayer(cache);
  const ReplayOptions options{.main_line_codes = true, .identity = true};
  for (size_t i = 0; i < games.size(); ++i) {
    Game shared = games[i], alone = games[i];
    const Replay a = replayer.replay(shared, options);
    const Replay b = replay(alone, options);
    EXPECT_EQ(a.played, b.played) << "game " << i;
    EXPECT_EQ(a.hashes, b.hashes) << "game " << i;
    EXPECT_EQ(a.main_line_codes, b.main_line_codes) << "game " << i;
    EXPECT_EQ(a.identity, b.identity) << "game " << i;
    ASSERT_EQ(a.problems.size(), b.problems.size()) << "game " << i;
    for (size_t p = 0; p < a.problems.size(); ++p)
      EXPECT_EQ(a.problems[p].message, b.problems[p].message) << "game " << i;
    EXPECT_EQ(a.ok(), i != 3) << "game " << i;
  }
}

}  // namespace
}  // namespace chatur::records
