#include "tournament/schedule.h"

#include <stdexcept>
#include <utility>

namespace chatur::tournament {
namespace {

// Round-robin pairings by the circle method (Berger tables): rounds in which every engine plays
// at most once, so that a partly played tournament has spread the games over all engines.
std::vector<std::vector<std::pair<int, int>>> circle_rounds(int n) {
  const int m = n % 2 == 0 ? n : n + 1;  // a bye when odd
  std::vector<int> ring(m);
  for (int i = 0; i < m; ++i) ring[i] = i;
  std::vector<std::vector<std::pair<int, int>>> rounds;
  for (int r = 0; r < m - 1; ++r) {
    std::vector<std::pair<int, int>> round;
    for (int i = 0; i < m / 2; ++i) {
      int a = ring[i], b = ring[m - 1 - i];
      if (a >= n || b >= n) continue;
      round.emplace_back(std::min(a, b), std::max(a, b));
    }
    rounds.push_back(std::move(round));
    // Keep ring[0] fixed and rotate the rest by one.
    int last = ring[m - 1];
    for (int i = m - 1; i > 1; --i) ring[i] = ring[i - 1];
    ring[1] = last;
  }
  return rounds;
}

std::vector<int> two_sided(int first, int second, int armies) {
  if (armies == 2) return {first, second};
  return {first, second, first, second};
}

}  // namespace

Format parse_format(const std::string& name) {
  if (name == "round-robin" || name == "teams") return Format::kRoundRobin;
  if (name == "gauntlet") return Format::kGauntlet;
  if (name == "seats") return Format::kSeats;
  if (name == "swiss") return Format::kSwiss;
  if (name == "knockout") return Format::kKnockout;
  throw std::invalid_argument("unknown format '" + name +
                              "' (round-robin, teams, gauntlet, seats, swiss, knockout)");
}

std::string format_name(Format f) {
  switch (f) {
    case Format::kRoundRobin:
      return "round-robin";
    case Format::kGauntlet:
      return "gauntlet";
    case Format::kSeats:
      return "seats";
    case Format::kSwiss:
      return "swiss";
    case Format::kKnockout:
      return "knockout";
  }
  return "";
}

std::vector<ScheduledGame> make_schedule(const ScheduleSpec& spec) {
  if (spec.games_per_pairing < 1) throw std::invalid_argument("games per pairing must be >= 1");
  if (spec.format == Format::kSwiss || spec.format == Format::kKnockout)
    throw std::invalid_argument(format_name(spec.format) +
                                " rounds are paired from results, not made in advance");
  std::vector<ScheduledGame> games;
  int opening_turn = 0, pair = 0;
  auto next_opening = [&] { return opening_at(spec.openings, opening_turn++); };
  if (spec.format == Format::kSeats) {
    if (spec.armies != 4)
      throw std::invalid_argument("the seats format needs a four-army rule set");
    if (spec.engines < 4) throw std::invalid_argument("the seats format needs at least 4 engines");
    const int n = spec.engines;
    int round = 0;
    for (int rep = 0; rep < spec.games_per_pairing; ++rep)
      for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
          for (int c = b + 1; c < n; ++c)
            for (int d = c + 1; d < n; ++d) {
              // Seats Red, Green, Yellow, Black; Red+Yellow and Green+Black are partners. The
              // three splits of {a,b,c,d} into teams: ab|cd, ac|bd, ad|bc.
              const int splits[3][4] = {{a, c, b, d}, {a, b, c, d}, {a, b, d, c}};
              for (const auto& s : splits) {
                const int opening = next_opening();
                ++round;
                // Rotating the seat vector by one maps partners (0,2),(1,3) onto (1,3),(2,0):
                // the split stays, and after four rotations every engine sat in every seat.
                for (int rot = 0; rot < 4; ++rot) {
                  ScheduledGame g;
                  g.index = static_cast<int>(games.size());
                  g.round = round;
                  g.opening = opening;
                  g.pair = pair;
                  for (int seat = 0; seat < 4; ++seat) g.seats.push_back(s[(seat + 4 - rot) % 4]);
                  games.push_back(std::move(g));
                }
                ++pair;
              }
            }
    return games;
  }
  if (spec.engines < 2) throw std::invalid_argument("a tournament needs at least 2 engines");
  std::vector<std::vector<std::pair<int, int>>> rounds;
  if (spec.format == Format::kGauntlet) {
    for (int j = 1; j < spec.engines; ++j) rounds.push_back({{0, j}});
  } else {
    rounds = circle_rounds(spec.engines);
  }
  // Games per pairing come in pairs with the same opening and the sides swapped; each cycle
  // through the rounds plays one such pair (or the last single game) of every pairing.
  int round_no = 0;
  for (int g0 = 0; g0 < spec.games_per_pairing; g0 += 2) {
    const int in_pair = std::min(2, spec.games_per_pairing - g0);
    for (const auto& round : rounds) {
      ++round_no;
      for (const auto& [x, y] : round) {
        const int opening = next_opening();
        for (int k = 0; k < in_pair; ++k) {
          ScheduledGame g;
          g.index = static_cast<int>(games.size());
          g.round = round_no;
          g.opening = opening;
          g.pair = pair;
          g.seats = k == 0 ? two_sided(x, y, spec.armies) : two_sided(y, x, spec.armies);
          games.push_back(std::move(g));
        }
        ++pair;
      }
    }
  }
  return games;
}

}  // namespace chatur::tournament
