// Records of chaturaji-indian, chaturanga-modern (teams, and mode=ffa), chaturaji-classic
// (points) and the dice games chaturaji-dice and chaturaji-biruni: random games written to PGN4
// with the tags chatur writes from their typed end, read back and validated, then through the
// commands: validate, import, games, show, export, export --json, ratings.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/archive.h"
#include "records/army_values.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::run_chatur;

struct Case {
  const char* id;
  const char* options;
};
constexpr Case kCases[] = {
    {"chaturaji-indian", ""},  {"chaturanga-modern", ""}, {"chaturanga-modern", "mode=ffa"},
    {"chaturaji-classic", ""}, {"chaturaji-dice", ""},    {"chaturaji-biruni", ""}};
constexpr std::uint64_t kSeeds = 6;

// A random game of the rule set (cut off at 60 plies for even seeds), as chatur writes it, with
// the end it should read back as.
struct Written {
  std::string text;
  GameEnd end;
  std::vector<std::string> moves;
  std::vector<engine::RollAt> rolls;
};

Written random_record(const engine::RuleSet& rules, std::uint64_t seed) {
  const players::PlayedGame played = players::play_random_game(rules, seed, seed % 2 ? 0 : 60);
  Game game;
  game.tags = {{"Event", "random " + rules.id()}, {"Round", std::to_string(seed)}};
  for (int a = 0; a < rules.army_count(); ++a)
    game.tags.push_back({rules.army(a).name, "player " + std::to_string(seed * 10 + a)});
  game.mainline = line_of(played.moves, played.rolls);
  Written w;
  w.end = played.cut_off ? GameEnd{"unterminated"} : board_end(played.outcome, rules);
  w.moves = played.move_texts;
  w.rolls = played.rolls;
  normalize_tags(game, rules, played.start_fen, true, w.end);
  std::ostringstream out;
  write_game(out, game, rules, played.start_fen);
  w.text = out.str();
  return w;
}

std::vector<Written> all_records() {
  std::vector<Written> out;
  for (const Case& c : kCases) {
    const auto rules = engine::rule_sets::make(c.id, read_rule_options(c.options));
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) out.push_back(random_record(*rules, seed));
  }
  return out;
}

TEST(ChaturajiFamilyRecords, RandomGamesReadBackWithTheirEnd) {
  int finished_ffa = 0;
  for (const Written& w : all_records()) {
    SCOPED_TRACE(w.text);
    auto games = read_all(w.text);
    ASSERT_EQ(games.size(), 1u);
    const Replay r = replay(games[0]);
    EXPECT_TRUE(r.problems.empty()) << r.problems[0].message;
    EXPECT_EQ(r.moves, w.moves);
    EXPECT_EQ(r.rolls, w.rolls);
    EXPECT_EQ(r.rules->has_dice(), !w.rolls.empty());
    EXPECT_EQ(r.end, w.end);
    const bool ffa = r.rules->free_for_all();
    // Options that are not the defaults (mode=ffa) are in the record.
    EXPECT_EQ(games[0].tag("RuleOptions") != nullptr, r.rules->id() == "chaturanga-modern" && ffa);
    EXPECT_EQ(games[0].tag("Placements") != nullptr, w.end.free_for_all());
    EXPECT_EQ(games[0].tag("ArmyPoints") != nullptr, !w.end.points.empty());
    // Points where the rule set scores them and the board ended the game.
    EXPECT_EQ(w.end.points.empty(),
              !r.rules->scores_points() || w.end.termination == "unterminated");
    EXPECT_EQ(*games[0].tag("Result"), result_text(w.end));
    if (ffa) {
      EXPECT_EQ(*games[0].tag("Result"), "*");
      finished_ffa += w.end.free_for_all();
    }
  }
  // Random free-for-alls (chaturanga-modern mode=ffa, chaturaji-biruni) end within a few hundred
  // plies: the odd seeds play to the end.
  EXPECT_EQ(finished_ffa, static_cast<int>(2 * kSeeds / 2));
}

