// `chatur ratings` on archives built by importing PGN text with known results: the numbers a
// correct fit gives (checked independently of chatur), rule sets rated apart, four-army seats
// games, and the refusals.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::run_chatur;

class RatingsCli : public ::testing::Test {
 protected:
  void SetUp() override {
    // One set of files per test: ctest runs tests in parallel processes.
    base = ::testing::TempDir() + "/ratings_cli_" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name();
    db = base + ".db";
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
  }
  void TearDown() override {
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
    std::filesystem::remove(base + ".pgn");
  }

  // A chess game of two plies with this result; every game gets other moves, so that the
  // archive (one row per distinct game) keeps them all.
  void duel(const std::string& white, const std::string& black, double white_score) {
    static const char* const kWhite[] = {"a3", "a4", "b3",  "b4",  "c3",  "c4", "d3",
                                         "d4", "e3", "e4",  "f3",  "f4",  "g3", "g4",
                                         "h3", "h4", "Na3", "Nc3", "Nf3", "Nh3"};
    static const char* const kBlack[] = {"a6", "a5", "b6",  "b5",  "c6",  "c5", "d6",
                                         "d5", "e6", "e5",  "f6",  "f5",  "g6", "g5",
                                         "h6", "h5", "Na6", "Nc6", "Nf6", "Nh6"};
    const std::string result = white_score == 1 ? "1-0" : white_score == 0 ? "0-1" : "1/2-1/2";
    pgn += "[Event \"Test\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" +
           result + "\"]\n\n1. " + kWhite[games % 20] + " " + kBlack[games / 20] + " " + result +
           "\n\n";
    ++games;
  }

  // Ten games between a and b, colours alternating with a White first; a's results in the
  // order wins, draws, losses (tests/ratings/bradley_terry_test.cpp plays the same).
  void match(const std::string& a, const std::string& b, int wins, int draws, int losses) {
    std::vector<double> results(wins, 1.0);
    results.insert(results.end(), draws, 0.5);
    results.insert(results.end(), losses, 0.0);
    for (std::size_t k = 0; k < results.size(); ++k) {
      if (k % 2 == 0)
        duel(a, b, results[k]);
      else
        duel(b, a, 1.0 - results[k]);
    }
  }

  // A free-for-all of chaturanga-modern among four players (Red, Green, Yellow, Black) with these
  // places, not ended on the board; every game gets other moves (at most twelve games).
  void placed(const std::string& players, const std::vector<int>& places) {
    static const char* const kRed[] = {"e7-e6", "f7-f6", "g7-g6", "h7-h6"};
    static const char* const kGreen[] = {"g1-f1", "g2-f2", "g3-f3"};
    static const char* const kArmies[] = {"Red", "Green", "Yellow", "Black"};
    pgn += "[Event \"Test\"]\n[Variant \"chaturanga-modern\"]\n[RuleOptions \"mode=ffa\"]\n";
    std::string placements;
    for (int a = 0; a < 4; ++a) {
      pgn += std::string("[") + kArmies[a] + " \"" + players[a] + "\"]\n";
      placements += (a ? ", " : "") + std::string(kArmies[a]) + " " + std::to_string(places[a]);
    }
    pgn += "[Result \"*\"]\n[Placements \"" + placements + "\"]\n\n1. " + kRed[games % 4] + " .. " +
           kGreen[games / 4] + " *\n\n";
    ++games;
  }

  // Writes the games and imports them; true if every game was stored.
  bool import() {
    std::ofstream(base + ".pgn") << pgn;
    const auto r = run_chatur("import " + base + ".pgn --db " + db, true);
    return r.exit_code == 0 &&
           r.out.find("stored: " + std::to_string(games) + ",") != std::string::npos;
  }

  std::string base, db, pgn;
  int games = 0;
};

