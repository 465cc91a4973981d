#include "tournament/swiss.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <stdexcept>

namespace chatur::tournament {
namespace {

// A pairing's cost, compared in order: meetings again, colour clashes, score differences.
using Cost = std::array<double, 3>;

Cost operator+(const Cost& a, const Cost& b) {
  return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}

// Exhaustive search over the pairings of `players` (in ranking order), pruned by the best cost
// found: a partial cost no better than it cannot improve, as every pair adds a cost >= 0.
struct Search {
  const SwissHistory& h;
  bool odd_games;
  std::vector<int> players;
  std::vector<bool> used;
  std::vector<std::pair<int, int>> current, best;
  Cost best_cost{};
  bool found = false;
  long nodes = 0;
  // Past this many steps the best pairing found stands: the first found is already good, and a
  // field of many engines must not take minutes.
  static constexpr long kMaxNodes = 2'000'000;

  Cost pair_cost(int a, int b) const {
    const bool clash = odd_games && h.colour_balance[a] != 0 && h.colour_balance[b] != 0 &&
                       (h.colour_balance[a] > 0) == (h.colour_balance[b] > 0);
    return {h.met[a][b] ? 1.0 : 0.0, clash ? 1.0 : 0.0, std::abs(h.score[a] - h.score[b])};
  }

