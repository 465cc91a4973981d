// What other programs write and players find only untidy is read with a warning, as pgn-extract
// and python-chess read it; a move that is not legal stays an error. Checked on hand-made cases
// and on the real lichess study files Debian's pychess package ships (scripts/fetch-test-data.sh
// unpacks them into build/test-data).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>

#include "records/pgn_reader.h"
#include "records/replay.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::file_text;
using testing::read_all;

std::vector<std::string> warnings(const Replay& r) {
  std::vector<std::string> out;
  for (const Problem& p : r.problems)
    if (p.severity == Problem::Severity::kWarning) out.push_back(p.message);
  return out;
}

Replay replay_one(const std::string& text) {
  auto games = read_all(text);
  EXPECT_EQ(games.size(), 1u);
  return games.empty() ? Replay{} : replay(games[0]);
}

// A malformed tag makes its game bad, with the place and what was expected; the reader goes on
// with the next game, whose tags are all read.
TEST(UntidyRecords, AMalformedTagSaysWhatWasExpectedAndTheNextGameIsRead) {
  std::istringstream in(
      "[Event \"a\"]\n[ \"x\"]\n\n1. e4 *\n\n"
      "[Event \"b\"]\n[Site x]\n\n1. e4 *\n\n"
      "[Event \"c\"]\n[Site \"x\"\n[White \"w\"]\n\n1. e4 *\n\n"
      "[Event \"d\"]\n[Site \"open]\n\n1. e4 *\n\n"
      "[White \"one\"] [Black \"two\"]\n[Site \"a\\\"b\"]\n\n1. e4 e5 *\n");
  PgnReader reader(in);
  std::vector<std::string> errors;
  std::vector<Tag> last_tags;
  while (auto item = reader.next()) {
    if (item->error)
      errors.push_back(std::to_string(item->error->where.line) + ":" +
                       std::to_string(item->error->where.col) + " " + item->error->message);
    else
      last_tags = item->game.tags;
  }
  EXPECT_EQ(errors,
            (std::vector<std::string>{
                "2:3 tag: expected a tag name after '[', got string \"x\"",
                "7:7 tag Site: expected a quoted value, got \"x\"",
                "13:1 tag Site: expected ']' to close the tag opened at 12:1, got '['",
                "18:7 tag Site: unterminated string: '\"' has no closing '\"' on its line"}));
  ASSERT_EQ(last_tags.size(), 3u);
  EXPECT_EQ(last_tags[1].name, "Black");
  EXPECT_EQ(last_tags[1].value, "two");
  EXPECT_EQ(last_tags[1].where.line, 22);
  EXPECT_EQ(last_tags[1].where.col, 15);
  EXPECT_EQ(last_tags[2].value, "a\"b");
}

TEST(UntidyRecords, AWrongMoveNumberIsAWarningReportedOnce) {
  const Replay r = replay_one(file_text(data_path("untidy_move_numbers.pgn")));
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(warnings(r),
            (std::vector<std::string>{"move 2 (White) \"Nf3\": move number 3, expected 2"}));
  EXPECT_EQ(r.moves, (std::vector<std::string>{"e2-e4", "e7-e5", "g1-f3", "b8-c6"}));
}

