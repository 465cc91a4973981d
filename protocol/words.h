// The space-separated words of a protocol line, one at a time, without copies: the host reads
// every info line of every search.
#pragma once

#include <charconv>
#include <cstddef>
#include <optional>
#include <string_view>

namespace chatur::protocol {

class Words {
 public:
  explicit Words(std::string_view line) : p_(line.data()), end_(line.data() + line.size()) {}
  // The next word; empty at the end of the line.
  std::string_view next() {
    while (p_ != end_ && blank(*p_)) ++p_;
    const char* begin = p_;
    while (p_ != end_ && !blank(*p_)) ++p_;
    return {begin, static_cast<std::size_t>(p_ - begin)};
  }
  // What is left of the line, leading blanks dropped.
  std::string_view rest() {
    while (p_ != end_ && blank(*p_)) ++p_;
    return {p_, static_cast<std::size_t>(end_ - p_)};
  }

 private:
  static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
  const char* p_;
  const char* end_;
};

// The word as a whole decimal number, or nothing.
template <typename T>
std::optional<T> number(std::string_view word) {
  T v{};
  auto [p, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
  if (ec != std::errc() || p != word.data() + word.size() || word.empty()) return std::nullopt;
  return v;
}

}  // namespace chatur::protocol
