#include "tournament/opening_order.h"

#include <numeric>
#include <utility>
#include <vector>

namespace chatur::tournament {
namespace {

// splitmix64: a cycle's shuffle must not depend on the standard library's generators, whose
// distributions differ between implementations.
std::uint64_t mix(std::uint64_t z) {
  z += 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

int opening_at(const OpeningOrder& order, int turn) {
  if (order.count <= 0) return -1;
  const long long at = static_cast<long long>(order.start) + turn;
  const int slot = static_cast<int>(at % order.count);
  if (!order.random) return slot;
  // Fisher-Yates from the front over the cycle's own generator, stopped once the slot is drawn.
  std::uint64_t state = mix(order.seed ^ mix(static_cast<std::uint64_t>(at / order.count)));
  std::vector<int> perm(static_cast<std::size_t>(order.count));
  std::iota(perm.begin(), perm.end(), 0);
  for (int i = 0; i <= slot; ++i) {
    state = mix(state);
    const int j = i + static_cast<int>(state % static_cast<std::uint64_t>(order.count - i));
    std::swap(perm[i], perm[j]);
  }
  return perm[slot];
}

}  // namespace chatur::tournament
