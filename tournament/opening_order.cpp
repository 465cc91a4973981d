#include "tournament/opening_order.h"

#include <numeric>
#include <utility>
#include <vector>

#include "engine/splitmix.h"

namespace chatur::tournament {

int opening_at(const OpeningOrder& order, int turn) {
  if (order.count <= 0) return -1;
  const long long at = static_cast<long long>(order.start) + turn;
  const int slot = static_cast<int>(at % order.count);
  if (!order.random) return slot;
  // Fisher-Yates from the front over the cycle's own generator (not the standard library's, which
  // differs between implementations), stopped once the slot is drawn.
  std::uint64_t state = engine::splitmix64(
      order.seed ^ engine::splitmix64(static_cast<std::uint64_t>(at / order.count)));
  std::vector<int> perm(static_cast<std::size_t>(order.count));
  std::iota(perm.begin(), perm.end(), 0);
  for (int i = 0; i <= slot; ++i) {
    state = engine::splitmix64(state);
    const int j = i + static_cast<int>(state % static_cast<std::uint64_t>(order.count - i));
    std::swap(perm[i], perm[j]);
  }
  return perm[slot];
}

}  // namespace chatur::tournament