  void run(const Cost& cost) {
    if (found && cost >= best_cost) return;
    if (++nodes > kMaxNodes && found) return;
    std::size_t first = 0;
    while (first < players.size() && used[first]) ++first;
    if (first == players.size()) {
      best = current;
      best_cost = cost;
      found = true;
      return;
    }
    used[first] = true;
    for (std::size_t j = first + 1; j < players.size(); ++j) {
      if (used[j]) continue;
      used[j] = true;
      current.emplace_back(players[first], players[j]);
      run(cost + pair_cost(players[first], players[j]));
      current.pop_back();
      used[j] = false;
    }
    used[first] = false;
  }
};

}  // namespace

SwissHistory swiss_history(int engines, int games_per_pairing, int rounds,
                           const std::vector<TournamentGame>& games) {
  SwissHistory h;
  const auto n = static_cast<std::size_t>(engines);
  h.score.assign(n, 0);
  h.met.assign(n, std::vector<bool>(n, false));
  h.colour_balance.assign(n, 0);
  h.last_first.assign(n, -1);
  h.byes.assign(n, 0);
  h.points.assign(n, std::vector<double>(n, 0));
  h.rounds = rounds;
  std::vector<std::vector<bool>> played(static_cast<std::size_t>(rounds) + 1,
                                        std::vector<bool>(n, false));
  for (const TournamentGame& t : games) {
    if (t.game.round > rounds) continue;
    const int a = t.game.seats[0], b = t.game.seats[1];
    played[t.game.round][a] = played[t.game.round][b] = true;
    h.met[a][b] = h.met[b][a] = true;
    ++h.colour_balance[a];
    --h.colour_balance[b];
    h.last_first[a] = 1;
    h.last_first[b] = 0;
    if (t.end && t.end->team_score) {
      const auto& s = *t.end->team_score;
      h.score[a] += s[0];
      h.score[b] += s[1];
      h.points[a][b] += s[0];
      h.points[b][a] += s[1];
    }
  }
  for (int r = 1; r <= rounds; ++r)
    for (std::size_t e = 0; e < n; ++e)
      if (!played[r][e]) {
        ++h.byes[e];
        h.score[e] += games_per_pairing;
      }
  return h;
}

SwissRound pair_swiss_round(const SwissHistory& h, int games_per_pairing) {
  const int n = static_cast<int>(h.score.size());
  std::vector<int> ranking(static_cast<std::size_t>(n));
  std::iota(ranking.begin(), ranking.end(), 0);
  std::stable_sort(ranking.begin(), ranking.end(),
                   [&](int a, int b) { return h.score[a] > h.score[b]; });
  SwissRound round;
  if (n % 2 == 1) {
    const int fewest = *std::min_element(h.byes.begin(), h.byes.end());
    for (auto it = ranking.rbegin(); it != ranking.rend(); ++it)
      if (h.byes[*it] == fewest) {
        round.bye = *it;
        break;
      }
    ranking.erase(std::find(ranking.begin(), ranking.end(), round.bye));
  }
  Search search{h,       games_per_pairing % 2 == 1,
                ranking, std::vector<bool>(ranking.size(), false),
                {},      {},
                {},      false,
                0};
  search.run({0, 0, 0});
  for (auto [a, b] : search.best) {
    // `a` is the higher ranked; the first seat goes to the lower colour balance, then to the
    // one that did not have it last.
    bool a_first = true;
    if (h.colour_balance[a] != h.colour_balance[b])
      a_first = h.colour_balance[a] < h.colour_balance[b];
    else if (h.last_first[a] != h.last_first[b])
      a_first = h.last_first[a] != 1;
    round.pairs.push_back(a_first ? std::make_pair(a, b) : std::make_pair(b, a));
  }
  return round;
}

std::vector<SwissStanding> swiss_standings(const SwissHistory& h) {
  const std::size_t n = h.score.size();
  std::vector<SwissStanding> out;
  for (std::size_t a = 0; a < n; ++a) {
    SwissStanding s;
    s.engine = static_cast<int>(a);
    s.score = h.score[a];
    s.byes = h.byes[a];
    for (std::size_t b = 0; b < n; ++b)
      if (h.met[a][b]) {
        s.buchholz += h.score[b];
        s.sonneborn_berger += h.points[a][b] * h.score[b];
      }
    out.push_back(s);
  }
  std::stable_sort(out.begin(), out.end(), [](const SwissStanding& x, const SwissStanding& y) {
    if (x.score != y.score) return x.score > y.score;
    if (x.buchholz != y.buchholz) return x.buchholz > y.buchholz;
    return x.sonneborn_berger > y.sonneborn_berger;
  });
  return out;
}

std::string format_swiss_standings(const std::vector<SwissStanding>& standings,
                                   const std::vector<std::string>& names) {
  std::size_t width = 6;
  for (const auto& n : names) width = std::max(width, n.size());
  std::string out;
  char line[256];
  std::snprintf(line, sizeof line, "Rank  %-*s  Points  Buchholz  Sonneborn-Berger  Byes\n",
                static_cast<int>(width), "Player");
  out += line;
  int rank = 0;
  for (const SwissStanding& s : standings) {
    std::snprintf(line, sizeof line, "%4d  %-*s  %6g  %8g  %16g  %4d\n", ++rank,
                  static_cast<int>(width), names.at(static_cast<std::size_t>(s.engine)).c_str(),
                  s.score, s.buchholz, s.sonneborn_berger, s.byes);
    out += line;
  }
  return out;
}

SwissScheduler::SwissScheduler(int engines, int armies, int games_per_pairing, int rounds,
                               OpeningOrder openings)
    : engines_(engines),
      armies_(armies),
      games_per_pairing_(games_per_pairing),
      rounds_(rounds),
      openings_(openings) {
  if (engines < 2) throw std::invalid_argument("a swiss tournament needs at least 2 engines");
  if (rounds < 1) throw std::invalid_argument("a swiss tournament needs at least 1 round");
  if (games_per_pairing < 1) throw std::invalid_argument("games per pairing must be >= 1");
}

int SwissScheduler::planned() const {
  return rounds_ * (engines_ / 2) * games_per_pairing_;
}

std::vector<ScheduledGame> SwissScheduler::round_games(const SwissRound& pairing, int round,
                                                       int first_index, int first_pair) const {
  std::vector<ScheduledGame> out;
  int pair = first_pair;
  // As in a round robin: the games of a pairing come in pairs, one opening and the sides
  // swapped; each pass over the pairings plays one such pair (or the last single game) of each.
  for (int g0 = 0; g0 < games_per_pairing_; g0 += 2) {
    const int in_pair = std::min(2, games_per_pairing_ - g0);
    for (const auto& [a, b] : pairing.pairs) {
      for (int k = 0; k < in_pair; ++k) {
        ScheduledGame g;
        g.index = first_index + static_cast<int>(out.size());
        g.round = round;
        g.pair = pair;
        g.opening = opening_at(openings_, pair);
        const int first = k == 0 ? a : b, second = k == 0 ? b : a;
        g.seats = armies_ == 2 ? std::vector<int>{first, second}
                               : std::vector<int>{first, second, first, second};
        out.push_back(std::move(g));
      }
      ++pair;
    }
  }
  return out;
}

Next SwissScheduler::next(const std::vector<TournamentGame>& games) const {
  const int round = games.empty() ? 0 : games.back().game.round;
  int next_pair = 0;
  for (const TournamentGame& t : games) next_pair = std::max(next_pair, t.game.pair + 1);
  if (round > 0) {
    // The round under way: the rest of its games, then wait for all of them to finish.
    std::size_t first = games.size();
    while (first > 0 && games[first - 1].game.round == round) --first;
    const SwissHistory before = swiss_history(engines_, games_per_pairing_, round - 1, games);
    const std::vector<ScheduledGame> list =
        round_games(pair_swiss_round(before, games_per_pairing_), round, static_cast<int>(first),
                    games[first].game.pair);
    const std::size_t handed = games.size() - first;
    if (handed < list.size()) return {Next::Kind::kGame, list[handed]};
    for (std::size_t i = first; i < games.size(); ++i)
      if (!games[i].end) return {Next::Kind::kWait, {}};
  }
  if (round >= rounds_) return {};
  const SwissHistory h = swiss_history(engines_, games_per_pairing_, round, games);
  const std::vector<ScheduledGame> list =
      round_games(pair_swiss_round(h, games_per_pairing_), round + 1,
                  static_cast<int>(games.size()), next_pair);
  if (list.empty()) return {};
  return {Next::Kind::kGame, list.front()};
}

}  // namespace chatur::tournament
