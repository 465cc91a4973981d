// An engine running as a child process: started without a shell, spoken to by lines over pipes,
// read with deadlines.
#pragma once

#include <Poco/Pipe.h>
#include <Poco/Process.h>

#include <chrono>
#include <initializer_list>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.h"
#include "tournament/line_buffer.h"

namespace chatur::tournament {

using Clock = std::chrono::steady_clock;

// How to start an engine: the program (a path, or a name looked up in PATH), its arguments, the
// working directory and extra environment variables.
struct EngineCommand {
  std::string program;
  std::vector<std::string> args;
  std::string working_directory;
  std::map<std::string, std::string> environment;
};

// The program of the command as an executable path, or an empty string if there is none (not
// found in PATH, not a regular file, not executable).
std::string resolve_program(const EngineCommand& command);

class ProcessError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

class EngineProcess {
 public:
  enum class Read { kLine, kTimeout, kClosed };

  // Starts the program. Throws ProcessError if it cannot be found or started.
  explicit EngineProcess(const EngineCommand& command);
  // Kills the process if it still runs and reaps it.
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Writes the lines (at most 8), each with an end of line, in one system call: the engine wakes
  // once for `position` and `go`. False if the engine no longer reads (its end of the pipe is
  // closed).
  bool send(std::initializer_list<std::string_view> lines);
  bool send(std::string_view line) { return send({line}); }
  // Reads the next line (without its end of line) until the deadline. The view stays valid
  // until the next call. Each wakeup reads all the engine has written.
  Read read_line(std::string_view& line, Clock::time_point deadline);
  // True while the process has not exited.
  bool running();
  // Ends the process at once (SIGKILL) and reaps it.
  void kill();
  int pid() const;

 private:
  Poco::Pipe to_engine_, from_engine_;
  std::unique_ptr<Poco::ProcessHandle> handle_;
  bool reaped_ = false;
  bool closed_ = false;  // the engine's output reached its end
  LineBuffer buffer_;
};

}  // namespace chatur::tournament
