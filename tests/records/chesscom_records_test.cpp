// chess.com's PGN4 as players have it: the real exports of tests/data/records/chesscom replay,
// validate and export to PGN4 that reads back to the same game; the dialect's tags and move
// forms read as docs/records.md says.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "records/chesscom_moves.h"
#include "records/chesscom_tags.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/variant.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::file_text;
using testing::read_all;

std::vector<std::string> real_files() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(data_path("chesscom")))
    if (e.path().extension() == ".pgn4") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::string problems_text(const Replay& r) {
  std::string out;
  for (const Problem& p : r.problems)
    out +=
        std::to_string(p.where.line) + ":" + std::to_string(p.where.col) + " " + p.message + "\n";
  return out;
}

// Every real export replays without an error; the counts say that none was skipped.
TEST(ChesscomRecords, EveryRealExportReplays) {
  const auto files = real_files();
  ASSERT_EQ(files.size(), 18u);
  int games = 0, plies = 0, teams = 0;
  for (const std::string& f : files) {
    for (Game& g : read_all(file_text(f))) {
      const Replay r = replay(g);
      EXPECT_TRUE(r.ok()) << f << "\n" << problems_text(r);
      ++games;
      plies += static_cast<int>(r.moves.size());
      teams += r.rules && r.rules->id() == "four-player-teams";
    }
  }
  EXPECT_EQ(games, 18);
  EXPECT_EQ(teams, 3);
  EXPECT_EQ(plies, 4239);
}

// Export writes chatur's PGN4, which reads back to the same game: the same moves, positions
// and end.
TEST(ChesscomRecords, ExportReadsBackToTheSameGame) {
  for (const std::string& f : real_files()) {
    for (Game& g : read_all(file_text(f))) {
      const Replay first = replay(g, {.record_texts = true});
      ASSERT_TRUE(first.ok()) << f;
      normalize_tags(g, *first.rules, first.start_fen, first.standard_start, first.end);
      std::string text;
      write_replayed_game(text, g, first);
      auto again = read_all(text);
      ASSERT_EQ(again.size(), 1u) << text;
      const Replay second = replay(again[0]);
      EXPECT_TRUE(second.ok()) << f << "\n" << problems_text(second) << text;
      EXPECT_TRUE(second.problems.empty()) << f << "\n" << problems_text(second);
      EXPECT_EQ(second.rules->id(), first.rules->id()) << f;
      EXPECT_EQ(second.rules->options(), first.rules->options()) << f;
      EXPECT_EQ(second.moves, first.moves) << f;
      EXPECT_EQ(second.hashes, first.hashes) << f;
      EXPECT_EQ(second.end, first.end) << f;
    }
  }
}

// chess.com's forms that no real export in the corpus has: a full StartFen4 over several lines
// with x corners, its {...} field and a dead piece; a clock comment and a variation.
TEST(ChesscomRecords, FullStartFen4OverSeveralLines) {
  auto games = read_all(file_text(data_path("chesscom_full_fen4.pgn4")));
  ASSERT_EQ(games.size(), 1u);
  Game& g = games[0];
  const Replay r = replay(g, {.record_texts = true});
  ASSERT_TRUE(r.problems.empty()) << problems_text(r);
  EXPECT_FALSE(r.standard_start);
  EXPECT_EQ(r.moves.size(), 10u);
  EXPECT_EQ(r.moves[8], "e5xf6");  // the dead pawn, taken for no points
  EXPECT_EQ(r.end.points, (std::vector<int>{0, 0, 0, 0}));
  ASSERT_EQ(g.mainline.moves[1].comments.size(), 1u);
  EXPECT_EQ(g.mainline.moves[1].comments[0], " date=2026-04-13 clock=59.2 ");
  ASSERT_EQ(g.mainline.moves[8].variations.size(), 1u);
  EXPECT_EQ(g.mainline.moves[8].variations[0].moves[0].text, "Bf1-d3");
  // Written back and read again: the same game from the same position.
  normalize_tags(g, *r.rules, r.start_fen, r.standard_start, r.end);
  std::string text;
  write_replayed_game(text, g, r);
  auto again = read_all(text);
  ASSERT_EQ(again.size(), 1u);
  const Replay second = replay(again[0]);
  EXPECT_TRUE(second.problems.empty()) << problems_text(second) << text;
  EXPECT_EQ(second.start_fen, r.start_fen);
  EXPECT_EQ(second.hashes, r.hashes);
}

