#include "web/rate_limiter.h"

#include <algorithm>

namespace chatur::web {

bool RateLimiter::allow(const std::string& client, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (buckets_.size() > kPruneAbove)
    std::erase_if(buckets_, [&](const auto& entry) {
      return std::chrono::duration<double>(now - entry.second.last).count() * rate_ >= burst_;
    });
  auto [it, added] = buckets_.try_emplace(client, Bucket{burst_, now});
  Bucket& b = it->second;
  if (!added) {
    const double elapsed = std::chrono::duration<double>(now - b.last).count();
    b.tokens = std::min(burst_, b.tokens + std::max(0.0, elapsed) * rate_);
    b.last = now;
  }
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

}  // namespace chatur::web
