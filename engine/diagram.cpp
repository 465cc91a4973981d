#include "engine/diagram.h"

#include <cctype>

namespace chatur::engine {

std::string diagram(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  const bool four = rules.army_count() == 4;
  const size_t width = four ? 3 : 2;
  auto pad = [&](std::string s) {
    s.resize(width, ' ');
    return s;
  };
  std::string out;
  for (int r = g.ranks() - 1; r >= 0; --r) {
    std::string num = std::to_string(r + 1);
    out += std::string(3 - num.size(), ' ') + num + " ";
    for (int f = 0; f < g.files(); ++f) {
      Square s = g.square(f, r);
      if (s == kNoSquare) {
        out += pad("");
        continue;
      }
      Cell c = pos.at(s);
      if (c == kWall) {  // a marked square (Power::kMark)
        out += pad("*");
      } else if (c == kEmpty) {
        out += pad(".");
      } else {
        char letter = rules.piece(type_of(c)).letter;
        if (four)
          out += pad(std::string(1, rules.army(army_of(c)).letter) + letter);
        else
          out += pad(
              std::string(1, army_of(c) == 0 ? letter : static_cast<char>(std::tolower(letter))));
      }
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += "\n";
  }
  out += "    ";
  for (int f = 0; f < g.files(); ++f) out += pad(std::string(1, static_cast<char>('a' + f)));
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out + "\n";
}

}  // namespace chatur::engine
