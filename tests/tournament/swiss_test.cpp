// Swiss pairings over many random result sequences: no two engines meet twice, colours stay
// balanced within one (two where no pairing of a round avoids it), byes go round, and each round's
// pairing is the best the rule allows (checked against every pairing of the field); standings with
// Buchholz and Sonneborn-Berger by hand.
#include "tournament/swiss.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace chatur::tournament {
namespace {

records::GameEnd result(int outcome) {
  if (outcome == 2) return records::drawn("agreement");
  return records::won_by(outcome, "checkmate");
}

// Every way to pair the players, each pair as (a, b).
void all_pairings(std::vector<int> left, std::vector<std::pair<int, int>>& current,
                  std::vector<std::vector<std::pair<int, int>>>& out) {
  if (left.empty()) {
    out.push_back(current);
    return;
  }
  const int a = left[0];
  for (std::size_t j = 1; j < left.size(); ++j) {
    std::vector<int> rest;
    for (std::size_t k = 1; k < left.size(); ++k)
      if (k != j) rest.push_back(left[k]);
    current.emplace_back(a, left[j]);
    all_pairings(rest, current, out);
    current.pop_back();
  }
}

// Plays a whole Swiss tournament with random results through next(), checking each round.
void play_random(int engines, int games_per_pairing, int rounds, unsigned seed) {
  SCOPED_TRACE(testing::Message() << engines << " engines, " << games_per_pairing
                                  << " games a pairing, seed " << seed);
  std::mt19937 random(seed);
  const SwissScheduler s(engines, 2, games_per_pairing, rounds, false, {3, true, seed, 0});
  std::vector<TournamentGame> games;
  int round = 0;
  bool clash_forced = false;  // a round where every repeat-free pairing had a colour clash
  for (;;) {
    Next n = s.next(games);
    if (n.kind == Next::Kind::kDone) break;
    ASSERT_EQ(n.kind, Next::Kind::kGame);
    if (n.game.round != round) {
      // A new round: its pairing from the rounds before, checked against every other pairing.
      round = n.game.round;
      const SwissHistory h =
          swiss_history(engines, swiss_bye_points(games_per_pairing, false), round - 1, games);
      const SwissRound r = pair_swiss_round(h, games_per_pairing);
      std::vector<int> players;
      for (int e = 0; e < engines; ++e)
        if (e != r.bye) players.push_back(e);
      ASSERT_EQ(r.pairs.size() * 2, players.size());
      if (r.bye >= 0) {
        for (int e = 0; e < engines; ++e) EXPECT_LE(h.byes[r.bye], h.byes[e]);
      }
      auto cost = [&](const std::vector<std::pair<int, int>>& p) {
        double clashes = 0, spread = 0;
        for (auto [a, b] : p) {
          if (games_per_pairing % 2 == 1 && h.colour_balance[a] * h.colour_balance[b] > 0)
            ++clashes;
          spread += std::abs(h.score[a] - h.score[b]);
        }
        return std::make_pair(clashes, spread);
      };
      std::vector<std::vector<std::pair<int, int>>> every;
      std::vector<std::pair<int, int>> current;
      all_pairings(players, current, every);
      bool repeat_free_exists = false;
      std::pair<double, double> best{1e9, 1e9};
      for (const auto& p : every) {
        if (std::any_of(p.begin(), p.end(),
                        [&](auto ab) { return h.met[ab.first][ab.second] > 0; }))
          continue;
        repeat_free_exists = true;
        best = std::min(best, cost(p));
      }
      ASSERT_TRUE(repeat_free_exists);
      if (best.first > 0) clash_forced = true;
      for (auto [a, b] : r.pairs) EXPECT_EQ(h.met[a][b], 0) << a << "-" << b;
      const auto chosen = cost(r.pairs);
      EXPECT_EQ(chosen.first, best.first);
      EXPECT_NEAR(chosen.second, best.second, 1e-9);
    }
    EXPECT_EQ(n.game.index, static_cast<int>(games.size()));
    games.push_back({n.game, std::nullopt});
    // Finish the games of the round in a random order; until all are in, the next round waits.
    if (s.next(games).kind != Next::Kind::kGame) {
      std::vector<std::size_t> open;
      for (std::size_t i = 0; i < games.size(); ++i)
        if (!games[i].end) open.push_back(i);
      std::shuffle(open.begin(), open.end(), random);
      for (std::size_t k = 0; k < open.size(); ++k) {
        EXPECT_EQ(s.next(games).kind, Next::Kind::kWait);
        games[open[k]].end = result(static_cast<int>(random() % 3));
      }
    }
  }
  ASSERT_EQ(round, rounds);
  EXPECT_EQ(static_cast<int>(games.size()), s.planned());
  const SwissHistory h =
      swiss_history(engines, swiss_bye_points(games_per_pairing, false), rounds, games);
  for (int e = 0; e < engines; ++e) {
    // Within one, unless a round allowed no repeat-free pairing without a clash.
    EXPECT_LE(std::abs(h.colour_balance[e]), clash_forced ? 2 : 1) << e;
    int met = 0;
    for (int o = 0; o < engines; ++o) met += h.met[e][o];
    EXPECT_EQ(met + h.byes[e], rounds) << e;  // no one met twice
    EXPECT_LE(h.byes[e], 1) << e;
  }
  // The games of a pair share an opening and swap the sides.
  for (std::size_t i = 0; i + 1 < games.size(); ++i)
    if (games[i].game.pair == games[i + 1].game.pair) {
      EXPECT_EQ(games[i].game.opening, games[i + 1].game.opening);
      EXPECT_EQ(games[i].game.seats[0], games[i + 1].game.seats[1]);
    }
}

TEST(Swiss, PairingPropertiesOverRandomResults) {
  for (int engines = 2; engines <= 9; ++engines)
    for (int g : {1, 2, 3})
      for (unsigned seed = 1; seed <= 12; ++seed)
        play_random(engines, g, std::max(1, engines / 2), seed);
}

TEST(Swiss, FirstRoundPairsNeighboursAndGivesTheLastTheBye) {
  const SwissHistory h = swiss_history(5, 1, 0, {});
  const SwissRound r = pair_swiss_round(h, 1);
  EXPECT_EQ(r.bye, 4);
  EXPECT_EQ(r.pairs, (std::vector<std::pair<int, int>>{{0, 1}, {2, 3}}));
}

// Every way to seat the players at tables of four (the first left with three others).
void all_tables(std::vector<int> left, std::vector<std::vector<int>>& current,
                std::vector<std::vector<std::vector<int>>>& out) {
  if (left.empty()) {
    out.push_back(current);
    return;
  }
  const std::size_t n = left.size();
  for (std::size_t i = 1; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      for (std::size_t k = j + 1; k < n; ++k) {
        std::vector<int> rest;
        for (std::size_t m = 1; m < n; ++m)
          if (m != i && m != j && m != k) rest.push_back(left[m]);
        current.push_back({left[0], left[i], left[j], left[k]});
        all_tables(rest, current, out);
        current.pop_back();
      }
}

// Free-for-all Swiss rounds at tables of four with random places: every engine sits in every
// seat equally often, byes go round, and each round's tables are the best the rule allows
// (checked against every way to seat the field).
TEST(Swiss, TablesOfFourOverRandomPlaces) {
  for (int engines : {4, 5, 8, 9, 10}) {
    for (unsigned seed = 1; seed <= 6; ++seed) {
      SCOPED_TRACE(testing::Message() << engines << " engines, seed " << seed);
      std::mt19937 random(seed);
      const int rounds = 3;
      const SwissScheduler s(engines, 4, 1, rounds, true, {0, false, 1, 0});
      std::vector<TournamentGame> games;
      std::vector<std::vector<int>> seat_count(static_cast<std::size_t>(engines),
                                               std::vector<int>(4, 0));
      int round = 0;
      for (Next n = s.next(games); n.kind != Next::Kind::kDone; n = s.next(games)) {
        if (n.kind == Next::Kind::kWait) {
          for (TournamentGame& t : games)
            if (!t.end) {
              std::vector<int> order{0, 1, 2, 3};
              std::shuffle(order.begin(), order.end(), random);
              t.end = records::GameEnd{"checkmate"};
              t.end->placements.assign(4, 0);
              for (int p = 0; p < 4; ++p) t.end->placements[order[p]] = p + 1;
            }
          continue;
        }
        if (n.game.round != round) {
          round = n.game.round;
          const SwissHistory h = swiss_history(engines, 2, round - 1, games);
          const SwissTables drawn = draw_swiss_tables(h);
          std::vector<int> players;
          for (int e = 0; e < engines; ++e)
            if (std::find(drawn.byes.begin(), drawn.byes.end(), e) == drawn.byes.end())
              players.push_back(e);
          ASSERT_EQ(players.size() % 4, 0u);
          for (int b : drawn.byes)
            for (int e : players) EXPECT_LE(h.byes[b], h.byes[e]);
          auto cost = [&](const std::vector<std::vector<int>>& tables) {
            double repeats = 0, spread = 0;
            for (const auto& t : tables) {
              double lo = 1e9, hi = -1e9;
              for (std::size_t i = 0; i < 4; ++i) {
                lo = std::min(lo, h.score[t[i]]);
                hi = std::max(hi, h.score[t[i]]);
                for (std::size_t j = i + 1; j < 4; ++j) repeats += h.met[t[i]][t[j]] > 0 ? 1 : 0;
              }
              spread += hi - lo;
            }
            return std::make_pair(repeats, spread);
          };
          std::vector<std::vector<std::vector<int>>> every;
          std::vector<std::vector<int>> current;
          all_tables(players, current, every);
          std::pair<double, double> best{1e9, 1e9};
          for (const auto& t : every) best = std::min(best, cost(t));
          std::vector<std::vector<int>> chosen;
          for (const SwissTable& t : drawn.tables) chosen.push_back(t.engines);
          const auto c = cost(chosen);
          EXPECT_EQ(c.first, best.first);
          EXPECT_NEAR(c.second, best.second, 1e-9);
        }
        for (int seat = 0; seat < 4; ++seat) ++seat_count[n.game.seats[seat]][seat];
        games.push_back({n.game, std::nullopt});
      }
      EXPECT_EQ(round, rounds);
      EXPECT_EQ(static_cast<int>(games.size()), s.planned());
      for (const auto& counts : seat_count)
        EXPECT_EQ(*std::min_element(counts.begin(), counts.end()),
                  *std::max_element(counts.begin(), counts.end()));
    }
  }
}

// Three rounds of four engines, one game a pairing, by hand: A beats B, C draws D; A beats C,
// B beats D; D beats A, B draws C. Scores A 2, B 1.5, C 1, D 1.5. Buchholz: A (B + C + D) 4,
// B (A + D + C) 4.5, C (D + A + B) 5, D (C + B + A) 4.5. Sonneborn-Berger: A 1.5 + 1 = 2.5,
// B 1.5 + 0.5 = 2, C 0.75 + 0.75 = 1.5, D 0.5 + 2 = 2.5.
TEST(Swiss, BuchholzAndSonnebornBerger) {
  std::vector<TournamentGame> games;
  auto add = [&](int round, int a, int b, int outcome) {
    ScheduledGame g;
    g.index = static_cast<int>(games.size());
    g.round = round;
    g.seats = {a, b};
    games.push_back({g, result(outcome)});
  };
  add(1, 0, 1, 0);
  add(1, 2, 3, 2);
  add(2, 0, 2, 0);
  add(2, 1, 3, 0);
  add(3, 3, 0, 0);
  add(3, 1, 2, 2);
  const auto s = swiss_standings(swiss_history(4, 1, 3, games));
  ASSERT_EQ(s.size(), 4u);
  EXPECT_EQ(s[0].engine, 0);
  EXPECT_EQ(s[0].score, 2);
  EXPECT_EQ(s[0].buchholz, 4);
  EXPECT_EQ(s[0].sonneborn_berger, 2.5);
  // B and D share 1.5 points; B's Buchholz equals D's, D's Sonneborn-Berger is higher.
  EXPECT_EQ(s[1].engine, 3);
  EXPECT_EQ(s[1].buchholz, 4.5);
  EXPECT_EQ(s[1].sonneborn_berger, 2.5);
  EXPECT_EQ(s[2].engine, 1);
  EXPECT_EQ(s[2].sonneborn_berger, 2);
  EXPECT_EQ(s[3].engine, 2);
  EXPECT_EQ(s[3].buchholz, 5);
  EXPECT_EQ(s[3].sonneborn_berger, 1.5);
  const std::string table = format_swiss_standings(s, {"A", "B", "C", "D"});
  EXPECT_NE(table.find("   1  A         2.00      4.00              2.50     0"), std::string::npos)
      << table;
}

}  // namespace
}  // namespace chatur::tournament
