// Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
// messages ended by a NUL byte on file descriptors 3 and 4), for the browser tests: open a page,
// evaluate script in it, press keys, take screenshots.
#pragma once

#include <Poco/Dynamic/Var.h>
#include <Poco/JSON/Object.h>
#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

namespace chatur::web::testing {

// The Chromium to test with: $CHATUR_CHROMIUM, else chromium (Debian's package) or
// chromium-browser on the PATH; nothing if there is none.
std::optional<std::string> find_chromium();

class HeadlessBrowser {
 public:
  // Starts the browser with a page of this size (CSS pixels). Throws std::runtime_error.
  HeadlessBrowser(const std::string& program, int width, int height);
  ~HeadlessBrowser();
  HeadlessBrowser(const HeadlessBrowser&) = delete;
  HeadlessBrowser& operator=(const HeadlessBrowser&) = delete;

  // Loads the page and waits until its script has set document.body.dataset.ready (the pages
  // set it once drawn, "error" when the API refused). Returns that value.
  std::string open(const std::string& url);
  // The value of a script expression (by value: numbers, strings, arrays, objects).
  Poco::Dynamic::Var evaluate(const std::string& expression);
  // Evaluates until the expression is true; false at the timeout.
  bool wait_until(const std::string& expression, std::chrono::milliseconds timeout);
  // A key pressed and released on the page ("ArrowRight" with its key code 39).
  void press(const std::string& key, int key_code);
  // The page as PNG bytes.
  std::string screenshot();

 private:
  // Attaches to the browser's page and sets its size.
  void attach(int width, int height);
  // Ends the browser and removes its profile.
  void shut_down();
  Poco::JSON::Object::Ptr call(const std::string& method, Poco::JSON::Object::Ptr params,
                               bool in_page = true);
  void send(const std::string& message);
  std::string receive(std::chrono::steady_clock::time_point deadline);

  pid_t pid_ = -1;
  int to_browser_ = -1, from_browser_ = -1;
  int next_id_ = 1;
  std::string session_;
  std::string pending_;  // received bytes after the last whole message
  std::string profile_;  // the browser's own profile directory, removed at the end
};

}  // namespace chatur::web::testing
