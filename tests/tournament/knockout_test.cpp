// Knockout brackets: the seeding order, byes where the field is not a power of two, level
// matches going to tie-break pairs and, past the last, to the higher seed; the next round waits
// for every match of the one before.
#include "tournament/knockout.h"

#include <gtest/gtest.h>

#include <functional>

namespace chatur::tournament {
namespace {

TEST(Knockout, SeedingOrder) {
  EXPECT_EQ(seeding_order(1), (std::vector<int>{1}));
  EXPECT_EQ(seeding_order(4), (std::vector<int>{1, 4, 2, 3}));
  EXPECT_EQ(seeding_order(8), (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
}

// The points of a game's first seat: 1, 0.5 or 0.
using Rule = std::function<double(const ScheduledGame&)>;

std::vector<TournamentGame> play_out(const KnockoutScheduler& s, const Rule& rule) {
  std::vector<TournamentGame> games;
  for (int guard = 0; guard < 1000; ++guard) {
    const Next n = s.next(games);
    if (n.kind == Next::Kind::kDone) break;
    if (n.kind == Next::Kind::kWait) {
      // Finish the oldest game under way.
      for (TournamentGame& t : games)
        if (!t.end) {
          const double p = rule(t.game);
          t.end =
              p == 0.5 ? records::drawn("agreement") : records::won_by(p == 1 ? 0 : 1, "checkmate");
          break;
        }
      continue;
    }
    EXPECT_EQ(n.game.index, static_cast<int>(games.size()));
    games.push_back({n.game, std::nullopt});
  }
  return games;
}

// Six engines: seeds 1 and 2 have byes. Seeds 4 and 5 (engines 3, 4) draw every game: two
// games, then three tie-break pairs, then seed 4 goes on. Seeds 3 and 6 (engines 2, 5): the
// lower seed wins its first tie-break pair. Otherwise the higher seed wins every game.
TEST(Knockout, ByesTiesAndTieBreaks) {
  const KnockoutScheduler s(6, 2, 2, 3, {4, false, 1, 0});
  const Rule rule = [](const ScheduledGame& g) {
    const int x = g.seats[0], y = g.seats[1];
    const int a = std::min(x, y), b = std::max(x, y);
    double higher = 1;  // what the higher seed scores
    if (a == 3 && b == 4) higher = 0.5;
    return x == a ? higher : 1 - higher;
  };
  // Engines 2 and 5 draw their two games, then engine 5 wins both tie-break games.
  int seen_25 = 0;
  const Rule scripted = [&](const ScheduledGame& g) {
    const int a = std::min(g.seats[0], g.seats[1]), b = std::max(g.seats[0], g.seats[1]);
    if (a == 2 && b == 5) {
      const double higher = ++seen_25 <= 2 ? 0.5 : 0;
      return g.seats[0] == a ? higher : 1 - higher;
    }
    return rule(g);
  };
  const auto games = play_out(s, scripted);
  const Bracket b = knockout_bracket(6, 2, 3, games);
  ASSERT_EQ(b.rounds.size(), 3u);
  ASSERT_EQ(b.rounds[0].size(), 4u);
  EXPECT_EQ(b.rounds[0][0].b, -1);  // seed 1's bye
  EXPECT_EQ(b.rounds[0][0].winner, 0);
  EXPECT_EQ(b.rounds[0][2].b, -1);  // seed 2's bye
  const KnockoutMatch& level = b.rounds[0][1];
  EXPECT_EQ(level.a, 3);
  EXPECT_EQ(level.b, 4);
  EXPECT_EQ(level.finished, 2 + 2 * 3);
  EXPECT_EQ(level.tiebreaks, 3);
  EXPECT_TRUE(level.by_seed);
  EXPECT_EQ(level.winner, 3);
  const KnockoutMatch& upset = b.rounds[0][3];
  EXPECT_EQ(upset.a, 2);
  EXPECT_EQ(upset.b, 5);
  EXPECT_EQ(upset.finished, 4);
  EXPECT_EQ(upset.tiebreaks, 1);
  EXPECT_EQ(upset.winner, 5);
  EXPECT_FALSE(upset.by_seed);
  // Round 2: seed 1 against seed 4, seed 2 against seed 6; the final seeds 1 and 2.
  EXPECT_EQ(b.rounds[1][0].a, 0);
  EXPECT_EQ(b.rounds[1][0].b, 3);
  EXPECT_EQ(b.rounds[1][1].a, 1);
  EXPECT_EQ(b.rounds[1][1].b, 5);
  EXPECT_EQ(b.rounds[2][0].winner, 0);
  EXPECT_EQ(b.champion, 0);
  EXPECT_EQ(games.size(), 8u + 4u + 4u + 2u);
  // Every game of round 2 comes after every game of round 1, the pairs of a match share an
  // opening with the sides swapped.
  for (std::size_t i = 1; i < games.size(); ++i) {
    EXPECT_GE(games[i].game.round, games[i - 1].game.round);
    if (games[i].game.pair == games[i - 1].game.pair) {
      EXPECT_EQ(games[i].game.seats[0], games[i - 1].game.seats[1]);
      EXPECT_EQ(games[i].game.opening, games[i - 1].game.opening);
    }
  }
  const std::string text = format_bracket(b, {"s1", "s2", "s3", "s4", "s5", "s6"});
  EXPECT_NE(text.find("  #1 s1: bye\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  #4 s4 4 - 4 s5 #5 (8 games): s4 goes on, level after the tie-breaks"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  #3 s3 1 - 3 s6 #6 (4 games): s6 goes on after 1 tie-break pair\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("winner: s1\n"), std::string::npos) << text;
}

// A power of two without ties: 2^k - 1 matches of N games, no byes.
TEST(Knockout, EightEnginesNoByes) {
  const KnockoutScheduler s(8, 4, 3, 1, {0, false, 1, 0});
  const auto games =
      play_out(s, [](const ScheduledGame& g) { return g.seats[0] < g.seats[1] ? 1.0 : 0.0; });
  EXPECT_EQ(games.size(), 7u * 3u);
  for (const auto& t : games) {
    ASSERT_EQ(t.game.seats.size(), 4u);  // four armies: teams
    EXPECT_EQ(t.game.seats[0], t.game.seats[2]);
  }
  EXPECT_EQ(knockout_bracket(8, 3, 1, games).champion, 0);
}

}  // namespace
}  // namespace chatur::tournament
