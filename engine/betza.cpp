#include "engine/betza.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace chatur::engine {
namespace {

struct AtomShape {
  char letter;
  int a, b;  // the leap (a, b) in all its 8 (or 4) symmetric directions
};
constexpr AtomShape kAtoms[] = {{'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
                                {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3}};

const AtomShape* find_atom(char c) {
  for (const auto& atom : kAtoms)
    if (atom.letter == c) return &atom;
  return nullptr;
}

// A direction selector: the step passes if it satisfies every condition in it.
struct Selector {
  char vertical = 0;    // 'f', 'b' or 0
  char horizontal = 0;  // 'l', 'r' or 0
  char axis = 0;        // 'v', 's' or 0

  bool accepts(int df, int dr) const {
    if (vertical == 'f' && dr <= 0) return false;
    if (vertical == 'b' && dr >= 0) return false;
    if (horizontal == 'l' && df >= 0) return false;
    if (horizontal == 'r' && df <= 0) return false;
    if (axis == 'v' && std::abs(dr) <= std::abs(df)) return false;
    if (axis == 's' && std::abs(df) <= std::abs(dr)) return false;
    return true;
  }
};

void add_atom(std::vector<Step>& out, const AtomShape& atom, bool rider, int range, StepMode mode,
              const std::vector<Selector>& selectors) {
  const int pairs[2][2] = {{atom.a, atom.b}, {atom.b, atom.a}};
  for (const auto& p : pairs)
    for (int sx : {1, -1})
      for (int sy : {1, -1}) {
        Step s{p[0] * sx, p[1] * sy, rider, mode, range};
        bool selected = selectors.empty() ||
                        std::any_of(selectors.begin(), selectors.end(),
                                    [&](const Selector& sel) { return sel.accepts(s.df, s.dr); });
        if (selected && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
      }
}

}  // namespace

std::vector<Step> parse_betza(std::string_view text) {
  std::vector<Step> out;
  size_t i = 0;
  auto fail = [&](const std::string& why) {
    throw std::invalid_argument("Betza '" + std::string(text) + "' at character " +
                                std::to_string(i + 1) + ": " + why);
  };
  while (i < text.size()) {
    StepMode mode = StepMode::kAny;
    std::vector<Selector> selectors;
    while (i < text.size() &&
           std::string_view("mcfblrvs").find(text[i]) != std::string_view::npos) {
      char c = text[i];
      if (c == 'm' || c == 'c') {
        if (mode != StepMode::kAny) fail("more than one of m and c");
        mode = c == 'm' ? StepMode::kMoveOnly : StepMode::kCaptureOnly;
      } else if ((c == 'f' || c == 'b') && i + 1 < text.size() &&
                 (text[i + 1] == 'l' || text[i + 1] == 'r')) {
        selectors.push_back({c, text[i + 1], 0});
        ++i;
      } else if (c == 'f' || c == 'b') {
        selectors.push_back({c, 0, 0});
      } else if (c == 'l' || c == 'r') {
        selectors.push_back({0, c, 0});
      } else {
        selectors.push_back({0, 0, c});
      }
      ++i;
    }
    if (i >= text.size()) fail("modifiers without an atom");
    char c = text[i++];
    // A rider's range: the digit after it.
    auto read_range = [&](bool rider) {
      if (i >= text.size() || text[i] < '1' || text[i] > '9') return 0;
      if (!rider) fail("a range after a leaper");
      return text[i++] - '0';
    };
    if (c == 'K' || c == 'R' || c == 'B' || c == 'Q') {
      const bool rider = c != 'K';
      const int range = read_range(rider);
      if (c != 'B') add_atom(out, *find_atom('W'), rider, range, mode, selectors);
      if (c != 'R') add_atom(out, *find_atom('F'), rider, range, mode, selectors);
      continue;
    }
    const AtomShape* atom = find_atom(c);
    if (!atom) fail(std::string("unknown atom '") + c + "'");
    bool rider = i < text.size() && text[i] == c;
    if (rider) ++i;
    const int range = read_range(rider);
    add_atom(out, *atom, rider, range, mode, selectors);
  }
  if (out.empty()) fail("no movement");
  return out;
}

}  // namespace chatur::engine