// The small table of tests/ratings/bradley_terry_test.cpp through the archive: BayesElo itself
// gives A 80, B -12, C -68 with +-82, +-80, +-81 at 95%.
TEST_F(RatingsCli, BayesEloExampleThroughTheArchive) {
  match("A", "B", 5, 3, 2);
  match("A", "C", 6, 3, 1);
  match("B", "C", 4, 4, 2);
  ASSERT_TRUE(import());
  const auto r = run_chatur("ratings --db " + db);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "chess: 30 games\n"
            "Rank  Player  Games  Points   Score     W     D     L   Seat1   Seat2\n"
            "   1  A          20      14   70.0%    11     6     3  7.5/10  6.5/10\n"
            "   2  B          20     9.5   47.5%     6     7     7    5/10  4.5/10\n"
            "   3  C          20     6.5   32.5%     3     7    10  3.5/10    3/10\n"
            "Terminations: agreement 10 resignation 20\n"
            "ratings (BayesElo model with its default first-move advantage 32.8 and draw Elo "
            "97.3; 95% interval from the covariance):\n"
            "Rank  Player  Games   Score    Elo  95% interval   LOS next\n"
            "   1  A          20   70.0%    +80  [   -3,  +162]    90.0%\n"
            "   2  B          20   47.5%    -12  [  -91,   +68]    78.8%\n"
            "   3  C          20   32.5%    -68  [ -149,   +13]\n");
}

