// The two executables (cli/host_commands.h): `chatur` hands the commands that need Poco to
// chatur-host with their arguments untouched, and itself loads no Poco library.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

namespace {

struct Outcome {
  int exit_code;
  std::string output;
};

Outcome run(const std::string& command) {
  Outcome r{-1, ""};
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf;
  while (size_t n = fread(buf.data(), 1, buf.size(), pipe)) r.output.append(buf.data(), n);
  const int status = pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string chatur(const std::string& args) {
  return std::string(CHATUR_BINARY) + " " + args;
}

TEST(HostCommands, HelpOfAHostCommandIsItsOwn) {
  const Outcome r = run(chatur("tournament --help"));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("Usage: chatur tournament"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("resume"), std::string::npos) << r.output;
}

TEST(HostCommands, ArgumentsAndExitCodesPassThrough) {
  // A missing required option is reported by chatur-host's parser, with its exit code.
  const Outcome missing = run(chatur("merge a.db"));
  EXPECT_NE(missing.exit_code, 0);
  EXPECT_NE(missing.output.find("--into is required"), std::string::npos) << missing.output;
  // Arguments with spaces and `--` arrive as one word each.
  const Outcome spaced = run(chatur("ratings --db '/nonexistent dir/a b.db' --player 'a -- b'"));
  EXPECT_EQ(spaced.exit_code, 2) << spaced.output;
  EXPECT_NE(spaced.output.find("/nonexistent dir/a b.db"), std::string::npos) << spaced.output;
}

// An engine command `chatur` is the chatur beside chatur-host, whose engines play: once it
// was chatur-host itself, which has no `engine` command, and every game of the demo tournament
// ended "engine-crash" (exited before `uciok`).
TEST(HostCommands, AnEngineCommandChaturPlaysTheBuiltInEngines) {
  const std::string dir = ::testing::TempDir();
  const std::string config = dir + "chatur-host-self.json", db = dir + "chatur-host-self.db";
  std::remove(db.c_str());
  std::ofstream(config) << R"({"name": "self", "variant": "chess", "games_per_pairing": 2,
    "engines": [
      {"name": "a", "command": "chatur", "args": ["engine", "--level", "random"]},
      {"name": "b", "command": "chatur", "args": ["engine", "--level", "level1"]}],
    "time_control": "nodes=200", "adjudication": {"max_plies": 12}})";
  const Outcome r = run(chatur("tournament run " + config + " --db " + db));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("Terminations: max-plies 2"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("engine-"), std::string::npos) << r.output;
  std::remove(db.c_str());
}

TEST(HostCommands, TopLevelHelpListsEveryCommand) {
  const Outcome r = run(chatur("--help"));
  EXPECT_EQ(r.exit_code, 0);
  for (const char* name : {"show", "import", "tournament", "ratings", "merge", "serve"})
    EXPECT_NE(r.output.find(std::string("  ") + name + " "), std::string::npos) << name;
}

TEST(HostCommands, ChaturLoadsNoPoco) {
  // The dynamic section names the shared libraries the loader maps at start-up.
  std::ifstream in(CHATUR_BINARY, std::ios::binary);
  const std::string image((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_GT(image.size(), 0u);
  EXPECT_EQ(image.find("libPoco"), std::string::npos);
}

}  // namespace
