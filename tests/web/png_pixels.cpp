#include "tests/web/png_pixels.h"

#include <Poco/InflatingStream.h>

#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace chatur::web::testing {
namespace {

std::uint32_t be32(const std::string& s, size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 24 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 8 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3]));
}

int paeth(int a, int b, int c) {
  const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

}  // namespace

Pixels decode_png(const std::string& bytes) {
  if (bytes.size() < 33 || bytes.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0)
    throw std::runtime_error("not a PNG");
  Pixels px;
  int channels = 0;
  std::string compressed;
  for (size_t at = 8; at + 12 <= bytes.size();) {
    const std::uint32_t length = be32(bytes, at);
    const std::string type = bytes.substr(at + 4, 4);
    if (at + 12 + length > bytes.size()) throw std::runtime_error("truncated PNG");
    if (type == "IHDR") {
      px.width = static_cast<int>(be32(bytes, at + 8));
      px.height = static_cast<int>(be32(bytes, at + 12));
      const int depth = bytes[at + 16], colour = bytes[at + 17], interlace = bytes[at + 20];
      if (depth != 8 || (colour != 2 && colour != 6) || interlace != 0)
        throw std::runtime_error("PNG: only 8-bit RGB or RGBA, not interlaced");
      channels = colour == 2 ? 3 : 4;
    } else if (type == "IDAT") {
      compressed += bytes.substr(at + 8, length);
    }
    at += 12 + length;
  }
  if (!channels) throw std::runtime_error("PNG without a header");
  std::istringstream in(compressed);
  Poco::InflatingInputStream inflate(in, Poco::InflatingStreamBuf::STREAM_ZLIB);
  std::ostringstream raw_out;
  raw_out << inflate.rdbuf();
  const std::string raw = raw_out.str();
  const size_t stride = static_cast<size_t>(px.width) * static_cast<size_t>(channels);
  if (raw.size() < (stride + 1) * static_cast<size_t>(px.height))
    throw std::runtime_error("PNG: too little pixel data");
  std::vector<int> prev(stride, 0), row(stride);
  px.rgb.reserve(static_cast<size_t>(px.width) * static_cast<size_t>(px.height));
  for (int y = 0; y < px.height; ++y) {
    const size_t base = static_cast<size_t>(y) * (stride + 1);
    const int filter = static_cast<unsigned char>(raw[base]);
    for (size_t i = 0; i < stride; ++i) {
      const int x = static_cast<unsigned char>(raw[base + 1 + i]);
      const int a = i >= static_cast<size_t>(channels) ? row[i - channels] : 0;
      const int b = prev[i];
      const int c = i >= static_cast<size_t>(channels) ? prev[i - channels] : 0;
      const int predicted = filter == 1   ? a
                            : filter == 2 ? b
                            : filter == 3 ? (a + b) / 2
                            : filter == 4 ? paeth(a, b, c)
                                          : 0;
      row[i] = (x + predicted) & 0xFF;
    }
    for (int p = 0; p < px.width; ++p) {
      const size_t i = static_cast<size_t>(p) * static_cast<size_t>(channels);
      px.rgb.push_back(static_cast<std::uint32_t>(row[i] << 16 | row[i + 1] << 8 | row[i + 2]));
    }
    prev = row;
  }
  return px;
}

}  // namespace chatur::web::testing
