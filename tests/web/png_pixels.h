// The pixels of a PNG as Chromium writes screenshots (8-bit RGB or RGBA, not interlaced), for
// the browser tests to tell a drawn page from a blank one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace chatur::web::testing {

struct Pixels {
  int width = 0, height = 0;
  std::vector<std::uint32_t> rgb;  // 0xRRGGBB, row by row
};

// Throws std::runtime_error for anything else than such a PNG.
Pixels decode_png(const std::string& bytes);

}  // namespace chatur::web::testing
