// Splits a byte stream into lines inside one reusable buffer: reads go straight into it and
// lines come out as views into it, so an engine's output costs no copy and no allocation per
// line however the lines are cut across reads.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace chatur::tournament {

class LineBuffer {
 public:
  // Free space at the end of the buffer, at least `min` bytes, for the next read; the bytes
  // written there count once commit()ed. Invalidates the views handed out before.
  std::span<char> space(std::size_t min = 4096);
  void commit(std::size_t n);
  // The next whole line without its end of line ("\n" or "\r\n"), or nothing until one is
  // complete. The view stays valid until the next call to space().
  std::optional<std::string_view> next_line();
  // The bytes after the last whole line (an unterminated last line), taken out of the buffer.
  std::string_view take_rest();

 private:
  std::vector<char> data_;
  std::size_t begin_ = 0;    // first byte not yet handed out
  std::size_t scanned_ = 0;  // [begin_, scanned_) holds no end of line
  std::size_t end_ = 0;      // bytes committed
};

}  // namespace chatur::tournament
