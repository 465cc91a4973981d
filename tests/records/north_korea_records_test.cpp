// Records of North Korea's games (Power::kInsanity): its rolls, the insanity roll before a turn and
// the types roll after the choices, written, read back, validated and stored in the archive.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/archive.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::replay_text;
using testing::run_chatur;
using testing::write_played;

constexpr const char* kArmies = "armies=north-korea,chatanooga,chatanooga,chatanooga";

std::shared_ptr<const engine::RuleSet> korean_rules() {
  return engine::rule_sets::make("european", read_rule_options(kArmies));
}

struct Korean {
  players::PlayedGame played;
  std::string text;
};

// Random games with seeded rolls, cut off at 160 plies.
std::vector<Korean> korean_games() {
  const auto rules = korean_rules();
  std::vector<Korean> out;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Korean k{players::play_random_game(*rules, seed, 160), ""};
    k.text = write_played(*rules, k.played, {{"Event", "korea " + std::to_string(seed)}}).text;
    out.push_back(std::move(k));
  }
  return out;
}

// The games have normal and insane turns, so both kinds of roll are exercised.
TEST(NorthKoreaRecords, RandomGamesHaveNormalAndInsaneTurns) {
  int normal = 0, insane = 0, types = 0;
  for (const Korean& k : korean_games())
    for (const engine::RollAt& r : k.played.rolls) {
      const bool insanity =
          r.ply == 0 || k.played.moves[r.ply - 1].kind() != engine::MoveKind::kMark;
      if (!insanity)
        ++types;
      else if (r.roll.count == 1)
        ++normal;
      else
        ++insane;
    }
  EXPECT_GT(normal, 0);
  EXPECT_GT(insane, 0);
  EXPECT_GT(types, 0);
}

TEST(NorthKoreaRecords, Pgn4RoundTrip) {
  for (const Korean& k : korean_games()) {
    SCOPED_TRACE(k.text);
    auto games = read_all(k.text);
    ASSERT_EQ(games.size(), 1u);
    Game& game = games[0];
    const Replay r = replay(game);
    ASSERT_TRUE(r.problems.empty()) << r.problems[0].message;
    EXPECT_EQ(r.moves, k.played.move_texts);
    EXPECT_EQ(r.rolls, k.played.rolls);
    std::ostringstream again;
    write_game(again, game, *r.rules, r.start_fen);
    EXPECT_EQ(again.str(), k.text);
  }
}

// A missing roll and a roll the event cannot have are errors at their place, naming the ply.
TEST(NorthKoreaRecords, BadRollsAreRefusedWhereTheyStand) {
  const std::string head = std::string("[Variant \"european\"]\n[Armies \"Red north-korea, ") +
                           "Green chatanooga, Yellow chatanooga, Black chatanooga\"]\n\n";
  const Replay missing = replay_text(head + "1. e7-e5 *\n");
  ASSERT_FALSE(missing.problems.empty());
  EXPECT_EQ(missing.problems[0].where.line, 4);
  EXPECT_EQ(missing.problems[0].where.col, 4);
  EXPECT_NE(missing.problems[0].message.find("insanity roll"), std::string::npos)
      << missing.problems[0].message;
  EXPECT_NE(missing.problems[0].message.find("e7-e5"), std::string::npos)
      << missing.problems[0].message;

  const Replay no_types = replay_text(head + "1. #5,1 @g8 g8-h6 *\n");
  ASSERT_FALSE(no_types.problems.empty());
  EXPECT_EQ(no_types.problems[0].where.col, 13);
  EXPECT_NE(no_types.problems[0].message.find("types"), std::string::npos)
      << no_types.problems[0].message;

  const Replay seven = replay_text(head + "1. #7 e7-e5 *\n");
  ASSERT_FALSE(seven.problems.empty());
  EXPECT_EQ(seven.problems[0].where.line, 4);
  EXPECT_EQ(seven.problems[0].where.col, 4);
  EXPECT_NE(seven.problems[0].message.find("\"#7\""), std::string::npos)
      << seven.problems[0].message;
  EXPECT_NE(seven.problems[0].message.find("e7-e5"), std::string::npos)
      << seven.problems[0].message;
}

TEST(NorthKoreaRecords, ArchiveRoundTrip) {
  const std::string base = ::testing::TempDir() + "/north_korea_records";
  const std::string db = base + ".db", pgn = base + ".pgn4";
  std::filesystem::remove(db);
  std::string text;
  for (const Korean& k : korean_games()) text += k.text;
  {
    std::ofstream out(pgn, std::ios::binary);
    out << text;
  }
  const auto imported = run_chatur("import " + pgn + " --db " + db);
  EXPECT_EQ(imported.exit_code, 0);
  EXPECT_EQ(imported.out, "games read: 6, stored: 6, already stored: 0, bad (skipped): 0\n");
  EXPECT_EQ(run_chatur("export --db " + db).out, text);
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
  std::filesystem::remove(pgn);
}

}  // namespace
}  // namespace chatur::records