// Two players: the head-to-head figures of cutechess and fastchess. For +5 =3 -2 the score is
// 0.65 with a per-game variance of 0.1525: Elo 107.5 +- 215.8, LOS 88.8%. The archive does not
// know which games were pairs: no pentanomial line.
TEST_F(RatingsCli, TwoPlayerMatch) {
  match("A", "B", 5, 3, 2);
  ASSERT_TRUE(import());
  const auto r = run_chatur("ratings --db " + db + " --sprt 0,10");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("A vs B: 10 games, +5 =3 -2, 6.5 points (65.0%)\n"
                       "  per game: Elo +107.5 +/- 215.8, nElo +133.5 +/- 215.3, LOS 88.8%\n"
                       "  SPRT [0, 10] (normalized Elo, alpha 0.05, beta 0.05): LLR "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("(-2.94, 2.94), continue\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("per pair"), std::string::npos) << r.out;
  EXPECT_EQ(run_chatur("ratings --db " + db + " --sprt 5,0").exit_code, 2);
}

// Each rule set apart; in the chaturaji games Bhanu and Dev won both finished games as partners
// against Asha and Chitra: partners get the same rating, and the unfinished game is left out.
TEST_F(RatingsCli, RuleSetsApartAndSeatsGames) {
  ASSERT_EQ(run_chatur("import " + data_path("opera_game.pgn") + " " +
                       data_path("chaturaji_club.pgn4") + " --db " + db)
                .exit_code,
            0);
  const auto r = run_chatur("ratings --db " + db);
  EXPECT_EQ(r.exit_code, 0);
  const auto chaturaji = r.out.find("chaturaji: 2 games\nleft out: 1 unfinished (result *)\n");
  const auto chess = r.out.find("chess: 1 game\n");
  ASSERT_NE(chaturaji, std::string::npos) << r.out;
  ASSERT_NE(chess, std::string::npos) << r.out;
  EXPECT_LT(chaturaji, chess);
  EXPECT_NE(r.out.find("ratings (Elo, a side's strength the sum of its players' ratings"),
            std::string::npos)
      << r.out;
  // The Elo column of a player's line in the chaturaji ratings (rank, name, games, score, Elo).
  auto rating = [&](const std::string& name) {
    std::istringstream lines(r.out.substr(r.out.find("LOS next\n", chaturaji)));
    for (std::string line; std::getline(lines, line);) {
      std::istringstream words(line);
      std::string rank, who, games, score, elo;
      words >> rank >> who >> games >> score >> elo;
      if (who == name) return std::stoi(elo);
    }
    ADD_FAILURE() << name << " not rated\n" << r.out;
    return 0;
  };
  EXPECT_GT(rating("Bhanu"), 0);
  EXPECT_EQ(rating("Bhanu"), rating("Dev"));
  EXPECT_EQ(rating("Asha"), rating("Chitra"));
  EXPECT_EQ(rating("Asha"), -rating("Dev"));
  EXPECT_NE(
      r.out.find("Paul Morphy vs Duke Karl / Count Isouard: 1 game, +1 =0 -0, 1 point (100.0%)\n"
                 "  per game: Elo +inf +/- inf"),
      std::string::npos)
      << r.out;

  const auto only = run_chatur("ratings --db " + db + " --variant chess");
  EXPECT_EQ(only.out.find("chaturaji"), std::string::npos) << only.out;
}

// Free-for-all places are rated with Plackett-Luce. The games are the table of
// tests/ratings/plackett_luce_test.cpp, whose ratings scripts/reference/plackett_luce.py computes
// independently: A +85.66, B +89.60, C +57.87, D -81.51, E -151.61.
TEST_F(RatingsCli, FreeForAllPlacements) {
  placed("ABCD", {1, 2, 3, 4});
  placed("BCDE", {2, 1, 4, 3});
  placed("ACDE", {2, 3, 1, 4});
  placed("ABDE", {1, 3, 2, 4});
  placed("ABCE", {3, 1, 2, 4});
  placed("ABCD", {1, 1, 3, 4});
  placed("BCDE", {1, 2, 2, 4});
  placed("ACDE", {4, 1, 3, 2});
  placed("ABDE", {2, 1, 4, 3});
  placed("ABCE", {1, 1, 1, 4});
  placed("ABCD", {2, 4, 1, 3});
  placed("BCDE", {3, 4, 2, 1});
  ASSERT_TRUE(import());
  const auto r = run_chatur("ratings --db " + db);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  // Standings: a side scores the share of the others it finished ahead of, ties half.
  const std::string standings =
      "chaturanga-modern: 12 free-for-all games\n"
      "Rank  Player  Games  Points   Score     W     D     L  Place  Firsts   Seat1   Seat2   Seat3"
      "   Seat4\n"
      "   1  B          10     6.5   65.0%  4.67  3.67  1.67   1.90       5     2/3   4.5/7     0/0"
      "     0/0\n"
      "   2  A           9    5.83   64.8%     4  3.67  1.33   1.89       4  5.83/9     0/0     0/0"
      "     0/0\n"
      "   3  C          10    5.83   58.3%  3.67  4.33     2   2.10       4     0/0  2.83/5     3/5"
      "     0/0\n"
      "   4  D          10     3.5   35.0%  1.67  3.67  4.67   2.90       1     0/0     0/0  3.17/7"
      "  0.33/3\n"
      "   5  E           9    2.33   25.9%  1.33     2  5.67   3.22       1     0/0     0/0     0/0"
      "  2.33/9\n"
      "Terminations: resignation 12\n"
      "ratings (Plackett-Luce on the places, Elo; tied places: any order of the tied sides; 95% "
      "interval from ";
  ASSERT_EQ(r.out.substr(0, standings.size()), standings) << r.out;
  // The bootstrap's 200 resamples, those without a finite fit left out and counted.
  int resamples = 0, failed = 0;
  EXPECT_GE(std::sscanf(r.out.c_str() + standings.size(),
                        "%d bootstrap resamples of whole games, %d without a finite fit",
                        &resamples, &failed),
            1);
  EXPECT_EQ(resamples + failed, 200) << r.out;
  // Rank, name, games, score and Elo as the reference gives them; the interval around the Elo.
  const std::vector<std::string> expected{
      "   1  B          10   65.0%    +90  [", "   2  A           9   64.8%    +86  [",
      "   3  C          10   58.3%    +58  [", "   4  D          10   35.0%    -82  [",
      "   5  E           9   25.9%   -152  ["};
  std::istringstream lines(r.out.substr(r.out.find("LOS next\n") + 9));
  const std::vector<int> elo{90, 86, 58, -82, -152};
  for (std::size_t k = 0; k < expected.size(); ++k) {
    std::string line;
    std::getline(lines, line);
    EXPECT_EQ(line.substr(0, expected[k].size()), expected[k]) << r.out;
    int lower = 0, upper = 0;
    ASSERT_EQ(std::sscanf(line.c_str() + expected[k].size(), "%d, %d]", &lower, &upper), 2) << line;
    EXPECT_LT(lower, elo[k]) << line;
    EXPECT_GT(upper, elo[k]) << line;
  }
}

TEST_F(RatingsCli, Refusals) {
  auto r = run_chatur("ratings --db " + base + "-missing.db", true);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "error: no archive '" + base + "-missing.db'\n");
  EXPECT_FALSE(std::filesystem::exists(base + "-missing.db"));

  match("A", "B", 5, 3, 2);
  ASSERT_TRUE(import());
  r = run_chatur("ratings --db " + db + " --player nobody", true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: no games match\n");
  r = run_chatur("ratings --db " + db + " --tournament 1", true);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: no tournament '1' in " + db + " (it has none)\n");
  EXPECT_NE(run_chatur("ratings --db " + db + " --tournament 1 --player A").exit_code, 0);
}

}  // namespace
}  // namespace chatur::records
