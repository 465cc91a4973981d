#include "tournament/line_buffer.h"

#include <algorithm>
#include <cstring>

namespace chatur::tournament {

std::span<char> LineBuffer::space(std::size_t min) {
  if (begin_ == end_) {
    begin_ = scanned_ = end_ = 0;  // the usual case: every read ended with a whole line
  } else if (data_.size() - end_ < min && begin_ > 0) {
    // Move the partial line to the front rather than grow the buffer.
    std::memmove(data_.data(), data_.data() + begin_, end_ - begin_);
    end_ -= begin_;
    scanned_ -= begin_;
    begin_ = 0;
  }
  if (data_.size() - end_ < min) data_.resize(std::max(2 * data_.size(), end_ + min));
  return {data_.data() + end_, data_.size() - end_};
}

void LineBuffer::commit(std::size_t n) {
  end_ += n;
}

std::optional<std::string_view> LineBuffer::next_line() {
  if (scanned_ == end_) return std::nullopt;
  const char* base = data_.data();
  const void* nl = std::memchr(base + scanned_, '\n', end_ - scanned_);
  if (!nl) {
    scanned_ = end_;
    return std::nullopt;
  }
  const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(nl) - base);
  std::string_view line(base + begin_, at - begin_);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  begin_ = scanned_ = at + 1;
  return line;
}

std::string_view LineBuffer::take_rest() {
  std::string_view rest(data_.data() + begin_, end_ - begin_);
  begin_ = scanned_ = end_;
  return rest;
}

}  // namespace chatur::tournament
