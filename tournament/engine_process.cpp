#include "tournament/engine_process.h"

#include <Poco/Exception.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>

namespace chatur::tournament {
namespace {

// The path made absolute against the host's working directory: the child changes to the
// engine's working directory before exec, so a relative path would be resolved from there.
std::string absolute(const std::string& path) {
  std::error_code ec;
  auto abs = std::filesystem::absolute(path, ec);
  return ec ? path : abs.lexically_normal().string();
}

bool executable_file(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

}  // namespace

std::string resolve_program(const EngineCommand& command) {
  const std::string& p = command.program;
  if (p.empty()) return "";
  if (p.find('/') != std::string::npos) {
    std::string path = p;
    if (p[0] != '/' && !command.working_directory.empty())
      path = command.working_directory + "/" + p;
    return executable_file(path) ? absolute(path) : "";
  }
  const char* env_path = std::getenv("PATH");
  std::string dirs = env_path ? env_path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    std::string dir = dirs.substr(start, end - start);
    std::string candidate = (dir.empty() ? "." : dir) + "/" + p;
    if (executable_file(candidate)) return absolute(candidate);
    start = end + 1;
  }
  return "";
}

EngineProcess::EngineProcess(const EngineCommand& command) {
  const std::string program = resolve_program(command);
  if (program.empty())
    throw ProcessError("cannot start engine '" + command.program +
                       "': no executable file of that name");
  // Poco launches with an argument vector (fork and exec): no shell ever sees the command.
  Poco::Process::Env env(command.environment.begin(), command.environment.end());
  try {
    handle_ = std::make_unique<Poco::ProcessHandle>(
        Poco::Process::launch(program, command.args, command.working_directory, &to_engine_,
                              &from_engine_, nullptr, env));
  } catch (const Poco::Exception& e) {
    throw ProcessError("cannot start engine '" + command.program + "': " + e.displayText());
  }
}

EngineProcess::~EngineProcess() {
  kill();
}

int EngineProcess::pid() const {
  return handle_ ? handle_->id() : -1;
}

bool EngineProcess::send(std::initializer_list<std::string_view> lines) {
  static const char kNewline = '\n';
  constexpr std::size_t kMaxLines = 8;
  if (lines.size() > kMaxLines) throw std::length_error("EngineProcess::send: too many lines");
  iovec iov[2 * kMaxLines];
  int count = 0;
  for (std::string_view line : lines) {
    // writev only reads from the buffers; the casts are what its signature asks for.
    iov[count++] = {const_cast<char*>(line.data()), line.size()};
    iov[count++] = {const_cast<char*>(&kNewline), 1};
  }
  iovec* next = iov;
  while (count > 0) {
    // MSG_NOSIGNAL does not exist for pipes; the host ignores SIGPIPE (see tournament runner), so
    // a closed pipe shows here as EPIPE.
    const ssize_t n = ::writev(to_engine_.writeHandle(), next, count);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    // A full pipe takes part of the data: go on from where it stopped.
    auto done = static_cast<std::size_t>(n);
    while (count > 0 && done >= next->iov_len) {
      done -= next->iov_len;
      ++next;
      --count;
    }
    if (count > 0) {
      next->iov_base = static_cast<char*>(next->iov_base) + done;
      next->iov_len -= done;
    }
  }
  return true;
}

EngineProcess::Read EngineProcess::read_line(std::string_view& line, Clock::time_point deadline) {
  for (;;) {
    if (auto next = buffer_.next_line()) {
      line = *next;
      return Read::kLine;
    }
    if (closed_) {
      line = buffer_.take_rest();  // a last line without end of line
      return line.empty() ? Read::kClosed : Read::kLine;
    }
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return Read::kTimeout;
    pollfd pfd{from_engine_.readHandle(), POLLIN, 0};
    const int ready = ::poll(&pfd, 1, static_cast<int>(std::min<long long>(left.count(), 1 << 30)));
    if (ready < 0) {
      if (errno == EINTR) continue;
      closed_ = true;
      continue;
    }
    if (ready == 0) return Read::kTimeout;
    const std::span<char> room = buffer_.space();
    const ssize_t n = ::read(from_engine_.readHandle(), room.data(), room.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0)
      closed_ = true;
    else
      buffer_.commit(static_cast<std::size_t>(n));
  }
}

bool EngineProcess::running() {
  if (reaped_ || !handle_) return false;
  if (handle_->tryWait() == -1) return true;
  reaped_ = true;
  return false;
}

void EngineProcess::kill() {
  if (reaped_ || !handle_) return;
  if (running()) {
    Poco::Process::kill(*handle_);
    handle_->wait();
  }
  reaped_ = true;
}

}  // namespace chatur::tournament
