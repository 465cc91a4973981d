// The pipeline that replays games on several threads: consumption in production order, errors
// from any stage rethrown, and validate's output the same with one thread or several.
#include "records/ordered_pipeline.h"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "tests/records/test_support.h"

namespace chatur::records {
namespace {

using Pipeline = OrderedPipeline<int>;

std::vector<int> run_squares(int workers, int n, int throw_in_work_at = -1,
                             int throw_in_consume_at = -1) {
  int next = 0;
  std::vector<int> out;
  Pipeline::run(
      workers,
      [&]() -> std::optional<int> { return next < n ? std::optional(next++) : std::nullopt; },
      [&](int& x) {
        if (x == throw_in_work_at) throw std::runtime_error("work " + std::to_string(x));
        // Uneven work, so that units finish out of order.
        volatile int spin = (x % 7) * 20000;
        while (spin > 0) spin = spin - 1;
        x = x * x;
      },
      [&](int& x) {
        if (static_cast<int>(out.size()) == throw_in_consume_at) throw std::logic_error("consume");
        out.push_back(x);
      });
  return out;
}

TEST(OrderedPipeline, WorkersRunBelowTheCallersPriority) {
  const int caller = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
  if (caller > 16) GTEST_SKIP() << "the tests run at nice " << caller << ": no room below it";
  std::mutex mutex;
  std::vector<int> seen;
  int next = 0;
  Pipeline::run(
      2, [&]() -> std::optional<int> { return next < 64 ? std::optional(next++) : std::nullopt; },
      [&](int&) {
        const int nice = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
        std::lock_guard lock(mutex);
        seen.push_back(nice);
      },
      [](int&) {}, 1, 3);
  ASSERT_EQ(seen.size(), 64u);
  for (int nice : seen) EXPECT_EQ(nice, caller + 3);
  EXPECT_EQ(getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())), caller);
}

TEST(OrderedPipeline, ConsumesInProductionOrder) {
  for (int workers : {1, 2, 5})
    for (int n : {0, 1, 31, 32, 33, 1000}) {
      const std::vector<int> out = run_squares(workers, n);
      ASSERT_EQ(out.size(), static_cast<size_t>(n)) << workers << " workers";
      for (int i = 0; i < n; ++i) ASSERT_EQ(out[static_cast<size_t>(i)], i * i);
    }
}

TEST(OrderedPipeline, RethrowsErrorsOfEveryStage) {
  for (int workers : {1, 3}) {
    EXPECT_THROW(run_squares(workers, 500, 250), std::runtime_error);
    EXPECT_THROW(run_squares(workers, 500, -1, 100), std::logic_error);
    int next = 0;
    EXPECT_THROW(Pipeline::run(
                     workers,
                     [&]() -> std::optional<int> {
                       if (next == 77) throw std::out_of_range("produce");
                       return next++;
                     },
                     [](int&) {}, [](int&) {}),
                 std::out_of_range);
  }
}

// Many games, good and bad, in several files: the same report, line for line, on any number
// of threads, and a missing file reported after the games of the files before it.
TEST(OrderedPipeline, ValidateOutputDoesNotDependOnThreads) {
  using records::testing::data_path;
  std::string files;
  for (int i = 0; i < 20; ++i)
    for (const char* f : {"opera_game.pgn", "bad/bad_move_token.pgn", "lichess_study.pgn",
                          "bad/result_contradicts.pgn", "chaturaji_club.pgn4"})
      files += " " + data_path(f);
  const auto one = records::testing::run_chatur("validate --threads 1" + files, true);
  const auto four = records::testing::run_chatur("validate --threads 4" + files, true);
  EXPECT_EQ(one.exit_code, 1);
  EXPECT_EQ(four.exit_code, one.exit_code);
  EXPECT_EQ(four.out, one.out);
  EXPECT_NE(one.out.find("bad: 40"), std::string::npos) << one.out;

  const auto missing = records::testing::run_chatur(
      "validate --threads 3 " + data_path("opera_game.pgn") + " /nonexistent/x.pgn", true);
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.out.find("cannot open /nonexistent/x.pgn"), std::string::npos) << missing.out;
}

}  // namespace
}  // namespace chatur::records
