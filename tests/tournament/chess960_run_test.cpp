// Chess960 tournaments through the CLI: the built-in engines from the EPD of the 960 starts, and
// Debian's Stockfish unmodified through UCI_Chess960 (skipped where it is not installed).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "tests/tournament/chatur_process.h"

namespace chatur::tournament {
namespace {

using test_support::run_chatur;

constexpr const char* kStockfish = "/usr/games/stockfish";

class Chess960Run : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = test_support::fresh_test_dir("chatur-chess960"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  // Runs a chess960 round robin of the engines (JSON) and returns the live PGN file's text.
  std::string run(const std::string& engines, int games, const std::string& time_control) {
    const std::string config = path("t.json");
    std::ofstream(config) << R"({"name": "c960", "variant": "chess960", "format": "round-robin",
      "games_per_pairing": )" + std::to_string(games) +
                                 R"(, "engines": )" + engines + R"(,
      "openings": {"file": ")" CHATUR_EXAMPLES R"(/openings/chess960.epd", "order": "random",
                   "seed": 5},
      "time_control": ")" + time_control +
                                 R"(", "concurrency": 2, "standings_every": 0,
      "pgn_out": ")" + path("games.pgn") +
                                 R"(", "adjudication": {"max_plies": 160}})";
    out_ = run_chatur({"tournament", "run", config, "--db", path("a.db")});
    std::stringstream text;
    text << std::ifstream(path("games.pgn")).rdbuf();
    return text.str();
  }

  static int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  }

  // Every game of the file is a chess960 game from a start of the EPD, finished on the board
  // (no engine fault), and the file validates.
  void expect_good_games(const std::string& pgn, int games) {
    EXPECT_EQ(count(pgn, "[Variant \"chess960\"]"), games) << out_;
    EXPECT_EQ(count(pgn, "[SetUp \"1\"]"), games);
    EXPECT_EQ(count(pgn, "/pppppppp/8/8/8/8/PPPPPPPP/"), games);
    const std::set<std::string> board_ends = {
        "checkmate", "stalemate", "threefold-repetition", "no-progress", "insufficient-material",
        "max-plies"};
    const std::string tag = "[Termination \"";
    int ends = 0;
    for (size_t at = pgn.find(tag); at != std::string::npos; at = pgn.find(tag, at + 1), ++ends) {
      const size_t from = at + tag.size();
      EXPECT_TRUE(board_ends.contains(pgn.substr(from, pgn.find('"', from) - from))) << pgn;
    }
    EXPECT_EQ(ends, games);
    const std::string validated = run_chatur({"validate", path("games.pgn")});
    EXPECT_NE(validated.find("games read: " + std::to_string(games) +
                             ", good: " + std::to_string(games) + ", bad: 0"),
              std::string::npos)
        << validated;
  }

  std::filesystem::path dir_;
  std::string out_;
};

TEST_F(Chess960Run, BuiltInEnginesPlayFromTheStartsFile) {
  const std::string engines = R"([{"name": "a", "command": ")" CHATUR_BINARY
                              R"(", "args": ["engine", "--level", "level1"]},
      {"name": "b", "command": ")" CHATUR_BINARY R"(", "args": ["engine", "--level", "level2"]}])";
  const std::string pgn = run(engines, 4, "nodes=300");
  expect_good_games(pgn, 4);
}

TEST_F(Chess960Run, StockfishPlaysUnmodified) {
  if (!std::filesystem::exists(kStockfish))
    GTEST_SKIP() << "no Stockfish at " << kStockfish << " (apt-get install stockfish)";
  const std::string engines = std::string(R"([{"name": "sf", "command": ")") + kStockfish +
                              R"(", "options": {"Threads": 1, "Hash": 16}},
      {"name": "level2", "command": ")" CHATUR_BINARY
                              R"(", "args": ["engine", "--level", "level2"]}])";
  const std::string pgn = run(engines, 4, "depth=2");
  expect_good_games(pgn, 4);
  // Stockfish castled king-takes-rook or not at all: its moves all replayed (validate above).
  EXPECT_NE(out_.find("final standings"), std::string::npos) << out_;
}

}  // namespace
}  // namespace chatur::tournament
