// Record files cut into pieces of whole games (records/pgn_pieces.h), and check_files reading
// them on several threads exactly as one reader reads the whole file.
#include "records/pgn_pieces.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "records/checked_files.h"
#include "records/pgn_reader.h"
#include "records/replay.h"

namespace chatur::records {
namespace {

std::string game_text(int i, const std::string& moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2") {
  return "[Event \"piece " + std::to_string(i) + "\"]\n[Result \"1/2-1/2\"]\n\n" + moves + "\n\n";
}

// Forty games of these moves.
std::string forty_games(const std::string& moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2") {
  std::string text;
  for (int i = 0; i < 40; ++i) text += game_text(i, moves);
  return text;
}

// The file's pieces, checked to be the file, each of them where the file has it.
std::vector<PgnPiece> pieces_of(const std::string& text, size_t size, size_t max_size) {
  std::istringstream in(text);
  PgnPieces cutter(in, size, max_size);
  std::vector<PgnPiece> pieces;
  while (auto p = cutter.next()) pieces.push_back(std::move(*p));
  std::string joined;
  for (const PgnPiece& p : pieces) {
    EXPECT_EQ(p.offset, joined.size());
    EXPECT_EQ(p.first_line, 1 + std::count(joined.begin(), joined.end(), '\n'));
    joined += p.text;
  }
  EXPECT_EQ(joined, text);
  EXPECT_TRUE(!pieces.empty() && pieces.back().last);
  return pieces;
}

TEST(PgnPieces, CutsBeforeATagAfterAResult) {
  const std::string text = forty_games();
  const auto pieces = pieces_of(text, 200, 1 << 20);
  ASSERT_GT(pieces.size(), 5u);
  for (size_t i = 0; i + 1 < pieces.size(); ++i) {
    EXPECT_FALSE(pieces[i].last);
    EXPECT_GE(pieces[i].text.size(), 200u);
    EXPECT_TRUE(pieces[i].text.ends_with("1/2-1/2\n\n")) << i;
    EXPECT_TRUE(pieces[i + 1].text.starts_with("[Event \"piece ")) << i;
  }
}

TEST(PgnPieces, CutsAfterMovesWithoutAResult) {
  // chess.com's PGN4 ends a game's moves without a result token.
  const std::string text = forty_games("1. h2-h3 .. b8-c8 .. g13-g12 .. m7-l7\n2. R");
  const auto pieces = pieces_of(text, 200, 1 << 20);
  ASSERT_GT(pieces.size(), 5u);
  for (size_t i = 0; i + 1 < pieces.size(); ++i)
    EXPECT_TRUE(pieces[i + 1].text.starts_with("[Event \"piece ")) << i;
}

TEST(PgnPieces, DoesNotCutAfterATag) {
  // Games of tags alone: the tags of the next game follow a tag.
  const std::string text = forty_games("");
  const auto pieces = pieces_of(text, 200, 1 << 20);
  EXPECT_EQ(pieces.size(), 1u);
}

TEST(PgnPieces, CutsAtALineWhereAPieceGrowsTooLarge) {
  const std::string text = forty_games("");
  const auto pieces = pieces_of(text, 100, 300);
  ASSERT_GT(pieces.size(), 5u);
  for (size_t i = 0; i + 1 < pieces.size(); ++i) EXPECT_TRUE(pieces[i].text.ends_with("\n"));
}

// What a game handed on by check_files says, to compare readings.
std::string summary(const CheckedGame& g) {
  std::string s = g.file + " #" + std::to_string(g.game.index) + " at " +
                  std::to_string(g.game.where.line) + ":" + std::to_string(g.game.where.col);
  for (const Tag& t : g.game.tags) s += " [" + t.name + " " + t.value + "]";
  for (const Problem& p : g.problems)
    s += " {" + std::to_string(p.where.line) + ":" + std::to_string(p.where.col) + " " + p.message +
         "}";
  return s;
}

// The games of the file as one reader reads them, replayed one after the other.
std::vector<std::string> read_serially(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  PgnReader reader(in);
  std::vector<std::string> out;
  while (auto item = reader.next()) {
    CheckedGame g;
    g.file = path;
    g.game = std::move(item->game);
    if (item->error) {
      g.problems.push_back({Problem::Severity::kError, item->error->where, item->error->message});
    } else {
      g.problems = replay(g.game).problems;
    }
    out.push_back(summary(g));
  }
  return out;
}

std::vector<std::string> read_checked(const std::string& path, int threads) {
  std::vector<std::string> out;
  CheckOptions options;
  options.threads = threads;
  check_files(
      {path}, [&](CheckedGame& g) { out.push_back(summary(g)); }, options);
  return out;
}

// The two readings are the same; where not, says where they part.
void expect_same(const std::vector<std::string>& read, const std::vector<std::string>& serial) {
  EXPECT_EQ(read.size(), serial.size());
  for (size_t i = 0; i < std::min(read.size(), serial.size()); ++i) {
    if (read[i] == serial[i]) continue;
    ADD_FAILURE() << "game " << i + 1 << " read as\n  " << read[i] << "\nnot as\n  " << serial[i];
    return;
  }
}

class PgnPiecesFile : public ::testing::Test {
 protected:
  void TearDown() override { std::filesystem::remove(path_); }
  std::string write(const std::string& text) {
    std::ofstream(path_, std::ios::binary) << text;
    return path_;
  }
  const std::string path_ = (std::filesystem::temp_directory_path() /
                             ("chatur_pgn_pieces_" + std::to_string(::getpid()) + ".pgn"))
                                .string();
};

TEST_F(PgnPiecesFile, ReadOnSeveralThreadsAsOneReaderReadsTheFile) {
  // Over a megabyte of games, the pieces of 128 KB, with malformed games among them: a game
  // without its result token before the next one's tags, one of a comment alone, one of its tags
  // alone, an unclosed variation, a syntax error, an illegal move.
  std::string text;
  for (int i = 0; i < 6000; ++i) {
    if (i % 700 == 13)
      text += game_text(i, "1. e4 e5 2. Nf3");
    else if (i % 500 == 21)
      text += game_text(i, "{only a comment}");
    else if (i % 600 == 31)
      text += game_text(i, "1. e4 (1. d4");
    else if (i % 800 == 41)
      text += game_text(i, "");
    else if (i % 900 == 77)
      text += game_text(i, "1. e4 e5 2. Nf3 } 1/2-1/2");
    else if (i % 1100 == 5)
      text += game_text(i, "1. e4 e5 2. Ke3 1/2-1/2");
    else
      text += game_text(i);
  }
  const std::string path = write(text);
  const auto serial = read_serially(path);
  ASSERT_GT(serial.size(), 5900u);  // a game of tags alone takes the next game's tags
  expect_same(read_checked(path, 2), serial);
  expect_same(read_checked(path, 1), serial);
}

TEST_F(PgnPiecesFile, APieceCutInsideACommentIsReadOnFromItsStart) {
  // A comment of many lines that holds what looks like the end of a game and the next one's
  // tags, where the file is cut: the piece before the cut does not end with a result token (its
  // comment is not closed), and the file is read on from that piece's start as one.
  std::string text;
  int i = 0;
  while (text.size() < (200 << 10)) text += game_text(i++);
  text += "[Event \"commented\"]\n[Result \"1/2-1/2\"]\n\n1. e4 {a game that ended so:\n";
  for (int j = 0; j < 3000; ++j) text += "1/2-1/2\n\n[Event \"in a comment\"]\n\n";
  text += "} e5 1/2-1/2\n\n";
  for (int j = 0; j < 2000; ++j) text += game_text(i++);
  const std::string path = write(text);
  const auto serial = read_serially(path);
  expect_same(read_checked(path, 2), serial);
  expect_same(read_checked(path, 1), serial);
}

TEST_F(PgnPiecesFile, APipeIsReadAsOneReaderReadsAFile) {
  // A pipe cannot be read again from a piece's start: its games are read one after the other
  // and replayed on the workers.
  std::string text;
  for (int i = 0; i < 1000; ++i) text += game_text(i, i % 97 == 3 ? "1. e4 e5 2. Nf3" : "*");
  const auto serial = read_serially(write(text));
  std::filesystem::remove(path_);
  ASSERT_EQ(mkfifo(path_.c_str(), 0600), 0);
  std::thread writer([&] { std::ofstream(path_, std::ios::binary) << text; });
  const auto piped = read_checked(path_, 2);
  writer.join();
  expect_same(piped, serial);
}

TEST_F(PgnPiecesFile, BinaryDataEndsTheFileWhereverItIsCut) {
  std::string text;
  for (int i = 0; i < 3000; ++i) text += game_text(i);
  text.insert(text.size() / 2, std::string(1, '\x01'));
  const std::string path = write(text);
  const auto serial = read_serially(path);
  expect_same(read_checked(path, 2), serial);
}

}  // namespace
}  // namespace chatur::records
