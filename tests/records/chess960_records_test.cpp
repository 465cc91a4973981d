// Chess960 records: the Variant names other programs write, the FEN they must give, O-O and
// O-O-O, and fastchess's double Fischer random openings (tests/data/chess960/dfrc.pgn).
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "engine/fen.h"
#include "records/variant.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::file_text;
using testing::read_all;
using testing::run_chatur;

std::string dfrc_path() {
  return std::string(CHATUR_RECORDS_DATA) + "/../chess960/dfrc.pgn";
}

Game game_with_tags(const std::string& tags) {
  auto games = read_all(tags + "\n*\n");
  EXPECT_EQ(games.size(), 1u);
  return games.empty() ? Game{} : games[0];
}

TEST(Chess960Records, VariantNamesOfOtherPrograms) {
  for (const char* name :
       {"chess960", "Chess960", "fischerandom", "Fischerandom", "Fischer Random", "FischerRandom"})
    EXPECT_EQ(variant_id(game_with_tags(std::string("[Variant \"") + name + "\"]")), "chess960")
        << name;
}

TEST(Chess960Records, TheStartIsAFenTag) {
  RuleSetCache cache;
  try {
    game_start(game_with_tags("[Variant \"chess960\"]"), cache);
    ADD_FAILURE() << "a chess960 record without FEN was read";
  } catch (const SetupError& e) {
    EXPECT_NE(e.message.find("FEN"), std::string::npos) << e.message;
    EXPECT_EQ(e.where.line, 1);
  }
  // Shredder-FEN is read, X-FEN is what chatur keeps.
  GameStart start = game_start(
      game_with_tags("[Variant \"fischerandom\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/"
                     "BBQNNRKR w HFhf - 0 1\"]"),
      cache);
  EXPECT_EQ(start.rules->id(), "chess960");
  EXPECT_EQ(start.start_fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
}

// Both armies castle queen side from start 0 (king g1, rooks f1 and h1): the king goes to c1,
// the f1 rook to d1. Written back under chatur's name for the rule set, with SetUp and FEN.
TEST(Chess960Records, CastlingInSanAndBack) {
  const std::string text =
      "[Event \"c960\"]\n[Variant \"Fischerandom\"]\n"
      "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n[Result \"*\"]\n\n"
      "1. Nf3 Nf6 2. Ne3 Ne6 3. d3 d6 4. Qd2 Qd7 5. O-O-O O-O-O *\n";
  auto games = read_all(text);
  ASSERT_EQ(games.size(), 1u);
  Game& game = games[0];
  Replay r = replay(game);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  ASSERT_EQ(r.moves.size(), 10u);
  EXPECT_EQ(r.moves[8], "g1-f1");
  EXPECT_EQ(r.moves[9], "g8-f8");
  const engine::Position end = position_after(r, 10);
  EXPECT_EQ(engine::to_fen(end), "bbkr3r/pppqpppp/3pnn2/8/8/3PNN2/PPPQPPPP/BBKR3R w - - 4 6");
  normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.end);
  std::ostringstream out;
  write_game(out, game, *r.rules, r.start_fen);
  EXPECT_NE(out.str().find("[Variant \"chess960\"]"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("[SetUp \"1\"]"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("BBQNNRKR w KQkq - 0 1\"]"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("5. O-O-O O-O-O"), std::string::npos) << out.str();
}

// King-side castling where the king already stands on g1: O-O moves the rook alone.
TEST(Chess960Records, KingSideWithTheKingOnItsSquare) {
  const std::string text =
      "[Variant \"chess960\"]\n[SetUp \"1\"]\n"
      "[FEN \"4k3/8/8/8/8/8/8/6KR w K - 0 1\"]\n\n1. O-O *\n";
  Replay r = testing::replay_text(text);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_EQ(r.moves[0], "g1-h1");
  EXPECT_EQ(engine::to_fen(position_after(r, 1)), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Records, FastchessDfrcOpeningsValidate) {
  auto r = run_chatur("validate " + dfrc_path());
  EXPECT_EQ(r.exit_code, 0);
  // Its games have no Result tag, which validate warns of.
  EXPECT_NE(r.out.find("games read: 4, good: 4, bad: 0, warnings: 4\n"), std::string::npos)
      << r.out;
}

TEST(Chess960Records, FastchessDfrcOpeningsImport) {
  const std::string db = ::testing::TempDir() + "/chess960_dfrc_import.db";
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
  auto r = run_chatur("import " + dfrc_path() + " --db " + db, true);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("games read: 4, stored: 4"), std::string::npos) << r.out;
  // Exported, the games keep their starts, in X-FEN.
  auto exported = run_chatur("export --db " + db);
  EXPECT_EQ(exported.exit_code, 0);
  EXPECT_NE(exported.out.find("[FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"),
            std::string::npos)
      << exported.out;
  EXPECT_NE(exported.out.find("[Variant \"chess960\"]"), std::string::npos);
}

}  // namespace
}  // namespace chatur::records
