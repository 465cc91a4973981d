// The chatur command line, run as a user runs it: exit codes and messages.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include "tests/engine/european_test_util.h"

namespace {

struct CliRun {
  int exit_code;
  std::string output;  // stdout and stderr
};

CliRun run(const std::string& args) {
  std::string cmd = std::string(CHATUR_BINARY) + " " + args + " 2>&1";
  CliRun r{-1, ""};
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf;
  while (size_t n = fread(buf.data(), 1, buf.size(), pipe)) r.output.append(buf.data(), n);
  int status = pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

TEST(Cli, Variants) {
  CliRun r = run("variants");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("chaturaji "), std::string::npos);
  EXPECT_NE(r.output.find("chess "), std::string::npos);
}

TEST(Cli, PerftDivide) {
  // The published divide of the chess start position at depth 3.
  CliRun r = run("perft --variant chess --depth 3 --divide");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("e2-e4: 600\n"), std::string::npos);
  EXPECT_NE(r.output.find("g1-f3: 440\n"), std::string::npos);
  EXPECT_TRUE(r.output.ends_with("Nodes searched: 8902\n")) << r.output;
  CliRun after = run("perft --variant chess --depth 2 --moves e2-e4");
  EXPECT_EQ(after.output, "Nodes searched: 600\n");
}

TEST(Cli, PerftIllegalMoveNamesItsIndexAndTheLegalMoves) {
  CliRun r = run("perft --variant chaturaji --depth 1 --moves \"e7-e6 e2-e3\"");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("move 2 \"e2-e3\": illegal move \"e2-e3\": no piece of Green on e2"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("legal moves: "), std::string::npos);
  EXPECT_NE(r.output.find("h4-g5"), std::string::npos);
}

TEST(Cli, PerftBadFenNamesTheField) {
  CliRun r = run("perft --variant chess --depth 1 --fen \"8/8/8/8/8/8/8/8 q - - 0 1\"");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("position field 2 (army to move)"), std::string::npos) << r.output;
}

TEST(Cli, UnknownVariant) {
  CliRun r = run("perft --variant nope --depth 1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("unknown rule set 'nope' (known: "), std::string::npos);
}

TEST(Cli, SelfPlayPrintsMovesBoardAndResult) {
  CliRun r = run("selfplay --variant chaturaji --seed 7");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("1. "), std::string::npos);
  EXPECT_NE(r.output.find("    a  b  c  d  e  f  g  h"), std::string::npos);
  EXPECT_NE(r.output.find("Game 1: "), std::string::npos);
}

// An army that places pieces plays from a FEN4 naming its squares (sq=); without one, the start
// is refused with the reason; the armies are listed with that status.
TEST(Cli, SelfPlayFromAGivenPositionWithSquares) {
  const std::string armies = "--variant european --option armies=persia,ottoman,poland,chatanooga";
  CliRun refused = run("selfplay " + armies);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.output.rfind("error: persia's placement squares were shown only in diagrams "
                                 "that are lost: start its games from a position given as FEN4 "
                                 "that names them (sq=)",
                                 0),
            0u)
      << refused.output;
  CliRun r = run("selfplay " + armies + " --quiet --seed 3 --fen \"" +
                 chatur::engine::testing::placing_start("persia,ottoman,poland,chatanooga") + "\"");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("Game 1: "), std::string::npos) << r.output;
  CliRun list = run("variants --armies");
  EXPECT_NE(list.output.find("ottoman           T  from a FEN4 with sq="), std::string::npos)
      << list.output;
}

TEST(Cli, RuleOptionsByName) {
  // Sultanspiel's second array changes the count at depth 3 (90742 with array 1).
  CliRun two = run("perft --variant sultanspiel-a --option array=2 --depth 3");
  EXPECT_EQ(two.exit_code, 0);
  EXPECT_EQ(two.output, "Nodes searched: 90740\n");
  CliRun unknown = run("perft --variant sultanspiel-a --option arrays=2 --depth 1");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.output.find("unknown option 'arrays'"), std::string::npos) << unknown.output;
  CliRun chess = run("perft --variant chess --option array=2 --depth 1");
  EXPECT_EQ(chess.exit_code, 2);
  EXPECT_NE(chess.output.find("one start array"), std::string::npos) << chess.output;
}

TEST(Cli, PerftWithDice) {
  // The start with 2,3 every turn: Red's three moves and the pass, then (rulings' count) 9.
  CliRun two = run("perft --variant chaturaji-dice --dice 2,3 --depth 2");
  EXPECT_EQ(two.exit_code, 0);
  EXPECT_EQ(two.output, "Nodes searched: 9\n");
  CliRun none = run("perft --variant chaturaji-dice --depth 2");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.output.find("has dice: give the rolls with --dice"), std::string::npos);
  CliRun face = run("perft --variant chaturaji-dice --dice 1,3 --depth 2");
  EXPECT_EQ(face.exit_code, 2);
  EXPECT_NE(face.output.find("show 2 to 5, not 1"), std::string::npos) << face.output;
  // A roll token opens Red's turn; Green's turn then takes the first roll of --dice.
  CliRun token =
      run("perft --variant chaturaji-dice --dice 2,3 --moves \"#5,5 e7-e6 e6-e5\" "
          "--depth 1 --divide");
  EXPECT_EQ(token.exit_code, 0);
  EXPECT_NE(token.output.find("h2-f3: 1"), std::string::npos) << token.output;
  CliRun early =
      run("perft --variant chaturaji-dice --dice 2,3 --moves \"#5,5 e7-e6 #2,3\" "
          "--depth 1");
  EXPECT_EQ(early.exit_code, 2);
  EXPECT_NE(early.output.find("no roll is due here"), std::string::npos) << early.output;
}

}  // namespace
