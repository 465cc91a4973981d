// Thousands of random games per rule set: no crash, only legal moves, every game ends under the
// rule set's own rules, and make/unmake and the hash stay exact.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/outcome.h"
#include "engine/perft.h"
#include "players/random_player.h"
#include "players/self_play.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

class RandomGames : public ::testing::TestWithParam<const char*> {};

TEST_P(RandomGames, EndUnderTheRules) {
  auto rules = testing::rules(GetParam());
  const int kGames = 2000;
  // Generous: the no-progress rule ends a game long before this.
  const int kMaxPlies = 20000;
  int terminations[16] = {};
  int decisive = 0;
  for (int g = 0; g < kGames; ++g) {
    auto game = players::play_random_game(*rules, static_cast<std::uint64_t>(g), kMaxPlies);
    ASSERT_FALSE(game.cut_off) << GetParam() << " seed " << g << " did not end";
    ASSERT_TRUE(game.outcome.finished());
    ++terminations[static_cast<int>(game.outcome.termination)];
    const auto& places = game.outcome.placements;
    decisive += game.outcome.winner() >= 0 ||
                (game.outcome.free_for_all() && std::count(places.begin(), places.end(), 1) == 1);
  }
  // Random play reaches the decisive endings too, not only draws.
  EXPECT_GT(decisive, 0);
  auto count = [&](Termination t) { return terminations[static_cast<int>(t)]; };
  if (rules->spec().royalty == Royalty::kCapture)
    EXPECT_GT(count(Termination::kKingsCaptured), 0);
  else
    EXPECT_GT(count(Termination::kCheckmate) + count(Termination::kPawnCheckmate) +
                  count(Termination::kGoalSquare),
              0);
}

TEST_P(RandomGames, EveryMoveIsLegalAndUnmakeRestores) {
  auto rules = testing::rules(GetParam());
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    Position pos(*rules);
    const std::string start = to_fen(pos);
    const std::uint64_t start_hash = pos.hash();
    players::RandomPlayer player(seed);
    std::mt19937_64 dice(seed);
    std::vector<int> rolled_at;  // plies at whose position a turn rolled
    for (;;) {
      if (testing::roll_if_due(pos, dice)) rolled_at.push_back(pos.ply());
      MoveList legal;
      generate_legal(pos, legal);
      const Outcome o = outcome(pos);
      // The forms for a caller that holds the legal moves agree with the plain ones.
      const Outcome with_legal = outcome(pos, legal);
      ASSERT_EQ(with_legal.termination, o.termination);
      ASSERT_EQ(with_legal.team_score, o.team_score);
      ASSERT_EQ(with_legal.placements, o.placements);
      if (o.finished()) break;
      Move m = player.choose(pos);
      // The move reads back from its text to itself: it is one of the legal moves.
      const std::string text = move_to_text(pos, m);
      ASSERT_EQ(parse_move(pos, text), m);
      ASSERT_EQ(parse_move(pos, legal, text), m);
      pos.make(m);
    }
    // A roll is taken back at the position where it was made.
    for (;;) {
      if (!rolled_at.empty() && rolled_at.back() == pos.ply()) {
        pos.unroll();
        rolled_at.pop_back();
      }
      if (pos.ply() == 0) break;
      pos.unmake();
    }
    ASSERT_EQ(to_fen(pos), start);
    ASSERT_EQ(pos.hash(), start_hash);
  }
}

TEST_P(RandomGames, UnmakeRestoresTheMoveOrder) {
  // Searches are reproducible only if make/unmake leaves move generation order as it was.
  auto rules = testing::rules(GetParam());
  Position pos(*rules);
  players::RandomPlayer player(5);
  std::mt19937_64 dice(5);
  for (int ply = 0; ply < 60 && !outcome(pos).finished(); ++ply) {
    testing::roll_if_due(pos, dice);
    pos.make(player.choose(pos));
  }
  testing::roll_if_due(pos, dice);
  MoveList before;
  generate_legal(pos, before);
  const Roll rolls[] = {{2, 5}, {3, 4}};
  perft(pos, 3, rules->has_dice() ? std::span<const Roll>(rolls) : std::span<const Roll>());
  MoveList after;
  generate_legal(pos, after);
  ASSERT_EQ(before.size(), after.size());
  for (int i = 0; i < before.size(); ++i) EXPECT_EQ(before[i], after[i]) << i;
}

TEST_P(RandomGames, SameSeedSameGame) {
  auto rules = testing::rules(GetParam());
  auto a = players::play_random_game(*rules, 42);
  auto b = players::play_random_game(*rules, 42);
  EXPECT_EQ(a.move_texts, b.move_texts);
  EXPECT_NE(a.move_texts, players::play_random_game(*rules, 43).move_texts);
}

INSTANTIATE_TEST_SUITE_P(RuleSets, RandomGames,
                         ::testing::Values("chess", "chaturaji", "chaturanga-4-84", "kaiserspiel-a",
                                           "kaiserspiel-b", "sultanspiel-a", "sultanspiel-b",
                                           "hyderabad", "chaturaji-indian", "chaturaji-classic",
                                           "chaturanga-modern", "chaturanga-modern mode=ffa"),
                         [](const auto& param_info) {
                           std::string name = param_info.param;
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace
}  // namespace chatur::engine
