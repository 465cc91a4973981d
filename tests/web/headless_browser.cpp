#include "tests/web/headless_browser.h"

#include <Poco/Base64Decoder.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>
#include <Poco/JSON/Stringifier.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

namespace chatur::web::testing {
namespace {

using Poco::JSON::Object;
using Clock = std::chrono::steady_clock;

constexpr std::chrono::seconds kCallTimeout{20};

bool executable(const std::string& path) {
  return !path.empty() && access(path.c_str(), X_OK) == 0;
}

Object::Ptr object() {
  return new Object;
}

}  // namespace

std::optional<std::string> find_chromium() {
  if (const char* given = std::getenv("CHATUR_CHROMIUM"); given && executable(given))
    return std::string(given);
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');)
    for (const char* name : {"chromium", "chromium-browser"})
      if (executable(dir + "/" + name)) return dir + "/" + name;
  return std::nullopt;
}

HeadlessBrowser::HeadlessBrowser(const std::string& program, int width, int height) {
  profile_ = (std::filesystem::temp_directory_path() /
              ("chatur_chromium_" + std::to_string(getpid()) + "_" +
               std::to_string(Clock::now().time_since_epoch().count())))
                 .string();
  int commands[2], events[2];
  if (pipe2(commands, O_CLOEXEC) != 0 || pipe2(events, O_CLOEXEC) != 0)
    throw std::runtime_error("pipe failed");
  // Above 4, so that placing them on 3 and 4 in the child never overwrites one of them; closed
  // on exec but for the two the child places (dup2 clears the flag).
  for (int* fd : {&commands[0], &commands[1], &events[0], &events[1]}) {
    const int high = fcntl(*fd, F_DUPFD_CLOEXEC, 10);
    close(*fd);
    *fd = high;
  }
  const std::vector<std::string> args = {
      program,
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--hide-scrollbars",
      "--mute-audio",
      "--remote-debugging-pipe",
      "--user-data-dir=" + profile_,
      "--window-size=" + std::to_string(width) + "," + std::to_string(height),
      "about:blank"};
  // Made before fork: the child of a process with threads (the test's server) may only call
  // what is safe after fork until it execs.
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    // The protocol's descriptors: the browser reads commands on 3 and writes on 4.
    dup2(commands[0], 3);
    dup2(events[1], 4);
    const int null = ::open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(commands[0]);
  close(events[1]);
  to_browser_ = commands[1];
  from_browser_ = events[0];
  try {
    attach(width, height);
  } catch (...) {
    shut_down();  // no destructor runs for a constructor that throws
    throw;
  }
}

void HeadlessBrowser::attach(int width, int height) {
  // The page the browser opened, to which the commands go.
  auto targets = call("Target.getTargets", object(), false)->getArray("targetInfos");
  std::string page;
  for (unsigned i = 0; targets && i < targets->size(); ++i)
    if (targets->getObject(i)->getValue<std::string>("type") == "page")
      page = targets->getObject(i)->getValue<std::string>("targetId");
  if (page.empty()) throw std::runtime_error("the browser has no page");
  auto attach = object();
  attach->set("targetId", page);
  attach->set("flatten", true);
  session_ = call("Target.attachToTarget", attach, false)->getValue<std::string>("sessionId");
  auto metrics = object();
  metrics->set("width", width);
  metrics->set("height", height);
  metrics->set("deviceScaleFactor", 1);
  metrics->set("mobile", false);
  call("Emulation.setDeviceMetricsOverride", metrics);
  call("Page.enable", object());
}

HeadlessBrowser::~HeadlessBrowser() {
  shut_down();
}

void HeadlessBrowser::shut_down() {
  if (to_browser_ >= 0) close(to_browser_);
  if (from_browser_ >= 0) close(from_browser_);
  to_browser_ = from_browser_ = -1;
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    int status = 0;
    const auto deadline = Clock::now() + std::chrono::seconds(5);
    while (waitpid(pid_, &status, WNOHANG) == 0) {
      if (Clock::now() > deadline) {
        kill(pid_, SIGKILL);
        waitpid(pid_, &status, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    pid_ = -1;
  }
  std::error_code ec;
  std::filesystem::remove_all(profile_, ec);
}

void HeadlessBrowser::send(const std::string& message) {
  std::string framed = message;
  framed.push_back('\0');
  for (size_t done = 0; done < framed.size();) {
    const ssize_t n = write(to_browser_, framed.data() + done, framed.size() - done);
    if (n <= 0) throw std::runtime_error("the browser closed its pipe");
    done += static_cast<size_t>(n);
  }
}

std::string HeadlessBrowser::receive(Clock::time_point deadline) {
  for (;;) {
    if (const size_t end = pending_.find('\0'); end != std::string::npos) {
      std::string message = pending_.substr(0, end);
      pending_.erase(0, end + 1);
      return message;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) throw std::runtime_error("the browser did not answer in time");
    pollfd p{from_browser_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
    char buf[65536];
    const ssize_t n = read(from_browser_, buf, sizeof buf);
    if (n <= 0) throw std::runtime_error("the browser closed its pipe");
    pending_.append(buf, static_cast<size_t>(n));
  }
}

Object::Ptr HeadlessBrowser::call(const std::string& method, Object::Ptr params, bool in_page) {
  const int id = next_id_++;
  Object message;
  message.set("id", id);
  message.set("method", method);
  message.set("params", params);
  if (in_page) message.set("sessionId", session_);
  std::ostringstream text;
  Poco::JSON::Stringifier::condense(message, text);
  send(text.str());
  const auto deadline = Clock::now() + kCallTimeout;
  for (;;) {
    auto answer =
        Poco::JSON::Parser().parse(receive(deadline)).extract<Object::Ptr>();  // events skipped
    if (!answer->has("id") || answer->getValue<int>("id") != id) continue;
    if (answer->has("error")) {
      std::ostringstream why;
      answer->getObject("error")->stringify(why);
      throw std::runtime_error(method + ": " + why.str());
    }
    return answer->getObject("result");
  }
}

Poco::Dynamic::Var HeadlessBrowser::evaluate(const std::string& expression) {
  auto params = object();
  params->set("expression", expression);
  params->set("returnByValue", true);
  params->set("awaitPromise", true);
  auto result = call("Runtime.evaluate", params);
  if (result->has("exceptionDetails")) {
    std::ostringstream why;
    result->getObject("exceptionDetails")->stringify(why);
    throw std::runtime_error("script failed: " + expression + ": " + why.str());
  }
  auto value = result->getObject("result");
  return value->has("value") ? value->get("value") : Poco::Dynamic::Var();
}

bool HeadlessBrowser::wait_until(const std::string& expression, std::chrono::milliseconds timeout) {
  const auto deadline = Clock::now() + timeout;
  for (;;) {
    const Poco::Dynamic::Var v = evaluate("Boolean(" + expression + ")");
    if (!v.isEmpty() && v.convert<bool>()) return true;
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

std::string HeadlessBrowser::open(const std::string& url) {
  // The old document is marked, so that its ready flag is never taken for the new one's.
  evaluate("window.chaturOldPage = true");
  auto params = object();
  params->set("url", url);
  call("Page.navigate", params);
  if (!wait_until("!window.chaturOldPage && document.body && document.body.dataset.ready",
                  std::chrono::seconds(15)))
    throw std::runtime_error("the page did not get ready: " + url);
  return evaluate("document.body.dataset.ready").convert<std::string>();
}

void HeadlessBrowser::press(const std::string& key, int key_code) {
  for (const char* type : {"keyDown", "keyUp"}) {
    auto params = object();
    params->set("type", std::string(type));
    params->set("key", key);
    params->set("code", key);
    params->set("windowsVirtualKeyCode", key_code);
    call("Input.dispatchKeyEvent", params);
  }
}

std::string HeadlessBrowser::screenshot() {
  auto params = object();
  params->set("format", std::string("png"));
  const std::string data = call("Page.captureScreenshot", params)->getValue<std::string>("data");
  std::istringstream in(data);
  Poco::Base64Decoder decoder(in);
  std::ostringstream out;
  out << decoder.rdbuf();
  return out.str();
}

}  // namespace chatur::web::testing
