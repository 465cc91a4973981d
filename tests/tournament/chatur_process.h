// Helpers of the tests that run the chatur binary on tournaments: a directory of their own, run
// chatur to its end (its stdout, or its whole output and exit code), count rows of an archive.
#pragma once

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "tournament/engine_process.h"

namespace chatur::tournament::test_support {

// An empty directory of the running test's own (`prefix`, the process and the test's name), with
// SIGPIPE ignored so that an engine that quits early does not stop the test.
inline std::filesystem::path fresh_test_dir(const std::string& prefix) {
  std::signal(SIGPIPE, SIG_IGN);
  auto dir = std::filesystem::temp_directory_path() /
             (prefix + "-" + std::to_string(::getpid()) + "-" +
              ::testing::UnitTest::GetInstance()->current_test_info()->name());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// Runs chatur with the arguments to its end; returns what it wrote to stdout.
inline std::string run_chatur(const std::vector<std::string>& args) {
  EngineCommand cmd;
  cmd.program = CHATUR_BINARY;
  cmd.args = args;
  EngineProcess p(cmd);
  std::string out;
  std::string_view line;
  while (p.read_line(line, Clock::now() + std::chrono::seconds(120)) == EngineProcess::Read::kLine)
    out.append(line).append("\n");
  while (p.running()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  return out;
}

// What a run of chatur wrote to stdout and stderr together, and its exit code (-1: killed).
struct CommandRun {
  std::string out;
  int exit_code = -1;
};

// Runs chatur through the shell with `args` (shell words, quoted where need be) to its end.
inline CommandRun run_chatur_command(const std::string& args) {
  CommandRun r;
  FILE* p = popen((std::string(CHATUR_BINARY) + " " + args + " 2>&1").c_str(), "r");
  if (!p) return r;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) r.out.append(buf, n);
  const int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// The first column of the first row of the query, -1 without one.
inline std::int64_t count_rows(const std::string& db, const std::string& sql) {
  sqlite3* h = nullptr;
  sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_busy_timeout(h, 5000);
  sqlite3_stmt* s = nullptr;
  std::int64_t n = -1;
  if (sqlite3_prepare_v2(h, sql.c_str(), -1, &s, nullptr) == SQLITE_OK &&
      sqlite3_step(s) == SQLITE_ROW)
    n = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  sqlite3_close(h);
  return n;
}

}  // namespace chatur::tournament::test_support
