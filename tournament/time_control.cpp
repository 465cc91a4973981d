#include "tournament/time_control.h"

#include <charconv>
#include <cmath>
#include <string>

namespace chatur::tournament {
namespace {

// Seconds with an optional fraction, as milliseconds.
std::int64_t seconds_ms(std::string_view s, std::string_view whole) {
  if (s.empty() || s.find_first_not_of("0123456789.") != std::string_view::npos ||
      s.find('.') != s.rfind('.'))
    throw TimeControlError("time control '" + std::string(whole) + "': '" + std::string(s) +
                           "' is not a number of seconds");
  return std::llround(std::stod(std::string(s)) * 1000.0);
}

std::uint64_t count(std::string_view s, std::string_view whole) {
  std::uint64_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v == 0)
    throw TimeControlError("time control '" + std::string(whole) + "': '" + std::string(s) +
                           "' is not a positive whole number");
  return v;
}

std::string seconds_text(std::int64_t ms) {
  std::string s = std::to_string(ms / 1000);
  if (ms % 1000 != 0) {
    std::string frac = std::to_string(1000 + ms % 1000).substr(1);
    while (frac.back() == '0') frac.pop_back();
    s += "." + frac;
  }
  return s;
}

}  // namespace

TimeControl parse_time_control(std::string_view text) {
  TimeControl tc;
  if (text.empty()) throw TimeControlError("empty time control");
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view part = text.substr(start, end - start);
    if (auto eq = part.find('='); eq != std::string_view::npos) {
      std::string_view key = part.substr(0, eq), value = part.substr(eq + 1);
      if (key == "movetime")
        tc.movetime_ms = static_cast<std::int64_t>(count(value, text));
      else if (key == "depth")
        tc.depth = static_cast<int>(count(value, text));
      else if (key == "nodes")
        tc.nodes = count(value, text);
      else
        throw TimeControlError("time control '" + std::string(text) + "': unknown limit '" +
                               std::string(key) + "' (movetime, depth, nodes)");
    } else if (auto plus = part.find('+'); plus != std::string_view::npos) {
      tc.base_ms = seconds_ms(part.substr(0, plus), text);
      tc.inc_ms = seconds_ms(part.substr(plus + 1), text);
    } else {
      tc.base_ms = seconds_ms(part, text);
    }
    start = end + 1;
  }
  if (!tc.bounded())
    throw TimeControlError("time control '" + std::string(text) + "' limits nothing");
  return tc;
}

std::string time_control_text(const TimeControl& tc) {
  std::string s;
  auto add = [&s](const std::string& part) { s += (s.empty() ? "" : ",") + part; };
  if (tc.base_ms > 0) add(seconds_text(tc.base_ms) + "+" + seconds_text(tc.inc_ms));
  if (tc.movetime_ms > 0) add("movetime=" + std::to_string(tc.movetime_ms));
  if (tc.depth > 0) add("depth=" + std::to_string(tc.depth));
  if (tc.nodes > 0) add("nodes=" + std::to_string(tc.nodes));
  return s;
}

}  // namespace chatur::tournament