// ArmyPoints that are not the board's are an error at the tag, which names the board's.
TEST(ChaturajiFamilyRecords, ArmyPointsThatContradictTheBoard) {
  const auto rules = engine::rule_sets::make("chaturaji-classic");
  const Written w = random_record(*rules, 1);
  ASSERT_FALSE(w.end.points.empty());
  const std::string good = army_values_text(*rules, w.end.points);
  std::vector<int> other = w.end.points;
  other[0] += 5;
  const std::string bad = army_values_text(*rules, other);
  std::string text = w.text;
  const size_t at = text.find("[ArmyPoints \"" + good + "\"]");
  ASSERT_NE(at, std::string::npos) << text;
  text.replace(text.find(good, at), good.size(), bad);
  auto games = read_all(text);
  const Replay r = replay(games.at(0));
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].where.line, 1 + std::count(text.begin(), text.begin() + at, '\n'));
  EXPECT_EQ(r.problems[0].message, "ArmyPoints tag \"" + bad +
                                       "\" contradicts the final position: " + w.end.termination +
                                       ", " + good);
}

class ChaturajiFamilyCli : public ::testing::Test {
 protected:
  void SetUp() override {
    base = ::testing::TempDir() + "/chaturaji_family_" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name();
    db = base + ".db";
    pgn = base + ".pgn4";
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
    records = all_records();
    std::ofstream out(pgn);
    for (const Written& w : records) {
      out << w.text;
      text += w.text;
    }
  }
  void TearDown() override {
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
    std::filesystem::remove(pgn);
  }

  std::string base, db, pgn, text;
  std::vector<Written> records;
};

TEST_F(ChaturajiFamilyCli, ValidateImportAndExport) {
  const std::string n = std::to_string(records.size());
  EXPECT_EQ(run_chatur("validate " + pgn).out,
            "games read: " + n + ", good: " + n + ", bad: 0, warnings: 0\n");
  const auto imported = run_chatur("import " + pgn + " --db " + db);
  EXPECT_EQ(imported.exit_code, 0);
  EXPECT_EQ(imported.out,
            "games read: " + n + ", stored: " + n + ", already stored: 0, bad (skipped): 0\n");
  // Exported as written: the tags chatur writes are what it read.
  EXPECT_EQ(run_chatur("export --db " + db).out, text);
  // The archive holds each game's end as numbers, as the records gave it.
  {
    Archive archive(db);
    const auto results = archive.results({});
    ASSERT_EQ(results.size(), records.size());
    for (size_t i = 0; i < records.size(); ++i) EXPECT_EQ(results[i].end, records[i].end) << i;
  }
  // One JSON object per game, with the numbers of its end.
  std::istringstream json(run_chatur("export --json --db " + db).out);
  std::string line;
  for (size_t i = 0; std::getline(json, line); ++i) {
    ASSERT_LT(i, records.size());
    const GameEnd& end = records[i].end;
    EXPECT_EQ(line.find("\"placements\":{\"Red\":") != std::string::npos, end.free_for_all());
    EXPECT_EQ(line.find("\"team_scores\":[") != std::string::npos, end.team_score.has_value());
    EXPECT_EQ(line.find("\"points\":{\"Red\":") != std::string::npos, !end.points.empty());
    EXPECT_NE(line.find("\"termination\":\"" + end.termination + "\""), std::string::npos);
  }
}

