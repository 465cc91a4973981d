// The engine host's pipes against a real child process: lines cut across the child's writes come
// out whole, a last line without end of line too, several lines go out in one write, and a
// deadline ends a wait for output that does not come.
#include "tournament/engine_process.h"

#include <gtest/gtest.h>

#include <csignal>
#include <string>
#include <vector>

namespace chatur::tournament {
namespace {

EngineCommand shell(const std::string& script) {
  EngineCommand c;
  c.program = "/bin/sh";
  c.args = {"-c", script};
  return c;
}

std::vector<std::string> read_all(EngineProcess& p) {
  std::vector<std::string> lines;
  std::string_view line;
  while (p.read_line(line, Clock::now() + std::chrono::seconds(10)) == EngineProcess::Read::kLine)
    lines.emplace_back(line);
  return lines;
}

class EngineProcessTest : public ::testing::Test {
 protected:
  void SetUp() override { std::signal(SIGPIPE, SIG_IGN); }
};

TEST_F(EngineProcessTest, LinesCutAcrossWritesComeOutWhole) {
  EngineProcess p(shell(
      "printf 'info dep'; sleep 0.05; printf 'th 1\\r\\nbest'; sleep 0.05; printf 'move e2e4\\n'; "
      "sleep 0.05; printf 'last'"));
  EXPECT_EQ(read_all(p), (std::vector<std::string>{"info depth 1", "bestmove e2e4", "last"}));
}

TEST_F(EngineProcessTest, SendsSeveralLinesAtOnce) {
  EngineProcess p(shell("read a; read b; echo \"$b $a\""));
  ASSERT_TRUE(p.send({"position startpos", "go depth 1"}));
  EXPECT_EQ(read_all(p), std::vector<std::string>{"go depth 1 position startpos"});
}

TEST_F(EngineProcessTest, DeadlineEndsTheWait) {
  EngineProcess p(shell("printf 'partial'; exec sleep 5"));
  std::string_view line;
  const auto start = Clock::now();
  EXPECT_EQ(p.read_line(line, start + std::chrono::milliseconds(100)),
            EngineProcess::Read::kTimeout);
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(2));
}

}  // namespace
}  // namespace chatur::tournament
