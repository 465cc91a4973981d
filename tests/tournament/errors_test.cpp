// The error hierarchy: every error class chatur throws derives from chatur::Error, and the CLI's
// top level reports any of them as "error: " with the place where the error has one, keeping
// each command's exit code.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <type_traits>

#include "common/error.h"
#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/notation.h"
#include "protocol/move_codec.h"
#include "records/archive.h"
#include "records/checked_files.h"
#include "records/game_encoding.h"
#include "records/pgn_lexer.h"
#include "records/sqlite_statement.h"
#include "records/variant.h"
#include "tests/tournament/chatur_process.h"
#include "tournament/config_error.h"
#include "tournament/engine_client.h"
#include "tournament/engine_process.h"
#include "tournament/time_control.h"
#include "tournament/tournament_store.h"
#include "web/api_error.h"

namespace chatur {
namespace {

template <typename... E>
constexpr bool all_chatur_errors = (std::is_base_of_v<Error, E> && ...);

TEST(Errors, EveryErrorClassIsAChaturError) {
  EXPECT_TRUE(
      (all_chatur_errors<engine::FenError, engine::MoveTextError, engine::RollTextError,
                         protocol::WireError, records::DatabaseError, records::ArchiveError,
                         records::SyntaxError, records::OpenError, records::SetupError,
                         records::EncodingError, tournament::ConfigError,
                         tournament::TimeControlError, tournament::StoreError,
                         tournament::ProcessError, tournament::EngineFault, web::ApiError>));
}

TEST(Errors, PlacesAsAnErrorLineStartsWithThem) {
  EXPECT_EQ(place_prefix({"book.pgn", 3, 7}), "book.pgn:3:7: ");
  EXPECT_EQ(place_prefix({"book.epd", 2, 0}), "book.epd:2: ");
  EXPECT_EQ(place_prefix({"book.epd", 0, 0}), "book.epd: ");
  EXPECT_EQ(place_prefix({"", 3, 7}), "3:7: ");
  EXPECT_EQ(place_prefix({}), "");
  // A syntax error keeps its place apart from its message.
  const records::SyntaxError syntax({4, 9}, "unbalanced parentheses");
  EXPECT_STREQ(syntax.what(), "unbalanced parentheses");
  EXPECT_EQ(syntax.place().line, 4);
  EXPECT_EQ(syntax.place().column, 9);
}

class ErrorsFromTheCli : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = tournament::test_support::fresh_test_dir("chatur-errors"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    const auto path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }

  std::filesystem::path dir_;
};

// An opening file's bad move is reported at its file, line and column; the exit codes of a file
// that cannot be opened (2), a command's own refusal (2) and any other error (1) stay.
TEST_F(ErrorsFromTheCli, ThePlaceAndTheExitCode) {
  const std::string book = write("book.pgn", "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n");
  const std::string config = write("t.json", R"({"name": "t", "engines": [
    {"name": "a", "command": ")" CHATUR_BINARY R"("},
    {"name": "b", "command": ")" CHATUR_BINARY R"("}],
    "openings": {"file": ")" + book + R"("}})");
  const auto db = (dir_ / "a.db").string();
  auto r = tournament::test_support::run_chatur_command("tournament run " + config + " --db " + db);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.rfind("error: " + book + ":3:", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("Ke3"), std::string::npos) << r.out;

  r = tournament::test_support::run_chatur_command("validate " + (dir_ / "none.pgn").string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "error: cannot open " + (dir_ / "none.pgn").string() + "\n");

  r = tournament::test_support::run_chatur_command("ratings --db " + (dir_ / "none.db").string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "error: no archive '" + (dir_ / "none.db").string() + "'\n");
}

}  // namespace
}  // namespace chatur