TEST_F(ChaturajiFamilyCli, ListedShownAndRated) {
  ASSERT_EQ(run_chatur("import " + pgn + " --db " + db).exit_code, 0);
  // The first free-for-all played to its end: seed 1 of the third case.
  const size_t ffa = 2 * kSeeds;
  ASSERT_TRUE(records[ffa].end.free_for_all());
  const std::string id = std::to_string(ffa + 1);
  std::string places;
  for (int p : records[ffa].end.placements)
    places += (places.empty() ? "" : ",") + std::to_string(p);
  const std::string listed = run_chatur("games --db " + db + " --variant chaturanga-modern").out;
  EXPECT_NE(listed.find("\n" + id + "  "), std::string::npos) << listed;
  EXPECT_NE(listed.find("chaturanga-modern  " + places + "  "), std::string::npos) << listed;
  const std::string shown = run_chatur("show --db " + db + " " + id).out;
  EXPECT_NE(shown.find("(chaturanga-modern mode=ffa)"), std::string::npos) << shown;
  EXPECT_NE(shown.find("\nresult * (" + records[ffa].end.termination + ")"), std::string::npos)
      << shown;
  auto games = read_all(records[ffa].text);
  EXPECT_NE(shown.find("\nplacements: " + *games.at(0).tag("Placements") + "\n"), std::string::npos)
      << shown;
  // A game decided by points shows them: seed 1 of chaturaji-classic.
  const size_t classic = 3 * kSeeds;
  ASSERT_FALSE(records[classic].end.points.empty());
  const std::string points = run_chatur("show --db " + db + " " + std::to_string(classic + 1)).out;
  EXPECT_NE(
      points.find("\npoints: " + *read_all(records[classic].text).at(0).tag("ArmyPoints") + "\n"),
      std::string::npos)
      << points;
  // Ratings: chaturanga-modern's team games and its free-for-alls apart, the latter by their
  // places, each army scoring the share of the others it finished ahead of. Each random game has
  // players of its own, so no Plackett-Luce fit is finite.
  int team_games = 0, ffa_games = 0;
  for (size_t i = kSeeds; i < 3 * kSeeds; ++i) {
    team_games += records[i].end.team_score.has_value();
    ffa_games += records[i].end.free_for_all();
  }
  ASSERT_EQ(ffa_games, static_cast<int>(kSeeds / 2));
  const std::string ratings = run_chatur("ratings --db " + db + " --variant chaturanga-modern").out;
  EXPECT_EQ(ratings.substr(0, ratings.find('\n') + 1),
            "chaturanga-modern: " + std::to_string(team_games) + " games, " +
                std::to_string(ffa_games) + " free-for-all games\n")
      << ratings;
  const size_t ffa_report = ratings.find("\nfree-for-all games:\nRank  Player ");
  ASSERT_NE(ffa_report, std::string::npos) << ratings;
  const std::string placed = ratings.substr(ffa_report);
  const std::vector<int>& place = records[ffa].end.placements;
  for (size_t a = 0; a < place.size(); ++a) {
    double beaten = 0;  // the others placed behind, a tie half
    for (size_t b = 0; b < place.size(); ++b)
      if (b != a) beaten += place[b] > place[a] ? 1 : place[b] == place[a] ? 0.5 : 0;
    const size_t at = placed.find("  player 1" + std::to_string(a) + " ");
    ASSERT_NE(at, std::string::npos) << placed;
    const std::string line = placed.substr(at, placed.find('\n', at) - at);
    char score[16];
    std::snprintf(score, sizeof score, " %.1f%% ", 100 * beaten / 3);
    EXPECT_NE(line.find(score), std::string::npos) << line;
  }
  EXPECT_NE(placed.find("\nratings: no finite fit yet ("), std::string::npos) << placed;
  // chaturaji-classic's games are decided by stakes (ArmyPoints) and rated by the team result.
  int stake_games = 0;
  for (size_t i = 3 * kSeeds; i < 4 * kSeeds; ++i)
    stake_games += records[i].end.team_score.has_value();
  const std::string stakes = run_chatur("ratings --db " + db + " --variant chaturaji-classic").out;
  EXPECT_EQ(stakes.substr(0, stakes.find('\n') + 1),
            "chaturaji-classic: " + std::to_string(stake_games) + " games\n")
      << stakes;
  EXPECT_NE(stakes.find("\nratings (Elo, a side's strength the sum of its players' ratings"),
            std::string::npos)
      << stakes;
}

}  // namespace
}  // namespace chatur::records
