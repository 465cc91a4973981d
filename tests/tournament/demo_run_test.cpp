// The README's main job, the demo tournament of examples/demo-chaturaji.json (scripts/demo.sh):
// its built-in engines play every game to a real end. Once every one of them lost at once by
// "engine-crash" (the engine command `chatur` named chatur-host), and the demo still exited 0.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "tests/tournament/chatur_process.h"

namespace chatur::tournament {
namespace {

TEST(DemoRun, TheBuiltInEnginesPlayEveryGame) {
  const std::filesystem::path dir = test_support::fresh_test_dir("chatur-demo");
  const std::string db = (dir / "demo.db").string();
  const test_support::CommandRun r = test_support::run_chatur_command(
      "tournament run " + std::string(CHATUR_EXAMPLES) + "/demo-chaturaji.json --db " + db);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("final standings (24 of 24 games)"), std::string::npos) << r.out;
  EXPECT_EQ(test_support::count_rows(db, "SELECT count(*) FROM games"), 24);
  EXPECT_EQ(test_support::count_rows(db,
                                     "SELECT count(*) FROM games g JOIN terminations t ON t.id = "
                                     "g.termination_id WHERE t.name LIKE 'engine-%'"),
            0)
      << r.out;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace chatur::tournament