// Teams judges mate at the army's turn: chess.com writes "#" in the mated army's slot.
TEST(ChesscomRecords, MateSlotInTeams) {
  auto games = read_all(file_text(data_path("chesscom_teams_mate_slot.pgn4")));
  ASSERT_EQ(games.size(), 1u);
  Game& g = games[0];
  const Replay r = replay(g, {.record_texts = true});
  ASSERT_TRUE(r.problems.empty()) << problems_text(r);
  EXPECT_EQ(r.moves, (std::vector<std::string>{"d7-b5"}));
  EXPECT_EQ(g.mainline.moves[1].marker, Marker::kMated);
  EXPECT_EQ(r.end.termination, "checkmate");
  EXPECT_EQ(result_text(r.end), "1-0");
  normalize_tags(g, *r.rules, r.start_fen, r.standard_start, r.end);
  std::string text;
  write_replayed_game(text, g, r);
  EXPECT_NE(text.find("\n\n1. d7-b5 .. # 1-0\n"), std::string::npos) << text;
  auto again = read_all(text);
  ASSERT_EQ(again.size(), 1u);
  const Replay second = replay(again[0]);
  EXPECT_TRUE(second.problems.empty()) << problems_text(second);
  EXPECT_EQ(second.end, r.end);
}

Game tagged(std::vector<std::pair<std::string, std::string>> tags) {
  Game g;
  for (auto& [name, value] : tags) g.tags.push_back({name, value, {2, 1}});
  return g;
}

std::string setup_error(const Game& g, const std::string& id) {
  engine::RuleOptions options;
  try {
    apply_chesscom_tags(g, id, options);
  } catch (const SetupError& e) {
    return std::to_string(e.where.line) + ":" + e.message;
  }
  return "";
}

TEST(ChesscomTags, RuleVariantsAndSetupsAreRuleOptions) {
  engine::RuleOptions o;
  apply_chesscom_tags(tagged({{"Variant", "FFA"},
                              {"RuleVariants",
                               "DeadKingWalking EnPassant PromoteTo=D "
                               "SemiAnonymous Prom=8"},
                              {"StartFen4", "4PC"}}),
                      "four-player-ffa", o);
  EXPECT_TRUE(o.en_passant);
  EXPECT_TRUE(o.dead_king_walking);
  EXPECT_FALSE(o.classic_setup);
  // chess.com names what it adds: without the flags, without the rules; without StartFen4,
  // the classic setup.
  o = {};
  apply_chesscom_tags(tagged({{"Variant", "Teams"}}), "four-player-teams", o);
  EXPECT_FALSE(o.en_passant);
  EXPECT_TRUE(o.classic_setup);
  o = {};
  apply_chesscom_tags(tagged({{"Variant", "FFA"}, {"StartFen4", "4PCo"}}), "four-player-ffa", o);
  EXPECT_TRUE(o.classic_setup);
  EXPECT_FALSE(o.dead_king_walking);
  // chatur's own records keep the rule set's defaults.
  o = {};
  apply_chesscom_tags(tagged({{"Variant", "four-player-ffa"}}), "four-player-ffa", o);
  EXPECT_EQ(o, engine::RuleOptions{});
}

// Solo is chess.com's free-for-all with a winner-takes-all rating: the same game.
TEST(ChesscomTags, VariantNamesAreRuleSets) {
  EXPECT_EQ(variant_id(tagged({{"Variant", "Teams"}})), "four-player-teams");
  EXPECT_EQ(variant_id(tagged({{"Variant", "FFA"}})), "four-player-ffa");
  EXPECT_EQ(variant_id(tagged({{"Variant", "Solo"}})), "four-player-ffa");
  EXPECT_TRUE(chesscom_variant(tagged({{"Variant", "solo"}})));
  EXPECT_FALSE(chesscom_variant(tagged({{"Variant", "four-player-ffa"}})));
}