TEST(UntidyRecords, FenFullmoveZeroIsReadAsOne) {
  const Replay r = replay_one(
      "[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 0\"]\n[SetUp \"1\"]\n[Result \"1-0\"]\n\n"
      "1. Rd8# 1-0\n");
  EXPECT_TRUE(r.ok()) << r.problems.back().message;
  EXPECT_EQ(warnings(r), (std::vector<std::string>{"FEN tag: fullmove number 0: read as 1"}));
  EXPECT_EQ(r.start_fen, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
}

TEST(UntidyRecords, CastlingRightsWithoutKingAndRookAreDropped) {
  const Replay r = replay_one(
      "[FEN \"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n"
      "1. Kd2 O-O-O *\n");
  EXPECT_TRUE(r.ok()) << r.problems.back().message;
  EXPECT_EQ(warnings(r),
            (std::vector<std::string>{
                "FEN tag: castling right 'K' without king and rook at home: dropped",
                "FEN tag: castling right 'Q' without king and rook at home: dropped"}));
  EXPECT_EQ(r.start_fen, "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
  // White's rights are gone for good: castling stays illegal.
  const Replay white = replay_one(
      "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n1. O-O *\n");
  EXPECT_FALSE(white.ok());
}

// Every study file of Debian's pychess package replays; the one game that pgn-extract also
// refuses ("No knight move possible to g5") is the only error, in its three places.
TEST(UntidyRecords, TheLichessStudiesOfDebiansPychessReplay) {
  const std::filesystem::path root = CHATUR_REAL_PGN;
  ASSERT_TRUE(std::filesystem::is_directory(root))
      << root << " is missing: scripts/test.sh fetches it (scripts/fetch-test-data.sh)";
  int files = 0, games = 0, plies = 0;
  std::map<std::string, int> repaired;  // warnings of each kind
  std::vector<std::string> errors;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".pgn") continue;
    ++files;
    std::istringstream in(file_text(entry.path().string()));
    PgnReader reader(in);
    while (auto item = reader.next()) {
      const std::string where = entry.path().filename().string() + ":";
      if (item->error) {
        errors.push_back(where + std::to_string(item->error->where.line) + ": " +
                         item->error->message);
        continue;
      }
      Game& g = item->game;
      ++games;
      const Replay r = replay(g);
      plies += static_cast<int>(r.moves.size());
      for (const Problem& p : r.problems) {
        if (p.severity == Problem::Severity::kError) {
          errors.push_back(where + std::to_string(p.where.line) + ": " +
                           p.message.substr(0, p.message.find(';')));
        } else {
          for (const char* kind : {"fullmove number 0", "castling right", "move number"})
            if (p.message.find(kind) != std::string::npos) {
              ++repaired[kind];
              break;
            }
        }
      }
    }
  }
  EXPECT_EQ(files, 31);
  EXPECT_GT(games, 1000);
  EXPECT_GT(plies, 5000);
  // Each of these pgn-extract refuses too: an illegal move ("No knight move possible to g5",
  // "Queenside castling is forbidden to Black": the FEN gives Black a castling right it does not
  // have, so Kf8 is not O-O-O), and a tag value with doubled quotes ("Unknown character").
  const std::string fork = "lichess_study_lichess-practice-the-fork_by_arex_2017.01.29.pgn:";
  const std::string greek = "lichess_study_lichess-practice-greek-gift_by_arex_2017.02.11.pgn:";
  std::sort(errors.begin(), errors.end());
  EXPECT_EQ(errors,
            (std::vector<std::string>{
                greek + "17: variation: move 1 (Black) \"Kf8\": illegal (no Black King can go to "
                        "f8)",
                fork + "15: move 1 (White) \"Nxg5\": illegal (no White Knight can go to g5)",
                fork + "270: variation: move 1 (Black) \"Bxc6+\": illegal (no Black Bishop can "
                       "go to c6)",
                fork + "286: variation: move 1 (White) \"Nxg5\": illegal (no White Knight can "
                       "go to g5)",
                "mate_in_3.pgn:2861: tag White: expected ']' to close the tag opened at 2861:1, "
                "got \"Socrates\"",
                "mate_in_3.pgn:2945: tag White: expected ']' to close the tag opened at 2945:1, "
                "got \"Mirage\"",
                "mate_in_4.pgn:2567: tag White: expected ']' to close the tag opened at 2567:1, "
                "got \"Mephisto\"",
                "mate_in_4.pgn:2805: tag White: expected ']' to close the tag opened at 2805:1, "
                "got \"Chess\"",
                "mate_in_4.pgn:2819: tag White: expected ']' to close the tag opened at 2819:1, "
                "got \"Chess\""}));
  EXPECT_GT(repaired["fullmove number 0"], 0);
  EXPECT_GT(repaired["castling right"], 0);
  EXPECT_GT(repaired["move number"], 0);
  std::cout << files << " files, " << games << " games, " << plies << " plies replayed\n";
}

}  // namespace
}  // namespace chatur::records
