// Records of games with dice: roll tokens, turns of several plies in one segment, rolls in
// variations, the position after a ply, and the archive's identity of a game with rolls.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "engine/fen.h"
#include "records/archive.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::file_text;
using testing::read_all;

// The example turn sequence of the chaturaji-dice rules: a full turn, a pass on a useless
// double, two moves of one pawn, a move then "--".
const std::string kExample =
    "[Variant \"chaturaji-dice\"]\n[Result \"*\"]\n\n"
    "1. #2,3 h8-f6 g8-h6 .. #4,4 -- .. #5,5 d2-d3 d3-d4 .. #3,4 a7-c6 -- *\n";

Game only_game(const std::string& text) {
  auto games = read_all(text);
  EXPECT_EQ(games.size(), 1u);
  return games.empty() ? Game{} : games[0];
}

TEST(DiceRecords, RollsStandBeforeTheFirstPlyOfTheirTurn) {
  Game game = only_game(kExample);
  const Replay r = replay(game);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  EXPECT_EQ(r.moves,
            (std::vector<std::string>{"h8-f6", "g8-h6", "--", "d2-d3", "d3-d4", "a7-c6", "--"}));
  EXPECT_EQ(r.rolls, (std::vector<engine::RollAt>{{0, engine::dice_roll({2, 3})},
                                                  {2, engine::dice_roll({4, 4})},
                                                  {3, engine::dice_roll({5, 5})},
                                                  {5, engine::dice_roll({3, 4})}}));
  // The second ply of a turn continues it; the reader saw no ".." before it.
  const auto& moves = game.mainline.moves;
  EXPECT_FALSE(moves[0].continues_turn);
  EXPECT_TRUE(moves[1].continues_turn);
  EXPECT_FALSE(moves[2].continues_turn);
  EXPECT_TRUE(moves[4].continues_turn);
  EXPECT_TRUE(moves[6].continues_turn);
  // Written back exactly, from a played position and from the texts the replay recorded.
  std::ostringstream out;
  write_game(out, game, *r.rules, r.start_fen);
  EXPECT_EQ(out.str(), kExample + "\n");
  Game again = only_game(kExample);
  const Replay with_texts = replay(again, ReplayOptions{.record_texts = true});
  std::string from_texts;
  write_replayed_game(from_texts, again, with_texts);
  EXPECT_EQ(from_texts, kExample + "\n");
}

TEST(DiceRecords, ARollReadsInEitherOrderAndIsWrittenSmallerFirst) {
  std::string text = kExample;
  text.replace(text.find("#3,4"), 4, "#4,3");
  Game game = only_game(text);
  const Replay r = replay(game);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  EXPECT_EQ(r.rolls.back().roll, engine::dice_roll({3, 4}));
  std::ostringstream out;
  write_game(out, game, *r.rules, r.start_fen);
  EXPECT_EQ(out.str(), kExample + "\n");
}

TEST(DiceRecords, ThePositionAfterAPlyKeepsTheUnusedDie) {
  Game game = only_game(kExample);
  const Replay r = replay(game);
  ASSERT_TRUE(r.ok());
  // Red moved its boat with the 2: the 3 is left for its horse.
  const std::string mid_turn = engine::to_fen(position_after(r, 1));
  EXPECT_NE(mid_turn.find("-roll=3"), std::string::npos) << mid_turn;
  EXPECT_EQ(mid_turn[0], 'R');
  // After the whole example Red is to roll again: no dice in the position.
  const engine::Position end = position_after(r, 7);
  EXPECT_EQ(end.to_move(), 0);
  EXPECT_TRUE(end.awaiting_roll());
  EXPECT_EQ(end.hash(), r.hashes.back());
  EXPECT_THROW(position_after(r, 8), std::out_of_range);
}

TEST(DiceRecords, VariationsHaveTheirOwnRolls) {
  auto games = read_all(file_text(data_path("chaturaji_dice.pgn4")));
  ASSERT_EQ(games.size(), 1u);
  const Replay r = replay(games[0]);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  const MoveNode& first = games[0].mainline.moves[0];
  ASSERT_EQ(first.variations.size(), 1u);
  // The alternative to the turn's first ply rolls again; the one to its second ply does not.
  EXPECT_EQ(first.variations[0].moves[0].roll, engine::dice_roll({4, 5}));
  const MoveNode& second = games[0].mainline.moves[1];
  ASSERT_EQ(second.variations.size(), 1u);
  EXPECT_FALSE(second.variations[0].moves[0].roll.has_value());
  EXPECT_TRUE(second.variations[0].moves[0].continues_turn);
  // Variations are not in the main line's rolls.
  EXPECT_EQ(r.rolls.front().roll, engine::dice_roll({2, 3}));
}

// The archive keeps the rolls: `show` replays them, mid-turn with the die left.
TEST(DiceRecords, ShowReplaysTheRolls) {
  const std::string db = ::testing::TempDir() + "/dice_records_show.db";
  std::filesystem::remove(db);
  ASSERT_EQ(
      testing::run_chatur("import " + data_path("chaturaji_dice.pgn4") + " --db " + db).exit_code,
      0);
  const std::string mid = testing::run_chatur("show --plain --db " + db + " 1 --ply 1").out;
  EXPECT_NE(mid.find("last move h8-f6; Red to move (dice left: 3)\n"), std::string::npos) << mid;
  EXPECT_NE(mid.find("-roll=3\n"), std::string::npos) << mid;
  const std::string end = testing::run_chatur("show --plain --db " + db + " 1").out;
  EXPECT_NE(end.find("ply 13 of 13, last move --; Red to move\n"), std::string::npos) << end;
  std::filesystem::remove(db);
}

TEST(DiceRecords, ARollWithoutAPlyAfterItIsASyntaxError) {
  std::istringstream in("[Variant \"chaturaji-dice\"]\n\n1. #2,3 (h8-f6) *\n");
  PgnReader reader(in);
  auto item = reader.next();
  ASSERT_TRUE(item && item->error);
  EXPECT_EQ(item->error->where.line, 3);
  EXPECT_EQ(item->error->where.col, 4);
  EXPECT_EQ(item->error->message, "a roll must be followed by the first ply of its turn, not '('");
}

TEST(DiceRecords, TheSameMovesWithOtherRollsAreAnotherGame) {
  const std::vector<std::string> moves = {"h8-f6", "--"};
  const auto a = content_hash("chaturaji-dice", "", "fen", moves, {{0, engine::dice_roll({2, 3})}});
  const auto b = content_hash("chaturaji-dice", "", "fen", moves, {{0, engine::dice_roll({2, 5})}});
  EXPECT_NE(a, b);
  EXPECT_NE(a, content_hash("chaturaji-dice", "", "fen", moves));
}

}  // namespace
}  // namespace chatur::records
