#include "records/armies_tag.h"

#include <array>
#include <stdexcept>

#include "engine/rule_sets/registry.h"

namespace chatur::records {
namespace {

// The seats' colours in turn order, as the four-army rule sets name them.
constexpr std::array<std::string_view, 4> kSeats = {"Red", "Green", "Yellow", "Black"};

std::string_view trimmed(std::string_view s) {
  constexpr std::string_view kSpace = " \t";
  const size_t first = s.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(kSpace) - first + 1);
}

}  // namespace

std::string armies_tag_text(const engine::RuleSet& rules) {
  if (rules.army(0).kind.empty()) return "";
  std::string out;
  for (int a = 0; a < rules.army_count(); ++a)
    out.append(a ? ", " : "").append(rules.army(a).name).append(" ").append(rules.army(a).kind);
  return out;
}

engine::RuleOptions read_armies_tag(std::string_view text, engine::RuleOptions options) {
  std::string names;
  std::string_view rest = text;
  for (size_t seat = 0; seat < kSeats.size(); ++seat) {
    const size_t comma = rest.find(',');
    const std::string_view item = trimmed(rest.substr(0, comma));
    const size_t space = item.find(' ');
    if (space == std::string_view::npos || item.substr(0, space) != kSeats[seat] ||
        (seat < 3 && comma == std::string_view::npos) || (seat == 3 && comma != rest.npos))
      throw std::invalid_argument(
          "expected four seats in turn order, each its colour and its army "
          "(\"Red britain, Green italy, Yellow chatanooga, Black egypt\"), at \"" +
          std::string(item) + "\"");
    names.append(seat ? "," : "").append(trimmed(item.substr(space + 1)));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
  }
  engine::rule_sets::set_option(options, "armies", names);
  return options;
}

}  // namespace chatur::records
