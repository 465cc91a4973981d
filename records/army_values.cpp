#include "records/army_values.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <stdexcept>

namespace chatur::records {
namespace {

constexpr std::string_view kSpace = " \t";

std::string_view trimmed(std::string_view s) {
  const size_t b = s.find_first_not_of(kSpace);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(kSpace) - b + 1);
}

bool same_name(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

// The whole text as a number, or nothing.
std::optional<int> number(std::string_view s) {
  int n = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return n;
}

std::string quoted(std::string_view s) {
  return "\"" + std::string(s) + "\"";
}

std::string army_list(const engine::RuleSet& rules) {
  std::string out;
  for (int a = 0; a < rules.army_count(); ++a) out += (a ? ", " : "") + rules.army(a).name;
  return out;
}

}  // namespace

std::string army_values_text(const engine::RuleSet& rules, const std::vector<int>& values) {
  std::string out;
  for (size_t a = 0; a < values.size(); ++a)
    out += (a ? ", " : "") + rules.army(static_cast<int>(a)).name + " " + std::to_string(values[a]);
  return out;
}

std::vector<int> read_army_values(const engine::RuleSet& rules, std::string_view text) {
  const int armies = rules.army_count();
  std::vector<std::optional<int>> values(armies);
  size_t at = 0;
  while (at <= text.size()) {
    const size_t comma = std::min(text.find(',', at), text.size());
    const std::string_view part = trimmed(text.substr(at, comma - at));
    at = comma + 1;
    const size_t space = part.find_last_of(kSpace);
    const std::optional<int> value =
        space == std::string_view::npos ? std::nullopt : number(part.substr(space + 1));
    if (!value) throw std::invalid_argument("expected an army and a number, got " + quoted(part));
    const std::string_view name = trimmed(part.substr(0, space));
    int army = 0;
    while (army < armies && !same_name(rules.army(army).name, name)) ++army;
    if (army == armies)
      throw std::invalid_argument(quoted(name) + " is not an army of " + rules.id() + " (" +
                                  army_list(rules) + ")");
    if (values[army]) throw std::invalid_argument(rules.army(army).name + " is listed twice");
    values[army] = *value;
  }
  std::vector<int> out;
  for (int a = 0; a < armies; ++a) {
    if (!values[a]) throw std::invalid_argument("no number for " + rules.army(a).name);
    out.push_back(*values[a]);
  }
  return out;
}

std::vector<int> places_by_points(const std::vector<int>& points) {
  std::vector<int> places;
  for (int p : points)
    places.push_back(1 + static_cast<int>(std::count_if(points.begin(), points.end(),
                                                        [&](int q) { return q > p; })));
  return places;
}

bool is_ranking(const std::vector<int>& places) {
  for (int p : places)
    if (p != 1 + std::count_if(places.begin(), places.end(), [&](int q) { return q < p; }))
      return false;
  return true;
}

std::vector<int> read_chesscom_points(const engine::RuleSet& rules, std::string_view result,
                                      const std::vector<std::string>& players) {
  const int armies = rules.army_count();
  std::vector<std::optional<int>> points(armies);
  if (result.find(':') == std::string_view::npos)
    throw std::invalid_argument(
        "expected *, or chess.com's free-for-all form \"name: points - name: points - ...\"");
  // Names run up to their ':', so that a name may hold " - "; a number ends at white space.
  size_t at = 0;
  for (;;) {
    const size_t colon = result.find(':', at);
    if (colon == std::string_view::npos)
      throw std::invalid_argument("expected \"name: points\", got " +
                                  quoted(trimmed(result.substr(at))));
    const std::string_view name = trimmed(result.substr(at, colon - at));
    const size_t begin = std::min(result.find_first_not_of(kSpace, colon + 1), result.size());
    const size_t end = std::min(result.find_first_of(kSpace, begin), result.size());
    const std::optional<int> value = number(result.substr(begin, end - begin));
    if (!value)
      throw std::invalid_argument("expected the points of " + quoted(name) + ", got " +
                                  quoted(result.substr(begin, end - begin)));
    int army = -1;
    for (int a = 0; a < armies; ++a) {
      if (players[a] != name) continue;
      if (army >= 0) throw std::invalid_argument(quoted(name) + " plays several armies");
      army = a;
    }
    if (army < 0) throw std::invalid_argument("no player " + quoted(name) + " in the player tags");
    if (points[army]) throw std::invalid_argument(quoted(name) + " is listed twice");
    points[army] = *value;
    at = std::min(result.find_first_not_of(kSpace, end), result.size());
    if (at == result.size()) break;
    if (result[at] != '-')
      throw std::invalid_argument("expected \" - \" after the points of " + quoted(name) +
                                  ", got " + quoted(result.substr(at)));
    ++at;
  }
  std::vector<int> out;
  for (int a = 0; a < armies; ++a) {
    if (!points[a])
      throw std::invalid_argument("no points for " + rules.army(a).name + " (" +
                                  quoted(players[a]) + ")");
    out.push_back(*points[a]);
  }
  return out;
}

}  // namespace chatur::records
