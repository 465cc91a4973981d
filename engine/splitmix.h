// splitmix64: a fixed 64-bit mixing step, for keys and seeds that must come out the same with
// every standard library (whose generators and distributions differ).
#pragma once

#include <cstdint>

namespace chatur::engine {

constexpr std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

}  // namespace chatur::engine
