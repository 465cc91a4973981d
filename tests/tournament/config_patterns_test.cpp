// The schema's `pattern`s on long values: libstdc++'s default regex executor recursed once per
// character, and a time control of 10,000 entries overflowed the stack (found while speeding up
// config_fuzzer, whose inputs are too short to reach it; docs/fuzzing.md). The patterns still
// refuse what they should.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "tournament/config.h"

namespace chatur::tournament {
namespace {

std::string config_with_time_control(const std::string& time_control) {
  return R"({"engines": [{"name": "a", "command": "x"}, {"name": "b", "command": "y"}],
             "time_control": ")" +
         time_control + R"("})";
}

// 20,000 entries, some 140 KB: seven times the 20 KB that overflowed the stack of a Release build.
std::string many_time_controls() {
  std::string text = "10+0.1";
  for (int i = 1; i < 20000; ++i) text += ",10+0.1";
  return text;
}

TEST(ConfigPatterns, AVeryLongTimeControlReads) {
  const std::string time_control = many_time_controls();
  EXPECT_EQ(parse_config(config_with_time_control(time_control)).time_control_text, time_control);
}

TEST(ConfigPatterns, AVeryLongTimeControlBrokenAtItsEndIsRefusedAtItsPath) {
  try {
    parse_config(config_with_time_control(many_time_controls() + ",ten"));
    FAIL() << "a time control ending in ',ten' was read";
  } catch (const ConfigError& e) {
    EXPECT_NE(std::string(e.what()).find("$.time_control"), std::string::npos) << e.what();
  }
}

// A count the schema accepts but an int cannot hold is refused by its name (config_fuzzer's
// finding: `"max_plies": 400555555555555` escaped as Poco's RangeException and ended the program).
TEST(ConfigPatterns, ACountTooLargeForAnIntIsRefusedByName) {
  const std::string engines =
      R"("engines": [{"name": "a", "command": "x"}, {"name": "b", "command": "y"}])";
  for (const auto& [field, json] :
       {std::pair<std::string, std::string>{
            "max_plies", R"({"adjudication": {"max_plies": 400555555555555}, )" + engines + "}"},
        {"standings_every", R"({"standings_every": 2147483648, )" + engines + "}"}}) {
    try {
      parse_config(json);
      FAIL() << field << " read";
    } catch (const ConfigError& e) {
      EXPECT_NE(std::string(e.what()).find(field + ": "), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("out of range"), std::string::npos) << e.what();
    }
  }
  EXPECT_EQ(parse_config(R"({"standings_every": 2147483647, )" + engines + "}").standings_every,
            2147483647);
}

}  // namespace
}  // namespace chatur::tournament