TEST(ChesscomTags, FlagsThatChangeTheRulesOtherwiseAreRefusedByName) {
  EXPECT_EQ(setup_error(tagged({{"Variant", "FFA"}, {"RuleVariants", "EnPassant Play4Mate"}}),
                        "four-player-ffa"),
            "2:RuleVariants tag \"EnPassant Play4Mate\": flag \"Play4Mate\" changes chess.com's "
            "rules in a way chatur does not play (known: EnPassant, DeadKingWalking, PromoteTo=D "
            "(FFA), Prom=8 (FFA), Prom=11 (Teams), Anonymous, SemiAnonymous)");
  EXPECT_EQ(setup_error(tagged({{"Variant", "Teams"}, {"RuleVariants", "PromoteTo=D"}}),
                        "four-player-teams"),
            "2:RuleVariants tag \"PromoteTo=D\": flag \"PromoteTo=D\" (promotion to a 1-point "
            "queen) is not a rule of four-player-teams");
  EXPECT_EQ(
      setup_error(tagged({{"Variant", "FFA"}, {"RuleVariants", "Prom=11"}}), "four-player-ffa"),
      "2:RuleVariants tag \"Prom=11\": flag \"Prom=11\" (promotion on rank 11) is not a "
      "rule of four-player-ffa");
  EXPECT_EQ(setup_error(tagged({{"StartFen4", "4PC"}}), "chaturaji"),
            "2:StartFen4 tag \"4PC\": the setup 4PC is chess.com's four-player chess, not "
            "chaturaji");
  EXPECT_EQ(setup_error(tagged({{"Variant", "Teams"}, {"RuleVariants", "Anonymous Prom=11"}}),
                        "four-player-teams"),
            "");
}

TEST(ChesscomTags, JavaScriptDatesArePgnDates) {
  EXPECT_EQ(pgn_date("Mon Feb 25 2019 14:48:25 GMT+0000 (UTC)"), "2019.02.25");
  EXPECT_EQ(pgn_date("Sun Jun 07 2026 18:43:23 GMT+0000 (Coordinated Universal Time)"),
            "2026.06.07");
  EXPECT_EQ(pgn_date("Thu Dec 11 2024"), "2024.12.11");
  EXPECT_EQ(pgn_date("2019.02.25"), std::nullopt);
  EXPECT_EQ(pgn_date("Mon Fob 25 2019"), std::nullopt);
  EXPECT_EQ(pgn_date("Mon Feb 2x 2019"), std::nullopt);
}

TEST(ChesscomMoves, PieceLettersAndCastlingAreCheckedAndTakenOut) {
  const auto rules = engine::rule_sets::make("four-player-teams", {});
  engine::Position pos(*rules);
  EXPECT_EQ(plain_move_text(pos, "Nj1-i3"), "j1-i3");
  EXPECT_EQ(plain_move_text(pos, "h2-h3+"), "h2-h3");
  EXPECT_EQ(plain_move_text(pos, "Qg1xKn8+"), "g1xn8");  // the letters, not the legality
  EXPECT_EQ(plain_move_text(pos, "O-O"), "h1-j1");
  EXPECT_EQ(plain_move_text(pos, "O-O-O"), "h1-f1");
  const auto refused = [&](const char* text) {
    try {
      plain_move_text(pos, text);
    } catch (const engine::MoveTextError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(refused("Qg1xQn8"), "illegal move \"Qg1xQn8\": the piece on n8 is a K, not a Q");
  EXPECT_EQ(refused("Bg1-f2"), "illegal move \"Bg1-f2\": the piece on g1 is not a B");
  EXPECT_EQ(refused("g1xQg5"), "illegal move \"g1xQg5\": no piece to take on g5");
}

TEST(ChesscomMoves, CheckMarksAreCounted) {
  EXPECT_EQ(written_checks("Qi4-h4++"), 2);
  EXPECT_EQ(written_checks("Qa1-a2+++"), 3);
  EXPECT_EQ(written_checks("Rf1-f4+#"), 1);
  EXPECT_EQ(written_checks("Qa1-a2+!?"), 1);
  EXPECT_EQ(written_checks("Qb9xe12#"), -1);
  EXPECT_EQ(written_checks("e2-e4"), -1);
}

}  // namespace
}  // namespace chatur::records
