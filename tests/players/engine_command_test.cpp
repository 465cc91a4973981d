// `chatur engine` speaks the protocol on stdin/stdout as a child process would.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

namespace {

std::string run_engine(const std::string& args, const std::string& script) {
  // One file per test: ctest runs tests in parallel processes.
  const std::string input = ::testing::TempDir() + "chatur_engine_script_" +
                            ::testing::UnitTest::GetInstance()->current_test_info()->name() +
                            ".txt";
  std::ofstream(input) << script;
  const std::string cmd = std::string(CHATUR_BINARY) + " engine " + args + " < " + input + " 2>&1";
  std::string out;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return out;
  char buf[4096];
  while (std::size_t n = fread(buf, 1, sizeof buf, pipe)) out.append(buf, n);
  pclose(pipe);
  return out;
}

TEST(EngineCommand, AnswersUciAndPlaysChaturaji) {
  const std::string out = run_engine(
      "--level level3",
      "uci\nsetoption name UCI_Variant value chaturaji\nisready\nposition startpos moves "
      "e7-e6\ngo gtime 1000 ginc 0 rtime 1000 ytime 1000 btime 1000\n");
  EXPECT_NE(out.find("id name chatur level3\n"), std::string::npos) << out;
  EXPECT_NE(out.find("uciok\nreadyok\n"), std::string::npos) << out;
  EXPECT_NE(out.find("\nbestmove "), std::string::npos) << out;
}

TEST(EngineCommand, RefusesAnUnknownLevel) {
  EXPECT_NE(run_engine("--level grandmaster", "").find("unknown level"), std::string::npos);
}

}  // namespace
