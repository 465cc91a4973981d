// Requests per client bounded by a token bucket per address: a burst, then a steady rate.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace chatur::web {

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;
  // `per_second` requests a second on average, up to `burst` at once.
  RateLimiter(double per_second, double burst) : rate_(per_second), burst_(burst) {}

  // Whether a request from `client` at `now` is allowed; counts it if so. Thread-safe.
  bool allow(const std::string& client, Clock::time_point now = Clock::now());

 private:
  struct Bucket {
    double tokens;
    Clock::time_point last;
  };
  // More clients than this and the buckets of clients idle long enough to be full again go.
  static constexpr size_t kPruneAbove = 1024;
  double rate_, burst_;
  std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace chatur::web
