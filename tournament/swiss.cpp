#include "tournament/swiss.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <stdexcept>
#include <string>

#include "ratings/game_result.h"

namespace chatur::tournament {
namespace {

// A pairing's cost, compared in order: meetings again, colour clashes, score differences.
using Cost = std::array<double, 3>;

Cost operator+(const Cost& a, const Cost& b) {
  return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}

// Exhaustive search over the ways to split `players` (in ranking order) into groups of
// `group_size` (pairs, or tables of four): the first engine left is grouped with the others left
// in ranking order, groups of engines that have not met before the others, so that the first
// split found is good and prunes well. It is pruned by the best cost found: a partial cost no
// better than it cannot improve, as every group adds a cost >= 0. `CostOf` costs a group (its
// engines in ranking order); the first component counts its repeated meetings.
template <typename CostOf>
class GroupSearch {
 public:
  GroupSearch(std::vector<int> players, std::size_t group_size, CostOf cost_of)
      : players_(std::move(players)),
        used_(players_.size(), false),
        group_size_(group_size),
        cost_of_(std::move(cost_of)) {}

  // The cheapest split found: its groups in the order the search made them.
  std::vector<std::vector<int>> best() {
    search({0, 0, 0});
    return best_;
  }

 private:
  // Past this many groups tried the best split found stands: the first found is already good,
  // and a field of many engines must not take minutes.
  static constexpr long kMaxSteps = 500'000;

  void search(const Cost& cost) {
    if (found_ && cost >= best_cost_) return;
    if (stopped_) return;
    std::size_t first = 0;
    while (first < players_.size() && used_[first]) ++first;
    if (first == players_.size()) {
      best_ = current_;
      best_cost_ = cost;
      found_ = true;
      return;
    }
    used_[first] = true;
    current_.push_back({players_[first]});
    const std::size_t group = current_.size() - 1;
    for (int pass = 0; pass < 2 && !stopped_; ++pass) extend(group, first + 1, cost, pass == 0);
    current_.pop_back();
    used_[first] = false;
  }

  // Adds to group `group` of current_ its next engine, from position `from` on; a full group is
  // costed and, if it belongs to the pass (`unmet`: no repeated meeting), searched on from.
  void extend(std::size_t group, std::size_t from, const Cost& cost, bool unmet) {
    if (current_[group].size() == group_size_) {
      const Cost c = cost + cost_of_(current_[group]);
      if ((c[0] == cost[0]) != unmet) return;
      if (++steps_ > kMaxSteps && found_) {
        stopped_ = true;
        return;
      }
      search(c);
      return;
    }
    for (std::size_t i = from; i < players_.size() && !stopped_; ++i) {
      if (used_[i]) continue;
      used_[i] = true;
      current_[group].push_back(players_[i]);
      extend(group, i + 1, cost, unmet);
      current_[group].pop_back();
      used_[i] = false;
    }
  }

  std::vector<int> players_;
  std::vector<bool> used_;
  std::size_t group_size_;
  CostOf cost_of_;
  std::vector<std::vector<int>> current_, best_;
  Cost best_cost_{};
  bool found_ = false;
  long steps_ = 0;
  bool stopped_ = false;  // past kMaxSteps: unwinding
};

// Engines by points, then by their order in the configuration.
std::vector<int> ranked(const SwissHistory& h) {
  std::vector<int> ranking(h.score.size());
  std::iota(ranking.begin(), ranking.end(), 0);
  std::stable_sort(ranking.begin(), ranking.end(),
                   [&](int a, int b) { return h.score[a] > h.score[b]; });
  return ranking;
}

// Takes `count` byes out of the ranking: each the lowest-ranked of those with the fewest byes.
std::vector<int> take_byes(const SwissHistory& h, std::vector<int>& ranking, std::size_t count) {
  std::vector<int> byes;
  while (byes.size() < count) {
    int fewest = -1;
    for (int e : ranking) fewest = fewest < 0 ? h.byes[e] : std::min(fewest, h.byes[e]);
    for (auto it = ranking.rbegin(); it != ranking.rend(); ++it)
      if (h.byes[*it] == fewest) {
        byes.push_back(*it);
        ranking.erase(std::next(it).base());
        break;
      }
  }
  return byes;
}

}  // namespace

std::vector<int> table_seats(const SwissTable& table, int split) {
  const std::vector<int>& t = table.engines;
  switch (split % 3) {
    case 0:
      return {t[0], t[2], t[1], t[3]};
    case 1:
      return {t[0], t[1], t[2], t[3]};
    default:
      return {t[0], t[1], t[3], t[2]};
  }
}

double swiss_bye_points(int games_per_pairing, bool tables) {
  return tables ? 0.5 * 4 * games_per_pairing : games_per_pairing;
}

SwissHistory swiss_history(int engines, double bye_points, int rounds,
                           const std::vector<TournamentGame>& games) {
  SwissHistory h;
  const auto n = static_cast<std::size_t>(engines);
  h.score.assign(n, 0);
  h.met.assign(n, std::vector<int>(n, 0));
  h.partnered.assign(n, std::vector<int>(n, 0));
  h.colour_balance.assign(n, 0);
  h.last_first.assign(n, -1);
  h.byes.assign(n, 0);
  h.points.assign(n, std::vector<double>(n, 0));
  h.rounds = rounds;
  const auto r_count = static_cast<std::size_t>(rounds) + 1;
  std::vector<std::vector<bool>> played(r_count, std::vector<bool>(n, false));
  std::vector<std::vector<std::vector<bool>>> met_in(
      r_count, std::vector<std::vector<bool>>(n, std::vector<bool>(n, false)));
  for (const TournamentGame& t : games) {
    if (t.game.round > rounds) continue;
    const std::vector<int>& seats = t.game.seats;
    const bool table = seats.size() == 4 && seats[0] != seats[2];
    // Each engine's points in the game, by seat.
    std::vector<double> seat_points(seats.size(), 0);
    if (t.end && t.end->free_for_all()) {
      seat_points = ratings::placement_scores(t.end->placements);
    } else if (t.end && t.end->team_score) {
      for (std::size_t a = 0; a < seats.size(); ++a) seat_points[a] = (*t.end->team_score)[a % 2];
    }
    const std::size_t engines_in_game = table ? 4 : 2;
    for (std::size_t a = 0; a < engines_in_game; ++a) {
      const int x = seats[a];
      played[t.game.round][x] = true;
      h.score[x] += seat_points[a];
      for (std::size_t b = 0; b < engines_in_game; ++b) {
        if (a == b) continue;
        met_in[t.game.round][x][seats[b]] = true;
        h.points[x][seats[b]] += seat_points[a];
      }
    }
    if (table) {
      ++h.partnered[seats[0]][seats[2]];
      ++h.partnered[seats[2]][seats[0]];
      ++h.partnered[seats[1]][seats[3]];
      ++h.partnered[seats[3]][seats[1]];
    } else {
      ++h.colour_balance[seats[0]];
      --h.colour_balance[seats[1]];
      h.last_first[seats[0]] = 1;
      h.last_first[seats[1]] = 0;
    }
  }
  for (std::size_t r = 1; r < r_count; ++r)
    for (std::size_t e = 0; e < n; ++e) {
      if (!played[r][e]) {
        ++h.byes[e];
        h.score[e] += bye_points;
      }
      for (std::size_t o = 0; o < n; ++o) h.met[e][o] += met_in[r][e][o] ? 1 : 0;
    }
  return h;
}

SwissRound pair_swiss_round(const SwissHistory& h, int games_per_pairing) {
  std::vector<int> ranking = ranked(h);
  SwissRound round;
  if (ranking.size() % 2 == 1) round.bye = take_byes(h, ranking, 1).front();
  const bool odd_games = games_per_pairing % 2 == 1;
  // Meetings again, colour clashes (two balances leaning the same way), score difference.
  const auto pair_cost = [&](const std::vector<int>& p) -> Cost {
    const int a = p[0], b = p[1];
    const bool clash = odd_games && h.colour_balance[a] != 0 && h.colour_balance[b] != 0 &&
                       (h.colour_balance[a] > 0) == (h.colour_balance[b] > 0);
    return {static_cast<double>(h.met[a][b]), clash ? 1.0 : 0.0, std::abs(h.score[a] - h.score[b])};
  };
  for (const std::vector<int>& p : GroupSearch(ranking, 2, pair_cost).best()) {
    const int a = p[0], b = p[1];
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

SwissTables draw_swiss_tables(const SwissHistory& h) {
  std::vector<int> ranking = ranked(h);
  SwissTables out;
  out.byes = take_byes(h, ranking, ranking.size() % 4);
  // Pairs of engines that shared a table before, then the spread of points (best minus worst).
  const auto table_cost = [&](const std::vector<int>& t) -> Cost {
    double repeats = 0, lo = h.score[t[0]], hi = lo;
    for (std::size_t i = 0; i < t.size(); ++i) {
      lo = std::min(lo, h.score[t[i]]);
      hi = std::max(hi, h.score[t[i]]);
      for (std::size_t j = i + 1; j < t.size(); ++j) repeats += h.met[t[i]][t[j]] > 0 ? 1 : 0;
    }
    return {repeats, 0, hi - lo};
  };
  for (const std::vector<int>& t : GroupSearch(ranking, 4, table_cost).best()) {
    SwissTable table{t, 0};
    int fewest = -1;
    for (int s = 0; s < 3; ++s) {
      const std::vector<int> o = table_seats({t, 0}, s);
      const int together = h.partnered[o[0]][o[2]] + h.partnered[o[1]][o[3]];
      if (fewest < 0 || together < fewest) {
        fewest = together;
        table.split = s;
      }
    }
    out.tables.push_back(table);
  }
  return out;
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
      if (h.met[a][b] > 0) {
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
    std::snprintf(line, sizeof line, "%4d  %-*s  %6.2f  %8.2f  %16.2f  %4d\n", ++rank,
                  static_cast<int>(width), names.at(static_cast<std::size_t>(s.engine)).c_str(),
                  s.score, s.buchholz, s.sonneborn_berger, s.byes);
    out += line;
  }
  return out;
}

SwissScheduler::SwissScheduler(int engines, int armies, int games_per_pairing, int rounds,
                               bool tables, OpeningOrder openings)
    : engines_(engines),
      armies_(armies),
      games_per_pairing_(games_per_pairing),
      rounds_(rounds),
      tables_(tables),
      openings_(openings) {
  if (engines < (tables ? 4 : 2))
    throw std::invalid_argument(std::string("a swiss tournament needs at least ") +
                                (tables ? "4 engines at tables of four" : "2 engines"));
  if (tables && armies != 4)
    throw std::invalid_argument("swiss tables of four need a four-army rule set");
  if (rounds < 1) throw std::invalid_argument("a swiss tournament needs at least 1 round");
  if (games_per_pairing < 1) throw std::invalid_argument("games per pairing must be >= 1");
}

int SwissScheduler::planned() const {
  return tables_ ? rounds_ * (engines_ / 4) * 4 * games_per_pairing_
                 : rounds_ * (engines_ / 2) * games_per_pairing_;
}

std::vector<ScheduledGame> SwissScheduler::round_games(const SwissHistory& before, int round,
                                                       int first_index, int first_pair) const {
  std::vector<ScheduledGame> out;
  int pair = first_pair;
  if (tables_) {
    const SwissTables drawn = draw_swiss_tables(before);
    // Each cycle: every table's arrangement and its four rotations (every engine in every seat
    // once, the partners kept), one opening; the next cycle takes the table's next split.
    for (int cycle = 0; cycle < games_per_pairing_; ++cycle)
      for (const SwissTable& table : drawn.tables) {
        const std::vector<int> arrangement = table_seats(table, table.split + cycle);
        for (int rot = 0; rot < 4; ++rot) {
          ScheduledGame g;
          g.index = first_index + static_cast<int>(out.size());
          g.round = round;
          g.pair = pair;
          g.opening = opening_at(openings_, pair);
          for (int seat = 0; seat < 4; ++seat) g.seats.push_back(arrangement[(seat + 4 - rot) % 4]);
          out.push_back(std::move(g));
        }
        ++pair;
      }
    return out;
  }
  const SwissRound pairing = pair_swiss_round(before, games_per_pairing_);
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

std::vector<ScheduledGame> SwissScheduler::round_of(const std::vector<TournamentGame>& games,
                                                    int round, std::size_t first,
                                                    int first_pair) const {
  // The key: the round, where it starts, and every game before it with its result.
  std::string key =
      std::to_string(round) + " " + std::to_string(first) + " " + std::to_string(first_pair);
  for (std::size_t i = 0; i < first; ++i) {
    const TournamentGame& t = games[i];
    key += ";";
    for (int e : t.game.seats) key += std::to_string(e) + ",";
    if (!t.end) continue;
    if (t.end->team_score)
      key +=
          std::to_string((*t.end->team_score)[0]) + "/" + std::to_string((*t.end->team_score)[1]);
    for (int p : t.end->placements) key += "p" + std::to_string(p);
  }
  std::lock_guard lock(cache_mutex_);
  if (key != cache_key_) {
    const SwissHistory before =
        swiss_history(engines_, swiss_bye_points(games_per_pairing_, tables_), round - 1, games);
    cache_ = round_games(before, round, static_cast<int>(first), first_pair);
    cache_key_ = std::move(key);
  }
  return cache_;
}

Next SwissScheduler::next(const std::vector<TournamentGame>& games) const {
  const int round = games.empty() ? 0 : games.back().game.round;
  int next_pair = 0;
  for (const TournamentGame& t : games) next_pair = std::max(next_pair, t.game.pair + 1);
  if (round > 0) {
    // The round under way: the rest of its games, then wait for all of them to finish.
    std::size_t first = games.size();
    while (first > 0 && games[first - 1].game.round == round) --first;
    const std::vector<ScheduledGame> list = round_of(games, round, first, games[first].game.pair);
    const std::size_t handed = games.size() - first;
    if (handed < list.size()) return {Next::Kind::kGame, list[handed]};
    for (std::size_t i = first; i < games.size(); ++i)
      if (!games[i].end) return {Next::Kind::kWait, {}};
  }
  if (round >= rounds_) return {};
  const std::vector<ScheduledGame> list = round_of(games, round + 1, games.size(), next_pair);
  if (list.empty()) return {};
  return {Next::Kind::kGame, list.front()};
}

}  // namespace chatur::tournament
